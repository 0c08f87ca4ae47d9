import { bigint, bigserial, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sessions } from './account';
import { users } from './user';

/**
 * A staff member's second factor (issue 25; docs/decisions.md "Staff access"): the TOTP secret, encrypted with
 * STAFF_SECRET_KEY (AES-256-GCM), unconfirmed until the first code; `lastStep`: the newest time step a code was
 * accepted for (that step and earlier ones are refused after).
 */
export const staffFactors = pgTable('staff_factors', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id),
  secret: text('secret').notNull(),
  confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
  lastStep: bigint('last_step', { mode: 'number' }),
});

/** The ten recovery codes given at a confirmation, argon2-hashed; each usable once. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    hash: text('hash').notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (table) => [index('staff_recovery_codes_user').on(table.userId)],
);

/** A session that passed the second factor, and when (it holds for 12 hours). */
export const staffSessions = pgTable('staff_sessions', {
  sessionId: text('session_id')
    .primaryKey()
    .references(() => sessions.id),
  verifiedAt: timestamp('verified_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Who did what to whom, when: role grants and revocations, enrolments, recovery codes used. */
export const staffAudit = pgTable(
  'staff_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null: `npm run staff:grant` on the server. */
    actorId: integer('actor_id').references(() => users.id),
    targetId: integer('target_id')
      .notNull()
      .references(() => users.id),
    /** 'role' | 'enrol' | 'recovery' */
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('staff_audit_target').on(table.targetId)],
);
