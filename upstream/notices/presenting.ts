import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { NOTICE_ACTORS_SHOWN } from '../constants';
import type { Database } from '../db/open';
import { noticeActors, type noticeGroups, users } from '../db/schema';
import { type MemberView, type SocialService, visibleTo } from '../social/service';

export type NoticeGroupRow = typeof noticeGroups.$inferSelect;

/** A group of interaction notices as its member sees it (docs/contract.md "Notices and announcements"). */
export interface NoticeGroupInfo {
  id: number;
  kind: string;
  targetType: 'moment' | 'comment' | 'order' | null;
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

/** Groups as their member sees them: the latest actors of all of them in two queries. */
export class NoticePresenter {
  constructor(private readonly social: SocialService) {}

  async groups(db: Database, memberId: number, rows: NoticeGroupRow[], marker: number): Promise<NoticeGroupInfo[]> {
    if (rows.length === 0) return [];
    // Each group's newest actors the member may see (a block or a cancellation since hides one).
    const ranked = db
      .select({
        groupId: noticeActors.groupId,
        actorId: noticeActors.actorId,
        rank: sql<number>`row_number() over (partition by ${noticeActors.groupId} order by ${noticeActors.at} desc, ${noticeActors.actorId} desc)`.as(
          'rank',
        ),
      })
      .from(noticeActors)
      .innerJoin(users, eq(users.id, noticeActors.actorId))
      .where(
        and(
          inArray(
            noticeActors.groupId,
            rows.map((row) => row.id),
          ),
          visibleTo(memberId),
        ),
      )
      .as('ranked');
    const shown = await db
      .select({ groupId: ranked.groupId, rank: ranked.rank, user: users })
      .from(ranked)
      .innerJoin(users, eq(users.id, ranked.actorId))
      .where(lte(ranked.rank, NOTICE_ACTORS_SHOWN))
      .orderBy(ranked.groupId, ranked.rank);
    const people = await this.social.present(
      memberId,
      shown.map((row) => row.user),
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
      unread: Number(row.seq) > marker,
    }));
  }
}

/** Newest sequence first. */
export const newestFirst = (table: typeof noticeGroups) => desc(table.seq);
