import { createCipheriv, createDecipheriv, createHash, randomBytes, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';

/** A code may be one step early or late (clocks drift, typing takes time). */
const TOLERANCE_SECONDS = 30;
const ISSUER = 'Across staff';

const keyOf = (secretKey: string) => createHash('sha256').update(secretKey).digest();

/** A TOTP secret encrypted with STAFF_SECRET_KEY (AES-256-GCM): `iv.tag.ciphertext`, each base64url. */
export function seal(secretKey: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secretKey), iv);
  const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
}

export function unseal(secretKey: string, sealed: string): string {
  const [iv, tag, data] = sealed.split('.').map((part) => Buffer.from(part, 'base64url'));
  const decipher = createDecipheriv('aes-256-gcm', keyOf(secretKey), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}

/** A new secret and the otpauth:// address an authenticator app reads (from a QR code). */
export function newSecret(email: string) {
  const secret = generateSecret();
  return { secret, uri: generateURI({ issuer: ISSUER, label: email, secret }) };
}

/**
 * The time step a six-digit code is right for (within one step either side), or null: wrong, or for a step not
 * after `lastStep` (a code already used, or an earlier one).
 */
export async function codeStep(secret: string, code: string, lastStep: number | null): Promise<number | null> {
  if (!/^\d{6}$/.test(code)) return null;
  const result = await verify({
    secret,
    token: code,
    epochTolerance: TOLERANCE_SECONDS,
    ...(lastStep === null ? {} : { afterTimeStep: lastStep }),
  });
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten recovery codes, `xxxxx-xxxxx` (no look-alike letters). */
export function newRecoveryCodes(): string[] {
  const part = () => Array.from({ length: 5 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return Array.from({ length: 10 }, () => `${part()}-${part()}`);
}

/** A recovery code as typed: case, spaces and hyphens do not matter. */
export const normalRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]/g, '');
