import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import {
  CODE_DIGITS,
  CODE_LIFETIME_MS,
  CODE_MAX_WRONG_GUESSES,
  CODE_RESEND_AFTER_S,
  CODE_SEND_LIMITS,
  type UiLanguage,
} from '../constants';
import type { Database } from '../db/open';
import { codeRequests, verificationCodes } from '../db/schema';
import { ApiError } from '../errors';
import type { RateLimiter } from '../limits/rate-limit';

/** What a mailed code is for. */
export type CodePurpose = 'register' | 'reset';

const HOUR = 60 * 60 * 1000;
const hashCode = (email: string, purpose: string, code: string) =>
  createHash('sha256').update(`${purpose}:${email}:${code}`).digest('hex');

export const codeInvalid = () => new ApiError(400, 'CODE_INVALID', 'code.invalid', 'code');
const codeExpired = () => new ApiError(400, 'CODE_EXPIRED', 'code.expired', 'code');
const codeDead = () => new ApiError(429, 'TOO_MANY_ATTEMPTS', 'code.tooManyGuesses', 'code');

/**
 * E-mailed verification codes: 6 random digits, valid 10 minutes, single use, bound to one
 * address and one purpose, dead after 5 wrong guesses. Asking only records the request
 * (the same work for every address); the code mail worker (code-mail.ts) then mails a
 * code, a "you already have an account" mail, or nothing.
 */
export class VerificationCodes {
  constructor(
    private readonly db: Database,
    private readonly limiter: RateLimiter,
    /** Wakes the code mail worker after a request was recorded. */
    private readonly onRequested: () => void,
  ) {}

  async send(input: { email: string; purpose: CodePurpose; clientIp: string; language: UiLanguage }) {
    const perAddress = `${input.purpose}:${input.email}`;
    const limits = [
      {
        key: `code-minute:${perAddress}`,
        max: CODE_SEND_LIMITS.perAddressMinute,
        windowMs: CODE_RESEND_AFTER_S * 1000,
      },
      { key: `code-hour:${perAddress}`, max: CODE_SEND_LIMITS.perAddressHour, windowMs: HOUR },
      { key: `code-client:${input.clientIp}`, max: CODE_SEND_LIMITS.perClientHour, windowMs: HOUR },
    ];
    // Whether the address has an account is not looked at here: the worker decides, later.
    await this.db.transaction(async (tx) => {
      await this.limiter.reserve(limits, { tx });
      await tx.insert(codeRequests).values({ email: input.email, purpose: input.purpose, language: input.language });
    });
    this.onRequested();
    return { resendAfterSeconds: CODE_RESEND_AFTER_S };
  }

  /** A new code for the address and purpose, replacing any earlier one; returns it for the mail. */
  async issue(email: string, purpose: CodePurpose): Promise<string> {
    const code = String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
    await this.db.transaction(async (tx) => {
      await tx
        .update(verificationCodes)
        .set({ closedAt: new Date() })
        .where(
          and(
            eq(verificationCodes.email, email),
            eq(verificationCodes.purpose, purpose),
            isNull(verificationCodes.closedAt),
          ),
        );
      await tx.insert(verificationCodes).values({
        email,
        purpose,
        codeHash: hashCode(email, purpose, code),
        expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
      });
    });
    return code;
  }

  /**
   * Checks a code without using it up and returns its id. Each comparison first reserves a
   * guess (one atomic update, refused at the limit), so however many guesses arrive at once
   * at most 5 are ever compared; a right code gives its guess back. Runs outside any
   * transaction, so the count survives the caller's rollback.
   */
  async check(input: { email: string; purpose: CodePurpose; code: string }): Promise<number> {
    const [latest] = await this.db
      .select({ id: verificationCodes.id })
      .from(verificationCodes)
      .where(and(eq(verificationCodes.email, input.email), eq(verificationCodes.purpose, input.purpose)))
      .orderBy(desc(verificationCodes.id))
      .limit(1);
    if (!latest) throw codeInvalid();
    const [row] = await this.db
      .update(verificationCodes)
      .set({ wrongGuesses: sql`${verificationCodes.wrongGuesses} + 1` })
      .where(and(eq(verificationCodes.id, latest.id), lt(verificationCodes.wrongGuesses, CODE_MAX_WRONG_GUESSES)))
      .returning();
    if (!row) throw codeDead();
    if (row.codeHash === hashCode(input.email, input.purpose, input.code)) {
      await this.db
        .update(verificationCodes)
        .set({ wrongGuesses: sql`${verificationCodes.wrongGuesses} - 1` })
        .where(eq(verificationCodes.id, row.id));
      const live = !row.closedAt && row.expiresAt.getTime() > Date.now();
      if (!live) throw codeExpired(); // the right code, but used, replaced by a newer one, or too old
      return row.id;
    }
    if (row.wrongGuesses < CODE_MAX_WRONG_GUESSES) throw codeInvalid();
    await this.db
      .update(verificationCodes)
      .set({ closedAt: sql`coalesce(${verificationCodes.closedAt}, now())` })
      .where(eq(verificationCodes.id, row.id));
    throw codeDead();
  }

  /** Uses up a checked code inside the caller's transaction; a code used meanwhile is refused. */
  async consume(tx: Database, codeId: number) {
    const used = await tx
      .update(verificationCodes)
      .set({ closedAt: new Date() })
      .where(and(eq(verificationCodes.id, codeId), isNull(verificationCodes.closedAt)))
      .returning({ id: verificationCodes.id });
    if (used.length === 0) throw codeExpired();
  }
}
