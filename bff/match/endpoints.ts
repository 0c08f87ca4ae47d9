import type { OffsetPage, UpstreamPage } from '../core/paging';
import type { UpstreamCaller, UpstreamTransport } from '../core/transport';
import { registerUpstreamArea } from '../core/upstream';
import type { UserInfo } from '../user/endpoints';

export type MatchAttemptStatusValue = 'searching' | 'matched' | 'no_match' | 'cancelled';

/** An SVIP member's choices for a match (docs/contract.md "Random match"): each optional. */
export interface MatchPreferencesInfo {
  gender?: 1 | 2;
  ageMin?: number;
  ageMax?: number;
  language?: string;
  region?: string;
}

/** One start of a random match, always as its own member sees it. */
export interface MatchAttemptInfo {
  id: number;
  status: MatchAttemptStatusValue;
  /** ISO. */
  startedAt: string;
  /** ISO: startedAt plus the server's countdown. */
  deadline: string;
  /** Whole seconds to the deadline when upstream answered (0 once ended). */
  secondsLeft: number;
  endedAt: string | null;
  preferences: MatchPreferencesInfo | null;
  /** Matched only: the other member as this member sees them. */
  partner: UserInfo | null;
}

export interface MatchStatusInfo {
  /** SVIP now. */
  unlimited: boolean;
  canChoosePreferences: boolean;
  /** False only when the day's matches are used. */
  canStart: boolean;
  /** When canStart is false: the next UTC midnight. */
  nextAttemptsAt: string | null;
  /** The member's most recent attempt if it started within the last hour. */
  current: MatchAttemptInfo | null;
}

/** /user-service/bump/* of the random match (docs/contract.md "Random match"), for one caller. */
export class MatchEndpoints {
  constructor(
    private readonly transport: UpstreamTransport,
    private readonly caller: UpstreamCaller,
  ) {}

  /** Starts (or answers the searching attempt): `matched` when a partner was found at once. */
  start(preferences?: MatchPreferencesInfo) {
    return this.transport.post<MatchAttemptInfo>(this.caller, '/bump/matching', preferences ? { preferences } : {});
  }
  /** The attempt's state after: cancelled, or the result it already had. */
  cancel(id: number) {
    return this.transport.post<MatchAttemptInfo>(this.caller, '/bump/cancel', { id });
  }
  status() {
    return this.transport.get<MatchStatusInfo>(this.caller, '/bump/status');
  }
  /** The caller's matched attempts, newest first (people they met). */
  history(at: OffsetPage) {
    return this.transport.get<UpstreamPage<MatchAttemptInfo>>(this.caller, '/bump/list2', { ...at });
  }
  /** The caller's own attempts among `ids` (others' silently left out), in no promised order. */
  attempts(ids: readonly number[]) {
    return this.transport.get<MatchAttemptInfo[]>(this.caller, '/bump/attempts', { ids: ids.join(',') });
  }
}

declare module '../core/upstream' {
  interface Upstream {
    match: MatchEndpoints;
  }
}

registerUpstreamArea('match', MatchEndpoints);
