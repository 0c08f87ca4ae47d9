import { and, inArray } from 'drizzle-orm';
import type { Database } from '../db/open';
import { type MatchPreferences, type matchAttempts, users } from '../db/schema';
import { type MemberView, type SocialService, visibleTo } from '../social/service';
import type { UserRow } from '../user/presenter';

export type MatchAttemptRow = typeof matchAttempts.$inferSelect;
export type MatchAttemptStatus = 'searching' | 'matched' | 'no_match' | 'cancelled';

/** One start of a random match as its own member sees it (docs/contract.md "Random match"). */
export interface MatchAttemptInfo {
  id: number;
  status: MatchAttemptStatus;
  startedAt: string;
  deadline: string;
  /** Whole seconds to the deadline when answered (rounded up: a new search shows its full time), 0 once ended. */
  secondsLeft: number;
  endedAt: string | null;
  preferences: MatchPreferences | null;
  /** Matched only: the other member as this one sees them, or null once they may not (a block, gone). */
  partner: MemberView | null;
}

/** Two members of a pair as each other sees them: the other as the starter sees them, the starter as the other does. */
export type PairViews = [MemberView, MemberView];

/** The attempt's shape, its partner already presented for its member. */
export function attemptInfo(row: MatchAttemptRow, partner: MemberView | null, now: number): MatchAttemptInfo {
  const searching = row.status === 'searching';
  return {
    id: row.id,
    status: row.status as MatchAttemptStatus,
    startedAt: row.startedAt.toISOString(),
    deadline: row.deadline.toISOString(),
    secondsLeft: searching ? Math.max(0, Math.ceil((row.deadline.getTime() - now) / 1000)) : 0,
    endedAt: row.endedAt?.toISOString() ?? null,
    preferences: row.preferences ?? null,
    partner: row.status === 'matched' ? partner : null,
  };
}

/** Attempts as members see them: each partner through social's presenter and its visibility rule. */
export class MatchPresenter {
  constructor(
    private readonly db: Database,
    private readonly social: SocialService,
    private readonly now: () => number,
  ) {}

  /**
   * `viewerId`'s own attempts, in one query for their partners (those the viewer may still see:
   * social's `visibleTo`, so a partner who blocked them or left is null) and one to present them.
   */
  async own(viewerId: number, rows: MatchAttemptRow[], db: Database = this.db): Promise<MatchAttemptInfo[]> {
    const partnerIds = [...new Set(rows.flatMap((row) => (row.partnerId === null ? [] : [row.partnerId])))];
    const partnerRows = partnerIds.length
      ? await db
          .select()
          .from(users)
          .where(and(inArray(users.id, partnerIds), visibleTo(viewerId)))
      : [];
    const partners = await this.social.present(viewerId, partnerRows, db);
    const now = this.now();
    return rows.map((row) => attemptInfo(row, partners.find((partner) => partner.id === row.partnerId) ?? null, now));
  }

  /**
   * Two members about to be paired, each as the other sees them (one query): `[other as me
   * sees them, me as other sees me]`. The pairing checked they may see each other.
   */
  async views(me: UserRow, other: UserRow, db: Database = this.db): Promise<PairViews> {
    const [otherSeenByMe, meSeenByOther] = await this.social.presentEach(
      [
        { viewerId: me.id, row: other },
        { viewerId: other.id, row: me },
      ],
      db,
    );
    return [otherSeenByMe, meSeenByOther];
  }

  /** A pair just made (`match.found`): the starter's attempt first, each as its member sees it. */
  pair(starterId: number, mine: MatchAttemptRow, partner: MatchAttemptRow, views: PairViews) {
    const now = this.now();
    return [
      { memberId: starterId, attempt: attemptInfo(mine, views[0], now) },
      { memberId: partner.userId, attempt: attemptInfo(partner, views[1], now) },
    ] as [{ memberId: number; attempt: MatchAttemptInfo }, { memberId: number; attempt: MatchAttemptInfo }];
  }
}
