import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeGroups, users, webhookOutbox } from '../../upstream/db/schema';
import { makeSvip, matchCalls } from '../support/match';
import { joinMember, type TestMember } from '../support/members';
import { publishMoment } from '../support/moments';
import { BACKENDS, startTestUpstream, type TestUpstream } from '../support/upstream';

/**
 * Interaction notices (docs/contract.md "Notices and announcements"): each kind recorded from
 * its domain's action in that action's transaction, grouped by kind and target within 12 hours
 * (time moved by moving the rows' timestamps), the read marker, who may notify whom.
 */
describe.each(BACKENDS)('notices: recording, grouping, reading and settings on %s', (backend) => {
  let api: TestUpstream;
  let made = 0;

  const db = () => api.upstream.database.db;
  const member = (name: string) => joinMember(api, `${name}${++made}`, name);
  const get = (who: TestMember, path: string, language = 'en') => api.call('GET', path, { token: who.token, language });
  const post = (who: TestMember, path: string, body: unknown, language = 'en') =>
    api.call('POST', path, { token: who.token, body, language });
  const list = async (who: TestMember) => {
    const answer = await get(who, '/interact/list?size=50');
    expect(answer.code).toBe(200);
    return answer.data as { total: number; list: any[] };
  };
  const unread = async (who: TestMember) => (await get(who, '/interact/unread')).data.notices as number;
  const moment = async (who: TestMember) => {
    const answer = await publishMoment(api, who.token, { content: `a moment by ${who.email}` });
    expect(answer.code).toBe(200);
    return answer.data.id as number;
  };
  const like = async (who: TestMember, id: number, liked = true) =>
    expect((await post(who, '/dynamic/support', { dynamicId: id, like: liked })).code).toBe(200);
  const comment = async (who: TestMember, id: number, replyTo?: number) => {
    const answer = await post(who, '/dynamic/comment', { dynamicId: id, content: 'Nice!', replyTo });
    expect(answer.code).toBe(200);
    return answer.data.id as number;
  };
  const follow = async (who: TestMember, whom: TestMember, follows = true) =>
    expect((await post(who, '/user/follow', { userId: whom.id, follow: follows })).code).toBe(200);
  /** Makes a group look as if it began `hours` ago. */
  const beganHoursAgo = (groupId: number, hours: number) =>
    db()
      .update(noticeGroups)
      .set({
        firstAt: sql`now() - ${`${hours} hours`}::interval`,
        latestAt: sql`now() - ${`${hours} hours`}::interval`,
      })
      .where(eq(noticeGroups.id, groupId));
  const setting = (who: TestMember, body: Record<string, unknown>, language = 'en') =>
    post(who, '/interact/settings', body, language);

  beforeAll(async () => {
    api = await startTestUpstream(backend);
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('groups likes on one moment: distinct actors, newest first, as the member sees them', async () => {
    const [ana, ben, cleo] = [await member('Ana'), await member('Ben'), await member('Cleo')];
    const id = await moment(ana);
    await like(ben, id);
    await like(cleo, id);
    const { total, list: groups } = await list(ana);
    expect(total).toBe(1);
    expect(groups[0]).toMatchObject({
      kind: 'like',
      targetType: 'moment',
      targetId: id,
      momentId: id,
      count: 2,
      unread: true,
    });
    expect(groups[0].actors.map((actor: any) => actor.nickname)).toEqual(['Cleo', 'Ben']);
    expect(groups[0].actors[0]).toMatchObject({ id: cleo.id, relation: { following: false } });
    expect(await unread(ana)).toBe(1);
    // The same person liking, unliking and liking again counts once.
    await like(ben, id, false);
    expect((await list(ana)).list[0].count).toBe(1);
    await like(ben, id);
    expect((await list(ana)).list[0].count).toBe(2);
    // Unlikes shrink the group; the last one deletes it, and the BFF hears which.
    await like(ben, id, false);
    await like(cleo, id, false);
    expect(await list(ana)).toEqual({ total: 0, list: [] });
    const events = await db()
      .select()
      .from(webhookOutbox)
      .where(eq(webhookOutbox.type, 'notice.changed'))
      .orderBy(webhookOutbox.seq);
    const last = events.map((event) => event.payload as any).at(-1);
    expect(last).toMatchObject({ memberId: ana.id, removedId: groups[0].id, counts: { notices: 0 } });
    expect(await unread(ana)).toBe(0);
  });

  it('joins a group that began less than 12 hours ago, else opens a new one at the top', async () => {
    const [ana, ben, cleo, dora, emil] = [
      await member('Ana'),
      await member('Ben'),
      await member('Cleo'),
      await member('Dora'),
      await member('Emil'),
    ];
    const id = await moment(ana);
    await comment(ben, id);
    const [first] = (await list(ana)).list;
    // Commenting twice counts once.
    await comment(ben, id);
    expect((await list(ana)).list).toMatchObject([{ id: first.id, count: 1 }]);
    await beganHoursAgo(first.id, 11.98); // a minute and some before the window closes
    await comment(cleo, id);
    const [joined] = (await list(ana)).list;
    expect(joined).toMatchObject({ id: first.id, count: 2 });
    expect(joined.seq).toBeGreaterThan(first.seq);
    await beganHoursAgo(first.id, 12.02); // a minute and some after
    await comment(dora, id);
    const after = (await list(ana)).list;
    expect(after.map((group: any) => [group.count, group.actors[0].nickname])).toEqual([
      [1, 'Dora'],
      [2, 'Cleo'],
    ]);
    // A regrouped notice moves to the top: an older group of another kind, then a like joins it.
    await follow(emil, ana);
    await like(ben, id);
    await like(emil, id);
    expect((await list(ana)).list.map((group: any) => [group.kind, group.count])).toEqual([
      ['like', 2],
      ['follow', 1],
      ['comment', 1],
      ['comment', 2],
    ]);
  });

  it('keeps one read marker: unread counts the unread groups the list shows', async () => {
    const [ana, ben, cleo, dora] = [
      await member('Ana'),
      await member('Ben'),
      await member('Cleo'),
      await member('Dora'),
    ];
    const id = await moment(ana);
    await like(ben, id);
    await follow(cleo, ana);
    await like(cleo, id);
    expect(await unread(ana)).toBe(2);
    const shown = (await list(ana)).list;
    expect(shown.map((group: any) => group.unread)).toEqual([true, true]);
    // Marking up to the older one leaves the newer unread.
    expect((await post(ana, '/interact/read', { upTo: shown[1].seq })).data).toEqual({
      notices: 1,
      announcements: 0,
    });
    expect((await list(ana)).list.map((group: any) => group.unread)).toEqual([true, false]);
    // All of them; never down again.
    expect((await post(ana, '/interact/read', {})).data.notices).toBe(0);
    expect((await post(ana, '/interact/read', { upTo: 1 })).data.notices).toBe(0);
    expect((await list(ana)).list.every((group: any) => !group.unread)).toBe(true);
    // A read group that a new actor joins is unread again, and on top.
    await follow(dora, ana);
    expect(await unread(ana)).toBe(1);
    expect((await list(ana)).list[0]).toMatchObject({ kind: 'follow', count: 2, unread: true });
    const read = await db()
      .select()
      .from(webhookOutbox)
      .where(eq(webhookOutbox.type, 'notice.read'))
      .orderBy(webhookOutbox.seq);
    expect(read.at(-1)?.payload).toEqual({ memberId: ana.id, counts: { notices: 0, announcements: 0 } });
    expect((await post(ana, '/interact/read', { upTo: 'soon' })).data).toMatchObject({
      reason: 'VALIDATION',
      field: 'upTo',
    });
  });

  it("lets each member choose who may notify them of each kind, and refuses what it doesn't know", async () => {
    const [ana, ben, cleo, dora] = [
      await member('Ana'),
      await member('Ben'),
      await member('Cleo'),
      await member('Dora'),
    ];
    const defaults = (await get(ana, '/interact/settings')).data.kinds;
    expect(Object.keys(defaults).sort()).toEqual(
      [
        'comment',
        'follow',
        'friend',
        'gift',
        'like',
        'match',
        'moderation_warning',
        'reply',
        'report_outcome',
        'shop_gift',
        'visit',
      ].sort(),
    );
    expect(defaults.like).toEqual({ who: 'everyone', push: true });
    // Ana follows Ben; Cleo is her friend; Dora is neither.
    await follow(ana, ben);
    await db().update(users).set({ friendRequestsNeedApproval: false }).where(eq(users.id, ana.id));
    expect((await post(cleo, '/friend/add-friend', { userId: ana.id })).data.status).toBe('accepted');
    await post(ana, '/interact/read', {});
    const id = await moment(ana);
    const likers = async () => {
      for (const who of [ben, cleo, dora]) {
        await like(who, id, false);
        await like(who, id);
      }
      const group = (await list(ana)).list.find((found: any) => found.kind === 'like');
      const names = (group?.actors ?? []).map((actor: any) => actor.nickname).sort();
      for (const who of [ben, cleo, dora]) await like(who, id, false);
      return names;
    };
    expect(await likers()).toEqual(['Ben', 'Cleo', 'Dora']);
    expect((await setting(ana, { kind: 'like', who: 'following' })).data.kinds.like).toEqual({
      who: 'following',
      push: true,
    });
    expect(await likers()).toEqual(['Ben']);
    await setting(ana, { kind: 'like', who: 'friends', push: false });
    expect(await likers()).toEqual(['Cleo']);
    await setting(ana, { kind: 'like', who: 'nobody' });
    expect(await likers()).toEqual([]);
    // Other kinds keep their own setting.
    await follow(dora, ana);
    expect((await list(ana)).list.map((group: any) => group.kind)).toContain('follow');
    expect((await get(ana, '/interact/settings')).data.kinds.like).toEqual({ who: 'nobody', push: false });
    // Bad input: a localised VALIDATION naming the field, nothing changed.
    const wrongKind = await setting(ana, { kind: 'poke', who: 'everyone' }, 'de');
    expect(wrongKind.data).toMatchObject({ reason: 'VALIDATION', field: 'kind' });
    expect(wrongKind.msg).toBe('Bitte wähle eine Art von Benachrichtigung.');
    expect((await setting(ana, { kind: 'like', who: 'some' })).data).toMatchObject({ field: 'who' });
    expect((await setting(ana, { kind: 'like', push: 'yes' })).data).toMatchObject({ field: 'push' });
    expect((await get(ana, '/interact/settings')).data.kinds.like).toEqual({ who: 'nobody', push: false });
  });

  it('is never told by a blocked, cancelled or hidden stranger, nor of what one did oneself', async () => {
    const [ana, ben, cleo, dora, emil, fay] = [
      await member('Ana'),
      await member('Ben'),
      await member('Cleo'),
      await member('Dora'),
      await member('Emil'),
      await member('Fay'),
    ];
    const id = await moment(ana);
    // Ana blocked Ben; Cleo blocked Ana: neither may even see the moment, so their follows are the test.
    expect((await post(ana, '/user/block', { userId: ben.id })).code).toBe(200);
    // Dora and Emil hide from search; Ana follows Emil.
    await follow(ana, emil);
    await like(dora, id);
    await like(emil, id);
    await db().update(users).set({ hiddenFromSearch: true }).where(sql`${users.id} in (${dora.id}, ${emil.id})`);
    await like(dora, id, false);
    await like(emil, id, false);
    await like(dora, id);
    await like(emil, id);
    const liked = (await list(ana)).list.find((group: any) => group.kind === 'like');
    expect(liked.actors.map((actor: any) => actor.nickname)).toEqual(['Emil']);
    // A follow from someone blocked either way makes nothing: the block came after the follow.
    await follow(cleo, ana);
    expect((await list(ana)).list.filter((group: any) => group.kind === 'follow')).toHaveLength(1);
    expect((await post(cleo, '/user/block', { userId: ana.id })).code).toBe(200);
    await db().update(users).set({ cancelledAt: new Date() }).where(eq(users.id, fay.id));
    const before = await list(ana);
    await like(fay, id).catch(() => undefined);
    // Liking one's own moment tells nobody.
    await like(ana, id);
    expect(await list(ana)).toEqual(before);
    // Writing straight through the service, as a domain's hook does: a blocked actor makes nothing.
    await db().transaction((tx) =>
      api.upstream.notices.record(tx, { memberId: ana.id, actorId: ben.id, kind: 'follow' }),
    );
    await db().transaction((tx) =>
      api.upstream.notices.record(tx, { memberId: ana.id, actorId: cleo.id, kind: 'follow' }),
    );
    await db().transaction((tx) =>
      api.upstream.notices.record(tx, { memberId: ana.id, actorId: fay.id, kind: 'follow' }),
    );
    await db().transaction((tx) =>
      api.upstream.notices.record(tx, { memberId: ana.id, actorId: ana.id, kind: 'follow' }),
    );
    expect(await list(ana)).toEqual(before);
  });

  it('is told nothing by a member one muted, who leaves its groups; unmuting lets them in again', async () => {
    const [ana, ben, cleo, dora] = [
      await member('Ana'),
      await member('Ben'),
      await member('Cleo'),
      await member('Dora'),
    ];
    const id = await moment(ana);
    await like(ben, id);
    await like(cleo, id);
    await follow(ben, ana);
    const before = await list(ana);
    const liked = before.list.find((group: any) => group.kind === 'like');
    const followed = before.list.find((group: any) => group.kind === 'follow');
    // Muting Ben empties the follow group (it goes) and shrinks the like group (it keeps its place).
    const muted = await post(ana, '/interact/mute', { userId: ben.id });
    expect(muted.code).toBe(200);
    expect(muted.data.emptied).toEqual([followed.id]);
    expect(muted.data.shrunk).toMatchObject([{ id: liked.id, count: 1, seq: liked.seq }]);
    expect(muted.data.counts.notices).toBe(1);
    const after = await list(ana);
    expect(after.list.map((group: any) => [group.id, group.count])).toEqual([[liked.id, 1]]);
    expect(after.list[0].actors.map((actor: any) => actor.nickname)).toEqual(['Cleo']);
    // Muting again changes nothing; Ben's like, comment and follow make nothing.
    expect((await post(ana, '/interact/mute', { userId: ben.id })).code).toBe(200);
    await follow(ben, ana, false);
    await follow(ben, ana);
    await like(ben, id, false);
    await like(ben, id);
    await comment(ben, id);
    expect(await list(ana)).toEqual(after);
    // Others still notify; the mutes list names Ben alone.
    await like(dora, id);
    expect((await list(ana)).list[0].count).toBe(2);
    const mutes = await get(ana, '/interact/mutes');
    expect(mutes.data.total).toBe(1);
    expect(mutes.data.list.map((user: any) => user.id)).toEqual([ben.id]);
    // Ben is told nothing: his own list of mutes is empty.
    expect((await get(ben, '/interact/mutes')).data.total).toBe(0);
    // Unmuting (twice: idempotent) lets Ben's later interactions in; nothing earlier comes back.
    expect((await post(ana, '/interact/unmute', { userId: ben.id })).code).toBe(200);
    expect((await post(ana, '/interact/unmute', { userId: ben.id })).code).toBe(200);
    expect((await list(ana)).list.filter((group: any) => group.kind === 'follow')).toHaveLength(0);
    await comment(ben, id);
    expect((await list(ana)).list[0]).toMatchObject({ kind: 'comment', actors: [{ id: ben.id }] });
    expect((await get(ana, '/interact/mutes')).data.total).toBe(0);
  });

  it('refuses to mute oneself, an unknown member or one blocked either way, in the caller’s language', async () => {
    const [ana, ben] = [await member('Ana'), await member('Ben')];
    const self = await post(ana, '/interact/mute', { userId: ana.id }, 'de');
    expect(self).toMatchObject({ code: 400, data: { reason: 'MUTE_SELF' } });
    expect(self.msg).toMatch(/stummschalten/);
    expect((await post(ana, '/interact/mute', { userId: 999_999 })).data.reason).toBe('USER_NOT_FOUND');
    expect((await post(ana, '/interact/mute', { userId: 'ben' })).code).toBe(400);
    expect((await post(ben, '/user/block', { userId: ana.id })).code).toBe(200);
    expect((await post(ana, '/interact/mute', { userId: ben.id })).data.reason).toBe('USER_NOT_FOUND');
    expect((await get(ana, '/interact/mutes')).data.total).toBe(0);
  });

  it("records each kind from its domain's action", async () => {
    const [ana, ben, cleo] = [await member('Ana'), await member('Ben'), await member('Cleo')];
    const kinds = async (who: TestMember) =>
      (await list(who)).list.map((group: any) => [group.kind, group.actors.map((actor: any) => actor.nickname)]);
    // follow, visit (once a day), friend accepted.
    await follow(ben, ana);
    expect((await get(ben, `/user/info?userId=${ana.id}&visit=1`)).code).toBe(200);
    expect((await get(ben, `/user/info?userId=${ana.id}&visit=1`)).code).toBe(200);
    const asked = await post(ana, '/friend/add-friend', { userId: ben.id });
    expect((await get(ben, `/friend/apply-deal?applyId=${asked.data.applyId}&status=1`)).code).toBe(200);
    // A friend request accepted tells the one who asked.
    expect(await kinds(ana)).toEqual([
      ['friend', ['Ben']],
      ['visit', ['Ben']],
      ['follow', ['Ben']],
    ]);
    // like, comment; a reply tells whom it answers, and the moment's author.
    const id = await moment(ana);
    await like(ben, id);
    const bens = await comment(ben, id);
    await comment(cleo, id, bens);
    expect((await kinds(ana)).slice(0, 2)).toEqual([
      ['comment', ['Cleo', 'Ben']],
      ['like', ['Ben']],
    ]);
    expect((await list(ben)).list[0]).toMatchObject({
      kind: 'reply',
      targetType: 'comment',
      targetId: bens,
      momentId: id,
      actors: [{ nickname: 'Cleo' }],
    });
    // Ana answering Cleo on her own moment: Cleo hears of a reply; Ana is told nothing of her own words.
    const before = (await list(ana)).total;
    await comment(ana, id, (await list(ben)).list[0].targetId);
    expect((await list(ana)).total).toBe(before);
    // A gift in chat.
    await makeSvip(db(), cleo.id);
    const gift = await post(cleo, '/gift/give-gifts', { userId: ana.id, giftId: 1, idempotencyKey: `gift-${made}` });
    expect(gift.code).toBe(200);
    expect((await kinds(ana))[0]).toEqual(['gift', ['Cleo']]);
    // A match tells both members, each of the other.
    const calls = matchCalls(api.call);
    expect((await calls.start(ana)).code).toBe(200);
    expect((await calls.start(cleo)).data).toMatchObject({ status: 'matched' });
    expect((await kinds(ana))[0]).toEqual(['match', ['Cleo']]);
    expect((await kinds(cleo))[0]).toEqual(['match', ['Ana']]);
  });

  // A match's two notices go in one pass (recordAll): each as `record` would do it alone.
  it('records a batch each as alone: refused, joined, already counted, opened; one event a changed group', async () => {
    const [ana, ben, cleo, dora] = [
      await member('Ana'),
      await member('Ben'),
      await member('Cleo'),
      await member('Dora'),
    ];
    const notices = api.upstream.notices;
    const match = (memberId: number, actorId: number) => ({ memberId, actorId, kind: 'match' });
    await db().transaction((tx) => notices.recordAll(tx, [match(ana.id, ben.id), match(ben.id, ana.id)]));
    const [bens] = (await list(ben)).list;
    expect(await setting(dora, { kind: 'match', who: 'nobody' })).toMatchObject({ code: 200 });
    const seen = await db().$count(webhookOutbox, eq(webhookOutbox.type, 'notice.changed'));
    // Dora refuses (first, so the others' places shift), Ana's group is joined, Ben already counts Ana, Cleo's opens.
    await db().transaction((tx) =>
      notices.recordAll(tx, [
        match(dora.id, ana.id),
        match(ana.id, cleo.id),
        match(ben.id, ana.id),
        match(cleo.id, ana.id),
      ]),
    );
    const kinds = async (who: TestMember) =>
      (await list(who)).list.map((group: any) => [
        group.kind,
        group.count,
        group.actors.map((actor: any) => actor.nickname),
      ]);
    expect(await kinds(ana)).toEqual([['match', 2, ['Cleo', 'Ben']]]);
    expect((await list(ben)).list).toEqual([bens]);
    expect(await kinds(cleo)).toEqual([['match', 1, ['Ana']]]);
    expect(await kinds(dora)).toEqual([]);
    const events = await db()
      .select()
      .from(webhookOutbox)
      .where(eq(webhookOutbox.type, 'notice.changed'))
      .orderBy(webhookOutbox.seq)
      .offset(seen);
    expect(events.map((event) => event.payload as any)).toMatchObject([
      { memberId: ana.id, notice: { kind: 'match', count: 2, unread: true }, counts: { notices: 1 } },
      { memberId: cleo.id, notice: { kind: 'match', count: 1, actors: [{ id: ana.id }] }, counts: { notices: 1 } },
    ]);
    // A batch names each group once.
    await expect(
      db().transaction((tx) => notices.recordAll(tx, [match(ana.id, dora.id), match(ana.id, ben.id)])),
    ).rejects.toThrow(/twice/);
  });

  it('takes back what a deleted comment told, once nothing left tells it', async () => {
    const [ana, ben, cleo] = [await member('Ana'), await member('Ben'), await member('Cleo')];
    const id = await moment(ana);
    const remove = async (who: TestMember, commentId: number) =>
      expect((await post(who, '/dynamic/del-comment', { commentId })).code).toBe(200);
    const commenters = async () =>
      (await list(ana)).list.filter((g: any) => g.kind === 'comment').map((g: any) => g.count as number);
    const bens = [await comment(ben, id), await comment(ben, id)];
    const cleos = await comment(cleo, id, bens[0]);
    expect(await commenters()).toEqual([2]);
    expect((await list(ben)).list.map((g: any) => [g.kind, g.targetId])).toEqual([['reply', bens[0]]]);
    // Ben still has a comment there: he stays among the commenters.
    await remove(ben, bens[1]);
    expect(await commenters()).toEqual([2]);
    // Cleo deletes her reply: Ben's reply notice goes, and she leaves Ana's commenters.
    await remove(cleo, cleos);
    expect((await list(ben)).total).toBe(0);
    expect(await commenters()).toEqual([1]);
    // A reply about a comment that is deleted goes with it, whoever deletes it (here the moment's author).
    const again = await comment(cleo, id, bens[0]);
    expect((await list(ben)).total).toBe(1);
    await remove(ana, bens[0]);
    expect((await list(ben)).total).toBe(0);
    expect(await commenters()).toEqual([]);
    expect((await get(cleo, `/dynamic/comment-list?dynamicId=${id}`)).data.list.map((c: any) => c.id)).not.toContain(
      again,
    );
    expect(await unread(ana)).toBe((await list(ana)).list.filter((g: any) => g.unread).length);
  });

  it("answers /interact/batch with the caller's own groups only", async () => {
    const [ana, ben] = [await member('Ana'), await member('Ben')];
    await follow(ben, ana);
    await follow(ana, ben);
    const anas = (await list(ana)).list[0];
    const bens = (await list(ben)).list[0];
    const batch = await get(ana, `/interact/batch?ids=${bens.id},${anas.id},999999`);
    expect(batch.data).toEqual([anas]);
    expect((await get(ben, `/interact/batch?ids=${anas.id}`)).data).toEqual([]);
    expect((await get(ana, '/interact/batch?ids=x')).data).toMatchObject({ reason: 'VALIDATION', field: 'ids' });
  });
});
