import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

const mac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('base64url');
const same = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

/**
 * Signed, expiring media URLs (private photos are readable only through one) and upload
 * grants (the spec's upload-token calls): both HMAC-SHA256 with the media secret.
 */
export class MediaSigner {
  constructor(private readonly secret: string) {}

  url(key: string, ttlMs: number, now = Date.now()): string {
    const expires = Math.floor((now + ttlMs) / 1000);
    return `/media/${key}?exp=${expires}&sig=${mac(this.secret, `url:${key}:${expires}`)}`;
  }

  urlIsValid(key: string, exp: unknown, sig: unknown, now = Date.now()): boolean {
    if (typeof exp !== 'string' || typeof sig !== 'string' || !/^\d{1,12}$/.test(exp)) return false;
    return Number(exp) * 1000 > now && same(sig, mac(this.secret, `url:${key}:${exp}`));
  }

  /** A one-upload grant for a member: `<payload>.<signature>`. */
  grant(userId: number, ttlMs: number, now = Date.now()): { token: string; expiresAt: string; nonce: string } {
    const nonce = randomBytes(12).toString('base64url');
    const expires = now + ttlMs;
    const payload = Buffer.from(JSON.stringify({ u: userId, e: expires, n: nonce })).toString('base64url');
    return { token: `${payload}.${mac(this.secret, `grant:${payload}`)}`, expiresAt: new Date(expires).toISOString(), nonce };
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
