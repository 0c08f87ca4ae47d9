import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, friendships } from '../../upstream/db/schema';
import { joinMember, type TestMember } from '../support/members';
import { publishMoment } from '../support/moments';
import { BACKENDS, startTestUpstream, type TestUpstream } from '../support/upstream';

/**
 * `GET /dynamic/comment-batch` (the BFF's comment loader): each comment as the caller sees it,
 * in the order asked, null wherever `comment-list` would not show it to them.
 */
describe.each(BACKENDS)('moments: comments by id on %s', (backend) => {
  let api: TestUpstream;
  let ana: TestMember; // the author
  let fred: TestMember; // her friend
  let sam: TestMember; // a stranger
  let bob: TestMember; // blocked by Ana
  let open: number; // for everyone, interactions for everyone
  let quiet: number; // for everyone, interactions for friends
  let fredOnOpen: number;
  let fredOnQuiet: number;
  let samOnQuiet: number;

  const batch = (who: TestMember, ids: Array<number | string>) =>
    api.call('GET', `/dynamic/comment-batch?ids=${ids.join(',')}`, { token: who.token });
  const comment = async (who: TestMember, dynamicId: number, content: string) => {
    const answer = await api.call('POST', '/dynamic/comment', { token: who.token, body: { dynamicId, content } });
    expect(answer.code).toBe(200);
    return answer.data.id as number;
  };
  const ids = (list: Array<{ id: number } | null>) => list.map((item) => item?.id ?? null);

  beforeAll(async () => {
    api = await startTestUpstream(backend);
    [ana, fred, sam, bob] = [
      await joinMember(api, 'Ana'),
      await joinMember(api, 'Fred'),
      await joinMember(api, 'Sam'),
      await joinMember(api, 'Bob'),
    ];
    const { db } = api.upstream.database;
    await db.insert(friendships).values([
      { userId: ana.id, friendId: fred.id },
      { userId: fred.id, friendId: ana.id },
    ]);
    open = (await publishMoment(api, ana.token, { content: 'Open to all' })).data.id;
    quiet = (await publishMoment(api, ana.token, { content: 'Friends talk here', interactions: 'friends' })).data.id;
    fredOnOpen = await comment(fred, open, 'Fred on the open one');
    fredOnQuiet = await comment(fred, quiet, 'Fred on the quiet one');
    samOnQuiet = await comment(sam, quiet, 'Sam on the quiet one');
    await comment(bob, open, 'Bob, before the block');
    await db.insert(blocks).values({ blockerId: ana.id, blockedId: bob.id });
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('answers each comment as the caller sees it, in the order asked, null where they may not see it', async () => {
    const asked = [samOnQuiet, fredOnQuiet, fredOnOpen, 999_999, fredOnOpen];
    const forSam = await batch(sam, asked);
    expect(forSam.code).toBe(200);
    // Sam may not see the quiet moment's interactions: his own comment only.
    expect(ids(forSam.data)).toEqual([samOnQuiet, null, fredOnOpen, null, fredOnOpen]);
    expect(forSam.data[0]).toMatchObject({ dynamicId: quiet, content: 'Sam on the quiet one', mine: true });
    expect(forSam.data[2]).toMatchObject({ user: { id: fred.id }, mine: false, canDelete: false });
    // Fred, a friend, and Ana, the author, see them all; Ana may delete any.
    expect(ids((await batch(fred, asked)).data)).toEqual([samOnQuiet, fredOnQuiet, fredOnOpen, null, fredOnOpen]);
    const forAna = (await batch(ana, asked)).data;
    expect(ids(forAna)).toEqual([samOnQuiet, fredOnQuiet, fredOnOpen, null, fredOnOpen]);
    expect(forAna.every((item: { canDelete: boolean } | null) => item === null || item.canDelete)).toBe(true);
    // Bob, blocked by the author, sees none of her moments' comments.
    expect(ids((await batch(bob, asked)).data)).toEqual([null, null, null, null, null]);
  });

  it('refuses a list that is not 1 to 100 ids, and a caller without a session', async () => {
    for (const bad of [[], ['x'], Array.from({ length: 101 }, (_, i) => i + 1)])
      expect(await batch(sam, bad)).toMatchObject({ code: 400, data: { reason: 'VALIDATION', field: 'ids' } });
    const anonymous = await api.call('GET', `/dynamic/comment-batch?ids=${fredOnOpen}`);
    expect(anonymous.code).toBe(401);
  });
});
