import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './user';

/** An SVIP member's choices for a match (docs/contract.md "Random match"); only what they chose. */
export interface MatchPreferences {
  gender?: 1 | 2;
  ageMin?: number;
  ageMax?: number;
  language?: string;
  region?: string;
}

/**
 * Random match (issue 22): one row a start. It searches until its deadline, then is matched
 * (both members' rows name each other, in the pairing's transaction), found nobody (no_match,
 * by the expiry pass) or was cancelled. Times to the millisecond: the countdown is read from them.
 */
export const matchAttempts = pgTable(
  'match_attempts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** 'searching' | 'matched' | 'no_match' | 'cancelled' */
    status: text('status').notNull().default('searching'),
    /** SVIP only; null: anyone. */
    preferences: jsonb('preferences').$type<MatchPreferences>(),
    startedAt: timestamp('started_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    deadline: timestamp('deadline', { withTimezone: true, precision: 3 }).notNull(),
    /** When it was matched, found nobody or was cancelled. */
    endedAt: timestamp('ended_at', { withTimezone: true, precision: 3 }),
    /** Matched: the other member and their attempt. */
    partnerId: integer('partner_id').references(() => users.id),
    partnerAttemptId: integer('partner_attempt_id').references((): AnyPgColumn => matchAttempts.id),
  },
  (table) => [
    // One search at a time per member: a second start answers it (and two at once meet here).
    uniqueIndex('match_attempts_one_searching').on(table.userId).where(sql`${table.status} = 'searching'`),
    // The queue a pairing picks from, longest waiting first.
    index('match_attempts_queue').on(table.startedAt, table.id).where(sql`${table.status} = 'searching'`),
    // The expiry pass: searches past their deadline.
    index('match_attempts_due').on(table.deadline).where(sql`${table.status} = 'searching'`),
    // People a member met, newest first: their list, the day's count, the last 20 partners.
    index('match_attempts_matched').on(table.userId, table.endedAt, table.id).where(sql`${table.status} = 'matched'`),
    // A member's latest attempt (status `current`).
    index('match_attempts_user').on(table.userId, table.startedAt),
    check('match_attempts_status', sql`${table.status} in ('searching', 'matched', 'no_match', 'cancelled')`),
    check(
      'match_attempts_partner',
      sql`(${table.status} = 'matched') = (${table.partnerId} is not null and ${table.partnerAttemptId} is not null)`,
    ),
  ],
);
