import { count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Session } from '../account/service';
import type { Database } from '../db/open';
import { type AnnouncementText, announcements, users } from '../db/schema';
import { ApiError } from '../errors';
import type { Page } from '../paging';
import { ADMINS, requireStaff } from '../staff/access';
import { enqueueEvent } from '../webhooks/outbox';
import type { Announcements } from './announcements';
import { announcementNotFound } from './queries';

/** Where an announcement is: waiting for its `publishAt`, shown to members, or withdrawn by an admin. */
export type AnnouncementState = 'scheduled' | 'published' | 'withdrawn';

/** An announcement as admins see it (docs/contract.md "Staff: announcements and maintenance"). */
export interface StaffAnnouncementInfo {
  id: number;
  texts: Record<string, AnnouncementText>;
  publishAt: string;
  pinned: boolean;
  state: AnnouncementState;
  version: number;
  author: { id: number; nickname: string } | null;
  createdAt: string;
  updatedAt: string;
  withdrawnAt: string | null;
}

/** An admin's change: the version they read, and what changes (absent: unchanged). */
export interface AnnouncementChange {
  version: number;
  texts?: Record<string, AnnouncementText>;
  publishAt?: Date;
  pinned?: boolean;
}

/**
 * The announcement changed since the admin read it (another admin's edit or withdrawal): nothing changed;
 * `data.version` and `data.state` are the announcement's now. Moderation's reason and shape, so the graph's
 * UpdateConflictError says it.
 */
export const announcementConflict = (version: number, state: AnnouncementState) =>
  new ApiError(409, 'UPDATE_CONFLICT', 'announcement.updateConflict', undefined, {}, undefined, { version, state });

/** A published one's texts and time stay as members read them; a withdrawn one changes no more. */
export const announcementNotEditable = () => new ApiError(409, 'ANNOUNCEMENT_NOT_EDITABLE', 'announcement.notEditable');

const stateOf = sql<AnnouncementState>`case when ${announcements.withdrawnAt} is not null then 'withdrawn'
  when ${announcements.publishAt} > now() then 'scheduled' else 'published' end`;

const columns = {
  id: announcements.id,
  texts: announcements.texts,
  publishAt: announcements.publishAt,
  pinned: announcements.pinned,
  state: stateOf,
  version: announcements.version,
  authorId: announcements.authorId,
  authorNickname: users.nickname,
  createdAt: announcements.createdAt,
  updatedAt: announcements.updatedAt,
  withdrawnAt: announcements.withdrawnAt,
};

type DeskRow = {
  id: number;
  texts: Record<string, AnnouncementText>;
  publishAt: Date;
  pinned: boolean;
  state: AnnouncementState;
  version: number;
  authorId: number | null;
  authorNickname: string | null;
  createdAt: Date;
  updatedAt: Date;
  withdrawnAt: Date | null;
};

const present = (row: DeskRow): StaffAnnouncementInfo => ({
  id: row.id,
  texts: row.texts,
  publishAt: row.publishAt.toISOString(),
  pinned: row.pinned,
  state: row.state,
  version: row.version,
  author: row.authorId === null ? null : { id: row.authorId, nickname: row.authorNickname ?? '' },
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  withdrawnAt: row.withdrawnAt?.toISOString() ?? null,
});

/**
 * The admins' side of announcements (docs/decisions.md "Announcements: editing and withdrawal"): every one listed,
 * newest `publishAt` first; a scheduled one edited whole (texts, time, pin), a published one pinned or unpinned only,
 * any withdrawn. Each change names the version it read and is made under the row's lock at that version only (a
 * stale one: UPDATE_CONFLICT), so two admins never overwrite each other unseen. Every method checks the admin first.
 */
export class AnnouncementDesk {
  constructor(
    private readonly db: Database,
    private readonly onEvent: () => void,
    private readonly announcements: Announcements,
  ) {}

  private select(db: Database) {
    return db.select(columns).from(announcements).leftJoin(users, eq(users.id, announcements.authorId));
  }

  /** GET /staff/announcements: every state, newest `publishAt` first. */
  async list(admin: Session, page: Page) {
    await requireStaff(this.db, admin, ADMINS);
    const [[{ total }], rows] = await Promise.all([
      this.db.select({ total: count() }).from(announcements),
      this.select(this.db)
        .orderBy(desc(announcements.publishAt), desc(announcements.id))
        .limit(page.size)
        .offset(page.offset),
    ]);
    return { total, list: rows.map(present) };
  }

  /** GET /staff/announcements/batch: those among the ids, in the order asked (unknown ones left out). */
  async batch(admin: Session, ids: number[]) {
    await requireStaff(this.db, admin, ADMINS);
    const rows = ids.length ? await this.select(this.db).where(inArray(announcements.id, [...new Set(ids)])) : [];
    return ids.flatMap((id) => rows.filter((row) => row.id === id).map(present));
  }

  /** In `tx`: the row locked, checked at `version`; answers its state. */
  private async locked(tx: Database, id: number, version: number) {
    const [row] = await this.select(tx).where(eq(announcements.id, id)).for('update', { of: announcements });
    if (!row) throw announcementNotFound();
    if (row.version !== version) throw announcementConflict(row.version, row.state);
    return row;
  }

  /** POST /staff/announcements/update: a scheduled one's texts, time and pin; a published one's pin only. */
  async update(admin: Session, id: number, change: AnnouncementChange) {
    await requireStaff(this.db, admin, ADMINS);
    const updated = await this.db.transaction(async (tx) => {
      const row = await this.locked(tx, id, change.version);
      const rewrites = change.texts !== undefined || change.publishAt !== undefined;
      if (row.state === 'withdrawn' || (row.state === 'published' && rewrites)) throw announcementNotEditable();
      await tx
        .update(announcements)
        .set({
          ...(change.texts ? { texts: change.texts } : {}),
          ...(change.publishAt ? { publishAt: change.publishAt } : {}),
          ...(change.pinned !== undefined ? { pinned: change.pinned } : {}),
          version: sql`${announcements.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(announcements.id, id));
      // A time moved to now (or earlier) publishes it at once, as a new one would be.
      await this.announcements.announceDue(tx, id);
      const [after] = await this.select(tx).where(eq(announcements.id, id));
      return after;
    });
    this.onEvent();
    return present(updated);
  }

  /**
   * POST /staff/announcements/withdraw: leaves every member's list and unread count in this transaction; a
   * published one writes `announcement.withdrawn` (members' open apps drop it), a scheduled one is never announced.
   */
  async withdraw(admin: Session, id: number, version: number) {
    await requireStaff(this.db, admin, ADMINS);
    const withdrawn = await this.db.transaction(async (tx) => {
      const row = await this.locked(tx, id, version);
      if (row.state === 'withdrawn') throw announcementNotEditable();
      await tx
        .update(announcements)
        .set({
          withdrawnAt: sql`now()`,
          withdrawnBy: admin.userId,
          version: sql`${announcements.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(eq(announcements.id, id));
      if (row.state === 'published') await enqueueEvent(tx, 'announcement.withdrawn', { announcementId: id });
      const [after] = await this.select(tx).where(eq(announcements.id, id));
      return after;
    });
    this.onEvent();
    return present(withdrawn);
  }
}
