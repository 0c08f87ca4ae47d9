import type { Database } from '../db/open';
import { Hook } from '../hooks';

/** Where other domains act inside random match (notices: "you were matched"). */
export class MatchHooks {
  /** In a transaction of its own right after the pairing's commits (the pairing lock is not held for it). */
  readonly found = new Hook<(tx: Database, pair: { memberIds: [number, number] }) => Promise<void>>();
}
