import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { blocks, follows, friendRequests, friendships, users, visits } from '../../upstream/db/schema';
import { joinMember, memberRows, type TestMember } from '../support/members';
import { BACKENDS, startTestUpstream, type TestUpstream } from '../support/upstream';

/**
 * Issue 8: a member hidden from search can be opened (profile, batch, album) only by members
 * who already know them, or through their own invitation link; to anyone else they are
 * exactly an unknown id.
 */
describe.each(BACKENDS)('hidden members on %s', (backend) => {
  let api: TestUpstream;
  let hana: TestMember; // hidden from search
  let sam: TestMember; // a stranger to her
  const UNKNOWN_ID = 2_000_000_000;

  const get = (who: TestMember, path: string, language = 'en') => api.call('GET', path, { token: who.token, language });
  const post = (who: TestMember, path: string, body: unknown, language = 'en') =>
    api.call('POST', path, { token: who.token, body, language });
  /** Whether `who` can open Hana by her id: her profile, her place in a batch, her album. */
  const opensHana = async (who: TestMember) => ({
    profile: (await get(who, `/user/info?userId=${hana.id}`)).code === 200,
    batch: (await get(who, `/user/batch?ids=${hana.id}`)).data[0]?.id === hana.id,
    album: (await get(who, `/album/list?userId=${hana.id}`)).code === 200,
  });
  const opened = { profile: true, batch: true, album: true };
  const closed = { profile: false, batch: false, album: false };

  beforeAll(async () => {
    api = await startTestUpstream(backend);
    hana = await joinMember(api, 'Hana');
    sam = await joinMember(api, 'Sam');
    // Her album holds a photo, so an album answer would show something.
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#777' } })
      .png()
      .toBuffer();
    const grant = (await post(hana, '/file/qiniu-token', {})).data.token as string;
    const uploaded = await (
      await fetch(`${api.url}/media/upload?grant=${encodeURIComponent(grant)}`, {
        method: 'POST',
        headers: { 'content-type': 'image/png' },
        body: new Uint8Array(png),
      })
    ).json();
    expect((await post(hana, '/album/upload', { key: uploaded.data.key })).code).toBe(200);
  });
  afterAll(() => api?.stop());
  beforeEach(async () => {
    const { db } = api.upstream.database;
    for (const table of [follows, friendships, friendRequests, visits, blocks]) await db.delete(table);
    await db.update(users).set({ hiddenFromSearch: false });
    expect((await post(hana, '/user/privacy-set', { hiddenFromSearch: true })).data.hiddenFromSearch).toBe(true);
  });

  it('answers a stranger exactly as for an unknown id, on every path, changing nothing', async () => {
    const before = await memberRows(api.upstream);
    const same = async (call: (userId: number) => Promise<unknown>) =>
      expect(await call(hana.id)).toEqual(await call(UNKNOWN_ID));
    await same((id) => get(sam, `/user/info?userId=${id}`, 'ko'));
    await same((id) => get(sam, `/user/info?userId=${id}&visit=1`));
    await same((id) => get(sam, `/album/list?userId=${id}`, 'es'));
    await same((id) => post(sam, '/user/follow', { userId: id, follow: true }, 'ru'));
    await same((id) => post(sam, '/user/follow', { userId: id, follow: false }));
    await same((id) => post(sam, '/friend/add-friend', { userId: id, message: 'hi' }, 'zh-TW'));
    await same((id) => post(sam, '/user/block', { userId: id }));
    expect((await get(sam, `/user/info?userId=${hana.id}`)).data).toEqual({ reason: 'USER_NOT_FOUND' });
    expect(
      (await get(sam, `/user/batch?ids=${hana.id},${UNKNOWN_ID},${sam.id}`)).data.map(
        (user: { id: number } | null) => user?.id ?? null,
      ),
    ).toEqual([null, null, sam.id]);
    expect((await get(sam, `/user/by-im-accounts?imAccounts=u${hana.account}`)).data).toEqual([null]);
    expect(await memberRows(api.upstream)).toEqual(before);
    // Not hidden, the same stranger opens her: the privacy setting is what closed her.
    await post(hana, '/user/privacy-set', { hiddenFromSearch: false });
    expect(await opensHana(sam)).toEqual(opened);
  });

  it('opens her to herself and to members she already knows: friends, follows and pending requests either way', async () => {
    const { db } = api.upstream.database;
    expect(await opensHana(hana)).toEqual(opened);
    expect((await get(hana, '/account/my-info')).data.id).toBe(hana.id);
    const relations: Array<[string, () => Promise<unknown>]> = [
      [
        'friends',
        () =>
          db.insert(friendships).values([
            { userId: hana.id, friendId: sam.id },
            { userId: sam.id, friendId: hana.id },
          ]),
      ],
      ['she follows him', () => db.insert(follows).values({ followerId: hana.id, followeeId: sam.id })],
      ['he follows her', () => db.insert(follows).values({ followerId: sam.id, followeeId: hana.id })],
      ['her pending request to him', () => db.insert(friendRequests).values({ fromId: hana.id, toId: sam.id })],
      ['his pending request to her', () => db.insert(friendRequests).values({ fromId: sam.id, toId: hana.id })],
    ];
    for (const [relation, make] of relations) {
      expect(await opensHana(sam), `before: ${relation}`).toEqual(closed);
      await make();
      expect(await opensHana(sam), relation).toEqual(opened);
      for (const table of [follows, friendships, friendRequests]) await db.delete(table);
    }
    // A request no longer pending is no acquaintance.
    await db
      .insert(friendRequests)
      .values({ fromId: hana.id, toId: sam.id, status: 'rejected', decidedAt: new Date() });
    expect(await opensHana(sam)).toEqual(closed);
  });

  it('opens her to a member whose page she visited: she is in his visitors', async () => {
    expect((await get(hana, `/user/info?userId=${sam.id}&visit=1`)).code).toBe(200);
    expect((await get(sam, '/user/visitor-record')).data.list.map((user: { id: number }) => user.id)).toEqual([
      hana.id,
    ]);
    expect(await opensHana(sam)).toEqual(opened);
    // A card seen without a visit shows nothing of her.
    await api.upstream.database.db.delete(visits);
    await get(hana, `/user/info?userId=${sam.id}`);
    expect(await opensHana(sam)).toEqual(closed);
  });

  it('shows her through her own invitation link, and its friendship opens her', async () => {
    const { shareCode } = (await get(hana, '/friend/share-code')).data;
    const shared = await get(sam, `/friend/share-info?shareCode=${encodeURIComponent(shareCode)}`);
    expect(shared).toMatchObject({ code: 200, data: { id: hana.id } });
    expect(await opensHana(sam)).toEqual(closed); // the link shows her, it does not open her by id
    expect((await post(sam, '/friend/share-add-friend', { shareCode })).data).toMatchObject({
      status: 'accepted',
      user: { id: hana.id },
    });
    expect(await opensHana(sam)).toEqual(opened);
    // A block still wins over the link.
    await post(hana, '/user/block', { userId: sam.id });
    expect((await get(sam, `/friend/share-info?shareCode=${encodeURIComponent(shareCode)}`)).data.reason).toBe(
      'USER_NOT_FOUND',
    );
  });

  it('keeps her in the lists she is already in, and lets a follower unfollow her', async () => {
    const { db } = api.upstream.database;
    await db.insert(follows).values({ followerId: sam.id, followeeId: hana.id });
    await db.insert(follows).values({ followerId: hana.id, followeeId: sam.id });
    expect((await get(sam, '/user/fans-list')).data.list.map((user: { id: number }) => user.id)).toEqual([hana.id]);
    expect((await get(sam, '/user/follow-list')).data.list.map((user: { id: number }) => user.id)).toEqual([hana.id]);
    await db.delete(follows).where(eq(follows.followerId, hana.id));
    // Unfollowing answers her as he now sees her; then she is closed to him.
    const unfollowed = await post(sam, '/user/follow', { userId: hana.id, follow: false });
    expect(unfollowed).toMatchObject({ code: 200, data: { id: hana.id, relation: { following: false } } });
    expect(await opensHana(sam)).toEqual(closed);
  });
});
