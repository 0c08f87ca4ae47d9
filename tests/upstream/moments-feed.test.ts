import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  blocks,
  follows,
  friendships,
  momentPictures,
  moments,
  rateLimits,
  uploads,
  users,
  webhookOutbox,
} from '../../upstream/db/schema';
import { joinMember, type TestMember } from '../support/members';
import { publishMoment, uploadKey } from '../support/moments';
import { BACKENDS, startTestUpstream, type TestUpstream } from '../support/upstream';

/**
 * Moments (docs/contract.md "Moments"): publishing and its refusals, the square's scopes with
 * their cursors, a member's space with its pinned moment, the live routes the BFF uses
 * (`new-count`, `audience`), and the member setting hiding like counts. Ana views; Ben is
 * followed by her, Cleo her friend, Dan a stranger of her region, Eve a stranger elsewhere.
 */
describe.each(BACKENDS)('moments: publishing and the square on %s', (backend) => {
  let api: TestUpstream;
  let ana: TestMember;
  let ben: TestMember;
  let cleo: TestMember;
  let dan: TestMember;
  let eve: TestMember;

  const db = () => api.upstream.database.db;
  const get = (who: TestMember, path: string, language = 'en') => api.call('GET', path, { token: who.token, language });
  const post = (who: TestMember, path: string, body: unknown, language = 'en') =>
    api.call('POST', path, { token: who.token, body, language });
  const publish = async (who: TestMember, content: string, extra: Record<string, unknown> = {}) => {
    const answer = await publishMoment(api, who.token, { content, ...extra });
    if (answer.code !== 200) throw new Error(`publish failed: ${JSON.stringify(answer)}`);
    return answer.data.id as number;
  };
  const ids = (answer: { data: { list: Array<{ id: number }> } }) => answer.data.list.map((moment) => moment.id);
  const scopeIds = async (who: TestMember, query: string) => ids(await get(who, `/dynamic/dynamic-list2?${query}`));
  /** Every page of a list, following its cursors. */
  const allPages = async (who: TestMember, query: string, size: number) => {
    const pages: number[][] = [];
    let cursor: string | null = null;
    do {
      const answer = await get(
        who,
        `/dynamic/dynamic-list2?${query}&size=${size}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(answer.code).toBe(200);
      pages.push(ids(answer));
      cursor = answer.data.nextCursor;
    } while (cursor && pages.length < 50);
    return pages;
  };

  beforeAll(async () => {
    api = await startTestUpstream(backend);
    ana = await joinMember(api, 'Ana');
    ben = await joinMember(api, 'Ben');
    cleo = await joinMember(api, 'Cleo');
    dan = await joinMember(api, 'Dan');
    eve = await joinMember(api, 'Eve');
    for (const [who, region] of [
      [ana, 'ES'],
      [dan, 'ES'],
      [eve, 'DE'],
    ] as const)
      await db().update(users).set({ region }).where(eq(users.id, who.id));
  });
  afterAll(() => api?.stop());
  beforeEach(async () => {
    await db().delete(moments);
    await db().delete(follows);
    await db().delete(friendships);
    await db().delete(blocks);
    await db().delete(rateLimits);
    await db().insert(follows).values({ followerId: ana.id, followeeId: ben.id });
    await db()
      .insert(friendships)
      .values([
        { userId: ana.id, friendId: cleo.id },
        { userId: cleo.id, friendId: ana.id },
      ]);
  });

  it('publishes a moment with photos, in the writer’s detected language, with an event', async () => {
    const published = await publishMoment(api, ana.token, {
      content: '  Sunset in Valencia, the sea is calm tonight.  ',
      photos: 2,
      interactions: 'friends',
    });
    expect(published).toMatchObject({
      code: 200,
      data: {
        userId: ana.id,
        user: { id: ana.id },
        content: 'Sunset in Valencia, the sea is calm tonight.',
        language: 'en',
        type: 'normal',
        visibility: 'everyone',
        interactions: 'friends',
        pinned: false,
        burnState: null,
        likeCount: 0,
        commentCount: 0,
        liked: false,
        mine: true,
        translation: null,
      },
    });
    expect(published.data.pictures).toHaveLength(2);
    expect(published.data.pictures[0]).toMatchObject({ width: 120, height: 80 });
    const id = published.data.id;
    // Ben sees it, its photo, but not its counts (friends only).
    const seen = await get(ben, `/dynamic/dynamic-info?dynamicId=${id}`);
    expect(seen.data).toMatchObject({ id, mine: false, likeCount: null, commentCount: null });
    expect((await fetch(`${api.url}${seen.data.pictures[0].url}`)).status).toBe(200);
    const [event] = await db().select().from(webhookOutbox).where(eq(webhookOutbox.type, 'moment.published'));
    expect(event.payload).toEqual({ dynamicId: id, userId: ana.id, visibility: 'everyone' });
    // Only-me moments are nobody's news.
    await publish(ana, 'Just for me.', { visibility: 'me' });
    expect(
      await db().select({ n: count() }).from(webhookOutbox).where(eq(webhookOutbox.type, 'moment.published')),
    ).toEqual([{ n: 1 }]);
  });

  it('refuses what is not a moment, in the member’s language, changing nothing', async () => {
    const theirs = await uploadKey(api, ben.token);
    const mine = await uploadKey(api, ana.token);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ content: '   ', keys: [mine] }, 'content'],
      [{ content: 'x'.repeat(2001), keys: [mine] }, 'content'],
      [{ content: 42, keys: [mine] }, 'content'],
      [{ content: 'No photo', keys: [] }, 'keys'],
      [{ content: 'Ten photos', keys: Array.from({ length: 10 }, (_, i) => `photos/${i}.jpg`) }, 'keys'],
      [{ content: 'Twice the same', keys: [mine, mine] }, 'keys'],
      [{ content: 'Ben’s photo', keys: [theirs] }, 'keys'],
      [{ content: 'Mine and Ben’s', keys: [mine, theirs] }, 'keys'],
      [{ content: 'Strange type', keys: [mine], type: 'story' }, 'type'],
      [{ content: 'Strange audience', keys: [mine], visibility: 'public' }, 'visibility'],
      [{ content: 'Strange audience', keys: [mine], interactions: true }, 'interactions'],
    ];
    for (const [body, field] of cases) {
      const refused = await post(ana, '/dynamic/release', body, 'es');
      expect(refused, JSON.stringify(body)).toMatchObject({ code: 400, data: { reason: 'VALIDATION', field } });
      expect(refused.msg).not.toMatch(/moment\./);
    }
    expect((await post(ana, '/dynamic/release', { content: 'x', keys: [] }, 'es')).msg).toBe('Añade de 1 a 9 fotos.');
    expect(await db().select({ n: count() }).from(moments)).toEqual([{ n: 0 }]);
    // The refused uploads are still free to use.
    const [upload] = await db().select().from(uploads).where(eq(uploads.key, mine));
    expect(upload.attachedAt).toBeNull();
    expect((await post(ana, '/dynamic/release', { content: 'Now right', keys: [mine] })).code).toBe(200);
    // Used once: not again.
    expect((await post(ana, '/dynamic/release', { content: 'Again', keys: [mine] })).data).toMatchObject({
      reason: 'VALIDATION',
      field: 'keys',
    });
  });

  it('holds in each scope the moments it says, newest first', async () => {
    const anaOwn = await publish(ana, 'Ana here.');
    const benPublic = await publish(ben, 'Ben here.');
    const benFriends = await publish(ben, 'Ben to his friends.', { visibility: 'friends' });
    const cleoFriends = await publish(cleo, 'Cleo to her friends.', { visibility: 'friends' });
    const cleoMe = await publish(cleo, 'Cleo alone.', { visibility: 'me' });
    const danPublic = await publish(dan, 'Dan nearby.');
    const evePublic = await publish(eve, 'Eve far away.');
    const anaMe = await publish(ana, 'Ana alone.', { visibility: 'me' });

    expect(await scopeIds(ana, 'scope=all')).toEqual([anaMe, evePublic, danPublic, cleoFriends, benPublic, anaOwn]);
    expect(await scopeIds(ana, 'scope=following')).toEqual([benPublic]);
    expect(await scopeIds(ana, 'scope=friends')).toEqual([anaMe, cleoFriends, anaOwn]);
    expect(await scopeIds(ana, 'scope=nearby')).toEqual([anaMe, danPublic, anaOwn]);
    expect(await scopeIds(ana, 'scope=mine')).toEqual([anaMe, anaOwn]);
    expect(await scopeIds(ana, `scope=user&userId=${cleo.id}`)).toEqual([cleoFriends]);
    expect(await scopeIds(cleo, 'scope=mine')).toEqual([cleoMe, cleoFriends]);
    expect(await scopeIds(ben, `scope=user&userId=${ben.id}`)).toEqual([benFriends, benPublic]);
    // A viewer without a region has nobody nearby.
    expect(await scopeIds(ben, 'scope=nearby')).toEqual([]);
    // Every moment in the random sample once (the last 30 days).
    expect((await scopeIds(dan, 'scope=random&seed=abc&size=50')).sort((a, b) => a - b)).toEqual(
      [anaOwn, benPublic, danPublic, evePublic].sort((a, b) => a - b),
    );

    for (const [query, field] of [
      ['scope=everything', 'scope'],
      ['', 'scope'],
      ['scope=user', 'userId'],
      ['scope=random', 'seed'],
      ['scope=all&size=51', 'size'],
      ['scope=all&cursor=nonsense', 'cursor'],
    ]) {
      expect((await get(ana, `/dynamic/dynamic-list2?${query}`, 'de')).data, query).toMatchObject({
        reason: 'VALIDATION',
        field,
      });
    }
  });

  it('keeps its cursors stable while new moments arrive, and counts the new ones', async () => {
    const first = [];
    for (let i = 0; i < 5; i++) first.push(await publish(ben, `Moment ${i}`));
    const page1 = await get(ana, '/dynamic/dynamic-list2?scope=all&size=2');
    expect(ids(page1)).toEqual([first[4], first[3]]);
    const top = page1.data.list[0].cursor;
    const later = [];
    for (let i = 0; i < 3; i++) later.push(await publish(i === 2 ? eve : ben, `Later ${i}`));
    const page2 = await get(
      ana,
      `/dynamic/dynamic-list2?scope=all&size=2&cursor=${encodeURIComponent(page1.data.nextCursor)}`,
    );
    expect(ids(page2)).toEqual([first[2], first[1]]);
    const page3 = await get(
      ana,
      `/dynamic/dynamic-list2?scope=all&size=2&cursor=${encodeURIComponent(page2.data.nextCursor)}`,
    );
    expect(ids(page3)).toEqual([first[0]]);
    expect(page3.data.nextCursor).toBeNull();
    const since = encodeURIComponent(top);
    expect((await get(ana, `/dynamic/new-count?scope=all&since=${since}`)).data).toEqual({ count: 3 });
    expect((await get(ana, `/dynamic/new-count?scope=following&since=${since}`)).data).toEqual({ count: 2 });
    expect((await get(ana, `/dynamic/new-count?scope=nearby&since=${since}`)).data).toEqual({ count: 0 });
    expect((await get(ana, `/dynamic/new-count?scope=random&since=${since}`)).data).toMatchObject({ field: 'scope' });
    expect((await get(ana, '/dynamic/new-count?scope=all&since=x')).data).toMatchObject({ field: 'since' });
  });

  it('never repeats a moment in a random order with one seed, across pages', async () => {
    const published = [];
    for (let i = 0; i < 9; i++) published.push(await publish(i % 2 ? ben : cleo, `Random ${i}`));
    const pages = await allPages(dan, 'scope=random&seed=session-1', 2);
    const seen = pages.flat();
    expect(new Set(seen).size).toBe(seen.length);
    expect([...seen].sort((a, b) => a - b)).toEqual([...published].sort((a, b) => a - b));
    // The same seed, the same order (a page reloaded); new moments meanwhile change no page's place.
    await publish(ben, 'Arrived meanwhile');
    const again = (await allPages(dan, 'scope=random&seed=session-1', 2)).flat();
    expect(again.filter((id) => seen.includes(id))).toEqual(seen);
    // A time cursor is no random cursor.
    const timeCursor = (await get(dan, '/dynamic/dynamic-list2?scope=all&size=1')).data.nextCursor;
    expect(
      (await get(dan, `/dynamic/dynamic-list2?scope=random&seed=s&cursor=${encodeURIComponent(timeCursor)}`)).data,
    ).toMatchObject({ reason: 'VALIDATION', field: 'cursor' });
  });

  it('leads a member’s space with their one pinned moment, and nowhere else', async () => {
    const older = await publish(ben, 'Older');
    const middle = await publish(ben, 'Middle');
    const newest = await publish(ben, 'Newest');
    const pinned = await post(ben, '/dynamic/dynamic-top', { dynamicId: older });
    expect(pinned.data).toMatchObject({ id: older, pinned: true });
    expect(await scopeIds(ana, `scope=user&userId=${ben.id}`)).toEqual([older, newest, middle]);
    expect(await scopeIds(ben, 'scope=mine')).toEqual([older, newest, middle]);
    expect(await scopeIds(ana, 'scope=all')).toEqual([newest, middle, older]);
    // Paged one at a time, the pinned one first and once.
    expect((await allPages(ana, `scope=user&userId=${ben.id}`, 1)).flat()).toEqual([older, newest, middle]);
    // Pinning another unpins the first.
    await post(ben, '/dynamic/dynamic-top', { dynamicId: middle, pinned: true });
    expect(await scopeIds(ben, 'scope=mine')).toEqual([middle, newest, older]);
    expect((await get(ben, `/dynamic/dynamic-info?dynamicId=${older}`)).data.pinned).toBe(false);
    // Two pins at once leave one pinned.
    await Promise.all([older, newest].map((dynamicId) => post(ben, '/dynamic/dynamic-top', { dynamicId })));
    expect(
      (await db().select().from(moments).where(eq(moments.userId, ben.id))).filter((m) => m.pinnedAt !== null),
    ).toHaveLength(1);
    await post(ben, '/dynamic/dynamic-top', { dynamicId: older, pinned: false });
    await post(ben, '/dynamic/dynamic-top', { dynamicId: newest, pinned: false });
    expect(await scopeIds(ben, 'scope=mine')).toEqual([newest, middle, older]);
    // Nobody pins another member's moment.
    expect((await post(ana, '/dynamic/dynamic-top', { dynamicId: older })).data.reason).toBe('MOMENT_NOT_FOUND');
  });

  it('publishes at most ten moments an hour', async () => {
    for (let i = 0; i < 10; i++) await publish(eve, `Busy ${i}`);
    const refused = await publishMoment(api, eve.token, { content: 'One more' });
    expect(refused).toMatchObject({ code: 429, data: { reason: 'RATE_LIMITED' } });
    expect(await db().select({ n: count() }).from(moments).where(eq(moments.userId, eve.id))).toEqual([{ n: 10 }]);
  });

  it('tells the BFF which of its viewers may see a new moment, and in which scopes', async () => {
    const everyone = await publish(cleo, 'For everyone');
    const friends = await publish(cleo, 'For friends', { visibility: 'friends' });
    await db().update(users).set({ region: 'ES' }).where(eq(users.id, cleo.id));
    await db().insert(follows).values({ followerId: dan.id, followeeId: cleo.id });
    await db().insert(blocks).values({ blockerId: cleo.id, blockedId: eve.id });
    const audience = (dynamicId: number, clientIp?: string) =>
      api.call('POST', '/dynamic/audience', {
        token: ana.token,
        body: { dynamicId, userIds: [ana.id, ben.id, dan.id, eve.id, cleo.id] },
        clientIp,
      });
    // Anyone but the BFF: no such route (it would tell whom a member befriends).
    expect(await audience(everyone)).toMatchObject({ code: 404, data: { reason: 'NOT_FOUND' } });
    const byScope = (answer: { data: { list: Array<{ userId: number; scopes: string[] }> } }) =>
      Object.fromEntries(answer.data.list.map((entry) => [entry.userId, entry.scopes]));
    expect(byScope(await audience(everyone, '203.0.113.7'))).toEqual({
      [ana.id]: ['all', 'friends', 'nearby'],
      [ben.id]: ['all'],
      [dan.id]: ['all', 'following', 'nearby'],
      [cleo.id]: ['all', 'friends', 'nearby'],
    });
    expect(byScope(await audience(friends, '203.0.113.7'))).toEqual({
      [ana.id]: ['all', 'friends', 'nearby'],
      [cleo.id]: ['all', 'friends', 'nearby'],
    });
    expect(
      (
        await api.call('POST', '/dynamic/audience', {
          token: ana.token,
          body: { dynamicId: everyone, userIds: [] },
          clientIp: '203.0.113.7',
        })
      ).data,
    ).toMatchObject({ reason: 'VALIDATION', field: 'userIds' });
  });

  it('keeps the member’s choice to hide like counts in their privacy settings', async () => {
    expect((await get(ana, '/user/privacy')).data.hideLikeCounts).toBe(false);
    expect((await post(ana, '/user/privacy-set', { hideLikeCounts: true })).data).toMatchObject({
      hideLikeCounts: true,
    });
    expect((await get(ana, '/user/privacy')).data.hideLikeCounts).toBe(true);
    expect((await post(ana, '/user/privacy-set', { hideLikeCounts: 'yes' })).data).toMatchObject({
      reason: 'VALIDATION',
      field: 'hideLikeCounts',
    });
    await post(ana, '/user/privacy-set', { hideLikeCounts: false });
  });
});
