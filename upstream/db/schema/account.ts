import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './user';

/** Login sessions. Only the SHA-256 of a token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    platform: text('platform').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_live').on(table.userId).where(sql`${table.revokedAt} is null`)],
);

/** E-mailed verification codes: only a hash is kept; single use; dead after too many wrong guesses. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    wrongGuesses: integer('wrong_guesses').notNull().default(0),
    closedAt: timestamp('closed_at', { withTimezone: true }),
  },
  (table) => [index('verification_codes_open').on(table.email, table.purpose).where(sql`${table.closedAt} is null`)],
);

/**
 * Code requests waiting for the mail worker: the request only records one, so it does the
 * same work whether or not the address has an account (upstream/account/code-mail.ts).
 */
export const codeRequests = pgTable(
  'code_requests',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    purpose: text('purpose').notNull(),
    language: text('language').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    /** Due time; a claimed row is pushed past the mail timeout (its lease). */
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('code_requests_due').on(table.nextAttemptAt)],
);
