import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm';
import { MATCH_EXPIRY_POLL_MS } from '../constants';
import type { Database } from '../db/open';
import { matchAttempts } from '../db/schema';
import { RepeatingPass } from '../jobs/repeating-pass';
import { enqueueEvent } from '../webhooks/outbox';
import { attemptInfo } from './presenting';

/** Searches ended in one transaction of the pass. */
const EXPIRY_BATCH = 100;

/**
 * Searches that reached their deadline become no-matches, each with its `match.ended` event in
 * the same transaction. The rows are taken `FOR UPDATE SKIP LOCKED` and the update re-checks
 * `status = 'searching'`: two passes (two upstream processes) never end one twice, and a pass
 * never waits on a row a pairing or a cancel holds (it is theirs to settle).
 */
export class MatchExpiry {
  constructor(
    private readonly db: Database,
    private readonly onEvent: () => void,
    private readonly now: () => number,
  ) {}

  /** Ends what is due, a batch a transaction; answers how many ended. */
  async expireDue(): Promise<number> {
    let ended = 0;
    for (;;) {
      const batch = await this.db.transaction((tx) => this.expire(tx));
      ended += batch;
      if (batch > 0) this.onEvent();
      if (batch < EXPIRY_BATCH) return ended;
    }
  }

  /**
   * In the caller's transaction: ends `userId`'s search if its deadline passed and the pass has
   * not got to it yet (a start, so that it does not answer a search that is over).
   */
  async expireOwn(tx: Database, userId: number): Promise<boolean> {
    return (await this.expire(tx, userId)) > 0;
  }

  private async expire(tx: Database, userId?: number): Promise<number> {
    const due = tx
      .select({ id: matchAttempts.id })
      .from(matchAttempts)
      .where(
        and(
          eq(matchAttempts.status, 'searching'),
          lte(matchAttempts.deadline, sql`now()`),
          userId === undefined ? undefined : eq(matchAttempts.userId, userId),
        ),
      )
      .orderBy(asc(matchAttempts.deadline))
      .limit(EXPIRY_BATCH)
      .for('update', { skipLocked: true });
    const rows = await tx
      .update(matchAttempts)
      .set({ status: 'no_match', endedAt: sql`now()` })
      .where(and(inArray(matchAttempts.id, due), eq(matchAttempts.status, 'searching')))
      .returning();
    const now = this.now();
    for (const row of rows)
      await enqueueEvent(tx, 'match.ended', { memberId: row.userId, attempt: attemptInfo(row, null, now) });
    return rows.length;
  }
}

/** The expiry as a background pass: every second, in every upstream process (they never end a search twice). */
export class MatchExpiryPass extends RepeatingPass {
  constructor(
    private readonly expiry: MatchExpiry,
    log: (message: string) => void,
  ) {
    super(MATCH_EXPIRY_POLL_MS, log);
  }

  protected async pass() {
    await this.expiry.expireDue();
  }
}
