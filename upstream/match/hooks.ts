import type { Database } from '../db/open';
import { Hook } from '../hooks';

/** Where other domains act inside random match (notices: "you were matched"). */
export class MatchHooks {
  /** In a transaction of its own right after the pairing's commit (`match.found` does not wait for it). */
  readonly found = new Hook<(tx: Database, pair: { memberIds: [number, number] }) => Promise<void>>();
}
