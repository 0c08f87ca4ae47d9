import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { momentComments, noticeActors, noticeGroups } from '../db/schema';
import type { MomentCommentsRemoved } from '../moments/hooks';
import type { NoticeService } from './service';

/**
 * What deleted comments told is taken back in the deletion's transaction: replies about a
 * deleted comment go whole (nothing is left to open); a commenter leaves the moment author's
 * comment group, and the reply groups of those they answered on that moment, once nothing they
 * still have there tells it (a member who commented twice and deleted one stays).
 */
export async function forgetRemovedComments(tx: Database, notices: NoticeService, removed: MomentCommentsRemoved) {
  const { momentId, authorId, comments } = removed;
  await notices.dropTargets(
    tx,
    'reply',
    comments.map((comment) => comment.commentId),
  );
  const left = (commenterId: number, told: ReturnType<typeof sql>) =>
    tx
      .select({ id: momentComments.id })
      .from(momentComments)
      .where(and(eq(momentComments.momentId, momentId), eq(momentComments.userId, commenterId), told))
      .limit(1);
  for (const commenterId of new Set(comments.map((comment) => comment.commenterId))) {
    // As recorded: a comment tells the author unless it is a reply to the author.
    const tellsAuthor = sql`(${momentComments.parentId} is null or ${momentComments.replyToUserId} is distinct from ${authorId}::int)`;
    if ((await left(commenterId, tellsAuthor)).length === 0)
      await notices.unrecord(tx, { memberId: authorId, actorId: commenterId, kind: 'comment', targetId: momentId });
  }
  const answered = new Map<string, { commenterId: number; memberId: number }>();
  for (const { commenterId, replyToUserId } of comments)
    if (replyToUserId !== null)
      answered.set(`${commenterId}:${replyToUserId}`, { commenterId, memberId: replyToUserId });
  for (const { commenterId, memberId } of answered.values()) {
    if ((await left(commenterId, eq(momentComments.replyToUserId, memberId))).length > 0) continue;
    const groups = await tx
      .select({ targetId: noticeGroups.targetId })
      .from(noticeGroups)
      .innerJoin(noticeActors, eq(noticeActors.groupId, noticeGroups.id))
      .where(
        and(
          eq(noticeGroups.memberId, memberId),
          eq(noticeGroups.kind, 'reply'),
          eq(noticeGroups.momentId, momentId),
          eq(noticeActors.actorId, commenterId),
        ),
      );
    for (const { targetId } of groups)
      await notices.unrecord(tx, { memberId, actorId: commenterId, kind: 'reply', targetId, momentId });
  }
}
