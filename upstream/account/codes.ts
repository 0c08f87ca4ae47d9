import { createHash, randomInt } from 'node:crypto';
import { and, desc, eq, isNull } from 'drizzle-orm';
import {
  CODE_DIGITS,
  CODE_LIFETIME_MS,
  CODE_MAX_WRONG_GUESSES,
  CODE_RESEND_AFTER_S,
  CODE_SEND_LIMITS,
  type UiLanguage,
} from '../constants';
import type { Database } from '../db/open';
import { users, verificationCodes } from '../db/schema';
import { ApiError } from '../http/envelope';
import type { RateLimiter } from '../http/rate-limit';
import { accountExistsMail, codeMail, type CodePurpose, type Mailer } from '../mail/mailer';

const HOUR = 60 * 60 * 1000;
const hashCode = (email: string, purpose: string, code: string) => createHash('sha256').update(`${purpose}:${email}:${code}`).digest('hex');

export const codeInvalid = () => new ApiError(400, 'CODE_INVALID', 'code.invalid', 'code');
const codeExpired = () => new ApiError(400, 'CODE_EXPIRED', 'code.expired', 'code');
const codeDead = () => new ApiError(429, 'TOO_MANY_ATTEMPTS', 'code.tooManyGuesses', 'code');

/**
 * E-mailed verification codes: 6 random digits, valid 10 minutes, single use, bound to one
 * address and one purpose, dead after 5 wrong guesses. Asking answers the same whether or
 * not the address has an account: a registered address gets a "you already have an
 * account" mail instead of a code, an unknown one asking for a reset gets nothing.
 */
export class VerificationCodes {
  constructor(
    private readonly db: Database,
    private readonly mailer: Mailer,
    private readonly limiter: RateLimiter,
  ) {}

  async send(input: { email: string; purpose: CodePurpose; clientIp: string; language: UiLanguage }) {
    const perAddress = `code:${input.purpose}:${input.email}`;
    const limits = [
      { key: perAddress, max: CODE_SEND_LIMITS.perAddressMinute, windowMs: CODE_RESEND_AFTER_S * 1000 },
      { key: perAddress, max: CODE_SEND_LIMITS.perAddressHour, windowMs: HOUR },
      { key: `code-client:${input.clientIp}`, max: CODE_SEND_LIMITS.perClientHour, windowMs: HOUR },
    ];
    await this.limiter.check(...limits);
    await this.limiter.record(limits[0], limits[2]);

    const [account] = await this.db.select({ id: users.id }).from(users).where(eq(users.email, input.email));
    const wantsCode = input.purpose === 'register' ? !account : Boolean(account);
    if (wantsCode) {
      const code = String(randomInt(0, 10 ** CODE_DIGITS)).padStart(CODE_DIGITS, '0');
      await this.db.transaction(async (tx) => {
        // A new code replaces any earlier one for the same address and purpose.
        await tx
          .update(verificationCodes)
          .set({ closedAt: new Date() })
          .where(and(eq(verificationCodes.email, input.email), eq(verificationCodes.purpose, input.purpose), isNull(verificationCodes.closedAt)));
        await tx.insert(verificationCodes).values({
          email: input.email,
          purpose: input.purpose,
          codeHash: hashCode(input.email, input.purpose, code),
          expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
        });
      });
      await this.mailer.send(codeMail(input.email, input.purpose, code, input.language));
    } else if (input.purpose === 'register') {
      await this.mailer.send(accountExistsMail(input.email, input.language));
    }
    return { resendAfterSeconds: CODE_RESEND_AFTER_S };
  }

  /**
   * Checks a code without using it up and returns its id; a wrong guess counts towards the
   * limit. Runs outside any transaction, so the count survives the caller's rollback.
   */
  async check(input: { email: string; purpose: CodePurpose; code: string }): Promise<number> {
    const [row] = await this.db
      .select()
      .from(verificationCodes)
      .where(and(eq(verificationCodes.email, input.email), eq(verificationCodes.purpose, input.purpose)))
      .orderBy(desc(verificationCodes.id))
      .limit(1);
    if (!row) throw codeInvalid();
    if (row.wrongGuesses >= CODE_MAX_WRONG_GUESSES) throw codeDead();
    const live = !row.closedAt && row.expiresAt.getTime() > Date.now();
    if (row.codeHash !== hashCode(input.email, input.purpose, input.code)) {
      if (!live) throw codeInvalid();
      const wrongGuesses = row.wrongGuesses + 1;
      await this.db
        .update(verificationCodes)
        .set({ wrongGuesses, ...(wrongGuesses >= CODE_MAX_WRONG_GUESSES ? { closedAt: new Date() } : {}) })
        .where(eq(verificationCodes.id, row.id));
      throw wrongGuesses >= CODE_MAX_WRONG_GUESSES ? codeDead() : codeInvalid();
    }
    if (!live) throw codeExpired(); // the right code, but used, replaced by a newer one, or too old
    return row.id;
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
