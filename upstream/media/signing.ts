import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const mac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url');
const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/** Whom a photo URL was issued to, and for which album photo, chat message or moment picture (none for a fresh upload). */
export interface PhotoGrant {
  viewerId: number;
  photoId?: number;
  /** A chat image: the message it was sent in (its members, recall, clear and burn rules apply). */
  messageId?: number;
  /** A moment's picture (the moment's visibility, blocks and burn window apply). */
  momentPictureId?: number;
}

/**
 * Signed, expiring photo URLs, each bound to its viewer (private photos are readable only
 * through one), and upload grants (the spec's upload-token calls): both HMAC-SHA256 with
 * the media secret.
 */
export class MediaSigner {
  constructor(private readonly secret: string) {}

  /**
   * A photo URL for one viewer: `?viewer=&photo=&exp=&sig=`, all signed with the key. Each
   * fetch is checked against that viewer (a block, a deleted photo), so a URL handed out
   * does not outlive the right to see the photo. `photo` (the album photo's id) is absent
   * for a fresh upload, shown only to its uploader.
   */
  photoUrl(key: string, grant: PhotoGrant, ttlMs: number, now = Date.now()): string {
    const expires = Math.floor((now + ttlMs) / 1000);
    if (grant.momentPictureId !== undefined) {
      const query = new URLSearchParams({
        viewer: String(grant.viewerId),
        mp: String(grant.momentPictureId),
        exp: String(expires),
      });
      query.set('sig', mac(this.secret, `moment:${key}:${grant.viewerId}:${grant.momentPictureId}:${expires}`));
      return `/media/${key}?${query}`;
    }
    if (grant.messageId !== undefined) {
      const query = new URLSearchParams({
        viewer: String(grant.viewerId),
        msg: String(grant.messageId),
        exp: String(expires),
      });
      query.set('sig', mac(this.secret, `chat:${key}:${grant.viewerId}:${grant.messageId}:${expires}`));
      return `/media/${key}?${query}`;
    }
    const photo = grant.photoId === undefined ? '' : String(grant.photoId);
    const query = new URLSearchParams({
      viewer: String(grant.viewerId),
      ...(photo && { photo }),
      exp: String(expires),
    });
    query.set('sig', mac(this.secret, `photo:${key}:${grant.viewerId}:${photo}:${expires}`));
    return `/media/${key}?${query}`;
  }

  /** What a photo URL was signed for, or undefined when forged, malformed or expired. */
  readPhotoUrl(key: string, query: Record<string, unknown>, now = Date.now()): PhotoGrant | undefined {
    const { viewer, photo = '', msg = '', mp = '', exp, sig } = query;
    const digits = (value: unknown) => typeof value === 'string' && /^\d{1,12}$/.test(value);
    if (
      !digits(viewer) ||
      !(photo === '' || digits(photo)) ||
      !(msg === '' || digits(msg)) ||
      !(mp === '' || digits(mp)) ||
      !digits(exp) ||
      typeof sig !== 'string'
    )
      return undefined;
    if ([photo, msg, mp].filter((id) => id !== '').length > 1) return undefined;
    const signed =
      mp !== ''
        ? `moment:${key}:${viewer}:${mp}:${exp}`
        : msg === ''
          ? `photo:${key}:${viewer}:${photo}:${exp}`
          : `chat:${key}:${viewer}:${msg}:${exp}`;
    if (Number(exp) * 1000 <= now || !same(sig, mac(this.secret, signed))) return undefined;
    return {
      viewerId: Number(viewer),
      photoId: photo === '' ? undefined : Number(photo),
      messageId: msg === '' ? undefined : Number(msg),
      momentPictureId: mp === '' ? undefined : Number(mp),
    };
  }

  /** A one-upload grant for a member: `<payload>.<signature>`. */
  grant(userId: number, ttlMs: number, now = Date.now()): { token: string; expiresAt: string; nonce: string } {
    const nonce = randomBytes(12).toString('base64url');
    const expires = now + ttlMs;
    const payload = Buffer.from(JSON.stringify({ u: userId, e: expires, n: nonce })).toString('base64url');
    return {
      token: `${payload}.${mac(this.secret, `grant:${payload}`)}`,
      expiresAt: new Date(expires).toISOString(),
      nonce,
    };
  }

  /** The grant's member and nonce, or undefined when forged or expired. */
  readGrant(token: unknown, now = Date.now()): { userId: number; nonce: string } | undefined {
    if (typeof token !== 'string' || token.length > 500) return undefined;
    const [payload, signature] = token.split('.');
    if (!payload || !signature || !same(signature, mac(this.secret, `grant:${payload}`))) return undefined;
    try {
      const { u, e, n } = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
      return Number.isInteger(u) && typeof n === 'string' && e > now ? { userId: u, nonce: n } : undefined;
    } catch {
      return undefined;
    }
  }
}
