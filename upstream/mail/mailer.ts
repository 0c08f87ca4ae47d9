import nodemailer, { type Transporter } from 'nodemailer';
import type { UiLanguage } from '../constants';
import type { Database } from '../db/open';
import { devMailbox } from '../db/schema';
import { translate } from '../i18n';

export type CodePurpose = 'register' | 'reset';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Kept with development mail so the mailbox (and tests) can show the code on its own. */
  code?: string;
  purpose?: CodePurpose;
}

export function codeMail(to: string, purpose: CodePurpose, code: string, language: UiLanguage): Mail {
  return {
    to,
    subject: translate(language, `mail.code.subject.${purpose}`),
    text: translate(language, `mail.code.body.${purpose}`, { code }),
    code,
    purpose,
  };
}

export function accountExistsMail(to: string, language: UiLanguage): Mail {
  return { to, subject: translate(language, 'mail.exists.subject'), text: translate(language, 'mail.exists.body'), purpose: 'register' };
}

/**
 * Sends through SMTP when SMTP_URL is set (nodemailer); otherwise keeps the mail in the
 * development mailbox table, which the development-only /dev/mailbox page shows.
 */
export class Mailer {
  private readonly transport: Transporter | undefined;

  constructor(
    private readonly db: Database,
    options: { smtpUrl: string | undefined; from: string },
    private readonly log: (message: string) => void,
  ) {
    this.transport = options.smtpUrl ? nodemailer.createTransport(options.smtpUrl, { from: options.from }) : undefined;
  }

  get sendsForReal(): boolean {
    return Boolean(this.transport);
  }

  async send(mail: Mail): Promise<void> {
    if (!this.transport) {
      await this.db.insert(devMailbox).values({ to: mail.to, subject: mail.subject, text: mail.text, code: mail.code ?? null, purpose: mail.purpose ?? null });
      return;
    }
    try {
      await this.transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.text });
    } catch (error) {
      // The member can ask again; the failure must not say whether the address exists.
      this.log(`mail to ${mail.to} not sent: ${(error as Error).message}`);
    }
  }

  close() {
    this.transport?.close();
  }
}
