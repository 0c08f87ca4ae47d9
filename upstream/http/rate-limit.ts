import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Database } from '../db/open';
import { rateLimitHits } from '../db/schema';
import { ApiError } from './envelope';

export interface Limit {
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Counts attempts in the database, so the limits hold across restarts and across every
 * upstream instance. `check` refuses once a key has had `max` hits within its window.
 */
export class RateLimiter {
  constructor(private readonly db: Database) {}

  async check(...limits: Limit[]) {
    for (const limit of limits) {
      const since = new Date(Date.now() - limit.windowMs);
      const [{ hits }] = await this.db
        .select({ hits: count() })
        .from(rateLimitHits)
        .where(and(eq(rateLimitHits.key, limit.key), gt(rateLimitHits.at, since)));
      if (hits >= limit.max) throw new ApiError(429, 'TOO_MANY_ATTEMPTS', 'rate.limited');
    }
  }

  async record(...limits: Limit[]) {
    if (limits.length === 0) return;
    await this.db.insert(rateLimitHits).values(limits.map((limit) => ({ key: limit.key })));
    // Old hits count for nothing; drop those of these keys past the longest window.
    const longest = Math.max(...limits.map((limit) => limit.windowMs));
    for (const limit of limits) {
      await this.db.delete(rateLimitHits).where(and(eq(rateLimitHits.key, limit.key), lt(rateLimitHits.at, new Date(Date.now() - longest))));
    }
  }

  async clear(key: string) {
    await this.db.delete(rateLimitHits).where(eq(rateLimitHits.key, key));
  }
}
