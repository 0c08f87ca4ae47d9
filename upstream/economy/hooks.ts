import type { Database } from '../db/open';
import { Hook } from '../hooks';

/** Where other domains act inside the economy's changes (notices: "sent you a gift"). */
export class EconomyHooks {
  /** In a gift's transaction, once its record and its chat message are written. */
  readonly giftSent = new Hook<
    (tx: Database, gift: { fromId: number; toId: number; giftId: number; count: number }) => Promise<void>
  >();
}
