import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeActors, noticeGroups } from '../../upstream/db/schema';
import { seedMatchMembers } from '../support/match';
import { joinMember } from '../support/members';
import { publishMoment } from '../support/moments';
import { startTestUpstream, type TestUpstream } from '../support/upstream';

/**
 * Grouping under contention (PostgreSQL: many connections at once): concurrent likes on one
 * moment, or concurrent follows of one member, join one group, each actor counted once.
 */
describe('notices under concurrent likes on postgres', () => {
  let api: TestUpstream;

  beforeAll(async () => {
    api = await startTestUpstream('postgres');
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('makes one group counting 100 from 100 members liking one moment at once', async () => {
    const db = api.upstream.database.db;
    const author = await joinMember(api, 'Author');
    const published = await publishMoment(api, author.token, { content: 'Like me, everyone' });
    expect(published.code).toBe(200);
    const likers = await seedMatchMembers(db, 'liker', 100);
    const answers = await Promise.all(
      likers.map((liker) =>
        api.call('POST', '/dynamic/support', {
          token: liker.token,
          body: { dynamicId: published.data.id, like: true },
        }),
      ),
    );
    expect(answers.map((answer) => answer.code)).toEqual(likers.map(() => 200));
    const groups = await db.select().from(noticeGroups).where(eq(noticeGroups.memberId, author.id));
    expect(groups).toHaveLength(1);
    expect(groups[0].count).toBe(100);
    expect(await db.$count(noticeActors, eq(noticeActors.groupId, groups[0].id))).toBe(100);
    const shown = (await api.call('GET', '/interact/list', { token: author.token })).data;
    expect(shown.list).toMatchObject([{ kind: 'like', count: 100, unread: true }]);
    expect(shown.list[0].actors).toHaveLength(3);
    expect((await api.call('GET', '/interact/unread', { token: author.token })).data.notices).toBe(1);
  });

  // No row is shared by follows of one member (a like's moment row is): the group's own lock keeps them one group.
  it('makes one group counting 100 from 100 members following one member at once', async () => {
    const db = api.upstream.database.db;
    const followed = await joinMember(api, 'Followed');
    const fans = await seedMatchMembers(db, 'fan', 100);
    const answers = await Promise.all(
      fans.map((fan) =>
        api.call('POST', '/user/follow', { token: fan.token, body: { userId: followed.id, follow: true } }),
      ),
    );
    expect(answers.map((answer) => answer.code)).toEqual(fans.map(() => 200));
    const groups = await db.select().from(noticeGroups).where(eq(noticeGroups.memberId, followed.id));
    expect(groups.map((group) => [group.kind, group.count])).toEqual([['follow', 100]]);
  });
  // A batch (a match's two notices) locks both its groups, so batches sharing members make one group a
  // member; in one order, whatever order it names them in, so they never wait on each other in a cycle.
  it('records the notices of every pair among 10 members at once, each group counting the 9 others', async () => {
    const db = api.upstream.database.db;
    const members = await seedMatchMembers(db, 'pair', 10);
    const pairs = members.flatMap((a, i) => members.slice(i + 1).map((b, j) => ((i + j) % 2 ? [a, b] : [b, a])));
    await Promise.all(
      pairs.map(([a, b]) =>
        db.transaction((tx) =>
          api.upstream.notices.recordAll(tx, [
            { memberId: a.id, actorId: b.id, kind: 'match' },
            { memberId: b.id, actorId: a.id, kind: 'match' },
          ]),
        ),
      ),
    );
    const groups = await db
      .select()
      .from(noticeGroups)
      .where(
        inArray(
          noticeGroups.memberId,
          members.map((member) => member.id),
        ),
      );
    expect(groups.map((group) => [group.kind, group.count])).toEqual(members.map(() => ['match', 9]));
  });

  // The like waits on the mute's lock; its permission check is a statement begun after the wait, so it sees the mute.
  it('records nothing of a like begun while its liker was being muted', async () => {
    const db = api.upstream.database.db;
    const author = await joinMember(api, 'Muter');
    const liker = await joinMember(api, 'Muted');
    const published = await publishMoment(api, author.token, { content: 'Quiet, please' });
    let commit!: () => void;
    const committing = new Promise<void>((resolve) => {
      commit = resolve;
    });
    let muteHeld!: () => void;
    const held = new Promise<void>((resolve) => {
      muteHeld = resolve;
    });
    const muting = db.transaction(async (tx) => {
      await api.upstream.notices.mutes.muteIn(tx, author.id, liker.id);
      muteHeld();
      await committing;
    });
    await held;
    const liking = api.call('POST', '/dynamic/support', {
      token: liker.token,
      body: { dynamicId: published.data.id, like: true },
    });
    // The like is waiting on an advisory lock (the mute's), not yet checked.
    await expect
      .poll(
        async () => {
          const [{ waiting }] = await db
            .select({ waiting: sql<number>`count(*)::int` })
            .from(sql`pg_locks`)
            .where(sql`locktype = 'advisory' and not granted`);
          return waiting;
        },
        { timeout: 10_000 },
      )
      .toBe(1);
    commit();
    await muting;
    expect((await liking).code).toBe(200);
    const groups = await db
      .select()
      .from(noticeGroups)
      .where(and(eq(noticeGroups.memberId, author.id), eq(noticeGroups.kind, 'like')));
    expect(groups).toEqual([]);
  });
});
