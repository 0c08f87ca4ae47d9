import type { Database } from '../db/open';
import { Hook } from '../hooks';

/** A like on a moment, or its removal. */
export interface MomentLike {
  momentId: number;
  authorId: number;
  likerId: number;
}

/** A new comment, or a reply to one (`replyTo`: the comment answered, by `replyToUserId`). */
export interface MomentComment {
  momentId: number;
  authorId: number;
  commentId: number;
  commenterId: number;
  replyTo: number | null;
  replyToUserId: number | null;
}

/** Comments deleted together (one, or a comment with its replies) from the moment of `authorId`. */
export interface MomentCommentsRemoved {
  momentId: number;
  authorId: number;
  comments: Array<{ commentId: number; commenterId: number; replyToUserId: number | null }>;
}

/**
 * Where other domains act inside likes and comments (notices: "liked your moment", "commented",
 * "replied"), in the change's transaction, after the moment's row is locked by it.
 */
export class MomentHooks {
  /** A new like (not one that already was). */
  readonly liked = new Hook<(tx: Database, like: MomentLike) => Promise<void>>();
  /** A like taken back. */
  readonly unliked = new Hook<(tx: Database, like: MomentLike) => Promise<void>>();
  /** A comment or a reply, once written. */
  readonly commented = new Hook<(tx: Database, comment: MomentComment) => Promise<void>>();
  /** Comments deleted (by their author or the moment's), after their rows are gone. */
  readonly commentsRemoved = new Hook<(tx: Database, removed: MomentCommentsRemoved) => Promise<void>>();
}
