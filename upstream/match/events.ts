import type { MatchAttemptInfo } from './presenting';

/**
 * The match domain's webhook events (docs/contract.md "Webhooks"), written in the change's
 * transaction. Each attempt is as its own member sees it (the partner as they see them), so the
 * BFF shows the event without calling back; `secondsLeft` is as written: the BFF counts from `deadline`.
 */

/** A new search, for the member's other tabs (they show the countdown). */
export interface MatchStartedEvent {
  memberId: number;
  attempt: MatchAttemptInfo;
}

/** A pair was made: each member with their own attempt, the other as its partner. */
export interface MatchFoundEvent {
  matches: [{ memberId: number; attempt: MatchAttemptInfo }, { memberId: number; attempt: MatchAttemptInfo }];
}

/** A search ended without a partner: nobody was found by its deadline (no_match), or the member cancelled it. */
export interface MatchEndedEvent {
  memberId: number;
  attempt: MatchAttemptInfo;
}

declare module '../webhooks/outbox' {
  interface EventPayloads {
    'match.started': MatchStartedEvent;
    'match.found': MatchFoundEvent;
    'match.ended': MatchEndedEvent;
  }
}
