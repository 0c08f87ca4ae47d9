import { index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * One row per limited key (failed logins, code requests, code checks, member lookups): the
 * hits of its current window. Reserved with one upsert that only counts while under the
 * limit, so concurrent attempts can never exceed it (upstream/limits/rate-limit.ts).
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    hits: integer('hits').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('rate_limits_window_ends').on(table.windowEndsAt)],
);
