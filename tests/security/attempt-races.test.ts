import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { rateLimits, verificationCodes } from '../../upstream/db/schema';
import { joinMember } from '../support/members';
import { codeRequestsHandled, readLatestCode } from '../support/registration';
import { BACKENDS, startTestUpstream, type Envelope, type TestUpstream } from '../support/upstream';

/**
 * Issue 8: attempts are reserved atomically before they are checked. Before, a burst of
 * simultaneous wrong logins all passed the count (a SELECT, then an INSERT) and 39 of 40
 * passwords were checked against a limit of 5.
 */
const BURST = 40;
const LIMIT = 5;

/** How many answers gave each reason. */
const tally = (answers: Array<Envelope>) => {
  const counts: Record<string, number> = {};
  for (const answer of answers) counts[answer.data?.reason ?? 'OK'] = (counts[answer.data?.reason ?? 'OK'] ?? 0) + 1;
  return counts;
};

const burst = <T>(send: () => Promise<T>) => Promise.all(Array.from({ length: BURST }, send));

describe.each(BACKENDS)('attempts under a burst on %s', (backend) => {
  let api: TestUpstream;
  beforeAll(async () => {
    api = await startTestUpstream(backend);
  });
  afterAll(() => api?.stop());
  // Every test comes from 127.0.0.1: none may inherit another's client-address count.
  beforeEach(async () => {
    await api.upstream.database.db.delete(rateLimits);
  });

  const expectRetryTimes = (refused: Array<Envelope>, windowSeconds: number) => {
    for (const answer of refused) {
      expect(answer.data.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(answer.data.retryAfterSeconds).toBeLessThanOrEqual(windowSeconds);
    }
  };

  it(`checks at most ${LIMIT} passwords of ${BURST} simultaneous wrong logins on one account`, async () => {
    const member = await joinMember(api, 'Burst');
    const answers = await burst(() =>
      api.call('POST', '/account/login', { body: { email: member.email, password: 'not the password' } }),
    );
    const reasons = tally(answers);
    expect(reasons.INVALID_CREDENTIALS).toBeLessThanOrEqual(LIMIT);
    expect(reasons).toEqual({
      INVALID_CREDENTIALS: reasons.INVALID_CREDENTIALS,
      TOO_MANY_ATTEMPTS: BURST - reasons.INVALID_CREDENTIALS,
    });
    expectRetryTimes(
      answers.filter((answer) => answer.data.reason === 'TOO_MANY_ATTEMPTS'),
      15 * 60,
    );
    // The account is locked now, even for the right password.
    expect(
      (await api.call('POST', '/account/login', { body: { email: member.email, password: member.password } })).data
        .reason,
    ).toBe('TOO_MANY_ATTEMPTS');
  });

  it(`compares at most ${LIMIT} of ${BURST} simultaneous wrong codes, and the right one is refused after`, async () => {
    const email = 'guessed@example.test';
    expect((await api.call('POST', '/account/verification-code2', { body: { email, purpose: 'register' } })).code).toBe(
      200,
    );
    const code = await readLatestCode(api.url, email, 'register');
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
    const answers = await burst(() =>
      api.call('POST', '/account/judge-code', { body: { email, purpose: 'register', code: wrong } }),
    );
    const reasons = tally(answers);
    // Four wrong guesses answer CODE_INVALID; the fifth kills the code (TOO_MANY_ATTEMPTS) like every refused one.
    expect(reasons.CODE_INVALID).toBeLessThanOrEqual(LIMIT);
    expect(reasons.CODE_INVALID + reasons.TOO_MANY_ATTEMPTS).toBe(BURST);
    const [row] = await api.upstream.database.db
      .select()
      .from(verificationCodes)
      .where(eq(verificationCodes.email, email));
    expect(row.wrongGuesses).toBe(LIMIT);
    expect(await api.call('POST', '/account/judge-code', { body: { email, purpose: 'register', code } })).toMatchObject(
      { code: 429, data: { reason: 'TOO_MANY_ATTEMPTS' } },
    );
    expect(
      (await api.call('POST', '/account/register', { body: { email, code, password: 'long enough' } })).data.reason,
    ).toBe('TOO_MANY_ATTEMPTS');
  });

  it(`checks at most ${LIMIT} of ${BURST} simultaneous password changes with a wrong current password`, async () => {
    const member = await joinMember(api, 'Changer');
    const body = { oldPassword: 'not the password', password: 'a new password' };
    const answers = await burst(() => api.call('POST', '/account/update-pass', { token: member.token, body }));
    const reasons = tally(answers);
    expect(reasons.INVALID_CREDENTIALS).toBeLessThanOrEqual(LIMIT);
    expect(reasons.INVALID_CREDENTIALS + reasons.TOO_MANY_ATTEMPTS).toBe(BURST);
    expectRetryTimes(
      answers.filter((answer) => answer.data.reason === 'TOO_MANY_ATTEMPTS'),
      15 * 60,
    );
    const right = await api.call('POST', '/account/update-pass', {
      token: member.token,
      body: { oldPassword: member.password, password: 'a new password' },
    });
    expect(right.data.reason).toBe('TOO_MANY_ATTEMPTS');
  });

  it(`records one of ${BURST} simultaneous code requests for one address (one a minute)`, async () => {
    const email = 'asked-often@example.test';
    const answers = await burst(() =>
      api.call('POST', '/account/verification-code2', { body: { email, purpose: 'register' } }),
    );
    expect(tally(answers)).toEqual({ OK: 1, TOO_MANY_ATTEMPTS: BURST - 1 });
    expectRetryTimes(
      answers.filter((answer) => answer.code === 429),
      60,
    );
    await codeRequestsHandled(api.upstream.database.db);
    const mails = await (await fetch(`${api.url}/user-service/dev/mailbox?email=${email}&format=json`)).json();
    expect(mails).toHaveLength(1);
  });

  it('lets a right password through and gives its attempt back', async () => {
    const member = await joinMember(api, 'Rightful');
    await api.upstream.database.db.delete(rateLimits);
    for (let n = 0; n < 30; n++) {
      expect(
        (await api.call('POST', '/account/login', { body: { email: member.email, password: member.password } })).code,
      ).toBe(200);
    }
    const left = await api.upstream.database.db.select().from(rateLimits);
    expect(left.map((row) => [row.key, row.hits])).toEqual([['login-client:127.0.0.1', 0]]);
  });
});
