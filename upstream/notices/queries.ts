import { and, eq, gt, isNull, lte, notExists, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { prepared } from '../db/prepared';
import { announcementReads, announcements, noticeGroups, noticeMarkers, users } from '../db/schema';
import { ApiError } from '../errors';

export const announcementNotFound = () => new ApiError(404, 'ANNOUNCEMENT_NOT_FOUND', 'announcement.notFound');

/** `{ notices, announcements }`: unread groups (what the list shows as unread) and unread published announcements. */
export interface NoticeCounts {
  notices: number;
  announcements: number;
}

/** The member's read marker (a value, or a column): the highest sequence number read (0: none). */
export const readMarker = (memberId: number | SQL) =>
  sql<number>`coalesce((select ${noticeMarkers.readSeq} from ${noticeMarkers}
    where ${noticeMarkers.memberId} = ${memberId}), 0)`;

/** Announcements shown now (`publishAt` reached, not withdrawn). */
export const published = () => and(lte(announcements.publishAt, sql`now()`), isNull(announcements.withdrawnAt));

/**
 * Each member's read marker and counts in one statement (prepared: every notice recorded reads
 * them for its event); `"m"."member_id"` is each of `memberIds`.
 */
const markersAndCounts = prepared('notices.markersAndCounts', (db) => {
  const member = sql`"m"."member_id"`;
  return db
    .select({
      memberId: sql<number>`${member}`.mapWith(Number),
      marker: readMarker(member).mapWith(Number),
      notices: sql<number>`(select count(*)::int from ${noticeGroups} where ${and(
        eq(noticeGroups.memberId, member),
        gt(noticeGroups.seq, readMarker(member)),
      )})`.mapWith(Number),
      announcements: sql<number>`(select count(*)::int from ${announcements} where ${and(
        published(),
        notExists(
          db
            .select({ one: sql`1` })
            .from(announcementReads)
            .where(and(eq(announcementReads.announcementId, announcements.id), eq(announcementReads.memberId, member))),
        ),
      )})`.mapWith(Number),
    })
    .from(sql`unnest(${sql.placeholder('memberIds')}::int[]) as "m" ("member_id")`);
});

/** Each member's read marker and counts, by member; `db`: a transaction's, to count what it has written. */
export async function markersAndCountsOf(db: Database, memberIds: number[]) {
  const rows = await markersAndCounts(db, { memberIds });
  return new Map(
    rows.map((row) => [
      row.memberId,
      { marker: row.marker, counts: { notices: row.notices, announcements: row.announcements } as NoticeCounts },
    ]),
  );
}

/** Both counts in one statement; `db`: a transaction's, to count what it has written. */
export async function noticeCounts(db: Database, memberId: number): Promise<NoticeCounts> {
  return (await markersAndCountsOf(db, [memberId])).get(memberId)!.counts;
}
