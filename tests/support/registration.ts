import { count } from 'drizzle-orm';
import { request } from 'undici';
import type { Database } from '../../upstream/db/open';
import { codeRequests } from '../../upstream/db/schema';

/** How long mail may take: the upstream mails codes from a background worker, a moment after asking. */
const MAIL_WAIT_MS = 5_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The codes mailed to `email` for `purpose`, newest first. */
async function mailedCodes(upstreamUrl: string, email: string, purpose: 'register' | 'reset'): Promise<string[]> {
  const response = await request(
    `${upstreamUrl}/user-service/dev/mailbox?email=${encodeURIComponent(email)}&format=json`,
  );
  const mails = (await response.body.json()) as Array<{ code: string | null; purpose: string | null }>;
  return mails.filter((mail) => mail.purpose === purpose && mail.code).map((mail) => mail.code!);
}

/**
 * The newest code mailed to `email` for `purpose`, waiting for it to arrive. `earlier`: how
 * many such codes the address had before asking, so an older code is not taken for the new one.
 */
export async function readLatestCode(
  upstreamUrl: string,
  email: string,
  purpose: 'register' | 'reset',
  earlier = 0,
): Promise<string> {
  const deadline = Date.now() + MAIL_WAIT_MS;
  for (;;) {
    const codes = await mailedCodes(upstreamUrl, email, purpose);
    if (codes.length > earlier) return codes[0];
    if (Date.now() > deadline) throw new Error(`no ${purpose} code was mailed to ${email}`);
    await sleep(50);
  }
}

/** Waits until the upstream's code mail worker has handled every code request (so the mailbox is complete). */
export async function codeRequestsHandled(db: Database): Promise<void> {
  const deadline = Date.now() + MAIL_WAIT_MS;
  for (;;) {
    const [{ waiting }] = await db.select({ waiting: count() }).from(codeRequests);
    if (waiting === 0) return;
    if (Date.now() > deadline) throw new Error(`${waiting} code requests still waiting for the mail worker`);
    await sleep(25);
  }
}

async function post(upstreamUrl: string, path: string, body: unknown, language = 'en') {
  const response = await request(`${upstreamUrl}/user-service${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', platform: 'Web', language },
    body: JSON.stringify(body),
  });
  return (await response.body.json()) as { code: number; msg: string; data: any };
}

/**
 * Registration the way a person does it, over the REST API: ask for a code, read it from
 * the development mailbox, register with it. Returns what register answers (a logged-in session).
 */
export async function registerThroughCode(
  upstreamUrl: string,
  member: { email: string; password: string; nickname?: string },
  language = 'en',
): Promise<{ token: string; userInfo: { id: number; account: number; nickname: string; [field: string]: unknown } }> {
  const address = member.email.trim().toLowerCase();
  const earlier = (await mailedCodes(upstreamUrl, address, 'register')).length;
  const sent = await post(
    upstreamUrl,
    '/account/verification-code2',
    { email: member.email, purpose: 'register' },
    language,
  );
  if (sent.code !== 200) throw new Error(`code request failed: ${sent.code} ${sent.msg}`);
  const code = await readLatestCode(upstreamUrl, address, 'register', earlier);
  const registered = await post(upstreamUrl, '/account/register', { ...member, code }, language);
  if (registered.code !== 200) throw new Error(`register failed: ${registered.code} ${registered.msg}`);
  return registered.data;
}
