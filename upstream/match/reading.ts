import { and, count, desc, eq, inArray } from 'drizzle-orm';
import { MATCH_CURRENT_MS } from '../constants';
import type { Database } from '../db/open';
import { matchAttempts, users } from '../db/schema';
import type { Page } from '../paging';
import type { MatchAttemptInfo, MatchPresenter } from './presenting';
import { exhaustedUntil, unlimited } from './queries';

/** `/bump/status`: what the encounter panel shows before and while a member matches. */
export interface MatchStatus {
  unlimited: boolean;
  canChoosePreferences: boolean;
  /** False only when the day's matches are used (a member searching may start: it answers that search). */
  canStart: boolean;
  /** When `canStart` is false: the next UTC midnight. */
  nextAttemptsAt: string | null;
  /** The member's latest attempt if it started within the hour. */
  current: MatchAttemptInfo | null;
}

/** A member's own attempts: the status, the people they met, the BFF's node loader. Never another's. */
export class MatchReading {
  constructor(
    private readonly db: Database,
    private readonly present: MatchPresenter,
    private readonly now: () => number,
  ) {}

  async status(userId: number): Promise<MatchStatus> {
    const now = this.now();
    const [[member], [latest]] = await Promise.all([
      this.db.select().from(users).where(eq(users.id, userId)),
      this.db
        .select()
        .from(matchAttempts)
        .where(eq(matchAttempts.userId, userId))
        .orderBy(desc(matchAttempts.startedAt), desc(matchAttempts.id))
        .limit(1),
    ]);
    // A member has one search at most, and nothing newer than it.
    const searching = latest?.status === 'searching';
    const until = searching ? null : await exhaustedUntil(this.db, member, now);
    const recent = latest && latest.startedAt.getTime() > now - MATCH_CURRENT_MS ? latest : undefined;
    const svip = unlimited(member, now);
    return {
      unlimited: svip,
      canChoosePreferences: svip,
      canStart: until === null,
      nextAttemptsAt: until,
      current: recent ? (await this.present.own(userId, [recent]))[0] : null,
    };
  }

  /** `/bump/list2`: the member's matched attempts, newest first. */
  async matched(userId: number, page: Page) {
    const where = and(eq(matchAttempts.userId, userId), eq(matchAttempts.status, 'matched'));
    const [[{ total }], rows] = await Promise.all([
      this.db.select({ total: count() }).from(matchAttempts).where(where),
      this.db
        .select()
        .from(matchAttempts)
        .where(where)
        .orderBy(desc(matchAttempts.endedAt), desc(matchAttempts.id))
        .limit(page.size)
        .offset(page.offset),
    ]);
    return { total, list: await this.present.own(userId, rows) };
  }

  /** `/bump/attempts`: the member's own attempts among `ids`, in the order asked; others' are left out. */
  async own(userId: number, ids: number[]): Promise<MatchAttemptInfo[]> {
    const rows = await this.db
      .select()
      .from(matchAttempts)
      .where(and(inArray(matchAttempts.id, [...new Set(ids)]), eq(matchAttempts.userId, userId)));
    const presented = await this.present.own(userId, rows);
    return [...new Set(ids)].flatMap((id) => presented.filter((attempt) => attempt.id === id));
  }
}
