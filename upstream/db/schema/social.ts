import { date, index, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './user';

/** Who follows whom (spec: followers and following). */
export const follows = pgTable(
  'follows',
  {
    followerId: integer('follower_id')
      .notNull()
      .references(() => users.id),
    followeeId: integer('followee_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.followerId, table.followeeId] }),
    index('follows_followee').on(table.followeeId, table.createdAt),
  ],
);

/** Visits to a member's home page: one row per visitor per member per day. */
export const visits = pgTable(
  'visits',
  {
    visitorId: integer('visitor_id')
      .notNull()
      .references(() => users.id),
    visitedId: integer('visited_id')
      .notNull()
      .references(() => users.id),
    day: date('day', { mode: 'string' }).notNull(),
    lastVisitAt: timestamp('last_visit_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.visitedId, table.day, table.visitorId] }),
    index('visits_visited_last').on(table.visitedId, table.lastVisitAt),
  ],
);

/** Blocks work both ways: neither member finds, sees, follows, messages or gifts the other. */
export const blocks = pgTable(
  'blocks',
  {
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.blockerId, table.blockedId] }), index('blocks_blocked').on(table.blockedId)],
);

/** Live subscription connections reported by the BFF: a member is online while one is fresh. */
export const presence = pgTable(
  'presence',
  {
    connectionId: text('connection_id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('presence_user').on(table.userId, table.lastSeenAt)],
);
