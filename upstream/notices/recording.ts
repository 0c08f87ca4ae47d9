import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { NOTICE_GROUP_WINDOW_HOURS, NOTICE_PUSH_DELAY_MS } from '../constants';
import type { Database } from '../db/open';
import { prepared } from '../db/prepared';
import {
  blocks,
  follows,
  friendships,
  noticeActors,
  noticeGroups,
  noticeMutes,
  noticeSettings,
  users,
} from '../db/schema';
import { enqueueEvent, enqueueEvents } from '../webhooks/outbox';
import type { NoticeKinds } from './kinds';
import type { NoticePresenter } from './presenting';
import { markersAndCountsOf, noticeCounts } from './queries';

/** One interaction: `actorId` did `kind` to `memberId` (on `targetId`, opening `momentId`). */
export interface Notice {
  memberId: number;
  actorId: number;
  kind: string;
  targetId?: number | null;
  momentId?: number | null;
}

type NoticeGroupRow = typeof noticeGroups.$inferSelect;

const pushDue = sql`now() + ${`${NOTICE_PUSH_DELAY_MS} milliseconds`}::interval`;

// Every notice runs these (a batch of one, or a pair's two): prepared statements (db/prepared.ts),
// the batch's notices as arrays in placeholders, one element a notice, `"n"."at"` its position (from 1).
const value = (name: string) => sql.placeholder(name);

/**
 * Of a batch (`members`, `actors`, `kinds`, `keys`), the positions of the notices that may be
 * recorded (who never notifies, then the member's choice for the kind: everyone, people they
 * follow, friends, nobody), each one's group locked until the transaction ends (an advisory lock
 * on member and key), in member and key order: two batches never wait on each other in a cycle.
 */
const allowedAndLocked = prepared('notices.allowedAndLocked', (db) => {
  const member = sql`"n"."member_id"`;
  const actor = sql`"n"."actor_id"`;
  const memberFollows = sql`exists (select 1 from ${follows}
    where ${follows.followerId} = ${member} and ${follows.followeeId} = ${users.id})`;
  const friends = sql`exists (select 1 from ${friendships}
    where ${friendships.userId} = ${member} and ${friendships.friendId} = ${users.id})`;
  const who = sql`coalesce((select ${noticeSettings.who} from ${noticeSettings}
    where ${noticeSettings.memberId} = ${member} and ${noticeSettings.kind} = "n"."kind"), 'everyone')`;
  const allowed = and(
    sql`${member} <> ${actor}`,
    sql`${users.cancelledAt} is null`,
    sql`not exists (select 1 from ${users} "member"
      where "member"."id" = ${member} and "member"."cancelled_at" is not null)`,
    sql`not exists (select 1 from ${blocks}
      where (${blocks.blockerId} = ${member} and ${blocks.blockedId} = ${actor})
        or (${blocks.blockerId} = ${actor} and ${blocks.blockedId} = ${member}))`,
    // Customer service (the product's own voice: a report's outcome) hides from search and still notifies.
    sql`(not ${users.hiddenFromSearch} or ${users.isService} or ${memberFollows})`,
    sql`not exists (select 1 from ${noticeMutes}
      where ${noticeMutes.memberId} = ${member} and ${noticeMutes.mutedId} = ${actor})`,
    sql`(case ${who} when 'everyone' then true when 'following' then ${memberFollows}
      when 'friends' then ${friends} else false end)`,
  );
  // Ordered in a subquery, so that the outer query takes the locks in that order.
  const ordered = sql`(select ${member}, "n"."key", "n"."at"
    from unnest(${value('members')}::int[], ${value('actors')}::int[], ${value('kinds')}::text[],
        ${value('keys')}::text[])
      with ordinality as "n" ("member_id", "actor_id", "kind", "key", "at")
    join ${users} on ${users.id} = ${actor}
    where ${allowed} order by ${member}, "n"."key") as "ok"`;
  return db
    .select({
      at: sql<number>`"ok"."at"`.mapWith(Number),
      locked: sql`pg_advisory_xact_lock("ok"."member_id", hashtext("ok"."key"))`,
    })
    .from(ordered);
});

/**
 * The lock a mute of `actor` by `member` takes exclusive and every notice from `actor` to `member` takes shared:
 * one bigint key (a key space of its own: the group locks take two int keys), the pair exactly.
 */
const muteLockKey = (member: SQL, actor: SQL) => sql`((${member})::bigint << 32) | (${actor})::bigint`;

/**
 * Of a batch (`members`, `actors`), each (member, actor) pair's mute lock taken shared until the transaction
 * ends, in member and actor order. A statement of its own before `allowedAndLocked`: a statement sees the database
 * as it began, so a mute committed while the lock waited would be missed by a check in the same statement.
 */
const actorsLocked = prepared('notices.actorsLocked', (db) =>
  db
    .select({
      locked: sql`pg_advisory_xact_lock_shared(${muteLockKey(sql`"n"."member_id"`, sql`"n"."actor_id"`)})`,
    })
    .from(
      sql`(select distinct "member_id", "actor_id"
        from unnest(${value('members')}::int[], ${value('actors')}::int[]) as "n" ("member_id", "actor_id")
        order by "member_id", "actor_id") as "n"`,
    ),
);

/**
 * Of a batch (`members`, `kinds`, `targetTypes`, `targetIds`), each notice's latest group of the
 * same member, kind and target, and whether it began within the window (it may be joined); a
 * notice with none has no row.
 */
const latestGroups = prepared('notices.latestGroups', (db) =>
  db
    .select({
      at: sql<number>`"n"."at"`.mapWith(Number),
      id: sql<number>`"latest"."id"`.mapWith(Number),
      open: sql<boolean>`"latest"."open"`,
    })
    .from(
      sql`unnest(${value('members')}::int[], ${value('kinds')}::text[], ${value('targetTypes')}::text[],
          ${value('targetIds')}::int[])
        with ordinality as "n" ("member_id", "kind", "target_type", "target_id", "at")
      cross join lateral (select ${noticeGroups.id} as "id",
          ${noticeGroups.firstAt} > now() - ${`${NOTICE_GROUP_WINDOW_HOURS} hours`}::interval as "open"
        from ${noticeGroups}
        where ${noticeGroups.memberId} = "n"."member_id" and ${noticeGroups.kind} = "n"."kind"
          and ${noticeGroups.targetType} is not distinct from "n"."target_type"
          and ${noticeGroups.targetId} is not distinct from "n"."target_id"
        order by ${noticeGroups.firstAt} desc, ${noticeGroups.id} desc limit 1) as "latest"`,
    ),
);

/**
 * Each actor (`actors`) joins their group (`groups`): the groups an actor was not yet in count one
 * more, are the newest (a new sequence number) and are due a push; answered, those groups. An
 * actor already in their group changes nothing (commenting twice, liking again).
 */
const joinGroups = prepared('notices.joinGroups', (db) => {
  const joined = db.$with('joined', { groupId: noticeActors.groupId }).as(
    sql`insert into ${noticeActors} ("group_id", "actor_id")
      select * from unnest(${value('groups')}::int[], ${value('actors')}::int[])
      on conflict do nothing returning "group_id"`,
  );
  return db
    .with(joined)
    .update(noticeGroups)
    .set({
      count: sql`${noticeGroups.count} + 1`,
      latestAt: sql`now()`,
      seq: sql`nextval('notice_seq')`,
      pushDueAt: pushDue,
    })
    .where(sql`${noticeGroups.id} in (select "group_id" from "joined")`)
    .returning();
});

/** The key of a notice's group: what its advisory lock is taken on, with the member. */
const groupKey = (notice: Notice) => `notice:${notice.kind}:${notice.targetId ?? ''}`;

/**
 * Recording and grouping (docs/decisions.md "Notices and announcements"), always inside the
 * transaction of the change it tells of: a rolled-back change tells nobody. A group is
 * (member, kind, target); a notice joins the latest one if it began less than 12 hours ago,
 * else opens a new one. Changes of one group are serialised by a transaction-scoped advisory
 * lock on (member, kind and target), so concurrent likes make one group counting each liker.
 * A batch of notices (a match's two) goes through each step in one statement.
 */
export class NoticeRecording {
  constructor(
    private readonly kinds: NoticeKinds,
    private readonly present: NoticePresenter,
  ) {}

  /** Serialises changes to one member's groups of one kind and target until the transaction ends. */
  private async lock(tx: Database, notice: Notice) {
    await tx.execute(sql`select pg_advisory_xact_lock(${notice.memberId}::int, hashtext(${groupKey(notice)}))`);
  }

  private sameTarget(notice: Notice) {
    const kind = this.kinds.get(notice.kind);
    if (!kind) throw new Error(`unknown notice kind ${notice.kind}`);
    return and(
      eq(noticeGroups.memberId, notice.memberId),
      eq(noticeGroups.kind, notice.kind),
      sql`${noticeGroups.targetType} is not distinct from ${kind.targetType}::text`,
      sql`${noticeGroups.targetId} is not distinct from ${notice.targetId ?? null}::int`,
    ) as SQL;
  }

  /** Records a notice in the caller's transaction (nothing when the member would not be notified by the actor). */
  record(tx: Database, notice: Notice) {
    return this.recordAll(tx, [notice]);
  }

  /**
   * Records notices of different groups (member, kind, target) in the caller's transaction, each
   * as `record` would, every step for all of them in one statement: who may notify whom (and the
   * locks), the latest groups, joining them, opening new ones, and their `notice.changed`.
   */
  async recordAll(tx: Database, notices: Notice[]) {
    const targetTypes = notices.map((notice) => {
      const kind = this.kinds.get(notice.kind);
      if (!kind) throw new Error(`unknown notice kind ${notice.kind}`);
      return kind.targetType;
    });
    const keys = notices.map((notice) => `${notice.memberId}:${groupKey(notice)}`);
    if (new Set(keys).size !== keys.length) throw new Error('a batch of notices names one group twice');
    if (notices.length === 0) return;
    await actorsLocked(tx, {
      members: notices.map((notice) => notice.memberId),
      actors: notices.map((notice) => notice.actorId),
    });
    const allowed = await allowedAndLocked(tx, {
      members: notices.map((notice) => notice.memberId),
      actors: notices.map((notice) => notice.actorId),
      kinds: notices.map((notice) => notice.kind),
      keys: notices.map(groupKey),
    });
    const chosen = allowed.map(({ at }) => at - 1).sort((a, b) => a - b);
    if (chosen.length === 0) return;
    const latest = await latestGroups(tx, {
      members: chosen.map((i) => notices[i].memberId),
      kinds: chosen.map((i) => notices[i].kind),
      targetTypes: chosen.map((i) => targetTypes[i]),
      targetIds: chosen.map((i) => notices[i].targetId ?? null),
    });
    const openGroup = new Map(latest.filter((group) => group.open).map((group) => [chosen[group.at - 1], group.id]));
    const joining = chosen.filter((i) => openGroup.has(i));
    const opening = chosen.filter((i) => !openGroup.has(i));
    // An actor already in their group (commenting twice, liking again) is counted once: nothing new to tell.
    const changed = joining.length
      ? await joinGroups(tx, {
          groups: joining.map((i) => openGroup.get(i)!),
          actors: joining.map((i) => notices[i].actorId),
        })
      : [];
    if (opening.length) {
      const opened = await tx
        .insert(noticeGroups)
        .values(
          opening.map((i) => ({
            memberId: notices[i].memberId,
            kind: notices[i].kind,
            targetType: targetTypes[i],
            targetId: notices[i].targetId ?? null,
            momentId: notices[i].momentId ?? null,
            count: 1,
            pushDueAt: pushDue,
          })),
        )
        .returning();
      // Each opened group with its notice's actor (the batch names each group once).
      const actorOf = new Map(opening.map((i) => [keys[i], notices[i].actorId]));
      await tx.insert(noticeActors).values(
        opened.map((group) => ({
          groupId: group.id,
          actorId: actorOf.get(`${group.memberId}:${groupKey({ ...group, actorId: 0 })}`)!,
        })),
      );
      changed.push(...opened);
    }
    await this.announce(tx, changed);
  }

  /**
   * Takes a notice back in the caller's transaction (an unlike): the actor leaves the groups of
   * that kind and target they are in. The group keeps its place (its sequence number): nothing new happened.
   */
  async unrecord(tx: Database, notice: Notice) {
    if (!this.kinds.get(notice.kind)) throw new Error(`unknown notice kind ${notice.kind}`);
    await this.lock(tx, notice);
    const groups = await tx.select({ id: noticeGroups.id }).from(noticeGroups).where(this.sameTarget(notice));
    await this.removeActor(
      tx,
      notice.memberId,
      notice.actorId,
      groups.map((group) => group.id),
    );
  }

  /**
   * A mute, in the caller's transaction: `actorId` leaves every group of `memberId`'s they are in
   * (each group locked first, in key order, as recording locks them), after the mute's own lock taken
   * exclusive, so a notice from them under way (holding it shared) has ended, and none begins until
   * the mute is written. Answers the groups emptied (deleted) and those shrunk.
   */
  async forgetActor(tx: Database, memberId: number, actorId: number) {
    await tx.execute(sql`select pg_advisory_xact_lock(${muteLockKey(sql`${memberId}`, sql`${actorId}`)})`);
    const groups = await tx
      .select({ id: noticeGroups.id, kind: noticeGroups.kind, targetId: noticeGroups.targetId })
      .from(noticeGroups)
      .where(
        and(
          eq(noticeGroups.memberId, memberId),
          sql`exists (select 1 from ${noticeActors}
            where ${noticeActors.groupId} = ${noticeGroups.id} and ${noticeActors.actorId} = ${actorId})`,
        ),
      );
    const keys = [...new Set(groups.map((group) => groupKey({ ...group, memberId, actorId })))].sort();
    for (const key of keys) await tx.execute(sql`select pg_advisory_xact_lock(${memberId}::int, hashtext(${key}))`);
    return this.removeActor(
      tx,
      memberId,
      actorId,
      groups.map((group) => group.id),
    );
  }

  /**
   * `actorId` leaves the groups `groupIds` (of `memberId`, locked by the caller): a group left with
   * nobody is deleted, the others count one fewer and keep their place; the member hears each.
   */
  private async removeActor(tx: Database, memberId: number, actorId: number, groupIds: number[]) {
    const left = groupIds.length
      ? await tx
          .delete(noticeActors)
          .where(and(eq(noticeActors.actorId, actorId), inArray(noticeActors.groupId, groupIds)))
          .returning({ groupId: noticeActors.groupId })
      : [];
    if (left.length === 0) return { emptied: [] as number[], shrunk: [] as NoticeGroupRow[] };
    const changed = await tx
      .update(noticeGroups)
      .set({ count: sql`${noticeGroups.count} - 1` })
      .where(
        inArray(
          noticeGroups.id,
          left.map(({ groupId }) => groupId),
        ),
      )
      .returning();
    const emptied = changed.filter((group) => group.count <= 0).map((group) => group.id);
    const shrunk = changed.filter((group) => group.count > 0);
    if (emptied.length) {
      await tx.delete(noticeGroups).where(inArray(noticeGroups.id, emptied));
      const counts = await noticeCounts(tx, memberId);
      await enqueueEvents(
        tx,
        'notice.changed',
        emptied.map((removedId) => ({ memberId, removedId, counts })),
      );
    }
    await this.announce(tx, shrunk);
    return { emptied, shrunk };
  }

  /**
   * Deletes every group of `kind` about one of `targetIds` (a deleted comment's replies: nothing
   * is left to open), whoever's they are, each member told.
   */
  async dropTargets(tx: Database, kind: string, targetIds: number[]) {
    if (targetIds.length === 0) return;
    const dropped = await tx
      .delete(noticeGroups)
      .where(and(eq(noticeGroups.kind, kind), inArray(noticeGroups.targetId, targetIds)))
      .returning({ id: noticeGroups.id, memberId: noticeGroups.memberId });
    for (const { id, memberId } of dropped)
      await enqueueEvent(tx, 'notice.changed', { memberId, removedId: id, counts: await noticeCounts(tx, memberId) });
  }

  /** `notice.changed` for each group as its member sees it, with their counts. */
  private async announce(tx: Database, groups: NoticeGroupRow[]) {
    if (groups.length === 0) return;
    const members = await markersAndCountsOf(tx, [...new Set(groups.map((group) => group.memberId))]);
    const presented = await this.present.groups(tx, groups, (memberId) => members.get(memberId)!.marker);
    await enqueueEvents(
      tx,
      'notice.changed',
      presented.map((notice, i) => ({
        memberId: groups[i].memberId,
        notice,
        counts: members.get(groups[i].memberId)!.counts,
      })),
    );
  }
}
