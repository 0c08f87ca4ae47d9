import { and, count, eq, gte, sql } from 'drizzle-orm';
import { MATCH_DAILY_LIMIT, MATCH_UNLIMITED_LEVEL } from '../constants';
import type { Database } from '../db/open';
import { prepared } from '../db/prepared';
import { matchAttempts } from '../db/schema';
import { ApiError } from '../errors';
import { nextUtcDay } from '../translation/allowance';
import { effectiveVipLevel, type UserRow } from '../user/presenter';

export const attemptNotFound = () => new ApiError(404, 'MATCH_ATTEMPT_NOT_FOUND', 'match.attemptNotFound');
export const preferencesNotAllowed = () =>
  new ApiError(400, 'MATCH_PREFERENCES_NOT_ALLOWED', 'match.preferencesNotAllowed');
export const attemptsExhausted = (nextAttemptsAt: string) =>
  new ApiError(400, 'MATCH_ATTEMPTS_EXHAUSTED', 'match.attemptsExhausted', undefined, {}, undefined, {
    nextAttemptsAt,
  });

/** SVIP now: no daily limit, and preferences. */
export const unlimited = (member: Pick<UserRow, 'vipLevel' | 'vipExpiresAt'>, now: number) =>
  effectiveVipLevel(member, now) === MATCH_UNLIMITED_LEVEL;

/** The UTC day `now` is in, as the free translation characters count days: its start and the next day's (ISO). */
export function utcDayOf(now: number) {
  const next = nextUtcDay(now);
  return { start: new Date(next - 24 * 60 * 60 * 1000), next: new Date(next).toISOString() };
}

/** How many times the member was matched since `since` (the UTC day's start): a match counts on the day it was made. */
const matchedSince = prepared('match.matchedSince', (db) =>
  db
    .select({ n: count() })
    .from(matchAttempts)
    .where(
      and(
        eq(matchAttempts.userId, sql.placeholder('userId')),
        eq(matchAttempts.status, 'matched'),
        gte(matchAttempts.endedAt, sql`${sql.placeholder('since')}::timestamptz`),
      ),
    ),
);

/**
 * Whether the member's day's matches are used (never for SVIP): the next UTC midnight when they
 * are, else null.
 */
export async function exhaustedUntil(db: Database, member: UserRow, now: number): Promise<string | null> {
  if (unlimited(member, now)) return null;
  const day = utcDayOf(now);
  const [{ n }] = await matchedSince(db, { userId: member.id, since: day.start.toISOString() });
  return Number(n) >= MATCH_DAILY_LIMIT ? day.next : null;
}
