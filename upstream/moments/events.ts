/**
 * The moments domain's webhook events (docs/contract.md "Webhooks"), written in the change's
 * transaction. They carry ids and counts only: who may learn of them is asked of the upstream
 * (`/dynamic/audience`, `/dynamic/dynamic-info`) by the BFF for each viewer.
 */

/** A new moment anyone but its author may see (not sent for `visibility: me`). */
export interface MomentPublishedEvent {
  dynamicId: number;
  userId: number;
  visibility: 'everyone' | 'friends';
}

/** A like (not an unlike), for the author's notices. */
export interface MomentLikedEvent {
  dynamicId: number;
  authorId: number;
  likerId: number;
  likeCount: number;
}

/** A comment or a reply (`parentId`, `replyToUserId`), for the author's and the replied member's notices. */
export interface MomentCommentedEvent {
  dynamicId: number;
  authorId: number;
  commentId: number;
  commenterId: number;
  parentId: number | null;
  replyToUserId: number | null;
  commentCount: number;
}

/** What an open moment's counts show now, after any like, unlike, comment or comment deletion. */
export interface MomentChangedEvent {
  dynamicId: number;
  likeCount: number;
  commentCount: number;
}

export interface MomentDeletedEvent {
  dynamicId: number;
  userId: number;
}

declare module '../webhooks/outbox' {
  interface EventPayloads {
    'moment.published': MomentPublishedEvent;
    'moment.liked': MomentLikedEvent;
    'moment.commented': MomentCommentedEvent;
    'moment.changed': MomentChangedEvent;
    'moment.deleted': MomentDeletedEvent;
  }
}
