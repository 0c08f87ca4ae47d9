import { createHmac, timingSafeEqual } from 'node:crypto';
import { FRIEND_SHARE_TTL_MS } from '../constants';
import { isId } from '../fields';

const mac = (secret: string, text: string) =>
  createHmac('sha256', secret).update(`friend-share:${text}`).digest('base64url').slice(0, 22);

/**
 * Friend invitation codes (spec §7 /friend/share-add-friend): `<member>.<expiry>.<signature>`,
 * base 36 and HMAC-SHA256. Whoever opens a member's shared link may add them without a
 * request, until the code expires; nothing is stored.
 */
export class FriendShareCodes {
  constructor(private readonly secret: string) {}

  create(userId: number, now = Date.now()): { shareCode: string; expiresAt: string } {
    const expires = now + FRIEND_SHARE_TTL_MS;
    const body = `${userId.toString(36)}.${Math.floor(expires / 1000).toString(36)}`;
    return { shareCode: `${body}.${mac(this.secret, body)}`, expiresAt: new Date(expires).toISOString() };
  }

  /** The sharing member, or undefined when the code is forged, malformed or expired. */
  read(code: unknown, now = Date.now()): number | undefined {
    if (typeof code !== 'string' || code.length > 60) return undefined;
    const match = /^([0-9a-z]{1,8})\.([0-9a-z]{1,8})\.([A-Za-z0-9_-]{22})$/.exec(code);
    if (!match) return undefined;
    const expected = mac(this.secret, `${match[1]}.${match[2]}`);
    if (!timingSafeEqual(Buffer.from(expected), Buffer.from(match[3]))) return undefined;
    const userId = parseInt(match[1], 36);
    return parseInt(match[2], 36) * 1000 > now && isId(userId) ? userId : undefined;
  }
}
