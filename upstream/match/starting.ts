import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { type MatchPreferences, matchAttempts, users } from '../db/schema';
import { enqueueEvent } from '../webhooks/outbox';
import type { MatchExpiry } from './expiry';
import type { MatchPairing } from './pairing';
import { attemptInfo, type MatchAttemptInfo, type MatchPresenter } from './presenting';
import { attemptsExhausted, exhaustedUntil, preferencesNotAllowed, unlimited } from './queries';

/** Starting a search (`/bump/matching`): the attempt is committed first, then paired. */
export class MatchStarting {
  constructor(
    private readonly db: Database,
    private readonly present: MatchPresenter,
    private readonly pairing: MatchPairing,
    private readonly expiry: MatchExpiry,
    private readonly searchSeconds: number,
    private readonly onEvent: () => void,
    private readonly now: () => number,
  ) {}

  /**
   * A new search with `match.started`, answered matched when a partner was waiting, else
   * searching. A member already searching gets that search (nothing new). Preferences are SVIP's
   * (else MATCH_PREFERENCES_NOT_ALLOWED); the day's matches of others are limited (else
   * MATCH_ATTEMPTS_EXHAUSTED with the next UTC midnight). Refusals change nothing.
   */
  async start(userId: number, preferences: MatchPreferences | null): Promise<MatchAttemptInfo> {
    const now = this.now();
    const started = await this.db.transaction(async (tx) => {
      const [member] = await tx.select().from(users).where(eq(users.id, userId));
      if (preferences && !unlimited(member, now)) throw preferencesNotAllowed();
      const expired = await this.expiry.expireOwn(tx, userId);
      const [searching] = await tx
        .select()
        .from(matchAttempts)
        .where(and(eq(matchAttempts.userId, userId), eq(matchAttempts.status, 'searching')));
      if (searching) return { row: searching, created: false, wroteEvents: expired };
      const until = await exhaustedUntil(tx, member, now);
      if (until) throw attemptsExhausted(until);
      const [created] = await tx
        .insert(matchAttempts)
        .values({
          userId,
          preferences,
          startedAt: sql`now()`,
          deadline: sql`now() + make_interval(secs => ${this.searchSeconds})`,
        })
        // The member's other tab started at the same moment: its search is the one.
        .onConflictDoNothing({ target: matchAttempts.userId, where: sql`${matchAttempts.status} = 'searching'` })
        .returning();
      if (!created) {
        const [latest] = await tx
          .select()
          .from(matchAttempts)
          .where(eq(matchAttempts.userId, userId))
          .orderBy(desc(matchAttempts.startedAt), desc(matchAttempts.id))
          .limit(1);
        return { row: latest, created: false, wroteEvents: expired };
      }
      await enqueueEvent(tx, 'match.started', { memberId: userId, attempt: attemptInfo(created, null, now) });
      return { row: created, created: true, wroteEvents: true };
    });
    if (started.wroteEvents) this.onEvent();
    if (started.created) {
      const { attempt } = await this.pairing.pair(started.row.id);
      if (attempt) return attempt;
    }
    const [attempt] = await this.present.own(userId, [started.row]);
    return attempt;
  }
}
