import type { Transporter } from 'nodemailer';
import { MAIL_SEND_TIMEOUT_MS } from '../constants';
import type { Database } from '../db/open';
import { devMailbox } from '../db/schema';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** Kept with development mail so the mailbox (and tests) can show the code, and what it is for, on their own. */
  code?: string;
  purpose?: string;
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
    // Loaded only to send for real: the development mailbox does without it (some 10 MB resident).
    this.transport = options.smtpUrl
      ? (require('nodemailer') as typeof import('nodemailer')).createTransport(options.smtpUrl, { from: options.from })
      : undefined;
  }

  get sendsForReal(): boolean {
    return Boolean(this.transport);
  }

  /**
   * A mail the SMTP server did not take is logged, not thrown; each send is cut off after MAIL_SEND_TIMEOUT_MS or on
   * `stop`.
   */
  async send(mail: Mail, stop?: AbortSignal): Promise<void> {
    if (!this.transport) {
      await this.db.insert(devMailbox).values({
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        code: mail.code ?? null,
        purpose: mail.purpose ?? null,
      });
      return;
    }
    try {
      const signal = AbortSignal.any([AbortSignal.timeout(MAIL_SEND_TIMEOUT_MS), ...(stop ? [stop] : [])]);
      await this.transport.sendMail({ to: mail.to, subject: mail.subject, text: mail.text, signal });
    } catch (error) {
      // The member can ask again; the failure must not say whether the address exists.
      this.log(`mail to ${mail.to} not sent: ${(error as Error).message}`);
    }
  }

  close() {
    this.transport?.close();
  }
}
