import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { noticeGroups, noticeMarkers } from '../db/schema';
import type { Page } from '../paging';
import { enqueueEvent } from '../webhooks/outbox';
import type { NoticePresenter } from './presenting';
import { type NoticeCounts, noticeCounts, readMarker } from './queries';

/** The member's notice groups (newest sequence first), the BFF's loader, the read marker and the counts. */
export class NoticeReading {
  constructor(
    private readonly db: Database,
    private readonly present: NoticePresenter,
    private readonly onEvent: () => void,
  ) {}

  private async marker(db: Database, memberId: number) {
    const [{ marker }] = await db
      .select({ marker: readMarker(memberId).mapWith(Number) })
      .from(sql`(select 1) as "one"`);
    return marker;
  }

  /** GET /interact/list. */
  async list(memberId: number, page: Page) {
    const mine = eq(noticeGroups.memberId, memberId);
    const [[{ total }], rows, marker] = await Promise.all([
      this.db.select({ total: count() }).from(noticeGroups).where(mine),
      this.db
        .select()
        .from(noticeGroups)
        .where(mine)
        .orderBy(desc(noticeGroups.seq))
        .limit(page.size)
        .offset(page.offset),
      this.marker(this.db, memberId),
    ]);
    return { total, list: await this.present.groups(this.db, rows, () => marker) };
  }

  /** GET /interact/batch: the member's own groups among the ids, in the order asked; anyone else's are left out. */
  async batch(memberId: number, ids: number[]) {
    const rows = await this.db
      .select()
      .from(noticeGroups)
      .where(and(eq(noticeGroups.memberId, memberId), inArray(noticeGroups.id, [...new Set(ids)])));
    const marker = await this.marker(this.db, memberId);
    const presented = await this.present.groups(this.db, rows, () => marker);
    return ids.flatMap((id) => presented.filter((group) => group.id === id));
  }

  /** GET /interact/unread. */
  counts(memberId: number): Promise<NoticeCounts> {
    return noticeCounts(this.db, memberId);
  }

  /**
   * POST /interact/read: the marker moves up to `upTo` (or the member's newest group), never
   * down; the member's other tabs hear `notice.read`.
   */
  async read(memberId: number, upTo: number | undefined) {
    const counts = await this.db.transaction(async (tx) => {
      const newest = sql`(select coalesce(max(${noticeGroups.seq}), 0) from ${noticeGroups} where ${noticeGroups.memberId} = ${memberId})`;
      const to = upTo === undefined ? newest : sql`least(${upTo}::bigint, ${newest})`;
      await tx
        .insert(noticeMarkers)
        .values({ memberId, readSeq: sql`${to}` })
        .onConflictDoUpdate({
          target: noticeMarkers.memberId,
          set: { readSeq: sql`greatest(${noticeMarkers.readSeq}, excluded.read_seq)` },
        });
      const counts = await noticeCounts(tx, memberId);
      await enqueueEvent(tx, 'notice.read', { memberId, counts });
      return counts;
    });
    this.onEvent();
    return counts;
  }
}
