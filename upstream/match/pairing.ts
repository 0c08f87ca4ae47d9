import { and, asc, eq, ne, sql, type SQL } from 'drizzle-orm';
import { MATCH_RECENT_PARTNERS } from '../constants';
import type { Database } from '../db/open';
import { prepared } from '../db/prepared';
import { type MatchPreferences, matchAttempts, users } from '../db/schema';
import { inMeetFilter, onlineNow, visibleTo } from '../social/service';
import { ageOn, type UserRow } from '../user/presenter';
import { enqueueEvent } from '../webhooks/outbox';
import type { MatchAttemptInfo, MatchAttemptRow, MatchPresenter } from './presenting';
import { MATCH_PAIRING_LOCK } from './queries';

/** Candidates read at once: the first is nearly always claimed (only a cancel or the deadline gets in between). */
const CANDIDATES = 5;

/** The starter's attempt and member, locked: a cancel of it waits for the pairing, then finds it settled. */
const ownAttempt = prepared('match.ownAttempt', (db) =>
  db
    .select({
      attempt: matchAttempts,
      member: users,
      open: sql<boolean>`${matchAttempts.deadline} > statement_timestamp()`,
    })
    .from(matchAttempts)
    .innerJoin(users, eq(users.id, matchAttempts.userId))
    .where(eq(matchAttempts.id, sql.placeholder('id')))
    .for('update', { of: matchAttempts }),
);

/** Claims a candidate's attempt if it is still searching and open: the update itself re-checks. */
const claimPartner = prepared('match.claimPartner', (db) =>
  db
    .update(matchAttempts)
    .set({
      status: 'matched',
      endedAt: sql`statement_timestamp()`,
      partnerId: sql`${sql.placeholder('partnerId')}::int`,
      partnerAttemptId: sql`${sql.placeholder('partnerAttemptId')}::int`,
    })
    .where(
      and(
        eq(matchAttempts.id, sql.placeholder('id')),
        eq(matchAttempts.status, 'searching'),
        sql`${matchAttempts.deadline} > statement_timestamp()`,
      ),
    )
    .returning(),
);

/** The starter's own attempt, whose row the pairing holds. */
const settleOwn = prepared('match.settleOwn', (db) =>
  db
    .update(matchAttempts)
    .set({
      status: 'matched',
      endedAt: sql`statement_timestamp()`,
      partnerId: sql`${sql.placeholder('partnerId')}::int`,
      partnerAttemptId: sql`${sql.placeholder('partnerAttemptId')}::int`,
    })
    .where(eq(matchAttempts.id, sql.placeholder('id')))
    .returning(),
);

/**
 * Whether the starter (`me`, their facts given as values) satisfies the candidate attempt's
 * preferences: each one they chose, the starter must have given and meet (as the meet list's
 * filters read a member).
 */
function candidatePrefersMe(me: UserRow, age: number | null): SQL {
  const chosen = (key: keyof MatchPreferences) => sql`(${matchAttempts.preferences}->>${key})`;
  return sql`(${matchAttempts.preferences} is null or coalesce(
    (${chosen('gender')} is null or ${chosen('gender')}::int = ${me.gender}::int)
    and (${chosen('region')} is null or ${chosen('region')} = ${me.region}::text)
    and (${chosen('language')} is null or ${chosen('language')} = ${me.language}::text
      or ${chosen('language')} = any(${sql.param(me.spokenLanguages)}::text[]))
    and (${chosen('ageMin')} is null or ${chosen('ageMin')}::int <= ${age}::int)
    and (${chosen('ageMax')} is null or ${chosen('ageMax')}::int >= ${age}::int), false))`;
}

/** Rows of attempts whose member is not among `member`'s (a value or a column) last partners. */
const notRecentPartnerOf = (member: SQL | number, partner: SQL) =>
  sql`${partner} not in (select "recent"."partner_id" from ${matchAttempts} "recent"
    where "recent"."user_id" = ${member} and "recent"."status" = 'matched'
    order by "recent"."ended_at" desc, "recent"."id" desc limit ${MATCH_RECENT_PARTNERS})`;

/**
 * Pairing (docs/decisions.md "Random match"): after a start committed its attempt, one
 * transaction under the pairing lock finds the best partner and marks both attempts matched,
 * with the `match.found` event.
 */
export class MatchPairing {
  constructor(
    private readonly db: Database,
    private readonly present: MatchPresenter,
    private readonly onEvent: () => void,
    private readonly now: () => number,
  ) {}

  /**
   * Pairs the attempt with the partner who suits it best, if any: both searching and open, no
   * block either way, neither hidden from search nor gone, neither among the other's last 20
   * partners, each satisfying the other's preferences; online now first, then the one waiting
   * longest. Answers the attempt after, as its member sees it; `found` when this pairing made the pair.
   */
  async pair(attemptId: number): Promise<{ attempt: MatchAttemptInfo | null; found: boolean }> {
    const outcome = await this.db.transaction(async (tx) => {
      // One pairing at a time, in every process: whoever pairs second sees the first's pair.
      await tx.execute(sql`select pg_advisory_xact_lock(${MATCH_PAIRING_LOCK})`);
      const [own] = await ownAttempt(tx, { id: attemptId });
      if (!own) return { own: undefined };
      // Settled meanwhile (paired by another start, cancelled, over), or a member nobody may be paired with.
      const pairable =
        own.attempt.status === 'searching' && own.open && !own.member.hiddenFromSearch && !own.member.cancelledAt;
      if (!pairable) return { own: own.attempt };
      for (const candidate of await this.candidates(tx, own.attempt, own.member)) {
        const [partner] = await claimPartner(tx, {
          id: candidate.attempt.id,
          partnerId: own.member.id,
          partnerAttemptId: own.attempt.id,
        });
        if (!partner) continue; // cancelled or past its deadline since it was read
        const [mine] = await settleOwn(tx, {
          id: own.attempt.id,
          partnerId: partner.userId,
          partnerAttemptId: partner.id,
        });
        const matches = await this.present.pair(
          { row: mine, member: own.member },
          { row: partner, member: candidate.member },
          tx,
        );
        await enqueueEvent(tx, 'match.found', { matches });
        return { own: mine, found: matches[0].attempt };
      }
      return { own: own.attempt };
    });
    if (outcome.found) {
      this.onEvent();
      return { attempt: outcome.found, found: true };
    }
    if (!outcome.own) return { attempt: null, found: false };
    // Not paired here: still searching, or paired, cancelled or ended meanwhile by others.
    const [attempt] = await this.present.own(outcome.own.userId, [outcome.own]);
    return { attempt, found: false };
  }

  /** The attempts `own` may be paired with, best first. */
  private candidates(tx: Database, own: MatchAttemptRow, me: UserRow) {
    const now = new Date(this.now());
    const age =
      me.birthYear && me.birthMonth && me.birthDay ? ageOn(now, me.birthYear, me.birthMonth, me.birthDay) : null;
    return tx
      .select({ attempt: matchAttempts, member: users })
      .from(matchAttempts)
      .innerJoin(users, eq(users.id, matchAttempts.userId))
      .where(
        and(
          eq(matchAttempts.status, 'searching'),
          sql`${matchAttempts.deadline} > statement_timestamp()`,
          ne(matchAttempts.userId, me.id),
          eq(users.hiddenFromSearch, false),
          visibleTo(me.id),
          inMeetFilter(own.preferences ?? {}),
          candidatePrefersMe(me, age),
          notRecentPartnerOf(me.id, sql`${matchAttempts.userId}`),
          notRecentPartnerOf(sql`${matchAttempts.userId}`, sql`${me.id}::int`),
        ),
      )
      .orderBy(sql`${onlineNow()} desc`, asc(matchAttempts.startedAt), asc(matchAttempts.id))
      .limit(CANDIDATES);
  }
}
