import type { ReactNode } from 'react';
import type { RecordProxy, RecordSourceSelectorProxy } from 'relay-runtime';

/**
 * What a domain does with its live events beyond the records they carry, which Relay merges
 * into the store by itself (counts, a member's friend state, balances). `Event` is the
 * domain's fragment key on the event (`friendsLiveEvents_event$key`).
 */
export interface LiveEventHandler<Event> {
  /** The store beyond the records: a list's order or what it holds (a conversation moved to the top). */
  update?(store: RecordSourceSelectorProxy, event: RecordProxy): void;
  /** A short notice for the member (shown a few seconds), or null; `dismiss` takes it away. */
  notice?(event: Event, dismiss: () => void): ReactNode;
}
