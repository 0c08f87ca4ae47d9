import type { MemberView } from '../social/service';

/**
 * The friend domain's webhook events (docs/contract.md "Webhooks"). Each carries the other
 * member as the one told sees them, so the BFF shows the event without calling back.
 */

/** A new pending request, to its recipient `userId`. */
export interface FriendRequestedEvent {
  userId: number;
  applyId: number;
  fromUserId: number;
  /** The applicant as the recipient sees them (as /user/info answers). */
  fromUser: MemberView;
  /** The recipient's pending requests, this one included (as /friend/applys counts them). */
  pendingCount: number;
}

/** `userId`'s request was accepted, or they were added without approval. */
export interface FriendAcceptedEvent {
  userId: number;
  friendUserId: number;
  /** The new friend as `userId` sees them. */
  friendUser: MemberView;
}

declare module '../webhooks/outbox' {
  interface EventPayloads {
    'friend.requested': FriendRequestedEvent;
    'friend.accepted': FriendAcceptedEvent;
  }
}
