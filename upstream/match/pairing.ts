import { and, asc, eq, ne, or, sql, type SQL } from 'drizzle-orm';
import { MATCH_RECENT_PARTNERS } from '../constants';
import type { Database } from '../db/open';
import { prepared } from '../db/prepared';
import { type MatchPreferences, matchAttempts, users } from '../db/schema';
import { inMeetFilter, onlineNow, visibleTo } from '../social/service';
import { ageOn, type UserRow } from '../user/presenter';
import { enqueueEvent } from '../webhooks/outbox';
import type { MatchAttemptInfo, MatchAttemptRow, MatchPresenter } from './presenting';
import { MATCH_PAIRING_LOCK } from './queries';

/** The starter's attempt and member, read before the pairing (nothing locked). */
const ownAttempt = prepared('match.ownAttempt', (db) =>
  db
    .select({
      attempt: matchAttempts,
      member: users,
      open: sql<boolean>`${matchAttempts.deadline} > statement_timestamp()`,
    })
    .from(matchAttempts)
    .innerJoin(users, eq(users.id, matchAttempts.userId))
    .where(eq(matchAttempts.id, sql.placeholder('id'))),
);

/** Rows of attempts searching and before their deadlines. */
const open = () => and(eq(matchAttempts.status, 'searching'), sql`${matchAttempts.deadline} > statement_timestamp()`);

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

/** Rows (an attempt joined with its member) of those `own` may be paired with; `me` is its member. */
function pairableWith(own: MatchAttemptRow, me: UserRow, now: number): SQL | undefined {
  const today = new Date(now);
  const age =
    me.birthYear && me.birthMonth && me.birthDay ? ageOn(today, me.birthYear, me.birthMonth, me.birthDay) : null;
  return and(
    open(),
    ne(matchAttempts.userId, me.id),
    eq(users.hiddenFromSearch, false),
    visibleTo(me.id),
    inMeetFilter(own.preferences ?? {}),
    candidatePrefersMe(me, age),
    notRecentPartnerOf(me.id, sql`${matchAttempts.userId}`),
    notRecentPartnerOf(sql`${matchAttempts.userId}`, sql`${me.id}::int`),
  );
}

/** Best first: online now, then the one waiting longest. */
const bestFirst = () => [sql`${onlineNow()} desc`, asc(matchAttempts.startedAt), asc(matchAttempts.id)];

/**
 * Pairing (docs/decisions.md "Random match"): after a start committed its attempt, the best
 * partner is read and presented (nothing locked), then one short transaction under the pairing
 * lock claims them in one statement (the read partner if still free, else the best one then)
 * and writes `match.found`.
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
    const [own] = await ownAttempt(this.db, { id: attemptId });
    if (!own) return { attempt: null, found: false };
    const pairable =
      own.attempt.status === 'searching' && own.open && !own.member.hiddenFromSearch && !own.member.cancelledAt;
    // Nobody suits it now: those who start later see it (its row is committed before they look).
    const [best] = pairable ? await this.candidates(own.attempt, own.member) : [];
    if (best) {
      // Presented before the lock (one query): the lock is then held for the claim and the event only.
      const seen = await this.present.views(own.member, best.member);
      const matches = await this.db.transaction(async (tx) => {
        // One pairing at a time, in every process: a member is claimed once, and two starters
        // claiming each other cannot deadlock.
        await tx.execute(sql`select pg_advisory_xact_lock(${MATCH_PAIRING_LOCK})`);
        const claimed = await this.claim(tx, own.attempt, own.member, best.attempt.id);
        if (!claimed) return undefined;
        const views =
          claimed.partner.id === best.attempt.id
            ? seen
            : await this.present.views(own.member, await this.memberOf(tx, claimed.partner.userId), tx);
        const pair = this.present.pair(own.member.id, claimed.mine, claimed.partner, views);
        await enqueueEvent(tx, 'match.found', { matches: pair });
        return pair;
      });
      if (matches) {
        this.onEvent();
        return { attempt: matches[0].attempt, found: true };
      }
    }
    // Not paired here: still searching, or paired, cancelled or ended meanwhile by others.
    const [after] = await this.db.select().from(matchAttempts).where(eq(matchAttempts.id, attemptId));
    const [attempt] = await this.present.own(after.userId, [after]);
    return { attempt, found: false };
  }

  /** The best attempt `own` may be paired with now, with its member. */
  private candidates(own: MatchAttemptRow, me: UserRow) {
    return this.db
      .select({ attempt: matchAttempts, member: users })
      .from(matchAttempts)
      .innerJoin(users, eq(users.id, matchAttempts.userId))
      .where(pairableWith(own, me, this.now()))
      .orderBy(...bestFirst())
      .limit(1);
  }

  private async memberOf(tx: Database, userId: number) {
    const [member] = await tx.select().from(users).where(eq(users.id, userId));
    return member;
  }

  /**
   * In one statement, under the pairing lock: the starter's attempt if still searching and open
   * (locked: a cancel of it waits, then finds it matched), the partner (`expected` if it still
   * may be, else the best one now; locked, its status re-checked), both marked matched, naming
   * each other. Undefined when either is gone.
   */
  private async claim(tx: Database, own: MatchAttemptRow, me: UserRow, expected: number) {
    const starter = tx.$with('starter').as(
      tx
        .select({ starterId: sql<number>`${matchAttempts.id}`.as('starter_id') })
        .from(matchAttempts)
        .where(and(eq(matchAttempts.id, own.id), open()))
        .for('update'),
    );
    const partner = tx.$with('partner').as(
      tx
        .select({
          partnerAttemptId: sql<number>`${matchAttempts.id}`.as('partner_attempt_id_'),
          partnerUserId: sql<number>`${matchAttempts.userId}`.as('partner_user_id_'),
        })
        .from(matchAttempts)
        .innerJoin(users, eq(users.id, matchAttempts.userId))
        .where(and(sql`exists (select 1 from ${starter})`, pairableWith(own, me, this.now())))
        .orderBy(sql`(${matchAttempts.id} = ${expected}) desc`, ...bestFirst())
        .limit(1)
        .for('update', { of: matchAttempts }),
    );
    const isStarter = sql`${matchAttempts.id} = ${own.id}`;
    const rows = await tx
      .with(starter, partner)
      .update(matchAttempts)
      .set({
        status: 'matched',
        endedAt: sql`statement_timestamp()`,
        partnerId: sql`case when ${isStarter} then ${partner.partnerUserId} else ${me.id}::int end`,
        partnerAttemptId: sql`case when ${isStarter} then ${partner.partnerAttemptId} else ${own.id}::int end`,
      })
      .from(partner)
      .where(or(isStarter, eq(matchAttempts.id, partner.partnerAttemptId)))
      .returning();
    const mine = rows.find((row) => row.id === own.id);
    const other = rows.find((row) => row.id !== own.id);
    return mine && other ? { mine, partner: other } : undefined;
  }
}
