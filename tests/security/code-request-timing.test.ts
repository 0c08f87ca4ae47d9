import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { count, eq, getTableName, inArray, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as tables from '../../upstream/db/schema';
import { readLatestCode } from '../support/registration';
import { BACKENDS, startTestUpstream, type TestUpstream } from '../support/upstream';

/**
 * Issue 8: asking for a code must not tell who has an account. Mail used to be sent inside
 * the request, so with a real SMTP server a known address answered about twice as slowly.
 * Now the request only reserves its limits and records the request; a worker mails later.
 */

/** An SMTP server that accepts connections and never says a word: a send to it waits forever. */
async function startSilentSmtpServer() {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  let connections = 0;
  server.on('connection', () => connections++);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`,
    get connections() {
      return connections;
    },
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** Row counts of every table, so a request's writes can be compared with another's. */
async function tableCounts(api: TestUpstream) {
  const counts: Record<string, number> = {};
  for (const table of Object.values(tables)) {
    if (!is(table, PgTable)) continue;
    const [{ rows }] = await api.upstream.database.db.select({ rows: count() }).from(table);
    counts[getTableName(table)] = rows;
  }
  return counts;
}

const difference = (before: Record<string, number>, after: Record<string, number>) =>
  Object.fromEntries(
    Object.keys(after)
      .filter((name) => after[name] !== before[name])
      .map((name) => [name, after[name] - before[name]]),
  );

describe.each(BACKENDS)('code requests with a mail server that never answers, on %s', (backend) => {
  let smtp: Awaited<ReturnType<typeof startSilentSmtpServer>>;
  let api: TestUpstream;
  beforeAll(async () => {
    smtp = await startSilentSmtpServer();
    api = await startTestUpstream(backend, { config: { smtpUrl: smtp.url } });
    for (const email of ['first-known@example.test', 'known@example.test']) {
      await api.upstream.accounts.createMember({ email, password: 'long enough', nickname: 'Known', language: 'en' });
    }
  });
  afterAll(async () => {
    await api?.stop(); // must not wait for the mail that never goes
    await smtp?.close();
  });

  const ask = (email: string, purpose: 'register' | 'reset') =>
    fetch(`${api.url}/user-service/account/verification-code2`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', language: 'ko' },
      body: JSON.stringify({ email, purpose }),
    });

  it('answers a known address at once, while its mail is stuck', async () => {
    const answer = await ask('first-known@example.test', 'reset');
    expect(await answer.json()).toMatchObject({ code: 200, data: { resendAfterSeconds: 60 } });
    // The worker is now sending that code and will wait for the server: the request did not.
    await expect.poll(() => smtp.connections, { timeout: 5000 }).toBe(1);
    // ...and is still at it: the answer came while the mail was unsent, not after.
    const pending = await api.upstream.database.db
      .select()
      .from(tables.codeRequests)
      .where(eq(tables.codeRequests.email, 'first-known@example.test'));
    expect(pending).toMatchObject([{ purpose: 'reset', attempts: 1 }]);
  });

  it.each(['register', 'reset'] as const)(
    'answers %s for a known and an unknown address byte for byte alike, writing the same rows',
    async (purpose) => {
      // The worker is stuck on the first mail, so what changes below is what the request itself wrote.
      const atStart = await tableCounts(api);
      const known = await (await ask('known@example.test', purpose)).text();
      const afterKnown = await tableCounts(api);
      const unknown = await (await ask('unknown@example.test', purpose)).text();
      const afterUnknown = await tableCounts(api);

      expect(known).toBe(unknown);
      expect(JSON.parse(known)).toMatchObject({ code: 200 });
      expect(difference(atStart, afterKnown)).toEqual(difference(afterKnown, afterUnknown));
      expect(difference(atStart, afterKnown)).toMatchObject({ code_requests: 1 });
      expect(difference(atStart, afterKnown)).not.toHaveProperty('verification_codes');
      const recorded = await api.upstream.database.db
        .select({
          email: tables.codeRequests.email,
          purpose: tables.codeRequests.purpose,
          language: tables.codeRequests.language,
          attempts: tables.codeRequests.attempts,
        })
        .from(tables.codeRequests)
        .where(inArray(tables.codeRequests.email, ['known@example.test', 'unknown@example.test']));
      expect(recorded.filter((row) => row.purpose === purpose).map(({ email: _email, ...rest }) => rest)).toEqual([
        { purpose, language: 'ko', attempts: 0 },
        { purpose, language: 'ko', attempts: 0 },
      ]);
    },
  );
});

describe.each(BACKENDS)('code mail through the development mailbox, on %s', (backend) => {
  let api: TestUpstream;
  beforeAll(async () => {
    api = await startTestUpstream(backend);
  });
  afterAll(() => api?.stop());

  it('still delivers the code a moment after asking, and it registers', async () => {
    const asked = await api.call('POST', '/account/verification-code2', {
      body: { email: 'new@example.test', purpose: 'register' },
    });
    expect(asked).toMatchObject({ code: 200, data: { resendAfterSeconds: 60 } });
    const code = await readLatestCode(api.url, 'new@example.test', 'register');
    const registered = await api.call('POST', '/account/register', {
      body: { email: 'new@example.test', code, password: 'long enough' },
    });
    expect(registered).toMatchObject({ code: 200, data: { userInfo: { email: 'new@example.test' } } });
  });
});
