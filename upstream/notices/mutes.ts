import { and, count, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/open';
import { noticeMutes, users } from '../db/schema';
import { ApiError } from '../errors';
import type { Page } from '../paging';
import { type SocialService, userNotFound, visibleTo } from '../social/service';
import type { NoticeReading } from './reading';
import type { NoticeRecording } from './recording';

const muteSelf = () => new ApiError(400, 'MUTE_SELF', 'notice.muteSelf', 'userId');

/**
 * Whom a member muted (docs/decisions.md "Notices and announcements"): a muted member's
 * interactions notify them of nothing, and muting takes the muted member out of the groups the
 * member has (emptied ones go, shrunk ones keep their place). The muted member is told nothing.
 */
export class NoticeMutes {
  constructor(
    private readonly db: Database,
    private readonly social: SocialService,
    private readonly recording: NoticeRecording,
    private readonly reading: NoticeReading,
    private readonly onEvent: () => void,
  ) {}

  /** A member the caller may see (not closed, no block either way), else USER_NOT_FOUND; never oneself. */
  private async visible(memberId: number, userId: number) {
    if (userId === memberId) throw muteSelf();
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.id, userId), visibleTo(memberId)));
    if (!row) throw userNotFound();
  }

  /**
   * POST /interact/mute (idempotent): answers the groups emptied (gone), those shrunk (as the
   * member now sees them) and the counts; the member's other tabs hear each as `notice.changed`.
   */
  async mute(memberId: number, userId: number) {
    await this.visible(memberId, userId);
    const { emptied, shrunk } = await this.db.transaction((tx) => this.muteIn(tx, memberId, userId));
    if (emptied.length || shrunk.length) this.onEvent();
    const [groups, counts] = await Promise.all([
      this.reading.batch(
        memberId,
        shrunk.map((group) => group.id),
      ),
      this.reading.counts(memberId),
    ]);
    return { emptied, shrunk: groups, counts };
  }

  /** The mute's writes in the caller's transaction: the muted member taken out of the groups, the mute written. */
  async muteIn(tx: Database, memberId: number, userId: number) {
    const forgotten = await this.recording.forgetActor(tx, memberId, userId);
    await tx.insert(noticeMutes).values({ memberId, mutedId: userId }).onConflictDoNothing();
    return forgotten;
  }

  /** POST /interact/unmute (idempotent): their later interactions notify again; nothing earlier comes back. */
  async unmute(memberId: number, userId: number) {
    if (userId === memberId) throw muteSelf();
    await this.db.delete(noticeMutes).where(and(eq(noticeMutes.memberId, memberId), eq(noticeMutes.mutedId, userId)));
    return {};
  }

  /** GET /interact/mutes: the member's mutes of members they may still see, newest first. */
  async list(memberId: number, page: Page) {
    const where = and(eq(noticeMutes.memberId, memberId), visibleTo(memberId));
    const [[{ total }], rows] = await Promise.all([
      this.db
        .select({ total: count() })
        .from(noticeMutes)
        .innerJoin(users, eq(users.id, noticeMutes.mutedId))
        .where(where),
      this.db
        .select({ row: users })
        .from(noticeMutes)
        .innerJoin(users, eq(users.id, noticeMutes.mutedId))
        .where(where)
        .orderBy(desc(noticeMutes.createdAt), desc(noticeMutes.mutedId))
        .limit(page.size)
        .offset(page.offset),
    ]);
    return {
      total,
      list: await this.social.present(
        memberId,
        rows.map(({ row }) => row),
      ),
    };
  }
}
