import type { Database } from '../db/open';
import { Hook } from '../hooks';

/** Where other domains act inside random match (notices: "you were matched"). */
export class MatchHooks {
  /** In the pairing's transaction, once two members are matched with each other. */
  readonly found = new Hook<(tx: Database, pair: { memberIds: [number, number] }) => Promise<void>>();
}
