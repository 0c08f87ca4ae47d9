import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { matchAttempts } from '../db/schema';
import { enqueueEvent } from '../webhooks/outbox';
import { attemptInfo, type MatchAttemptInfo, type MatchPresenter } from './presenting';
import { attemptNotFound } from './queries';

/**
 * Cancelling a search (`/bump/cancel`): one conditional update, so a cancel racing a pairing has
 * exactly one outcome. The pairing holds the row while it pairs; the cancel waits, re-checks
 * `status = 'searching'`, updates nothing and answers the match.
 */
export class MatchCancelling {
  constructor(
    private readonly db: Database,
    private readonly present: MatchPresenter,
    private readonly onEvent: () => void,
    private readonly now: () => number,
  ) {}

  /** The attempt after: cancelled (with `match.ended`), or the result it already had. Another's: MATCH_ATTEMPT_NOT_FOUND. */
  async cancel(userId: number, attemptId: number): Promise<MatchAttemptInfo> {
    const outcome = await this.db.transaction(async (tx) => {
      const [cancelled] = await tx
        .update(matchAttempts)
        .set({ status: 'cancelled', endedAt: sql`now()` })
        .where(
          and(eq(matchAttempts.id, attemptId), eq(matchAttempts.userId, userId), eq(matchAttempts.status, 'searching')),
        )
        .returning();
      if (cancelled) {
        await enqueueEvent(tx, 'match.ended', { memberId: userId, attempt: attemptInfo(cancelled, null, this.now()) });
        return { row: cancelled, cancelled: true };
      }
      const [settled] = await tx
        .select()
        .from(matchAttempts)
        .where(and(eq(matchAttempts.id, attemptId), eq(matchAttempts.userId, userId)));
      if (!settled) throw attemptNotFound();
      return { row: settled, cancelled: false };
    });
    if (outcome.cancelled) this.onEvent();
    const [attempt] = await this.present.own(userId, [outcome.row]);
    return attempt;
  }
}
