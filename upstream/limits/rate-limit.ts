import { and, eq, lt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/open';
import { prepared, type Value } from '../db/prepared';
import { rateLimits } from '../db/schema';
import { ApiError } from '../errors';

export interface Limit {
  /** One key has one window: two limits on one thing (a minute, an hour) need two keys. */
  key: string;
  max: number;
  windowMs: number;
  /** Hits this attempt takes (lookups weigh by the ids asked); 1 unless given. */
  cost?: number;
}

/** What `reserve` took, to give back when the attempt turns out not to count. */
export type Reservation = Array<{ key: string; cost: number; windowEndsAt: Date }>;

export const tooManyAttempts = (retryAfterSeconds: number) =>
  new ApiError(429, 'TOO_MANY_ATTEMPTS', 'rate.limited', undefined, {}, retryAfterSeconds);

/**
 * One key's hits taken if it is under its limit (none returned otherwise), its window started
 * anew if the last one ended: the statement `reserveHits` prepares, and that a caller may take
 * in a statement of its own (`RateLimiter.hitWith`).
 */
function takeHits(
  db: Database,
  limit: { key: Value<string>; cost: Value<number>; max: Value<number>; windowSeconds: Value<number> },
) {
  const cost = sql`${limit.cost}::int`;
  const expired = sql`${rateLimits.windowEndsAt} <= now()`;
  // Whole milliseconds, so the Date handed back to `giveBack` matches the stored value.
  const newWindowEnd = sql`date_trunc('milliseconds', now() + make_interval(secs => ${limit.windowSeconds}::float8))`;
  return db
    .insert(rateLimits)
    .values({ key: limit.key, hits: cost, windowEndsAt: newWindowEnd })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${expired} then ${cost} else ${rateLimits.hits} + ${cost} end`,
        windowEndsAt: sql`case when ${expired} then ${newWindowEnd} else ${rateLimits.windowEndsAt} end`,
      },
      setWhere: sql`${expired} or ${rateLimits.hits} + ${cost} <= ${limit.max}::int`,
    })
    .returning({ windowEndsAt: rateLimits.windowEndsAt });
}

/** `takeHits` prepared once (`prepared`), as every login and lookup runs it. */
const reserveHits = prepared('limits.reserveHits', (db) =>
  takeHits(db, {
    key: sql.placeholder('key'),
    cost: sql.placeholder('cost'),
    max: sql.placeholder('max'),
    windowSeconds: sql.placeholder('windowSeconds'),
  }),
);

/**
 * Rate limits in the database, so they hold across restarts and every upstream instance.
 * An attempt is reserved before the work it limits (checking a password, mailing a code):
 * one upsert per key counts it only while the key is under its limit, and the row lock it
 * takes makes concurrent attempts queue, so no burst can get past the limit. A window starts
 * with the first hit after the previous one ended.
 */
export class RateLimiter {
  constructor(private readonly db: Database) {}

  /**
   * Takes `cost` hits under every limit, all or none, else throws `refuse` (TOO_MANY_ATTEMPTS
   * by default) with the seconds until the full key's window ends. With `tx` the hits are
   * taken in the caller's transaction and vanish if it rolls back.
   */
  async reserve(
    limits: Limit[],
    options: { refuse?: (retryAfterSeconds: number) => ApiError; tx?: Database } = {},
  ): Promise<Reservation> {
    const refuse = options.refuse ?? tooManyAttempts;
    // One order for every caller, so two reservations of the same keys never deadlock.
    const sorted = [...limits].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
    const reserveAll = async (tx: Database) => {
      const reservation: Reservation = [];
      for (const limit of sorted) {
        const cost = limit.cost ?? 1;
        if (cost > limit.max) throw refuse(Math.ceil(limit.windowMs / 1000));
        const [row] = await reserveHits(tx, {
          key: limit.key,
          cost,
          max: limit.max,
          windowSeconds: limit.windowMs / 1000,
        });
        if (!row) return await this.refuseFull(tx, limit, refuse);
        reservation.push({ key: limit.key, cost, windowEndsAt: row.windowEndsAt });
      }
      return reservation;
    };
    if (options.tx) return reserveAll(options.tx);
    if (sorted.length === 1) return reserveAll(this.db);
    return this.db.transaction(reserveAll); // a refusal rolls back the keys already taken
  }

  /**
   * One hit of `limit` taken inside the caller's own statement, as a common table expression
   * whose one row (`windowEndsAt`) is there when the hit was taken and missing when the key is
   * full (then `refuseFull`). A send takes it with its members' facts: one round trip fewer
   * inside the transaction every send holds.
   */
  hitWith(db: Database, name: string, limit: Omit<Limit, 'key' | 'cost'> & { key: Value<string> }) {
    return db
      .$with(name)
      .as(takeHits(db, { key: limit.key, cost: 1, max: limit.max, windowSeconds: limit.windowMs / 1000 }));
  }

  /** Throws `refuse` with the seconds until `limit`'s full window ends (at most the window). */
  async refuseFull(
    db: Database,
    limit: Pick<Limit, 'key' | 'windowMs'>,
    refuse: (retryAfterSeconds: number) => ApiError = tooManyAttempts,
  ): Promise<never> {
    // At most the window: a transaction that began before the window did has an earlier now().
    const windowSeconds = Math.ceil(limit.windowMs / 1000);
    const [full] = await db
      .select({
        seconds: sql<number>`least(${windowSeconds}::int, greatest(1, ceil(extract(epoch from ${rateLimits.windowEndsAt} - now()))))::int`,
      })
      .from(rateLimits)
      .where(eq(rateLimits.key, limit.key));
    throw refuse(full?.seconds ?? 1);
  }

  /** Returns reserved hits that did not count (a right password, a right code). */
  async giveBack(reservation: Reservation) {
    for (const { key, cost, windowEndsAt } of reservation) {
      // Only to the window they came from: a window started since owes nothing.
      await this.db
        .update(rateLimits)
        .set({ hits: sql`greatest(${rateLimits.hits} - ${cost}::int, 0)` })
        .where(and(eq(rateLimits.key, key), eq(rateLimits.windowEndsAt, windowEndsAt)));
    }
  }

  /**
   * Whether `limit`'s key is at its limit now, without taking a hit, as a column for the
   * caller's query (a send reads it with its other facts, in one round trip): the seconds
   * until its window ends, else null. For a refusal to come before costly work that the
   * reservation (in the work's own transaction) would refuse anyway.
   */
  full(limit: Omit<Limit, 'key'> & { key: Value<string> }): SQL<number | null> {
    const cost = limit.cost ?? 1;
    const windowSeconds = Math.ceil(limit.windowMs / 1000);
    return sql<number | null>`(select case when ${rateLimits.hits} + ${cost}::int > ${limit.max}::int
      then least(${windowSeconds}::int, greatest(1, ceil(extract(epoch from ${rateLimits.windowEndsAt} - now())))::int)
      end from ${rateLimits} where ${rateLimits.key} = ${limit.key} and ${rateLimits.windowEndsAt} > now())`;
  }

  async clear(key: string) {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, key));
  }

  /** Rows whose window is over count for nothing. */
  async purgeExpired() {
    await this.db.delete(rateLimits).where(lt(rateLimits.windowEndsAt, sql`now()`));
  }
}
