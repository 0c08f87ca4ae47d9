import { desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/open';
import { devMailbox } from '../db/schema';
import { ANYONE } from '../http/session';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * Development only (never in production, never with SMTP): the mail the upstream kept
 * instead of sending, newest first. `?email=` filters; `?format=json` answers JSON.
 */
export function devMailboxRoutes(app: FastifyInstance, db: () => Database) {
  app.get<{ Querystring: { email?: string; format?: string } }>(
    '/user-service/dev/mailbox',
    ANYONE,
    async (request, reply) => {
      const address = typeof request.query.email === 'string' ? request.query.email.trim().toLowerCase() : '';
      const rows = await db()
        .select()
        .from(devMailbox)
        .where(address ? eq(devMailbox.to, address) : undefined)
        .orderBy(desc(devMailbox.id))
        .limit(50);
      const mails = rows.map(({ to, subject, text, code, purpose, createdAt }) => ({
        to,
        subject,
        text,
        code,
        purpose,
        createdAt,
      }));
      if (request.query.format === 'json') return mails;
      const items = mails
        .map(
          (mail) =>
            `<article><h2>${escapeHtml(mail.subject)}</h2><p class="meta">${escapeHtml(mail.to)} · ${mail.createdAt.toISOString()}</p>${mail.code ? `<p class="code">${mail.code}</p>` : ''}<p>${escapeHtml(mail.text)}</p></article>`,
        )
        .join('');
      return reply
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>Across development mailbox</title>` +
            `<style>body{font-family:system-ui,sans-serif;max-width:720px;margin:2rem auto;padding:0 1rem;color:#1f2430}article{border:1px solid #e6e8ee;border-radius:12px;padding:1rem;margin:1rem 0}.meta{color:#6b7280;font-size:.9rem}.code{font-size:2rem;font-weight:700;letter-spacing:.3rem;color:#c9305a}</style>` +
            `</head><body><h1>Development mailbox</h1><p>Mail that would have been sent (no SMTP_URL is set). Newest first.</p>${items || '<p>No mail yet.</p>'}</body></html>`,
        );
    },
  );
}
