import { and, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { NOTICE_GROUP_WINDOW_HOURS, NOTICE_PUSH_DELAY_MS } from '../constants';
import type { Database } from '../db/open';
import { blocks, follows, friendships, noticeActors, noticeGroups, noticeSettings, users } from '../db/schema';
import { enqueueEvent } from '../webhooks/outbox';
import type { NoticeKinds } from './kinds';
import type { NoticePresenter } from './presenting';
import { noticeCounts, readMarker } from './queries';

/** One interaction: `actorId` did `kind` to `memberId` (on `targetId`, opening `momentId`). */
export interface Notice {
  memberId: number;
  actorId: number;
  kind: string;
  targetId?: number | null;
  momentId?: number | null;
}

const pushDue = sql`now() + ${`${NOTICE_PUSH_DELAY_MS} milliseconds`}::interval`;

/**
 * Recording and grouping (docs/decisions.md "Notices and announcements"), always inside the
 * transaction of the change it tells of: a rolled-back change tells nobody. A group is
 * (member, kind, target); a notice joins the latest one if it began less than 12 hours ago,
 * else opens a new one. Changes of one group are serialised by a transaction-scoped advisory
 * lock on (member, kind and target), so concurrent likes make one group counting each liker.
 */
export class NoticeRecording {
  constructor(
    private readonly kinds: NoticeKinds,
    private readonly present: NoticePresenter,
  ) {}

  /**
   * Whether `actorId` may notify `memberId` of `kind`: never oneself, a member blocked either
   * way, a cancelled one, one hidden from search whom the member does not follow; then the
   * member's choice for the kind (everyone, people they follow, friends, nobody).
   */
  private async allowed(tx: Database, notice: Notice) {
    const { memberId, actorId, kind } = notice;
    if (memberId === actorId) return false;
    const memberFollows = sql`exists (select 1 from ${follows} where ${follows.followerId} = ${memberId} and ${follows.followeeId} = ${users.id})`;
    const friends = sql`exists (select 1 from ${friendships} where ${friendships.userId} = ${memberId} and ${friendships.friendId} = ${users.id})`;
    const who = sql`coalesce((select ${noticeSettings.who} from ${noticeSettings} where ${noticeSettings.memberId} = ${memberId} and ${noticeSettings.kind} = ${kind}), 'everyone')`;
    const [row] = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          eq(users.id, actorId),
          sql`${users.cancelledAt} is null`,
          sql`not exists (select 1 from ${users} "member" where "member"."id" = ${memberId} and "member"."cancelled_at" is not null)`,
          sql`not exists (select 1 from ${blocks} where (${blocks.blockerId} = ${memberId} and ${blocks.blockedId} = ${actorId}) or (${blocks.blockerId} = ${actorId} and ${blocks.blockedId} = ${memberId}))`,
          sql`(not ${users.hiddenFromSearch} or ${memberFollows})`,
          sql`(case ${who} when 'everyone' then true when 'following' then ${memberFollows} when 'friends' then ${friends} else false end)`,
        ),
      );
    return row !== undefined;
  }

  /** Serialises changes to one member's groups of one kind and target until the transaction ends. */
  private async lock(tx: Database, notice: Notice) {
    await tx.execute(
      sql`select pg_advisory_xact_lock(${notice.memberId}::int, hashtext(${`notice:${notice.kind}:${notice.targetId ?? ''}`}))`,
    );
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
  async record(tx: Database, notice: Notice) {
    const kind = this.kinds.get(notice.kind);
    if (!kind) throw new Error(`unknown notice kind ${notice.kind}`);
    if (!(await this.allowed(tx, notice))) return;
    await this.lock(tx, notice);
    const [latest] = await tx
      .select({
        id: noticeGroups.id,
        open: sql<boolean>`${noticeGroups.firstAt} > now() - ${`${NOTICE_GROUP_WINDOW_HOURS} hours`}::interval`,
      })
      .from(noticeGroups)
      .where(this.sameTarget(notice))
      .orderBy(desc(noticeGroups.firstAt), desc(noticeGroups.id))
      .limit(1);
    let group: typeof noticeGroups.$inferSelect;
    if (latest?.open) {
      const [joined] = await tx
        .insert(noticeActors)
        .values({ groupId: latest.id, actorId: notice.actorId })
        .onConflictDoNothing()
        .returning();
      // Already in the group (commenting twice, liking again): counted once, nothing new to tell.
      if (!joined) return;
      [group] = await tx
        .update(noticeGroups)
        .set({
          count: sql`${noticeGroups.count} + 1`,
          latestAt: sql`now()`,
          seq: sql`nextval('notice_seq')`,
          pushDueAt: pushDue,
        })
        .where(eq(noticeGroups.id, latest.id))
        .returning();
    } else {
      [group] = await tx
        .insert(noticeGroups)
        .values({
          memberId: notice.memberId,
          kind: notice.kind,
          targetType: kind.targetType,
          targetId: notice.targetId ?? null,
          momentId: notice.momentId ?? null,
          count: 1,
          pushDueAt: pushDue,
        })
        .returning();
      await tx.insert(noticeActors).values({ groupId: group.id, actorId: notice.actorId });
    }
    await this.announce(tx, notice.memberId, group);
  }

  /**
   * Takes a notice back in the caller's transaction (an unlike): the actor leaves the groups of
   * that kind and target they are in; a group left with nobody is deleted. The group keeps its
   * place (its sequence number): nothing new happened.
   */
  async unrecord(tx: Database, notice: Notice) {
    if (!this.kinds.get(notice.kind)) throw new Error(`unknown notice kind ${notice.kind}`);
    await this.lock(tx, notice);
    const left = await tx
      .delete(noticeActors)
      .where(
        and(
          eq(noticeActors.actorId, notice.actorId),
          sql`${noticeActors.groupId} in (select ${noticeGroups.id} from ${noticeGroups} where ${this.sameTarget(notice)})`,
        ),
      )
      .returning({ groupId: noticeActors.groupId });
    for (const { groupId } of left) {
      const [group] = await tx
        .update(noticeGroups)
        .set({ count: sql`${noticeGroups.count} - 1` })
        .where(eq(noticeGroups.id, groupId))
        .returning();
      if (group.count > 0) {
        await this.announce(tx, notice.memberId, group);
        continue;
      }
      await tx.delete(noticeGroups).where(eq(noticeGroups.id, groupId));
      await enqueueEvent(tx, 'notice.changed', {
        memberId: notice.memberId,
        removedId: groupId,
        counts: await noticeCounts(tx, notice.memberId),
      });
    }
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

  /** `notice.changed` with the group as its member sees it and their counts. */
  private async announce(tx: Database, memberId: number, group: typeof noticeGroups.$inferSelect) {
    const [{ marker }] = await tx
      .select({ marker: readMarker(memberId).mapWith(Number) })
      .from(sql`(select 1) as "one"`);
    const [notice] = await this.present.groups(tx, memberId, [group], marker);
    await enqueueEvent(tx, 'notice.changed', { memberId, notice, counts: await noticeCounts(tx, memberId) });
  }
}
