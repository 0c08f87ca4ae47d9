/**
 * Registration the way a person does it, over the REST API: ask for a code, read it from
 * the development mailbox, register with it. Returns what register answers (a logged-in session).
 */
export async function readLatestCode(upstreamUrl: string, email: string, purpose: 'register' | 'reset'): Promise<string> {
  const response = await fetch(`${upstreamUrl}/user-service/dev/mailbox?email=${encodeURIComponent(email)}&format=json`);
  const mails = (await response.json()) as Array<{ code: string | null; purpose: string | null }>;
  const mail = mails.find((item) => item.purpose === purpose && item.code);
  if (!mail?.code) throw new Error(`no ${purpose} code was mailed to ${email}`);
  return mail.code;
}

async function post(upstreamUrl: string, path: string, body: unknown, language = 'en') {
  const response = await fetch(`${upstreamUrl}/user-service${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', platform: 'Web', language },
    body: JSON.stringify(body),
  });
  return (await response.json()) as { code: number; msg: string; data: any };
}

export async function registerThroughCode(
  upstreamUrl: string,
  member: { email: string; password: string; nickname?: string },
  language = 'en',
): Promise<{ token: string; userInfo: { id: number; account: number; nickname: string; [field: string]: unknown } }> {
  const sent = await post(upstreamUrl, '/account/verification-code2', { email: member.email, purpose: 'register' }, language);
  if (sent.code !== 200) throw new Error(`code request failed: ${sent.code} ${sent.msg}`);
  const code = await readLatestCode(upstreamUrl, member.email.trim().toLowerCase(), 'register');
  const registered = await post(upstreamUrl, '/account/register', { ...member, code }, language);
  if (registered.code !== 200) throw new Error(`register failed: ${registered.code} ${registered.msg}`);
  return registered.data;
}
