import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { prepared } from '../db/prepared';
import { type MatchPreferences, matchAttempts, users } from '../db/schema';
import { enqueueEvent } from '../webhooks/outbox';
import type { MatchExpiry } from './expiry';
import type { MatchPairing } from './pairing';
import { attemptInfo, type MatchAttemptInfo, type MatchPresenter } from './presenting';
import { attemptsExhausted, exhaustedUntil, preferencesNotAllowed, unlimited } from './queries';

/** The member, and their search if they have one (`due`: past its deadline). Every start reads it. */
const memberAndSearch = prepared('match.memberAndSearch', (db) =>
  db
    .select({
      member: users,
      searching: matchAttempts,
      due: sql<boolean | null>`${matchAttempts.deadline} <= now()`,
    })
    .from(users)
    .leftJoin(matchAttempts, and(eq(matchAttempts.userId, users.id), eq(matchAttempts.status, 'searching')))
    .where(eq(users.id, sql.placeholder('userId'))),
);

/** A new search; nothing when the member's other tab started one at the same moment (their one search). */
const insertSearch = prepared('match.insertSearch', (db) =>
  db
    .insert(matchAttempts)
    .values({
      userId: sql.placeholder('userId'),
      // Through a cast: a placeholder on the JSON column would turn null into JSON null (db/prepared.ts).
      preferences: sql`${sql.placeholder('preferences')}::jsonb`,
      startedAt: sql`now()`,
      deadline: sql`now() + make_interval(secs => ${sql.placeholder('seconds')}::double precision)`,
    })
    .onConflictDoNothing({ target: matchAttempts.userId, where: sql`${matchAttempts.status} = 'searching'` })
    .returning(),
);

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
      const [{ member, searching, due }] = await memberAndSearch(tx, { userId });
      if (preferences && !unlimited(member, now)) throw preferencesNotAllowed();
      // A search past its deadline the expiry pass has not got to yet ends now: it is over.
      const expired = searching && due ? await this.expiry.expireOwn(tx, userId) : false;
      if (searching && !expired) return { member, row: searching, created: false, wroteEvents: false };
      const until = await exhaustedUntil(tx, member, now);
      if (until) throw attemptsExhausted(until);
      const [created] = await insertSearch(tx, {
        userId,
        preferences: preferences ? JSON.stringify(preferences) : null,
        seconds: this.searchSeconds,
      });
      if (!created) {
        const [latest] = await tx
          .select()
          .from(matchAttempts)
          .where(eq(matchAttempts.userId, userId))
          .orderBy(desc(matchAttempts.startedAt), desc(matchAttempts.id))
          .limit(1);
        return { member, row: latest, created: false, wroteEvents: expired };
      }
      await enqueueEvent(tx, 'match.started', { memberId: userId, attempt: attemptInfo(created, null, now) });
      return { member, row: created, created: true, wroteEvents: true };
    });
    if (started.wroteEvents) this.onEvent();
    if (started.created) return this.pairing.pair(started.row, started.member);
    const [attempt] = await this.present.own(userId, [started.row]);
    return attempt;
  }
}
