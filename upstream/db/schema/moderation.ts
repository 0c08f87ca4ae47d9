import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './user';

/**
 * The moderation queue (issue 25; docs/decisions.md "Moderation"). One item per reported target
 * (a member, a message, a moment, a comment) while it is open: a new report of the same target
 * joins it. `score` is the sum of its reporters' weights (how often each was right before, when
 * they reported); `version` grows with every moderator's change, and an action names the version
 * it was taken on (a stale one is refused: UPDATE_CONFLICT).
 */
export const moderationItems = pgTable(
  'moderation_items',
  {
    id: serial('id').primaryKey(),
    /** 'member' | 'message' | 'moment' | 'comment' */
    targetKind: text('target_kind').notNull(),
    /** The member's, message's, moment's or comment's id. */
    targetId: integer('target_id').notNull(),
    /** Whose it is: the member reported, the message's sender, the moment's or comment's author. */
    reportedId: integer('reported_id')
      .notNull()
      .references(() => users.id),
    /** The complaint type of its first report (chat's COMPLAINT_TYPES). */
    category: smallint('category').notNull(),
    /** 'open' | 'decided' */
    state: text('state').notNull().default('open'),
    score: doublePrecision('score').notNull().default(0),
    /** Reports, repeats by one reporter included; `reporters` counts each reporter once. */
    reportCount: integer('report_count').notNull().default(0),
    reporters: integer('reporters').notNull().default(0),
    claimedBy: integer('claimed_by').references(() => users.id),
    claimedAt: timestamp('claimed_at', { withTimezone: true, precision: 3 }),
    version: integer('version').notNull().default(1),
    /** What was reported as it was when first reported (upstream/moderation/evidence.ts); moderators only. */
    evidence: jsonb('evidence').$type<Record<string, unknown>>().notNull(),
    /** Copies of the photos in the evidence (media keys), deleted once the item is decided. */
    evidenceKeys: text('evidence_keys').array().notNull().default(sql`'{}'::text[]`),
    /** 'dismiss' | 'warn' | 'remove' | 'suspend' | 'ban', once decided. */
    decision: text('decision'),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true, precision: 3 }),
    /** A suspension's end (decision 'suspend'). */
    suspendedUntil: timestamp('suspended_until', { withTimezone: true, precision: 3 }),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    lastReportedAt: timestamp('last_reported_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    // One open item per target: a report joins it.
    uniqueIndex('moderation_items_open_target')
      .on(table.targetKind, table.targetId)
      .where(sql`${table.state} = 'open'`),
    // The queue's page: a state, highest score first (then newest); NULLS FIRST as a plain `desc` orders, so the
    // planner reads the page off the index.
    index('moderation_items_queue').on(table.state, table.score.desc().nullsFirst(), table.id.desc().nullsFirst()),
    check('moderation_items_kind', sql`${table.targetKind} in ('member', 'message', 'moment', 'comment')`),
    check('moderation_items_state', sql`${table.state} in ('open', 'decided')`),
    check(
      'moderation_items_decision',
      sql`${table.decision} is null or ${table.decision} in ('dismiss', 'warn', 'remove', 'suspend', 'ban')`,
    ),
  ],
);

/**
 * Who reported an item, each reporter once: a repeat counts in `reports` and keeps the latest words.
 * `weight` is what the reporter added to the item's score when they first reported it;
 * `outcomeNotifiedAt` is when they were told the decision (once).
 */
export const moderationReports = pgTable(
  'moderation_reports',
  {
    itemId: integer('item_id')
      .notNull()
      .references(() => moderationItems.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id),
    type: smallint('type').notNull(),
    reason: text('reason').notNull(),
    notes: text('notes'),
    /** The message a member report named (chat's complaint), if any. */
    messageId: integer('message_id'),
    weight: doublePrecision('weight').notNull(),
    reports: integer('reports').notNull().default(1),
    firstAt: timestamp('first_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    lastAt: timestamp('last_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    outcomeNotifiedAt: timestamp('outcome_notified_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    primaryKey({ columns: [table.itemId, table.reporterId] }),
    // A reporter's record (how often they were right), read for every report of theirs.
    index('moderation_reports_reporter').on(table.reporterId),
  ],
);

/** The moderators' audit trail: every claim and decision, who, when, and what it carried. */
export const moderationActions = pgTable(
  'moderation_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    itemId: integer('item_id')
      .notNull()
      .references(() => moderationItems.id),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    /** 'claim' | 'dismiss' | 'warn' | 'remove' | 'suspend' | 'ban' */
    action: text('action').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index('moderation_actions_item').on(table.itemId, table.at)],
);

/**
 * A member's sanction in force or past: suspended until `until`, or banned (`until` null). One row
 * a member (the latest decision replaces it). Social's `inGoodStanding` reads it: while it holds,
 * the member is hidden from everyone as a closed account is, and login is refused.
 */
export const memberSanctions = pgTable(
  'member_sanctions',
  {
    memberId: integer('member_id')
      .primaryKey()
      .references(() => users.id),
    /** 'suspended' | 'banned' */
    kind: text('kind').notNull(),
    until: timestamp('until', { withTimezone: true, precision: 3 }),
    itemId: integer('item_id').references(() => moderationItems.id),
    actorId: integer('actor_id').references(() => users.id),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    check('member_sanctions_kind', sql`${table.kind} in ('suspended', 'banned')`),
    check('member_sanctions_until', sql`(${table.kind} = 'banned') = (${table.until} is null)`),
  ],
);
