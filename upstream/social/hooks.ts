import type { Database } from '../db/open';
import { Hook } from '../hooks';

/**
 * Where other domains act inside the social graph's changes (notices: "followed you",
 * "visited your page"), in the change's transaction, so a rolled-back change tells nobody.
 */
export class SocialHooks {
  /** A new follow (not one that already was). */
  readonly followed = new Hook<(tx: Database, follow: { followerId: number; followeeId: number }) => Promise<void>>();
  /** A visitor's first visit of the day to a member's home page. */
  readonly visited = new Hook<(tx: Database, visit: { visitorId: number; visitedId: number }) => Promise<void>>();
}
