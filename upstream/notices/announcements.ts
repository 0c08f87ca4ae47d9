import { and, count, desc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { ANNOUNCEMENT_POLL_MS } from '../constants';
import type { Database } from '../db/open';
import { type AnnouncementText, announcementReads, announcements } from '../db/schema';
import type { Session } from '../account/service';
import { RepeatingPass } from '../jobs/repeating-pass';
import { ADMINS, requireStaff } from '../staff/access';
import type { Page } from '../paging';
import { enqueueEvent } from '../webhooks/outbox';
import { AnnouncementDesk } from './announcement-desk';
import { announcementNotFound, noticeCounts, published } from './queries';

type AnnouncementRow = typeof announcements.$inferSelect;

/** An announcement as one member reads it (docs/contract.md "Notices and announcements"). */
export interface AnnouncementInfo {
  id: number;
  title: string;
  body: string;
  /** The language of the text shown: the reader's, else English. */
  language: string;
  publishAt: string;
  pinned: boolean;
  unread: boolean;
}

/** What staff write: every language's text (`en` always), when it shows (absent: now), whether pinned. */
export interface AnnouncementInput {
  texts: Record<string, AnnouncementText>;
  publishAt?: Date;
  pinned?: boolean;
}

const publishedEvent = (row: AnnouncementRow) => ({
  announcement: { id: row.id, texts: row.texts, publishAt: row.publishAt.toISOString(), pinned: row.pinned },
});

/**
 * Staff-written announcements: shown from `publishAt` (earlier: to nobody), pinned first then
 * newest, in the reader's language else English, read per member. `announcement.published`
 * is written once per announcement: at once when it is published now, else by the pass at
 * `publishAt` (rows claimed with SKIP LOCKED, so two processes publish each once).
 */
export class Announcements {
  /** The admins' list, edits and withdrawals. */
  readonly desk: AnnouncementDesk;

  constructor(
    private readonly db: Database,
    private readonly onEvent: () => void,
  ) {
    this.desk = new AnnouncementDesk(db, onEvent, this);
  }

  private async present(memberId: number, language: string, rows: AnnouncementRow[]): Promise<AnnouncementInfo[]> {
    const read = rows.length
      ? await this.db
          .select({ id: announcementReads.announcementId })
          .from(announcementReads)
          .where(
            and(
              eq(announcementReads.memberId, memberId),
              inArray(
                announcementReads.announcementId,
                rows.map((row) => row.id),
              ),
            ),
          )
      : [];
    return rows.map((row) => {
      const shown = row.texts[language] ? language : 'en';
      return {
        id: row.id,
        title: row.texts[shown].title,
        body: row.texts[shown].body,
        language: shown,
        publishAt: row.publishAt.toISOString(),
        pinned: row.pinned,
        unread: !read.some((found) => found.id === row.id),
      };
    });
  }

  /** GET /message/notices. */
  async list(memberId: number, language: string, page: Page) {
    const [[{ total }], rows] = await Promise.all([
      this.db.select({ total: count() }).from(announcements).where(published()),
      this.db
        .select()
        .from(announcements)
        .where(published())
        .orderBy(desc(announcements.pinned), desc(announcements.publishAt), desc(announcements.id))
        .limit(page.size)
        .offset(page.offset),
    ]);
    return { total, list: await this.present(memberId, language, rows) };
  }

  /** GET /message/notices/batch: published ones among the ids, in the order asked. */
  async batch(memberId: number, language: string, ids: number[]) {
    const rows = await this.db
      .select()
      .from(announcements)
      .where(and(published(), inArray(announcements.id, [...new Set(ids)])));
    const presented = await this.present(memberId, language, rows);
    return ids.flatMap((id) => presented.filter((found) => found.id === id));
  }

  /** POST /message/notices/read: one published announcement (else ANNOUNCEMENT_NOT_FOUND), or all of them. */
  async read(memberId: number, id: number | undefined) {
    const counts = await this.db.transaction(async (tx) => {
      const shown = await tx
        .select({ id: announcements.id })
        .from(announcements)
        .where(and(published(), id === undefined ? undefined : eq(announcements.id, id)));
      if (id !== undefined && shown.length === 0) throw announcementNotFound();
      if (shown.length > 0)
        await tx
          .insert(announcementReads)
          .values(shown.map((row) => ({ memberId, announcementId: row.id })))
          .onConflictDoNothing();
      const counts = await noticeCounts(tx, memberId);
      await enqueueEvent(tx, 'notice.read', { memberId, counts });
      return counts;
    });
    this.onEvent();
    return counts;
  }

  /** POST /staff/announcements (admins). */
  async create(admin: Session, input: AnnouncementInput) {
    await requireStaff(this.db, admin, ADMINS);
    return this.publish(input, admin.userId);
  }

  /** Writes an announcement (staff's, or the demo's without an author); published now unless `publishAt` is later. */
  async publish(input: AnnouncementInput, authorId: number | null = null) {
    const id = await this.db.transaction(async (tx) => {
      const [row] = await tx
        .insert(announcements)
        .values({
          texts: input.texts,
          publishAt: input.publishAt ?? sql`now()`,
          pinned: input.pinned ?? false,
          authorId,
        })
        .returning();
      await this.announceDue(tx, row.id);
      return row.id;
    });
    this.onEvent();
    return { id };
  }

  /** In `tx`: claims the due, unannounced, not withdrawn announcements (or the one given) and writes their event. */
  async announceDue(tx: Database, id?: number) {
    const due = tx
      .select({ id: announcements.id })
      .from(announcements)
      .where(
        and(
          isNull(announcements.announcedAt),
          isNull(announcements.withdrawnAt),
          lte(announcements.publishAt, sql`now()`),
          id === undefined ? undefined : eq(announcements.id, id),
        ),
      )
      .limit(50)
      .for('update', { skipLocked: true });
    const rows = await tx
      .update(announcements)
      .set({ announcedAt: sql`now()` })
      .where(inArray(announcements.id, due))
      .returning();
    for (const row of rows) await enqueueEvent(tx, 'announcement.published', publishedEvent(row));
    return rows.length;
  }

  /** The pass's work: publishes what is due; answers how many. */
  async publishDue() {
    const published = await this.db.transaction((tx) => this.announceDue(tx));
    if (published > 0) this.onEvent();
    return published;
  }
}

/** Publishes scheduled announcements at their time, once. */
export class AnnouncementPass extends RepeatingPass {
  constructor(
    private readonly announcements: Announcements,
    log: (message: string) => void,
  ) {
    super(ANNOUNCEMENT_POLL_MS, log);
  }

  protected async pass() {
    await this.announcements.publishDue();
  }
}
