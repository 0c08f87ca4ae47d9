import { and, asc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import { MOMENT_COMMENT_LIMIT } from '../constants';
import type { Database } from '../db/open';
import { momentComments, momentLikes, moments, momentTranslations, users } from '../db/schema';
import { ApiError } from '../errors';
import type { RateLimiter } from '../limits/rate-limit';
import { openableBy } from '../social/service';
import type { LanguageDetector } from '../translation/detect';
import { enqueueEvent } from '../webhooks/outbox';
import type { MomentFeed } from './feed';
import { type Cursor, encodeCursor } from './fields';
import { commentColumns, type MomentPresenter } from './presenting';
import type { MomentHooks } from './hooks';
import { detectLanguage } from './publishing';
import { commentNotFound, interactionsVisibleTo, momentNotFound, momentVisibleTo } from './queries';

const commentLimited = (retryAfterSeconds: number) =>
  new ApiError(429, 'RATE_LIMITED', 'moment.commentLimit', undefined, {}, retryAfterSeconds);

/** A comment's place in thread order: its top-level comment, then itself. */
const thread = sql<number>`coalesce(${momentComments.parentId}, ${momentComments.id})`;

/**
 * Comments `viewerId` may see, in a query over `moment_comments` joined with its author
 * (`users`) and its moment: on a moment they may see, by a member they may open, and others'
 * only where the moment lets them see its interactions (their own always).
 */
export const commentVisibleTo = (viewerId: number): SQL =>
  and(
    openableBy(viewerId),
    or(eq(momentComments.userId, viewerId), interactionsVisibleTo(viewerId)),
    sql`exists (select 1 from ${moments} join ${users} on ${users.id} = ${moments.userId} where ${moments.id} = ${momentComments.momentId} and ${momentVisibleTo(viewerId)})`,
  )!;

/** Likes (support) and comments with one level of replies. */
export class MomentInteractions {
  constructor(
    private readonly db: Database,
    private readonly feed: MomentFeed,
    private readonly present: MomentPresenter,
    private readonly limiter: RateLimiter,
    private readonly detector: LanguageDetector,
    private readonly onEvent: () => void,
    private readonly hooks: MomentHooks,
  ) {}

  /**
   * POST /dynamic/support: like (or unlike), idempotent. The count on the moment's row changes
   * in the transaction that adds or removes the like row, so concurrent toggles leave it equal
   * to the likes.
   */
  async like(viewerId: number, momentId: number, like: boolean) {
    const seen = await this.feed.visible(viewerId, momentId);
    const counts = await this.db.transaction(async (tx) => {
      // Held to the end: a deletion meanwhile waits for this like (or came first: not found).
      const [held] = await tx.select({ id: moments.id }).from(moments).where(eq(moments.id, momentId)).for('key share');
      if (!held) throw momentNotFound();
      const changed = like
        ? await tx.insert(momentLikes).values({ momentId, userId: viewerId }).onConflictDoNothing().returning()
        : await tx
            .delete(momentLikes)
            .where(and(eq(momentLikes.momentId, momentId), eq(momentLikes.userId, viewerId)))
            .returning();
      if (changed.length === 0) {
        const [row] = await tx.select().from(moments).where(eq(moments.id, momentId));
        return row;
      }
      const [row] = await tx
        .update(moments)
        .set({ likeCount: sql`${moments.likeCount} + ${like ? 1 : -1}` })
        .where(eq(moments.id, momentId))
        .returning();
      if (!row) throw momentNotFound(); // deleted meanwhile: the like rolls back
      const change = { momentId, authorId: row.userId, likerId: viewerId };
      for (const handler of (like ? this.hooks.liked : this.hooks.unliked).handlers) await handler(tx, change);
      if (like)
        await enqueueEvent(tx, 'moment.liked', {
          dynamicId: momentId,
          authorId: row.userId,
          likerId: viewerId,
          likeCount: row.likeCount,
        });
      await enqueueEvent(tx, 'moment.changed', {
        dynamicId: momentId,
        likeCount: row.likeCount,
        commentCount: row.commentCount,
      });
      return row;
    });
    if (!counts) throw momentNotFound();
    this.onEvent();
    return { dynamicId: momentId, liked: like, likeCount: seen.seesInteractions ? counts.likeCount : null };
  }

  private selectComments(viewerId: number, where: SQL, db: Database = this.db) {
    return db
      .select(commentColumns())
      .from(momentComments)
      .innerJoin(users, eq(users.id, momentComments.userId))
      .innerJoin(moments, eq(moments.id, momentComments.momentId))
      .where(and(commentVisibleTo(viewerId), where));
  }

  /**
   * POST /dynamic/comment: a comment, or a reply to one the viewer may see (a reply to a reply
   * joins its thread and names the member replied to). At most MOMENT_COMMENT_LIMIT a minute.
   */
  async comment(viewerId: number, momentId: number, content: string, replyTo: number | undefined, uiLanguage: string) {
    await this.feed.visible(viewerId, momentId);
    let parentId: number | null = null;
    let replyToUserId: number | null = null;
    if (replyTo !== undefined) {
      const [target] = await this.selectComments(
        viewerId,
        and(eq(momentComments.id, replyTo), eq(momentComments.momentId, momentId))!,
      );
      if (!target) throw commentNotFound();
      parentId = target.comment.parentId ?? target.comment.id;
      replyToUserId = target.comment.userId;
    }
    const language = await detectLanguage(this.db, this.detector, viewerId, content, uiLanguage);
    const commentId = await this.db.transaction(async (tx) => {
      await this.limiter.reserve([{ key: `moment.comment:${viewerId}`, ...MOMENT_COMMENT_LIMIT }], {
        tx,
        refuse: commentLimited,
      });
      const [moment] = await tx
        .update(moments)
        .set({ commentCount: sql`${moments.commentCount} + 1` })
        .where(eq(moments.id, momentId))
        .returning();
      if (!moment) throw momentNotFound();
      const [comment] = await tx
        .insert(momentComments)
        .values({ momentId, userId: viewerId, content, language, parentId, replyToUserId })
        .returning();
      await enqueueEvent(tx, 'moment.commented', {
        dynamicId: momentId,
        authorId: moment.userId,
        commentId: comment.id,
        commenterId: viewerId,
        parentId,
        replyToUserId,
        commentCount: moment.commentCount,
      });
      await enqueueEvent(tx, 'moment.changed', {
        dynamicId: momentId,
        likeCount: moment.likeCount,
        commentCount: moment.commentCount,
      });
      const written = {
        momentId,
        authorId: moment.userId,
        commentId: comment.id,
        commenterId: viewerId,
        replyTo: replyTo ?? null,
        replyToUserId,
      };
      for (const commented of this.hooks.commented.handlers) await commented(tx, written);
      return comment.id;
    });
    this.onEvent();
    return this.commentById(viewerId, commentId);
  }

  /** One comment as the viewer sees it, else COMMENT_NOT_FOUND. */
  async commentById(viewerId: number, commentId: number, db: Database = this.db) {
    const rows = await this.selectComments(viewerId, eq(momentComments.id, commentId), db);
    if (rows.length === 0) throw commentNotFound();
    return (await this.present.comments(viewerId, rows, db))[0];
  }

  /** GET /dynamic/comment-batch: each comment as the viewer sees it, null where they may not (the BFF's loader). */
  async commentBatch(viewerId: number, ids: number[]) {
    const rows = await this.selectComments(viewerId, inArray(momentComments.id, [...new Set(ids)]));
    const presented = await this.present.comments(viewerId, rows);
    return ids.map((id) => presented.find((comment) => comment.id === id) ?? null);
  }

  /** POST /dynamic/del-comment: the viewer's own comment, or any on their moment; a top-level one takes its replies. */
  async removeComment(viewerId: number, commentId: number) {
    // One's own words, or anything said on one's own moment: whoever the other member is now
    // (a block since does not keep an author from clearing what was said to them).
    const [target] = await this.db
      .select({ comment: momentComments })
      .from(momentComments)
      .innerJoin(moments, eq(moments.id, momentComments.momentId))
      .where(
        and(eq(momentComments.id, commentId), or(eq(momentComments.userId, viewerId), eq(moments.userId, viewerId))),
      );
    if (!target) throw commentNotFound();
    const momentId = target.comment.momentId;
    const moment = await this.db.transaction(async (tx) => {
      const removed = await tx
        .delete(momentComments)
        .where(or(eq(momentComments.id, commentId), eq(momentComments.parentId, commentId)))
        .returning({
          id: momentComments.id,
          userId: momentComments.userId,
          replyToUserId: momentComments.replyToUserId,
        });
      if (removed.length === 0) throw commentNotFound(); // deleted meanwhile
      await tx.delete(momentTranslations).where(
        and(
          eq(momentTranslations.subject, 'comment'),
          sql`${momentTranslations.subjectId} in (${sql.join(
            removed.map((row) => sql`${row.id}`),
            sql`, `,
          )})`,
        ),
      );
      const [row] = await tx
        .update(moments)
        .set({ commentCount: sql`${moments.commentCount} - ${removed.length}` })
        .where(eq(moments.id, momentId))
        .returning();
      await enqueueEvent(tx, 'moment.changed', {
        dynamicId: momentId,
        likeCount: row.likeCount,
        commentCount: row.commentCount,
      });
      const gone = {
        momentId,
        authorId: row.userId,
        comments: removed.map((c) => ({ commentId: c.id, commenterId: c.userId, replyToUserId: c.replyToUserId })),
      };
      for (const handler of this.hooks.commentsRemoved.handlers) await handler(tx, gone);
      return row;
    });
    this.onEvent();
    const seen = await this.feed.visible(viewerId, momentId).catch(() => undefined);
    return { commentId, dynamicId: momentId, commentCount: seen?.seesInteractions ? moment.commentCount : null };
  }

  /** GET /dynamic/comment-list: thread order (a top-level comment, then its replies, each oldest first). */
  async list(viewerId: number, momentId: number, cursor: Cursor | undefined, size: number) {
    const seen = await this.feed.visible(viewerId, momentId);
    const after =
      cursor?.kind === 'thread' ? sql`(${thread}, ${momentComments.id}) > (${cursor.thread}, ${cursor.id})` : undefined;
    const rows = await this.selectComments(viewerId, and(eq(momentComments.momentId, momentId), after)!)
      .orderBy(asc(thread), asc(momentComments.id))
      .limit(size + 1);
    const page = rows.slice(0, size);
    const last = page.at(-1)?.comment;
    return {
      list: await this.present.comments(viewerId, page),
      nextCursor:
        rows.length > size && last
          ? encodeCursor({ kind: 'thread', thread: last.parentId ?? last.id, id: last.id })
          : null,
      total: seen.seesInteractions ? seen.moment.commentCount : null,
    };
  }
}
