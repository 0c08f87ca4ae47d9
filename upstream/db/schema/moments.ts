import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { translations } from './translation';
import { users } from './user';

/**
 * Moments (spec §1–§5 "dynamics"): a member's text with 1 to 9 photos on the square. Counts are
 * kept on the row, changed in the transaction that adds or removes a like or a comment, so a
 * feed page reads them without counting. `createdAt` to the millisecond: the feed's keyset
 * cursor carries it exactly.
 */
export const moments = pgTable(
  'moments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    content: text('content').notNull(),
    /** fastText's detection at publishing; null when the text has no words. */
    language: text('language'),
    /** 'normal' | 'burn' */
    type: text('type').notNull().default('normal'),
    /** Who may see it: 'everyone' | 'friends' | 'me'. */
    visibility: text('visibility').notNull().default('everyone'),
    /** Who may see its likes and comments: 'everyone' | 'friends' | 'me'. */
    interactions: text('interactions').notNull().default('everyone'),
    /** Set while it leads its author's space (one per member). */
    pinnedAt: timestamp('pinned_at', { withTimezone: true, precision: 3 }),
    likeCount: integer('like_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    // The square's scopes walk this newest first and stop at a page.
    index('moments_time').on(table.createdAt, table.id),
    // A member's space (and the following/friends scopes when the planner prefers the authors).
    index('moments_user_time').on(table.userId, table.createdAt, table.id),
    uniqueIndex('moments_one_pinned').on(table.userId).where(sql`${table.pinnedAt} is not null`),
    check('moments_counts', sql`${table.likeCount} >= 0 and ${table.commentCount} >= 0`),
  ],
);

/** A moment's photos, in the order given; `key` is the upload's (media/), bytes removed with the moment. */
export const momentPictures = pgTable(
  'moment_pictures',
  {
    id: serial('id').primaryKey(),
    momentId: integer('moment_id')
      .notNull()
      .references(() => moments.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    key: text('key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
  },
  (table) => [index('moment_pictures_moment').on(table.momentId, table.position)],
);

/** Likes (spec "support"): one per member and moment. */
export const momentLikes = pgTable(
  'moment_likes',
  {
    momentId: integer('moment_id')
      .notNull()
      .references(() => moments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.momentId, table.userId] })],
);

/**
 * Comments with one level of replies: a reply's `parentId` is the top-level comment,
 * `replyToUserId` the member it answers. Listed in thread order: a top-level comment, then its
 * replies, each oldest first (`coalesce(parent_id, id), id`).
 */
export const momentComments = pgTable(
  'moment_comments',
  {
    id: serial('id').primaryKey(),
    momentId: integer('moment_id')
      .notNull()
      .references(() => moments.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    content: text('content').notNull(),
    language: text('language'),
    parentId: integer('parent_id'),
    replyToUserId: integer('reply_to_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('moment_comments_thread').on(table.momentId, sql`coalesce(${table.parentId}, ${table.id})`, table.id),
    index('moment_comments_parent').on(table.parentId).where(sql`${table.parentId} is not null`),
  ],
);

/** A viewer's one opening of a burn-after-reading moment's photos. */
export const momentBurnViews = pgTable(
  'moment_burn_views',
  {
    momentId: integer('moment_id')
      .notNull()
      .references(() => moments.id, { onDelete: 'cascade' }),
    viewerId: integer('viewer_id')
      .notNull()
      .references(() => users.id),
    viewedAt: timestamp('viewed_at', { withTimezone: true, precision: 3 }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.momentId, table.viewerId] })],
);

/**
 * A reader's translation of a moment ('moment') or a comment ('comment') into one language:
 * the stored translation it shows, what it was charged (0 when free), and when last asked (the
 * latest is the one shown).
 */
export const momentTranslations = pgTable(
  'moment_translations',
  {
    subject: text('subject').notNull(),
    subjectId: integer('subject_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    targetLanguage: text('target_language').notNull(),
    sourceLanguage: text('source_language').notNull(),
    translationId: integer('translation_id')
      .notNull()
      .references(() => translations.id),
    characters: integer('characters').notNull().default(0),
    askedAt: timestamp('asked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.subject, table.subjectId, table.userId, table.targetLanguage] }),
    index('moment_translations_reader').on(table.userId, table.subject, table.subjectId, table.askedAt),
  ],
);
