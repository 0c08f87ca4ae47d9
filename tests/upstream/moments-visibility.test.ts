import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocks, follows, friendships, users } from '../../upstream/db/schema';
import { joinMember, type TestMember } from '../support/members';
import { publishMoment } from '../support/moments';
import { BACKENDS, startTestUpstream, type TestUpstream } from '../support/upstream';

/**
 * Who sees a moment, its likes and its comments, by every route (docs/decisions.md "Moments"):
 * Ana publishes for everyone, for friends and for herself; Hana hides from search. Viewers: a
 * stranger (Sam), a follower (Fay), a friend (Fred), one Ana blocked (Bob), one who blocked
 * Ana (Bea), a cancelled member's moments (Carl).
 */
describe.each(BACKENDS)('moments: who sees what on %s', (backend) => {
  let api: TestUpstream;
  const m: Record<string, TestMember> = {};
  const moment: Record<string, number> = {};
  /** A picture URL each viewer was given before blocks came. */
  const urls: Record<string, string> = {};

  const db = () => api.upstream.database.db;
  const get = (who: TestMember, path: string) => api.call('GET', path, { token: who.token });
  const post = (who: TestMember, path: string, body: unknown) => api.call('POST', path, { token: who.token, body });
  const publish = async (who: TestMember, content: string, extra: Record<string, unknown> = {}) => {
    const answer = await publishMoment(api, who.token, { content, ...extra });
    expect(answer.code).toBe(200);
    return answer.data.id as number;
  };
  const listIds = async (who: TestMember, query: string) =>
    (await get(who, `/dynamic/dynamic-list2?${query}`)).data.list.map((item: { id: number }) => item.id);

  beforeAll(async () => {
    api = await startTestUpstream(backend);
    for (const name of ['Ana', 'Sam', 'Fay', 'Fred', 'Bob', 'Bea', 'Hana', 'Carl'])
      m[name.toLowerCase()] = await joinMember(api, name);
    const { ana, fay, fred, hana } = m;
    await db()
      .insert(follows)
      .values([
        { followerId: fay.id, followeeId: ana.id },
        { followerId: fay.id, followeeId: hana.id },
        { followerId: hana.id, followeeId: ana.id },
      ]);
    await db()
      .insert(friendships)
      .values([
        { userId: ana.id, friendId: fred.id },
        { userId: fred.id, friendId: ana.id },
      ]);
    moment.everyone = await publish(ana, 'For everyone.');
    moment.friends = await publish(ana, 'For my friends.', { visibility: 'friends' });
    moment.me = await publish(ana, 'For me.', { visibility: 'me' });
    moment.quiet = await publish(ana, 'Quiet likes.', { interactions: 'friends' });
    moment.secret = await publish(ana, 'Nobody sees the likes.', { interactions: 'me' });
    moment.hidden = await publish(hana, 'Hana, hidden from search.');
    moment.cancelled = await publish(m.carl, 'Soon gone.');
    for (const name of ['sam', 'fay', 'fred', 'bob', 'bea'])
      urls[name] = (await get(m[name], `/dynamic/dynamic-info?dynamicId=${moment.everyone}`)).data.pictures[0].url;
    await db().update(users).set({ hiddenFromSearch: true }).where(eq(users.id, hana.id));
    await db().update(users).set({ cancelledAt: new Date() }).where(eq(users.id, m.carl.id));
    await db()
      .insert(blocks)
      .values([
        { blockerId: ana.id, blockedId: m.bob.id },
        { blockerId: m.bea.id, blockedId: ana.id },
      ]);
  });
  afterAll(() => api?.stop());

  /** What each viewer may see: every moment by every route, or none by any. */
  const MATRIX: Array<[viewer: string, sees: string[]]> = [
    ['ana', ['everyone', 'friends', 'me', 'quiet', 'secret', 'hidden']],
    ['sam', ['everyone', 'quiet', 'secret']],
    ['fay', ['everyone', 'quiet', 'secret', 'hidden']],
    ['fred', ['everyone', 'friends', 'quiet', 'secret']],
    ['bob', []],
    ['bea', []],
  ];

  it.each(MATRIX)('shows %s exactly the moments they may see, by every route', async (viewer, sees) => {
    const who = m[viewer];
    const all = Object.keys(moment);
    for (const name of all) {
      const id = moment[name];
      const may = sees.includes(name);
      const info = await get(who, `/dynamic/dynamic-info?dynamicId=${id}`);
      expect(info.code, `${viewer} info ${name}`).toBe(may ? 200 : 404);
      if (!may) expect(info.data.reason).toBe('MOMENT_NOT_FOUND');
      expect((await get(who, `/dynamic/comment-list?dynamicId=${id}`)).code, `${viewer} comments ${name}`).toBe(
        may ? 200 : 404,
      );
      expect((await post(who, '/dynamic/support', { dynamicId: id })).code, `${viewer} likes ${name}`).toBe(
        may ? 200 : 404,
      );
      expect(
        (await post(who, '/dynamic/comment', { dynamicId: id, content: `From ${viewer}` })).code,
        `${viewer} comments on ${name}`,
      ).toBe(may ? 200 : 404);
      const translated = await post(who, '/dynamic/translate', { dynamicId: id, toLanguage: 'es' });
      if (may) expect(translated.data?.reason, `${viewer} translates ${name}`).not.toBe('MOMENT_NOT_FOUND');
      else expect(translated.data.reason, `${viewer} translates ${name}`).toBe('MOMENT_NOT_FOUND');
    }
    const batch = await get(who, `/dynamic/dynamic-batch?ids=${all.map((name) => moment[name]).join(',')}`);
    expect(
      all.filter((_, index) => batch.data[index] !== null),
      `${viewer} batch`,
    ).toEqual(all.filter((name) => sees.includes(name)));
    const listed = await listIds(who, 'scope=all&size=50');
    expect(
      all.filter((name) => listed.includes(moment[name])),
      `${viewer} square`,
    ).toEqual(all.filter((name) => sees.includes(name)));
    const space = await listIds(who, `scope=user&userId=${m.ana.id}&size=50`);
    expect(space.sort(), `${viewer} Ana's space`).toEqual(
      sees
        .filter((name) => name !== 'hidden')
        .map((name) => moment[name])
        .sort(),
    );
    // A picture URL handed out before a block stops working with it.
    if (urls[viewer])
      expect((await fetch(`${api.url}${urls[viewer]}`)).status, `${viewer} picture`).toBe(sees.length ? 200 : 403);
  });

  it('shows counts and others’ comments only to those the moment lets see them', async () => {
    const { ana, sam, fred, fay } = m;
    const counts = async (who: TestMember, name: string) => {
      const { likeCount, commentCount } = (await get(who, `/dynamic/dynamic-info?dynamicId=${moment[name]}`)).data;
      return { likeCount, commentCount };
    };
    const commenters = async (who: TestMember, name: string) => {
      const answer = await get(who, `/dynamic/comment-list?dynamicId=${moment[name]}`);
      return {
        total: answer.data.total,
        by: answer.data.list.map((comment: { userId: number }) => comment.userId).sort(),
      };
    };
    // Likes and comments so far: the matrix's (every viewer who may see, once each).
    expect(await counts(ana, 'quiet')).toEqual({ likeCount: 4, commentCount: 4 });
    expect(await counts(fred, 'quiet')).toEqual({ likeCount: 4, commentCount: 4 });
    expect(await counts(sam, 'quiet')).toEqual({ likeCount: null, commentCount: null });
    expect(await counts(fred, 'secret')).toEqual({ likeCount: null, commentCount: null });
    expect(await counts(ana, 'secret')).toEqual({ likeCount: 4, commentCount: 4 });
    // Sam sees only his own comment where he may not see the others'.
    expect(await commenters(sam, 'quiet')).toEqual({ total: null, by: [sam.id] });
    expect(await commenters(fred, 'secret')).toEqual({ total: null, by: [fred.id] });
    expect(await commenters(fred, 'quiet')).toEqual({
      total: 4,
      by: [ana.id, sam.id, fay.id, fred.id].sort(),
    });
    // Liking answers the count only to those who may see it.
    expect((await post(sam, '/dynamic/support', { dynamicId: moment.quiet, like: false })).data).toEqual({
      dynamicId: moment.quiet,
      liked: false,
      likeCount: null,
    });
  });

  it('leaves out comments between members who blocked each other, and a hidden member’s to strangers', async () => {
    const { ana, sam, fay, fred, hana } = m;
    const on = moment.everyone;
    const commenters = async (who: TestMember) =>
      (await get(who, `/dynamic/comment-list?dynamicId=${on}`)).data.list.map(
        (comment: { userId: number }) => comment.userId,
      );
    const hanaComment = await post(hana, '/dynamic/comment', { dynamicId: on, content: 'Hana was here.' });
    expect(hanaComment.code).toBe(200);
    expect(await commenters(fay)).toContain(hana.id);
    expect(await commenters(ana)).toContain(hana.id);
    expect(await commenters(sam)).not.toContain(hana.id);
    // Nor may Sam reply to it (an unknown comment to him).
    expect(
      (await post(sam, '/dynamic/comment', { dynamicId: on, content: 'Hi', replyTo: hanaComment.data.id })).data.reason,
    ).toBe('COMMENT_NOT_FOUND');
    expect((await post(sam, '/dynamic/translate-comment', { commentId: hanaComment.data.id })).data.reason).toBe(
      'COMMENT_NOT_FOUND',
    );
    await db().insert(blocks).values({ blockerId: sam.id, blockedId: fred.id });
    expect(await commenters(sam)).not.toContain(fred.id);
    expect(await commenters(fred)).not.toContain(sam.id);
    expect(await commenters(fay)).toEqual(expect.arrayContaining([sam.id, fred.id]));
    await db().delete(blocks).where(eq(blocks.blockerId, sam.id));
  });
});
