import { and, eq, gt, inArray, max } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../upstream/db/open';
import { blocks, matchAttempts, webhookOutbox } from '../../upstream/db/schema';
import { buildUpstream } from '../../upstream/server';
import { endAllSearches, type MatchMember, matchCalls, seedMatchMembers } from '../support/match';
import { createTestDatabase } from '../support/postgres';
import { type Envelope, RECEIVER_SECRET, startTestUpstream, TEST_ARGON2, type TestUpstream } from '../support/upstream';

type Attempt = typeof matchAttempts.$inferSelect;

/** A pair's key, whichever way round. */
const pairKey = (a: number, b: number) => (a < b ? `${a}:${b}` : `${b}:${a}`);

/**
 * Every matched attempt of `ids`' members (made after attempt `after`) is half of a mutual pair
 * (its partner's attempt names it back, member for member), each member is in one pair at most,
 * and no pair is in `forbidden` (a block, a recent partner). Answers their attempts and pairs.
 */
async function checkPairs(db: Database, ids: number[], forbidden: Set<string>, after = 0) {
  const rows = (await db.select().from(matchAttempts).where(inArray(matchAttempts.userId, ids))).filter(
    (row) => row.id > after,
  );
  const byId = new Map(rows.map((row) => [row.id, row]));
  const matched = rows.filter((row) => row.status === 'matched');
  const pairsOf = new Map<number, number>();
  for (const row of matched) {
    const other = byId.get(row.partnerAttemptId!) as Attempt;
    expect(other, `attempt ${row.id}'s partner attempt`).toBeDefined();
    expect(other).toMatchObject({
      status: 'matched',
      userId: row.partnerId,
      partnerId: row.userId,
      partnerAttemptId: row.id,
    });
    expect(pairsOf.has(row.userId), `member ${row.userId} in two pairs`).toBe(false);
    pairsOf.set(row.userId, row.partnerId!);
    expect(forbidden.has(pairKey(row.userId, row.partnerId!)), `forbidden pair ${row.userId}–${row.partnerId}`).toBe(
      false,
    );
  }
  return { rows, matched, pairsOf };
}

/** The payloads of the outbox's events of `type`. */
/** The payloads of the events of `type` written after `afterSeq` (each round reads its own, not the whole outbox). */
const eventsOf = async (db: Database, type: string, afterSeq = 0) =>
  (
    await db
      .select({ payload: webhookOutbox.payload })
      .from(webhookOutbox)
      .where(and(eq(webhookOutbox.type, type), gt(webhookOutbox.seq, afterSeq)))
  ).map((row) => row.payload as any);
/** Where the outbox is now: events written later have a greater `seq`. */
const lastSeq = async (db: Database) =>
  (await db.select({ seq: max(webhookOutbox.seq) }).from(webhookOutbox))[0].seq ?? 0;

/**
 * Random match under concurrency, on PostgreSQL (row locks, SKIP LOCKED and the locks in id order are
 * what is tested; PGlite runs one transaction at a time).
 */
describe('random match under concurrency on postgres', () => {
  let api: TestUpstream;
  let calls: ReturnType<typeof matchCalls>;
  const db = () => api.upstream.database.db;

  beforeAll(async () => {
    // Long enough that no search of the burst reaches its deadline on a busy machine.
    api = await startTestUpstream('postgres', { config: { matchSearchSeconds: 600 } });
    calls = matchCalls(api.call);
  });
  afterAll(() => api?.stop());

  it('pairs 1,000 members starting at once: nobody twice, every pair mutual, none blocked or recent', async () => {
    const members = await seedMatchMembers(db(), 'burst', 1_000);
    const forbidden = new Set<string>();
    // Blocks both ways between neighbours, and earlier matches between others (their last partner).
    const blocked = Array.from({ length: 100 }, (_, k) => [members[2 * k], members[2 * k + 1]] as const);
    await db()
      .insert(blocks)
      .values(
        blocked.map(([a, b], k) =>
          k % 2 ? { blockerId: a.id, blockedId: b.id } : { blockerId: b.id, blockedId: a.id },
        ),
      );
    const recent = Array.from({ length: 100 }, (_, k) => [members[200 + 2 * k], members[201 + 2 * k]] as const);
    for (const [a, b] of recent) {
      const ended = new Date(Date.now() - 3_600_000);
      const [first] = await db()
        .insert(matchAttempts)
        .values({ userId: a.id, status: 'cancelled', deadline: ended, endedAt: ended })
        .returning();
      const [second] = await db()
        .insert(matchAttempts)
        .values({
          userId: b.id,
          status: 'matched',
          deadline: ended,
          endedAt: ended,
          partnerId: a.id,
          partnerAttemptId: first.id,
        })
        .returning();
      await db()
        .update(matchAttempts)
        .set({ status: 'matched', partnerId: b.id, partnerAttemptId: second.id })
        .where(inArray(matchAttempts.id, [first.id]));
    }
    for (const [a, b] of [...blocked, ...recent]) forbidden.add(pairKey(a.id, b.id));
    const history = Math.max(
      0,
      ...(await db().select({ id: matchAttempts.id }).from(matchAttempts)).map((row) => row.id),
    );

    const answers = await Promise.all(members.map((member) => calls.start(member)));
    for (const answer of answers) expect(answer.code, JSON.stringify(answer)).toBe(200);

    const { rows, matched, pairsOf } = await checkPairs(
      db(),
      members.map((member) => member.id),
      forbidden,
      history,
    );
    expect(rows).toHaveLength(members.length); // one attempt each
    // Each answer is what the database holds now, or a search someone else's start then took.
    for (const [n, answer] of answers.entries()) {
      const row = rows.find((attempt) => attempt.id === answer.data.id) as Attempt;
      expect(row.userId).toBe(members[n].id);
      if (answer.data.status === 'matched') expect(answer.data.partner.id).toBe(row.partnerId);
      else expect(answer.data.status).toBe('searching');
    }
    // Nobody who could be paired is left waiting: those still searching are all forbidden to each other.
    const waiting = rows.filter((row) => row.status === 'searching').map((row) => row.userId);
    for (const [i, a] of waiting.entries())
      for (const b of waiting.slice(i + 1))
        expect(forbidden.has(pairKey(a, b)), `${a} and ${b} both left waiting`).toBe(true);
    expect(matched.length).toBeGreaterThanOrEqual(members.length - 10);
    // One match.found per pair, naming both.
    const found = (await eventsOf(db(), 'match.found')).filter((event) => pairsOf.has(event.matches[0].memberId));
    expect(found).toHaveLength(rows.filter((row) => row.status === 'matched').length / 2);
    for (const event of found) expect(pairsOf.get(event.matches[0].memberId)).toBe(event.matches[1].memberId);
  }, 180_000);

  it('pairs two members starting at the same instant, each the only partner of the other, every time', async () => {
    await endAllSearches(db());
    const rounds = 100;
    const members = await seedMatchMembers(db(), 'twin', rounds * 2);
    for (let round = 0; round < rounds; round++) {
      const [ana, ben] = [members[2 * round], members[2 * round + 1]];
      const since = await lastSeq(db());
      // Each one's claim may find the other's row held by the other's claim: neither may be left waiting.
      const answers = await Promise.all([calls.start(ana), calls.start(ben)]);
      const rows = await db()
        .select()
        .from(matchAttempts)
        .where(inArray(matchAttempts.userId, [ana.id, ben.id]));
      expect(rows.map((row) => row.status)).toEqual(['matched', 'matched']);
      const [first, second] = rows;
      expect(first).toMatchObject({ partnerId: second.userId, partnerAttemptId: second.id });
      expect(second).toMatchObject({ partnerId: first.userId, partnerAttemptId: first.id });
      // The later one's start answers the match; the earlier one's, the match or the search it had then.
      const statuses = answers.map((answer) => answer.data.status).sort();
      expect(statuses[0]).toBe('matched');
      const found = (await eventsOf(db(), 'match.found', since)).filter((event) =>
        event.matches.some((each: { memberId: number }) => each.memberId === ana.id),
      );
      expect(found).toHaveLength(1);
    }
  }, 180_000);

  it('gives a cancel racing a claim exactly one outcome, every time', async () => {
    await endAllSearches(db());
    const rounds = 100;
    const members = await seedMatchMembers(db(), 'racer', rounds * 2);
    const outcomes = { cancelled: 0, matched: 0 };
    for (let round = 0; round < rounds; round++) {
      const [ana, ben] = [members[2 * round], members[2 * round + 1]];
      const since = await lastSeq(db());
      const searching = (await calls.start(ana)).data;
      expect(searching.status).toBe('searching');
      // The cancel sent a little later each round (0 to 19 ms), so that it meets every stage of the start.
      const later = new Promise((resolve) => setTimeout(resolve, round % 20));
      const [start, cancel] = await Promise.all([calls.start(ben), later.then(() => calls.cancel(ana, searching.id))]);
      const [row] = await db()
        .select()
        .from(matchAttempts)
        .where(inArray(matchAttempts.id, [searching.id]));
      const ended = (await eventsOf(db(), 'match.ended', since)).filter((event) => event.attempt.id === searching.id);
      const found = (await eventsOf(db(), 'match.found', since)).filter((event) =>
        event.matches.some((each: { attempt: { id: number } }) => each.attempt.id === searching.id),
      );
      expect(cancel.data.status).toBe(row.status);
      if (row.status === 'cancelled') {
        outcomes.cancelled++;
        expect(start.data).toMatchObject({ status: 'searching', partner: null });
        expect(ended).toHaveLength(1);
        expect(found).toEqual([]);
      } else {
        outcomes.matched++;
        expect(row.status).toBe('matched');
        expect(cancel.data.partner.id).toBe(ben.id);
        expect(start.data).toMatchObject({ status: 'matched', partner: { id: ana.id } });
        expect(ended).toEqual([]);
        expect(found).toHaveLength(1);
      }
      await endAllSearches(db());
    }
    expect(outcomes.cancelled + outcomes.matched).toBe(rounds);
  }, 180_000);
});

describe('random match with two upstream processes on one postgres database', () => {
  it('pairs nobody twice and ends each search that found nobody once', async () => {
    const database = await createTestDatabase({ empty: true });
    const instances = [0, 1].map(() =>
      buildUpstream({
        databaseUrl: database.url,
        port: 0,
        webhookUrl: 'http://127.0.0.1:9/unused',
        webhookSecret: RECEIVER_SECRET,
        seedDemo: false,
        logger: false,
        argon2: TEST_ARGON2,
        matchSearchSeconds: 3,
      }),
    );
    try {
      const urls = await Promise.all(instances.map((instance) => instance.start()));
      const db = instances[0].database.db;
      const callOn =
        (url: string) =>
        async <T = any>(method: 'GET' | 'POST', path: string, options: { body?: unknown; token?: string } = {}) => {
          const response = await fetch(`${url}/user-service${path}`, {
            method,
            headers: {
              platform: 'Web',
              language: 'en',
              ...(options.token ? { token: options.token } : {}),
              ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
            },
            body: options.body === undefined ? undefined : JSON.stringify(options.body),
          });
          return (await response.json()) as Envelope<T>;
        };
      const [first, second] = urls.map((url) => matchCalls(callOn(url)));
      // Members who hide from search find nobody: their searches end at the deadline, with both passes running.
      const open = await seedMatchMembers(db, 'open', 300);
      const hidden = await seedMatchMembers(db, 'hidden', 30, { hiddenFromSearch: true });
      const everyone: MatchMember[] = [...open, ...hidden];
      const answers = await Promise.all(everyone.map((member, n) => (n % 2 ? second : first).start(member)));
      for (const answer of answers) expect(answer.code, JSON.stringify(answer)).toBe(200);
      // Some cancel at once, on the other process, racing whoever starts after them.
      const cancels = await Promise.all(
        answers
          .map((answer, n) => ({ answer, member: everyone[n], n }))
          .filter(({ n }) => n % 7 === 0)
          .map(({ answer, member, n }) => (n % 2 ? first : second).cancel(member, answer.data.id)),
      );
      for (const cancel of cancels) expect(cancel.code).toBe(200);
      // Every search ends: matched, cancelled, or no-match at its deadline (3 s) by one of the two passes.
      const ids = everyone.map((member) => member.id);
      await expect
        .poll(
          async () =>
            (await db.select().from(matchAttempts).where(inArray(matchAttempts.userId, ids))).filter(
              (row) => row.status === 'searching',
            ).length,
          { timeout: 20_000, interval: 250 },
        )
        .toBe(0);
      const { rows } = await checkPairs(db, ids, new Set());
      expect(rows).toHaveLength(everyone.length);
      const hiddenIds = new Set(hidden.map((member) => member.id));
      for (const row of rows.filter((attempt) => hiddenIds.has(attempt.userId)))
        expect(['no_match', 'cancelled']).toContain(row.status);
      // Exactly one event ends each search that ended without a partner, none ends a matched one.
      const ended = await eventsOf(db, 'match.ended');
      for (const row of rows) {
        const mine = ended.filter((event) => event.attempt.id === row.id);
        expect(mine.map((event) => event.attempt.status)).toEqual(row.status === 'matched' ? [] : [row.status]);
      }
      expect(rows.filter((row) => row.status === 'no_match').length).toBeGreaterThanOrEqual(hidden.length / 2);
    } finally {
      for (const instance of instances) await instance.stop();
      await database.drop();
    }
  }, 180_000);
});
