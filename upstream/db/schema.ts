import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, serial, smallint, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/** Members. `account` (the numeric ID members search by) is id + ACCOUNT_OFFSET, derived, not stored. */
export const users = pgTable('users', {
  id: serial('id').primaryKey(),
  email: text('email').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  nickname: text('nickname').notNull(),
  avatar: text('avatar'),
  language: text('language').notNull().default('en'),
  region: text('region'),
  gender: smallint('gender').notNull().default(0),
  vipLevel: smallint('vip_level').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Login sessions. Only the SHA-256 of a token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id').notNull().references(() => users.id),
    tokenHash: text('token_hash').notNull().unique(),
    platform: text('platform').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('sessions_user_live').on(table.userId).where(sql`${table.revokedAt} is null`)],
);

/** Chat-service users (the chat SDK's "register user": username, password, nickname): one per member. */
export const chatUsers = pgTable('chat_users', {
  username: text('username').primaryKey(),
  userId: integer('user_id').notNull().unique().references(() => users.id),
  /** argon2id, as the SDK's "log in with hashed password"; a member's chat password is their account password. */
  passwordHash: text('password_hash').notNull(),
  nickname: text('nickname').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Events for the BFF, written in the transaction that made the change, delivered until acknowledged. */
export const webhookOutbox = pgTable(
  'webhook_outbox',
  {
    id: uuid('id').primaryKey(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    lastError: text('last_error'),
  },
  (table) => [index('webhook_outbox_due').on(table.nextAttemptAt).where(sql`${table.deliveredAt} is null`)],
);
