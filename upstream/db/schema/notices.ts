import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './user';

/**
 * Notices and announcements (issue 23; docs/decisions.md "Notices and announcements").
 * One sequence orders every notice group: a group takes a new number when it is created or
 * regrouped, lists read newest number first, and a member's read marker is a number of it.
 */
export const noticeSeq = pgSequence('notice_seq');

/**
 * A group of interaction notices: one kind on one target for one member, within 12 hours of
 * its first notice. `count` is its distinct actors (notice_actors); `pushDueAt` is when the
 * push pass looks at it (2 s after a change), null once looked at.
 */
export const noticeGroups = pgTable(
  'notice_groups',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id),
    /** A registered kind: 'follow' | 'friend' | 'visit' | 'like' | 'comment' | 'reply' | 'gift' | 'match' | … */
    kind: text('kind').notNull(),
    /** 'moment' (like, comment) | 'comment' (reply) | null (the member themself). */
    targetType: text('target_type'),
    targetId: integer('target_id'),
    /** The moment to open (like, comment, reply). */
    momentId: integer('moment_id'),
    count: integer('count').notNull().default(0),
    firstAt: timestamp('first_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    latestAt: timestamp('latest_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    seq: bigint('seq', { mode: 'number' }).notNull().default(sql`nextval('notice_seq')`),
    pushDueAt: timestamp('push_due_at', { withTimezone: true, precision: 3 }),
  },
  (table) => [
    // A member's list and unread count, newest first.
    index('notice_groups_member_seq').on(table.memberId, table.seq),
    // The group a new notice may join: the member's latest with the kind and target.
    index('notice_groups_target').on(table.memberId, table.kind, table.targetType, table.targetId, table.firstAt),
    // The push pass: groups whose push is due.
    index('notice_groups_push_due').on(table.pushDueAt).where(sql`${table.pushDueAt} is not null`),
  ],
);

/** Who is in a group, each once; `at` is their latest notice (the newest three are shown). */
export const noticeActors = pgTable(
  'notice_actors',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => noticeGroups.id, { onDelete: 'cascade' }),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.groupId, table.actorId] }),
    index('notice_actors_latest').on(table.groupId, table.at),
    // An unlike finds the groups its actor is in.
    index('notice_actors_actor').on(table.actorId),
  ],
);

/**
 * Whom a member muted: a muted member's interactions notify them of nothing (recording.ts checks it
 * with the other rules), and muting took them out of the member's existing groups.
 */
export const noticeMutes = pgTable(
  'notice_mutes',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id),
    mutedId: integer('muted_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.mutedId] }),
    // The member's list of mutes, newest first.
    index('notice_mutes_member_created').on(table.memberId, table.createdAt),
  ],
);

/** A member's read marker: the highest sequence number of notices they have read. */
export const noticeMarkers = pgTable('notice_markers', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => users.id),
  readSeq: bigint('read_seq', { mode: 'number' }).notNull().default(0),
});

/** Who may notify a member of a kind, and whether it pushes; no row is `everyone` and push on. */
export const noticeSettings = pgTable(
  'notice_settings',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id),
    kind: text('kind').notNull(),
    /** 'everyone' | 'following' | 'friends' | 'nobody' */
    who: text('who').notNull().default('everyone'),
    push: boolean('push').notNull().default(true),
  },
  (table) => [
    primaryKey({ columns: [table.memberId, table.kind] }),
    check('notice_settings_who', sql`${table.who} in ('everyone', 'following', 'friends', 'nobody')`),
  ],
);

/** An announcement's text in one language. */
export interface AnnouncementText {
  title: string;
  body: string;
}

/**
 * Staff-written announcements: a title and body per language (`en` always), shown from
 * `publishAt`; `announcedAt` is when `announcement.published` was written (once, by whoever
 * claimed it first).
 */
export const announcements = pgTable(
  'announcements',
  {
    id: serial('id').primaryKey(),
    texts: jsonb('texts').$type<Record<string, AnnouncementText>>().notNull(),
    publishAt: timestamp('publish_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    pinned: boolean('pinned').notNull().default(false),
    authorId: integer('author_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    announcedAt: timestamp('announced_at', { withTimezone: true, precision: 3 }),
    /** Every admin change names the version it read; a stale one is refused (UPDATE_CONFLICT). */
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    /** Withdrawn by an admin: shown to nobody, counted by nobody, never announced (docs/decisions.md). */
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true, precision: 3 }),
    withdrawnBy: integer('withdrawn_by').references(() => users.id),
  },
  (table) => [
    index('announcements_published').on(table.pinned, table.publishAt),
    index('announcements_due').on(table.publishAt).where(sql`${table.announcedAt} is null`),
  ],
);

/** Which announcements a member has read. */
export const announcementReads = pgTable(
  'announcement_reads',
  {
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id),
    announcementId: integer('announcement_id')
      .notNull()
      .references(() => announcements.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.memberId, table.announcementId] })],
);

/** The maintenance window: one row at most (id 1); setting replaces it, clearing deletes it. */
export const maintenanceWindow = pgTable(
  'maintenance_window',
  {
    id: integer('id').primaryKey().default(1),
    /** The message per language (`en` always). */
    texts: jsonb('texts').$type<Record<string, string>>().notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true, precision: 3 }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [
    check('maintenance_window_one', sql`${table.id} = 1`),
    check('maintenance_window_order', sql`${table.startsAt} < ${table.endsAt}`),
  ],
);

/** The upstream's VAPID keys (one row, id 1), made on its first start unless the environment gives them. */
export const pushKeys = pgTable(
  'push_keys',
  {
    id: integer('id').primaryKey().default(1),
    publicKey: text('public_key').notNull(),
    privateKey: text('private_key').notNull(),
  },
  (table) => [check('push_keys_one', sql`${table.id} = 1`)],
);

/** A browser's push subscription: one row an endpoint, its member's. */
export const pushSubscriptions = pgTable(
  'push_subscriptions',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id),
    endpoint: text('endpoint').notNull(),
    p256dh: text('p256dh').notNull(),
    auth: text('auth').notNull(),
    /** The interface language when it subscribed (the worker's lines). */
    language: text('language').notNull().default('en'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('push_subscriptions_endpoint').on(table.endpoint),
    index('push_subscriptions_member').on(table.memberId),
  ],
);
