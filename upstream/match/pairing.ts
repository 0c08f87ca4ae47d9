import { and, asc, eq, inArray, ne, or, sql, type SQL } from 'drizzle-orm';
import { MATCH_RECENT_PARTNERS } from '../constants';
import type { Database } from '../db/open';
import { prepared } from '../db/prepared';
import { type MatchPreferences, matchAttempts, users } from '../db/schema';
import { inMeetFilter, meetFilterValues, onlineNow, onlineSince, visibleTo } from '../social/service';
import { ageOn, type UserRow } from '../user/presenter';
import { enqueueEvent } from '../webhooks/outbox';
import type { MatchHooks } from './hooks';
import { attemptInfo, type MatchAttemptInfo, type MatchAttemptRow, type MatchPresenter } from './presenting';

/**
 * Claims tried by one start. A claim finds nobody when every partner it may take was settled or
 * held by another claim at that moment; each try after an empty one first waits for the partner
 * read (locks taken in id order), so two starters who skipped each other meet there.
 */
const CLAIM_TRIES = 3;

// Every start reads a candidate and claims one: both are prepared statements (db/prepared.ts),
// their values placeholders filled by `pairingValues`.
const value = (name: string) => sql.placeholder(name);

/** Rows of attempts searching and before their deadlines. */
const open = () => and(eq(matchAttempts.status, 'searching'), sql`${matchAttempts.deadline} > statement_timestamp()`);

/** Rows of attempts whose member is not among `member`'s (a value or a column) last partners. */
const notRecentPartnerOf = (member: SQL, partner: SQL) =>
  sql`${partner} not in (select "recent"."partner_id" from ${matchAttempts} "recent"
    where "recent"."user_id" = ${member} and "recent"."status" = 'matched'
    order by "recent"."ended_at" desc, "recent"."id" desc limit ${MATCH_RECENT_PARTNERS})`;

/**
 * Whether the starter satisfies the candidate attempt's preferences: each one it chose, the
 * starter must have given and meet, as the meet list's filters read a member.
 */
function candidatePrefersMe(): SQL {
  const chosen = (key: keyof MatchPreferences) => sql`(${matchAttempts.preferences}->>${sql.raw(`'${key}'`)})`;
  return sql`(${matchAttempts.preferences} is null or coalesce(
    (${chosen('gender')} is null or ${chosen('gender')}::int = ${value('meGender')}::int)
    and (${chosen('region')} is null or ${chosen('region')} = ${value('meRegion')}::text)
    and (${chosen('language')} is null or ${chosen('language')} = ${value('meLanguage')}::text
      or ${chosen('language')} = any(${value('meSpoken')}::text[]))
    and (${chosen('ageMin')} is null or ${chosen('ageMin')}::int <= ${value('meAge')}::int)
    and (${chosen('ageMax')} is null or ${chosen('ageMax')}::int >= ${value('meAge')}::int), false))`;
}

/**
 * Rows (an attempt joined with its member) the starter `meId` may be paired with: searching and
 * open, no block either way, not hidden from search nor gone, neither among the other's last 20
 * partners, each satisfying the other's preferences (the starter's as social's meet filter).
 */
const pairable = () =>
  and(
    open(),
    ne(matchAttempts.userId, value('meId')),
    eq(users.hiddenFromSearch, false),
    visibleTo(value('meId')),
    inMeetFilter({
      gender: value('wantGender'),
      language: value('wantLanguage'),
      region: value('wantRegion'),
      bornBy: value('wantBornBy'),
      bornAfter: value('wantBornAfter'),
    }),
    candidatePrefersMe(),
    notRecentPartnerOf(sql`${value('meId')}::int`, sql`${matchAttempts.userId}`),
    notRecentPartnerOf(sql`${matchAttempts.userId}`, sql`${value('meId')}::int`),
  );

/** Best first: online now (as others see it), then the one waiting longest. */
const bestFirst = () => [sql`${onlineNow(value('since'))} desc`, asc(matchAttempts.startedAt), asc(matchAttempts.id)];

/** The best attempt the starter may be paired with now, with its member. */
const bestCandidate = prepared('match.bestCandidate', (db) =>
  db
    .select({ attempt: matchAttempts, member: users })
    .from(matchAttempts)
    .innerJoin(users, eq(users.id, matchAttempts.userId))
    .where(pairable())
    .orderBy(...bestFirst())
    .limit(1),
);

/**
 * The claim, in one statement: the starter's attempt `ownId` if still searching and open (locked
 * first, waiting only on it: a cancel of it waits, then finds it matched), the partner (`expected`
 * if it still may be, else the best one now) taken `SKIP LOCKED`, so that a claim never waits on a
 * partner another claim, a cancel or the expiry pass holds; both marked matched, naming each
 * other. READ COMMITTED re-evaluates the conditions on the newest version of a row it locks. No
 * row when the starter's search is over or nobody free may be taken.
 */
const claim = prepared('match.claim', (db) => {
  const starter = db.$with('starter').as(
    db
      .select({ starterId: sql<number>`${matchAttempts.id}`.as('starter_id') })
      .from(matchAttempts)
      .where(and(eq(matchAttempts.id, value('ownId')), open()))
      .for('update'),
  );
  const partner = db.$with('partner').as(
    db
      .select({
        attemptId: sql<number>`${matchAttempts.id}`.as('claimed_attempt_id'),
        userId: sql<number>`${matchAttempts.userId}`.as('claimed_user_id'),
      })
      .from(matchAttempts)
      .innerJoin(users, eq(users.id, matchAttempts.userId))
      .where(and(sql`exists (select 1 from ${starter})`, pairable()))
      .orderBy(sql`(${matchAttempts.id} = ${value('expected')}::int) desc`, ...bestFirst())
      .limit(1)
      .for('update', { of: matchAttempts, skipLocked: true }),
  );
  const isStarter = sql`${matchAttempts.id} = ${value('ownId')}::int`;
  return db
    .with(starter, partner)
    .update(matchAttempts)
    .set({
      status: 'matched',
      endedAt: sql`statement_timestamp()`,
      partnerId: sql`case when ${isStarter} then ${partner.userId} else ${value('meId')}::int end`,
      partnerAttemptId: sql`case when ${isStarter} then ${partner.attemptId} else ${value('ownId')}::int end`,
    })
    .from(partner)
    .where(or(isStarter, eq(matchAttempts.id, partner.attemptId)))
    .returning();
});

/**
 * Locks the starter's attempt and the partner read (`ids`), in id order, whatever their status:
 * a try after an empty claim waits here for whoever held the partner, holding at most the lower of
 * the two, so two starters who each skipped the other take turns and no cycle of waits forms.
 */
const lockInOrder = (tx: Database, ids: number[]) =>
  tx
    .select({ id: matchAttempts.id })
    .from(matchAttempts)
    .where(inArray(matchAttempts.id, ids))
    .orderBy(asc(matchAttempts.id))
    .for('update');

/** The placeholders' values for the starter `me` and its attempt `own`. */
function pairingValues(own: MatchAttemptRow, me: UserRow, now: number) {
  const want = meetFilterValues(own.preferences ?? {});
  const age =
    me.birthYear && me.birthMonth && me.birthDay
      ? ageOn(new Date(now), me.birthYear, me.birthMonth, me.birthDay)
      : null;
  return {
    ownId: own.id,
    meId: me.id,
    wantGender: want.gender,
    wantLanguage: want.language,
    wantRegion: want.region,
    wantBornBy: want.bornBy,
    wantBornAfter: want.bornAfter,
    meGender: me.gender,
    meRegion: me.region,
    meLanguage: me.language,
    meSpoken: me.spokenLanguages,
    meAge: age,
    since: onlineSince(),
  };
}

/**
 * Pairing (docs/decisions.md "Random match"): after a start committed its attempt, the best
 * partner is read and presented (nothing locked), then one short transaction claims them in one
 * statement with row locks only (the read partner if still free, else the best one free then)
 * and writes `match.found`. Nothing serialises every start: a claim waits only on its own row,
 * or, after an empty try, on the partner it read.
 */
export class MatchPairing {
  constructor(
    private readonly db: Database,
    private readonly present: MatchPresenter,
    private readonly onEvent: () => void,
    private readonly now: () => number,
    private readonly hooks: MatchHooks,
  ) {}

  /**
   * Pairs a new search (`own`, just committed, of member `me`) with the partner who suits it
   * best, if any. Answers the attempt after, as its member sees it.
   */
  async pair(own: MatchAttemptRow, me: UserRow): Promise<MatchAttemptInfo> {
    if (me.hiddenFromSearch || me.cancelledAt) return attemptInfo(own, null, this.now());
    const values = pairingValues(own, me, this.now());
    for (let tries = 0; tries < CLAIM_TRIES; tries++) {
      // Nobody suits it now: those who start later see it (its row is committed before they look).
      const [best] = await bestCandidate(this.db, values);
      if (!best) break;
      const matches = await this.claim(me, own, best, values, tries > 0);
      if (matches) {
        // `match.found` (what both members wait for) goes out now; other domains' work on a match (its
        // notices) comes after, in a transaction of its own, so the result waits for neither.
        this.onEvent();
        if (this.hooks.found.handlers.length > 0) {
          await this.db.transaction(async (tx) => {
            for (const found of this.hooks.found.handlers)
              await found(tx, { memberIds: [matches[0].memberId, matches[1].memberId] });
          });
          this.onEvent();
        }
        return matches[0].attempt;
      }
      // The claim found nobody: the starter's search was settled meanwhile (paired by another
      // start, cancelled, over), or the partner read was, and no other was free at that moment:
      // each was settled or held by another claim, maybe a starter's who skipped this one in turn.
      const [after] = await this.db.select().from(matchAttempts).where(eq(matchAttempts.id, own.id));
      if (after.status !== 'searching') return (await this.present.own(me.id, [after]))[0];
    }
    return attemptInfo(own, null, this.now());
  }

  /**
   * Claims `best` (or the best one free then) for `own`, with `match.found`; undefined when nobody
   * was. `inTurn` (a try after an empty one): both rows are first locked in id order, waiting for
   * whoever held the partner read.
   */
  private async claim(
    me: UserRow,
    own: MatchAttemptRow,
    best: { attempt: MatchAttemptRow; member: UserRow },
    values: ReturnType<typeof pairingValues>,
    inTurn: boolean,
  ) {
    // Presented before the transaction (one query): the rows are then held for the claim and the event only.
    const seen = await this.present.views(me, best.member);
    return this.db.transaction(async (tx) => {
      if (inTurn) await lockInOrder(tx, [own.id, best.attempt.id]);
      const rows = await claim(tx, { ...values, expected: best.attempt.id });
      const mine = rows.find((row) => row.id === own.id);
      const partner = rows.find((row) => row.id !== own.id);
      if (!mine || !partner) return undefined;
      const views =
        partner.id === best.attempt.id
          ? seen
          : await this.present.views(me, (await tx.select().from(users).where(eq(users.id, partner.userId)))[0], tx);
      const pair = this.present.pair(me.id, mine, partner, views);
      await enqueueEvent(tx, 'match.found', { matches: pair });
      return pair;
    });
  }
}
