import type { Database } from '../db/open';
import type { MatchPreferences } from '../db/schema';
import type { Page } from '../paging';
import type { SocialService } from '../social/service';
import { MatchCancelling } from './cancelling';
import { MatchExpiry } from './expiry';
import { MatchHooks } from './hooks';
import { MatchPairing } from './pairing';
import { MatchPresenter } from './presenting';
import { MatchReading } from './reading';
import { MatchStarting } from './starting';

export interface MatchDependencies {
  db: Database;
  social: SocialService;
  /** How long a start searches (`matchSearchSeconds`). */
  searchSeconds: number;
  onEvent: () => void;
  now?: () => number;
}

/**
 * Random match (issue 22; docs/decisions.md "Random match"): what routes and the expiry pass
 * call. Behind it a file a concern: starting.ts (a start, the day's limit), pairing.ts (who is
 * paired with whom, one pairing at a time), cancelling.ts, expiry.ts (no-matches at the
 * deadline, the background pass), reading.ts (status, the people met, the BFF's loader),
 * presenting.ts (an attempt as its member sees it), queries.ts (refusals, the day, the limit).
 */
export class MatchService {
  private readonly starting: MatchStarting;
  private readonly cancelling: MatchCancelling;
  private readonly reading: MatchReading;
  readonly expiry: MatchExpiry;
  /** Where other domains act inside a pairing (hooks.ts). */
  readonly hooks = new MatchHooks();

  constructor(deps: MatchDependencies) {
    const now = deps.now ?? Date.now;
    const present = new MatchPresenter(deps.db, deps.social, now);
    this.expiry = new MatchExpiry(deps.db, deps.onEvent, now);
    const pairing = new MatchPairing(deps.db, present, deps.onEvent, now, this.hooks);
    this.starting = new MatchStarting(deps.db, present, pairing, this.expiry, deps.searchSeconds, deps.onEvent, now);
    this.cancelling = new MatchCancelling(deps.db, present, deps.onEvent, now);
    this.reading = new MatchReading(deps.db, present, now);
  }

  start(userId: number, preferences: MatchPreferences | null) {
    return this.starting.start(userId, preferences);
  }
  cancel(userId: number, attemptId: number) {
    return this.cancelling.cancel(userId, attemptId);
  }
  status(userId: number) {
    return this.reading.status(userId);
  }
  matched(userId: number, page: Page) {
    return this.reading.matched(userId, page);
  }
  attempts(userId: number, ids: number[]) {
    return this.reading.own(userId, ids);
  }
  /** Searches past their deadline become no-matches now (the background pass's work; tests call it too). */
  expireDue() {
    return this.expiry.expireDue();
  }
}
