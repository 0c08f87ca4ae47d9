import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { readUpstreamConfig } from '../../upstream/config';
import { LOOKUP_LIMITS } from '../../upstream/constants';
import { rateLimits } from '../../upstream/db/schema';
import { translate } from '../../upstream/i18n';
import { joinMember, type TestMember } from '../support/members';
import { BACKENDS, startTestUpstream, type TestUpstream } from '../support/upstream';

/**
 * Issue 8: member lookups are throttled per member and per client address (1,000 searches
 * by account number used to run in 17 s). Small limits here; the defaults are LOOKUP_LIMITS.
 */
const limits = { ...LOOKUP_LIMITS, searchesPerMember: 3, searchesPerClient: 5, idsPerMember: 10, idsPerClient: 15 };

describe.each(BACKENDS)('member lookup throttle on %s', (backend) => {
  let api: TestUpstream;
  let members: TestMember[];
  beforeAll(async () => {
    api = await startTestUpstream(backend, { config: { lookupLimits: limits } });
    members = [];
    for (const name of ['Ana', 'Ben', 'Cleo', 'Dora', 'Emil']) members.push(await joinMember(api, name));
  });
  afterAll(() => api?.stop());
  beforeEach(async () => {
    await api.upstream.database.db.delete(rateLimits);
  });

  const search = (who: TestMember, clientIp: string, language = 'en') =>
    api.call('GET', '/user/search?content=Emil', { token: who.token, clientIp, language });
  const batch = (who: TestMember, clientIp: string, ids: number[]) =>
    api.call('GET', `/user/batch?ids=${ids.join(',')}`, { token: who.token, clientIp });
  const ids = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

  const expectThrottled = (answer: Awaited<ReturnType<typeof search>>, windowSeconds: number) => {
    expect(answer).toMatchObject({ status: 200, code: 429, data: { reason: 'RATE_LIMITED' } });
    expect(answer.data.retryAfterSeconds).toBeGreaterThanOrEqual(1);
    expect(answer.data.retryAfterSeconds).toBeLessThanOrEqual(windowSeconds);
  };

  it('refuses a member past the search limit with RATE_LIMITED and a retry time; another member elsewhere is not', async () => {
    const [ana, ben] = members;
    for (let n = 0; n < limits.searchesPerMember; n++) expect((await search(ana, '10.0.0.1')).code).toBe(200);
    const refused = await search(ana, '10.0.0.1', 'de');
    expectThrottled(refused, 60);
    expect(refused.msg).toBe(translate('de', 'lookup.rateLimited'));
    expect(Object.keys(refused.data).sort()).toEqual(['reason', 'retryAfterSeconds']);
    // A fresh address does not help the member...
    expectThrottled(await search(ana, '10.0.0.9'), 60);
    // ...and someone else, elsewhere, is not held back by her.
    expect((await search(ben, '10.0.0.2')).code).toBe(200);
  });

  it('limits searches per client address across members', async () => {
    const [ana, ben, cleo] = members;
    for (const who of [ana, ana, ben, ben, cleo]) expect((await search(who, '10.0.1.1')).code).toBe(200);
    // Cleo has searched once (of her 3), but the address has used its 5.
    expectThrottled(await search(cleo, '10.0.1.1'), 60);
    expect((await search(cleo, '10.0.1.2')).code).toBe(200);
  });

  it('weighs lookups by id by the number of ids, on every lookup route', async () => {
    const [ana, ben] = members;
    expect((await batch(ana, '10.0.2.1', ids(8))).code).toBe(200);
    expect(
      (await api.call('GET', `/user/info?userId=${ben.id}`, { token: ana.token, clientIp: '10.0.2.1' })).code,
    ).toBe(200); // 9
    const byIm = `/user/by-im-accounts?imAccounts=u${ben.account},u${members[2].account}`;
    expectThrottled(await api.call('GET', byIm, { token: ana.token, clientIp: '10.0.2.1' }), 600); // 11 > 10
    expect(
      (
        await api.call('GET', `/user/by-im-accounts?imAccounts=u${ben.account}`, {
          token: ana.token,
          clientIp: '10.0.2.1',
        })
      ).code,
    ).toBe(200); // 10
    expectThrottled(
      await api.call('GET', `/user/info?userId=${ben.id}`, { token: ana.token, clientIp: '10.0.2.1' }),
      600,
    );
    expect((await batch(ben, '10.0.2.2', ids(10))).code).toBe(200);
  });

  it('limits lookups per client address across members', async () => {
    const [, , cleo, dora, emil] = members;
    expect((await batch(cleo, '10.0.3.1', ids(8))).code).toBe(200);
    expect((await batch(dora, '10.0.3.1', ids(7))).code).toBe(200); // 15 from the address
    expectThrottled(await batch(emil, '10.0.3.1', ids(1)), 600);
    expect((await batch(emil, '10.0.3.2', ids(1))).code).toBe(200);
  });

  it('counts nothing for refused input', async () => {
    const [ana] = members;
    for (let n = 0; n < 20; n++) {
      expect(
        (await api.call('GET', '/user/batch?ids=1,x', { token: ana.token, clientIp: '10.0.4.1' })).data.reason,
      ).toBe('VALIDATION');
      expect(
        (await api.call('GET', '/user/search?content=', { token: ana.token, clientIp: '10.0.4.1' })).data.reason,
      ).toBe('VALIDATION');
    }
    expect(await api.upstream.database.db.select().from(rateLimits)).toEqual([]);
    expect((await batch(ana, '10.0.4.1', ids(10))).code).toBe(200);
  });

  it('takes its limits from LOOKUP_LIMITS unless told otherwise', () => {
    expect(readUpstreamConfig({}).lookupLimits).toEqual(LOOKUP_LIMITS);
  });
});
