import { asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { CODE_MAIL_LEASE_MS, CODE_MAIL_MAX_ATTEMPTS, CODE_MAIL_POLL_MS, type UiLanguage } from '../constants';
import type { Database } from '../db/open';
import { codeRequests, users } from '../db/schema';
import { toUiLanguage, translate } from '../i18n';
import { RepeatingPass } from '../jobs/repeating-pass';
import type { Mail, Mailer } from '../mail/mailer';
import { backoffMs } from '../webhooks/outbox';
import type { CodePurpose, VerificationCodes } from './codes';

/** The mail with a code, in the language the member asked in. */
function codeMail(to: string, purpose: CodePurpose, code: string, language: UiLanguage): Mail {
  return {
    to,
    subject: translate(language, `mail.code.subject.${purpose}`),
    text: translate(language, `mail.code.body.${purpose}`, { code }),
    code,
    purpose,
  };
}

/** Instead of a registration code, to an address that already has an account. */
function accountExistsMail(to: string, language: UiLanguage): Mail {
  return {
    to,
    subject: translate(language, 'mail.exists.subject'),
    text: translate(language, 'mail.exists.body'),
    purpose: 'register',
  };
}

/**
 * Handles recorded code requests out of the request, so asking takes the same time for
 * every address however slow the mail server is: a registration code for an address
 * without an account (one with an account gets a "you already have an account" mail), a
 * reset code for an address with one, nothing for a reset of an unknown address.
 * Requests survive a restart; several instances share them (claimed with FOR UPDATE SKIP
 * LOCKED and a lease), one at a time each.
 */
export class CodeMailWorker extends RepeatingPass {
  constructor(
    private readonly db: Database,
    private readonly codes: VerificationCodes,
    private readonly mailer: Mailer,
    log: (message: string) => void = () => {},
  ) {
    super(CODE_MAIL_POLL_MS, log);
  }

  /** The oldest due request, leased past the mail timeout so no other instance takes it meanwhile. */
  private async claimNext() {
    const due = this.db
      .select({ id: codeRequests.id })
      .from(codeRequests)
      .where(lte(codeRequests.nextAttemptAt, sql`now()`))
      .orderBy(asc(codeRequests.id))
      .limit(1)
      .for('update', { skipLocked: true });
    const [claimed] = await this.db
      .update(codeRequests)
      .set({ nextAttemptAt: new Date(Date.now() + CODE_MAIL_LEASE_MS), attempts: sql`${codeRequests.attempts} + 1` })
      .where(inArray(codeRequests.id, due))
      .returning();
    return claimed;
  }

  protected async pass() {
    while (!this.stopped) {
      const request = await this.claimNext();
      if (!request) return;
      try {
        await this.handle(request.email, request.purpose as CodePurpose, toUiLanguage(request.language));
      } catch (error) {
        if (request.attempts >= CODE_MAIL_MAX_ATTEMPTS) {
          await this.db.delete(codeRequests).where(eq(codeRequests.id, request.id));
          this.log(
            `code request ${request.id} dropped after ${request.attempts} attempts: ${(error as Error).message}`,
          );
        } else {
          const nextAttemptAt = new Date(Date.now() + backoffMs(request.attempts));
          await this.db.update(codeRequests).set({ nextAttemptAt }).where(eq(codeRequests.id, request.id));
        }
        continue;
      }
      if (this.stopped) {
        // Stopped mid-mail: hand it back so a restart sends it (a newer code replaces this one).
        await this.db.update(codeRequests).set({ nextAttemptAt: new Date() }).where(eq(codeRequests.id, request.id));
        return;
      }
      await this.db.delete(codeRequests).where(eq(codeRequests.id, request.id));
    }
  }

  /** What asking for a code did before it left the request. */
  private async handle(email: string, purpose: CodePurpose, language: UiLanguage) {
    const [account] = await this.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    const wantsCode = purpose === 'register' ? !account : Boolean(account);
    if (wantsCode) {
      const code = await this.codes.issue(email, purpose);
      await this.mailer.send(codeMail(email, purpose, code, language), this.signal);
    } else if (purpose === 'register') {
      await this.mailer.send(accountExistsMail(email, language), this.signal);
    }
  }
}
