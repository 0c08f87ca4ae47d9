import { and, desc, eq, lte, sql } from 'drizzle-orm';
import { NOTICE_ACTORS_SHOWN } from '../constants';
import type { Database } from '../db/open';
import { prepared } from '../db/prepared';
import { noticeActors, noticeGroups, users } from '../db/schema';
import { type MemberView, type SocialService, visibleTo } from '../social/service';
import type { NoticeTargetType } from './kinds';

export type NoticeGroupRow = typeof noticeGroups.$inferSelect;

/** A group of interaction notices as its member sees it (docs/contract.md "Notices and announcements"). */
export interface NoticeGroupInfo {
  id: number;
  kind: string;
  targetType: NoticeTargetType;
  targetId: number | null;
  momentId: number | null;
  count: number;
  /** The latest three the member may still see, newest first. */
  actors: MemberView[];
  firstAt: string;
  latestAt: string;
  seq: number;
  unread: boolean;
}

/**
 * The newest actors (at most NOTICE_ACTORS_SHOWN) of each group in `groupIds` its member may see
 * (a block or a cancellation since hides one), with the member, by group and rank. Prepared: every
 * notice recorded presents its group for its event.
 */
const shownActors = prepared('notices.shownActors', (db) => {
  const ranked = db
    .select({
      groupId: noticeActors.groupId,
      memberId: sql<number>`${noticeGroups.memberId}`.as('member_id'),
      actorId: noticeActors.actorId,
      rank: sql<number>`row_number() over (partition by ${noticeActors.groupId} order by ${noticeActors.at} desc, ${noticeActors.actorId} desc)`.as(
        'rank',
      ),
    })
    .from(noticeActors)
    .innerJoin(noticeGroups, eq(noticeGroups.id, noticeActors.groupId))
    .innerJoin(users, eq(users.id, noticeActors.actorId))
    .where(
      and(
        sql`${noticeActors.groupId} = any(${sql.placeholder('groupIds')}::int[])`,
        visibleTo(sql`${noticeGroups.memberId}`),
      ),
    )
    .as('ranked');
  return db
    .select({ groupId: ranked.groupId, memberId: ranked.memberId, rank: ranked.rank, user: users })
    .from(ranked)
    .innerJoin(users, eq(users.id, ranked.actorId))
    .where(lte(ranked.rank, NOTICE_ACTORS_SHOWN))
    .orderBy(ranked.groupId, ranked.rank);
});

/**
 * Groups as their members see them (each row's `memberId`: one member's list, or the groups a
 * batch of notices changed for several), the latest actors of all of them in two queries.
 */
export class NoticePresenter {
  constructor(private readonly social: SocialService) {}

  /** `markerOf`: the read marker of each group's member (what is unread). */
  async groups(
    db: Database,
    rows: NoticeGroupRow[],
    markerOf: (memberId: number) => number,
  ): Promise<NoticeGroupInfo[]> {
    if (rows.length === 0) return [];
    const shown = await shownActors(db, { groupIds: rows.map((row) => row.id) });
    const people = await this.social.presentEach(
      shown.map((row) => ({ viewerId: Number(row.memberId), row: row.user })),
      db,
    );
    return rows.map((row) => ({
      id: row.id,
      kind: row.kind,
      targetType: row.targetType as NoticeGroupInfo['targetType'],
      targetId: row.targetId,
      momentId: row.momentId,
      count: row.count,
      actors: people.filter((_, i) => shown[i].groupId === row.id),
      firstAt: row.firstAt.toISOString(),
      latestAt: row.latestAt.toISOString(),
      seq: Number(row.seq),
      unread: Number(row.seq) > markerOf(row.memberId),
    }));
  }
}

/** Newest sequence first. */
export const newestFirst = (table: typeof noticeGroups) => desc(table.seq);
