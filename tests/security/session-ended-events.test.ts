import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateLimits, sessions, webhookOutbox } from '../../upstream/db/schema';
import { joinMember, type TestMember } from '../support/members';
import { readLatestCode } from '../support/registration';
import { BACKENDS, startTestUpstream, type TestUpstream } from '../support/upstream';

/**
 * Issue 8: every way a session ends tells the BFF (session.ended), written in the
 * transaction that ends it, so the BFF can close that session's sockets at once.
 */
describe.each(BACKENDS)('session.ended events on %s', (backend) => {
  let api: TestUpstream;
  beforeAll(async () => {
    api = await startTestUpstream(backend);
  });
  afterAll(() => api?.stop());
  beforeEach(async () => {
    await api.upstream.database.db.delete(rateLimits);
  });

  /** The session.ended events written since the last call. */
  const seen = new Set<string>();
  const newEndedEvents = async () => {
    const rows = await api.upstream.database.db
      .select()
      .from(webhookOutbox)
      .where(eq(webhookOutbox.type, 'session.ended'));
    const fresh = rows.filter((row) => !seen.has(row.id));
    for (const row of fresh) seen.add(row.id);
    return fresh.map((row) => row.payload);
  };
  const sessionId = async (token: string) =>
    (await api.call('GET', '/account/my-info', { token })).data.sessionId as string;
  const login = async (member: TestMember) =>
    (await api.call('POST', '/account/login', { body: { email: member.email, password: member.password } })).data
      .token as string;

  /** A second live session for the member, as one of an earlier login kept by another device. */
  const extraSession = async (member: TestMember) => {
    const id = randomBytes(12).toString('base64url');
    await api.upstream.database.db.insert(sessions).values({
      id,
      userId: member.id,
      tokenHash: randomBytes(32).toString('hex'),
      platform: 'Web',
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    return id;
  };

  it('LOGOUT names the session logged out', async () => {
    const member = await joinMember(api, 'Lou');
    await newEndedEvents();
    const id = await sessionId(member.token);
    expect((await api.call('POST', '/account/logout', { token: member.token })).code).toBe(200);
    expect(await newEndedEvents()).toEqual([{ userId: member.id, sessionIds: [id], reason: 'LOGOUT' }]);
  });

  it('LOGGED_IN_ELSEWHERE names the session a new login ended', async () => {
    const member = await joinMember(api, 'Elsa');
    const id = await sessionId(member.token);
    await newEndedEvents();
    const token = await login(member);
    expect(await newEndedEvents()).toEqual([{ userId: member.id, sessionIds: [id], reason: 'LOGGED_IN_ELSEWHERE' }]);
    expect(await sessionId(token)).not.toBe(id);
  });

  it('PASSWORD_CHANGED names the other sessions, never the one that changed it', async () => {
    const member = await joinMember(api, 'Chang');
    await newEndedEvents();
    const wrong = await api.call('POST', '/account/update-pass', {
      token: member.token,
      body: { oldPassword: 'not the password', password: 'a new password' },
    });
    expect(wrong.data.reason).toBe('INVALID_CREDENTIALS');
    // With no other session a change ends none, and says nothing.
    expect(
      (
        await api.call('POST', '/account/update-pass', {
          token: member.token,
          body: { oldPassword: member.password, password: 'a new password' },
        })
      ).code,
    ).toBe(200);
    expect(await newEndedEvents()).toEqual([]);
    const other = await extraSession(member);
    expect(
      (
        await api.call('POST', '/account/update-pass', {
          token: member.token,
          body: { oldPassword: 'a new password', password: 'a newer password' },
        })
      ).code,
    ).toBe(200);
    expect(await newEndedEvents()).toEqual([{ userId: member.id, sessionIds: [other], reason: 'PASSWORD_CHANGED' }]);
  });

  it('PASSWORD_RESET names every session of the account', async () => {
    const member = await joinMember(api, 'Rosa');
    const ids = [await sessionId(member.token), await extraSession(member)];
    await newEndedEvents();
    expect(
      (await api.call('POST', '/account/verification-code2', { body: { email: member.email, purpose: 'reset' } })).code,
    ).toBe(200);
    const code = await readLatestCode(api.url, member.email, 'reset');
    expect(
      (
        await api.call('POST', '/account/update-pass', {
          body: { email: member.email, code, password: 'a reset password' },
        })
      ).code,
    ).toBe(200);
    const [event, ...more] = await newEndedEvents();
    expect(more).toEqual([]);
    expect(event).toEqual({ userId: member.id, sessionIds: expect.arrayContaining(ids), reason: 'PASSWORD_RESET' });
    expect((event as { sessionIds: string[] }).sessionIds).toHaveLength(2);
  });

  it('ACCOUNT_CANCELLED names every session of the account', async () => {
    const member = await joinMember(api, 'Cato');
    const id = await sessionId(member.token);
    await newEndedEvents();
    expect(
      (await api.call('POST', '/account/cancel-account', { token: member.token, body: { password: 'wrong password' } }))
        .data.reason,
    ).toBe('INVALID_CREDENTIALS');
    expect(await newEndedEvents()).toEqual([]);
    expect(
      (await api.call('POST', '/account/cancel-account', { token: member.token, body: { password: member.password } }))
        .code,
    ).toBe(200);
    expect(await newEndedEvents()).toEqual([{ userId: member.id, sessionIds: [id], reason: 'ACCOUNT_CANCELLED' }]);
  });

  it('says nothing when a login ends no session', async () => {
    await api.upstream.accounts.createMember({
      email: 'fresh@example.test',
      password: 'long enough',
      nickname: 'Fresh',
      language: 'en',
    });
    await newEndedEvents();
    expect(
      (await api.call('POST', '/account/login', { body: { email: 'fresh@example.test', password: 'long enough' } }))
        .code,
    ).toBe(200);
    expect(await newEndedEvents()).toEqual([]);
  });
});
