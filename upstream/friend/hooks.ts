import type { Database } from '../db/open';
import { Hook } from '../hooks';

/** Where other domains act inside the friend domain's changes (notices: "accepted your friend request"). */
export class FriendHooks {
  /**
   * In the transaction that made two members friends: `userId` is told that `friendId` is now
   * their friend (the one who accepted, or who added a member who needs no approval).
   */
  readonly accepted = new Hook<(tx: Database, friendship: { userId: number; friendId: number }) => Promise<void>>();
}
