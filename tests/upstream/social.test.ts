import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { presence, rateLimits, users } from '../../upstream/db/schema';
import { registerThroughCode } from '../support/registration';
import { BACKENDS, startTestUpstream, type TestUpstream } from '../support/upstream';

interface Member {
  token: string;
  id: number;
  account: number;
}

describe.each(BACKENDS)('social graph on %s', (backend) => {
  let api: TestUpstream;
  let ana: Member;
  let ben: Member;
  let cleo: Member;

  const join = async (email: string, nickname: string): Promise<Member> => {
    await api.upstream.database.db.delete(rateLimits);
    const { token, userInfo } = await registerThroughCode(api.url, { email, password: 'long enough', nickname });
    return { token, id: userInfo.id, account: userInfo.account };
  };
  const get = (who: Member, path: string, language = 'en') => api.call('GET', path, { token: who.token, language });
  const post = (who: Member, path: string, body: unknown) => api.call('POST', path, { token: who.token, body });

  beforeAll(async () => {
    api = await startTestUpstream(backend);
    ana = await join('ana@example.test', 'Ana Sol');
    ben = await join('ben@example.test', 'Ben');
    cleo = await join('cleo@example.test', 'Cleo Sol');
  });
  afterAll(() => api?.stop());
  beforeEach(async () => {
    for (const [a, b] of [
      [ana, ben],
      [ben, ana],
      [cleo, ana],
      [ana, cleo],
    ])
      await post(a, '/user/unblock', { userId: b.id });
    await post(ana, '/user/privacy-set', { hiddenFromSearch: false });
  });

  it('searches by account number (exact) and by nickname, refusing one’s own account', async () => {
    const byId = await get(ana, `/user/search?content=${ben.account}`);
    expect(byId).toMatchObject({ code: 200, data: { total: 1, list: [{ id: ben.id, nickname: 'Ben' }] } });
    expect(byId.data.list[0].email).toBeUndefined();
    expect(await get(ana, `/user/search?content=${ana.account}`, 'zh-CN')).toMatchObject({
      code: 400,
      msg: '请勿搜索自己的账号。',
      data: { reason: 'SEARCH_SELF' },
    });
    expect(await get(ana, '/user/search?content=999999', 'ru')).toMatchObject({
      code: 404,
      msg: 'Такого пользователя не существует.',
      data: { reason: 'USER_NOT_FOUND' },
    });
    const byName = await get(ben, '/user/search?content=sol');
    expect(byName.data.list.map((user: { nickname: string }) => user.nickname).sort()).toEqual(['Ana Sol', 'Cleo Sol']);
    expect((await get(ben, '/user/search?content=%25')).data.total).toBe(0); // a LIKE wildcard is just a character
    expect((await get(ben, '/user/search?content=')).data.reason).toBe('VALIDATION');
    expect((await get(ben, '/user/search?content=x&size=500')).data.field).toBe('page');
  });

  it('counts follows on both sides and shows the relationship', async () => {
    expect((await post(ben, '/user/follow', { userId: ana.id, follow: true })).data).toMatchObject({
      userDataVo: { fans: 1, follow: 0 },
      relation: { following: true, followsMe: false },
    });
    await post(ben, '/user/follow', { userId: ana.id, follow: true }); // twice is still one follow
    await post(cleo, '/user/follow', { userId: ana.id, follow: true });
    const anaSeen = await get(ben, `/user/info?userId=${ana.id}`);
    expect(anaSeen.data.userDataVo).toEqual({ fans: 2, follow: 0 });
    expect((await get(ana, '/user/fans-list')).data).toMatchObject({ total: 2 });
    expect((await get(ben, '/user/follow-list')).data.list.map((u: { id: number }) => u.id)).toEqual([ana.id]);
    await post(ben, '/user/follow', { userId: ana.id, follow: false });
    expect((await get(ana, '/user/fans-list')).data.list.map((u: { id: number }) => u.id)).toEqual([cleo.id]);
    expect((await post(ben, '/user/follow', { userId: ben.id, follow: true })).data.reason).toBe('FOLLOW_SELF');
    expect((await post(ben, '/user/follow', { userId: 'x', follow: true })).data.field).toBe('userId');
    expect((await post(ben, '/user/follow', { userId: ana.id, follow: 'yes' })).data.field).toBe('follow');
    await post(cleo, '/user/follow', { userId: ana.id, follow: false });
  });

  it('records a visit when a home page is opened, once a day per visitor', async () => {
    await get(ben, `/user/info?userId=${cleo.id}&visit=1`);
    await get(ben, `/user/info?userId=${cleo.id}&visit=1`);
    await get(ana, `/user/info?userId=${cleo.id}&visit=1`);
    await get(ana, `/user/info?userId=${cleo.id}`); // a card, not a visit
    await get(cleo, `/user/info?userId=${cleo.id}&visit=1`); // one's own page is not a visit
    expect((await get(cleo, '/user/visitor-num')).data).toEqual({ today: 2, total: 2 });
    const record = await get(cleo, '/user/visitor-record');
    expect(record.data.list.map((u: { id: number }) => u.id)).toEqual([ana.id, ben.id]);
    expect(Date.parse(record.data.list[0].visitedAt)).not.toBeNaN();
  });

  it('honours privacy: hidden from search, settings kept, bad values refused', async () => {
    const set = await post(ana, '/user/privacy-set', { hiddenFromSearch: true, likesPublic: false });
    expect(set.data).toMatchObject({ hiddenFromSearch: true, likesPublic: false, commentsPublic: true });
    expect((await get(ben, `/user/search?content=${ana.account}`)).data.reason).toBe('USER_NOT_FOUND');
    expect((await get(ben, '/user/search?content=Ana')).data.total).toBe(0);
    expect((await get(ana, '/account/my-info')).data.userSetVo).toMatchObject({
      hiddenFromSearch: true,
      likesPublic: false,
    });
    const before = await api.counts();
    expect((await post(ana, '/user/privacy-set', { likesPublic: 'no' })).data).toMatchObject({
      reason: 'VALIDATION',
      field: 'likesPublic',
    });
    expect(await api.counts()).toEqual(before);
    await post(ana, '/user/privacy-set', { likesPublic: true });
  });

  it('enforces a block both ways and ends follows', async () => {
    await post(ben, '/user/follow', { userId: ana.id, follow: true });
    await post(ana, '/user/follow', { userId: ben.id, follow: true });
    expect((await post(ana, '/user/block', { userId: ben.id })).code).toBe(200);
    // The blocked member can no longer find, view or follow the blocker...
    expect((await get(ben, `/user/search?content=${ana.account}`)).data.reason).toBe('USER_NOT_FOUND');
    expect((await get(ben, '/user/search?content=Ana')).data.total).toBe(0);
    expect((await get(ben, `/user/info?userId=${ana.id}`)).data.reason).toBe('USER_NOT_FOUND');
    expect((await post(ben, '/user/follow', { userId: ana.id, follow: true })).data.reason).toBe('USER_NOT_FOUND');
    // ...nor the blocker the blocked member, and the follows are gone.
    expect((await get(ana, `/user/info?userId=${ben.id}`)).data.reason).toBe('USER_NOT_FOUND');
    expect((await get(ana, '/user/fans-list')).data.total).toBe(0);
    expect((await get(ben, '/user/fans-list')).data.total).toBe(0);
    expect((await get(ana, '/user/block-list')).data.list).toEqual([
      { id: ben.id, account: ben.account, nickname: 'Ben', avatar: null },
    ]);
    const batch = await get(ben, `/user/batch?ids=${ana.id},${cleo.id}`);
    expect(batch.data.map((u: { id: number } | null) => u?.id ?? null)).toEqual([null, cleo.id]);
    await post(ana, '/user/unblock', { userId: ben.id });
    expect((await get(ben, `/user/info?userId=${ana.id}`)).code).toBe(200);
  });

  it('returns many members at once by id or chat account, in order', async () => {
    const byIds = await get(ana, `/user/batch?ids=${cleo.id},${ben.id},999`);
    expect(byIds.data.map((u: { nickname: string } | null) => u?.nickname ?? null)).toEqual(['Cleo Sol', 'Ben', null]);
    const byIm = await get(ana, `/user/by-im-accounts?imAccounts=u${ben.account},u${cleo.account}`);
    expect(byIm.data.map((u: { id: number }) => u.id)).toEqual([ben.id, cleo.id]);
    expect((await get(ana, '/user/by-im-accounts?imAccounts=robert')).data.reason).toBe('VALIDATION');
    expect((await get(ana, '/user/batch?ids=')).data.reason).toBe('VALIDATION');
  });

  it('drops cancelled members from every list and lookup', async () => {
    const dora = await join('dora@example.test', 'Dora Sol');
    await post(dora, '/user/follow', { userId: cleo.id, follow: true });
    await get(dora, `/user/info?userId=${cleo.id}&visit=1`);
    const fansBefore = (await get(cleo, '/user/fans-list')).data.total;
    await post(dora, '/account/cancel-account', { password: 'long enough' });
    expect((await get(cleo, '/user/fans-list')).data.total).toBe(fansBefore - 1);
    expect((await get(cleo, '/user/visitor-record')).data.list.map((u: { id: number }) => u.id)).not.toContain(dora.id);
    expect((await get(cleo, `/user/search?content=${dora.account}`)).data.reason).toBe('USER_NOT_FOUND');
    expect((await get(cleo, '/user/search?content=Dora')).data.total).toBe(0);
    expect((await get(cleo, `/user/info?userId=${dora.id}`)).data.reason).toBe('USER_NOT_FOUND');
  });

  it('shows a member online while a connection is reported, unless they hide it', async () => {
    const isOnline = async () => (await get(ana, `/user/info?userId=${ben.id}`)).data.online;
    expect(await isOnline()).toBe(false);
    expect((await post(ben, '/presence/connect', { connectionId: 'conn-ben-0000000001' })).code).toBe(200);
    expect(await isOnline()).toBe(true);
    await post(ben, '/user/privacy-set', { onlineStatusHidden: true });
    expect(await isOnline()).toBe(false);
    expect((await get(ben, `/user/info?userId=${ben.id}`)).data.online).toBe(true); // one sees oneself
    await post(ben, '/user/privacy-set', { onlineStatusHidden: false });
    await api.call('POST', '/presence/disconnect', { body: { connectionId: 'conn-ben-0000000001' } });
    expect(await isOnline()).toBe(false);
    expect((await post(ben, '/presence/connect', { connectionId: 'short' })).data.field).toBe('connectionId');
  });

  it('refreshes many connections in one call the BFF vouches for, and names those whose session ended', async () => {
    const refresh = (connections: unknown, clientIp?: string) =>
      api.call('POST', '/presence/refresh', { body: { connections }, clientIp });
    const isOnline = async () => (await get(ana, `/user/info?userId=${cleo.id}`)).data.online;
    const lastSeen = async () =>
      (
        await api.upstream.database.db.select().from(presence).where(eq(presence.connectionId, 'conn-cleo-000000001'))
      )[0]?.lastSeenAt;
    // Anyone but the BFF: no such route (it takes any member's token).
    const connections = [
      { connectionId: 'conn-cleo-000000001', token: cleo.token },
      { connectionId: 'conn-gone-000000001', token: 'a-token-no-session-has' },
    ];
    expect(await refresh(connections)).toMatchObject({ code: 404, data: { reason: 'NOT_FOUND' } });
    expect(await isOnline()).toBe(false);
    expect((await refresh(connections, '203.0.113.7')).data).toEqual({ gone: ['conn-gone-000000001'] });
    expect(await isOnline()).toBe(true); // a refresh of a connection upstream lost (a restart) brings it back
    const first = await lastSeen();
    await new Promise((resolve) => setTimeout(resolve, 20));
    await refresh(connections.slice(0, 1), '203.0.113.7');
    expect((await lastSeen())!.getTime()).toBeGreaterThan(first!.getTime());
    expect((await refresh([{ connectionId: 'short', token: cleo.token }], '203.0.113.7')).data).toMatchObject({
      reason: 'VALIDATION',
      field: 'connectionId',
    });
    expect((await refresh('nope', '203.0.113.7')).data).toMatchObject({ reason: 'VALIDATION', field: 'connections' });
    await api.call('POST', '/presence/disconnect', { body: { connectionId: 'conn-cleo-000000001' } });
    expect(await isOnline()).toBe(false);
  });

  it('lists members to meet: online first, never oneself, the hidden or the blocked; by gender', async () => {
    const ids = async (who: Member, query = '') =>
      (await get(who, `/bump/list?size=50${query}`)).data.list.map((u: { id: number }) => u.id);
    await api.upstream.database.db.update(users).set({ gender: 1 }).where(eq(users.id, ben.id));
    await api.upstream.database.db
      .update(users)
      .set({ gender: 2 })
      .where(inArray(users.id, [ana.id, cleo.id]));
    await post(ben, '/presence/connect', { connectionId: 'conn-ben-0000000002' });
    const list = await ids(ana);
    expect(list[0]).toBe(ben.id);
    expect(list).toContain(cleo.id);
    expect(list).not.toContain(ana.id);
    expect(await ids(ana, '&gender=2')).toEqual([cleo.id]);
    await post(ben, '/user/privacy-set', { onlineStatusHidden: true });
    expect((await ids(ana))[0]).not.toBe(ben.id); // hidden status is not ranked as online either
    await post(ben, '/user/privacy-set', { onlineStatusHidden: false });
    await post(cleo, '/user/privacy-set', { hiddenFromSearch: true });
    expect(await ids(ana)).not.toContain(cleo.id);
    await post(cleo, '/user/privacy-set', { hiddenFromSearch: false });
    await post(ana, '/user/block', { userId: ben.id });
    expect(await ids(ana)).not.toContain(ben.id);
    expect(await ids(ben)).not.toContain(ana.id);
    await api.call('POST', '/presence/disconnect', { body: { connectionId: 'conn-ben-0000000002' } });
    expect((await get(ana, '/bump/list?gender=3', 'de')).data).toMatchObject({ reason: 'VALIDATION', field: 'gender' });
  });

  it('refuses every social route without a session', async () => {
    for (const path of [
      '/user/info?userId=1',
      '/user/search?content=a',
      '/bump/list',
      '/user/follow-list',
      '/user/fans-list',
      '/user/visitor-num',
      '/user/visitor-record',
      '/user/block-list',
      '/user/privacy',
    ]) {
      expect((await api.call('GET', path)).code, path).toBe(401);
    }
    for (const path of ['/user/follow', '/user/block', '/user/unblock', '/user/privacy-set']) {
      expect((await api.call('POST', path, { body: { userId: 1 } })).code, path).toBe(401);
    }
  });
});
