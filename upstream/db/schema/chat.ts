import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './user';

/** Chat-service users (the chat SDK's "register user": username, password, nickname): one per member. */
export const chatUsers = pgTable('chat_users', {
  username: text('username').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id),
  /** argon2id, as the SDK's "log in with hashed password"; a member's chat password is their account password. */
  passwordHash: text('password_hash').notNull(),
  nickname: text('nickname').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * One-to-one chat messages (spec §3 Message). `clientId` is the sender's own id for the
 * message: a resend with the same one answers the first message (idempotent sends).
 */
export const chatMessages = pgTable(
  'chat_messages',
  {
    id: serial('id').primaryKey(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id),
    clientId: text('client_id').notNull(),
    /** 'txt' | 'img' | 'custom' */
    type: text('type').notNull(),
    body: text('body'),
    /** An image's storage key (an upload of the sender's), until its bytes are deleted. */
    mediaKey: text('media_key'),
    width: integer('width'),
    height: integer('height'),
    burn: boolean('burn').notNull().default(false),
    custom: jsonb('custom'),
    ext: jsonb('ext'),
    /** A text's language as detected when it was sent (null: no words to read, or not a text). */
    language: text('language'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    recalledAt: timestamp('recalled_at', { withTimezone: true }),
    /** Set when an image's bytes were deleted because nobody may see it any more. */
    mediaDeletedAt: timestamp('media_deleted_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('chat_messages_client').on(table.senderId, table.clientId),
    index('chat_messages_pair').on(table.senderId, table.recipientId, table.id),
    // Staff's figures: messages per day (upstream/figures/). BRIN: rows arrive in time order, and it costs a send
    // next to nothing.
    index('chat_messages_created').using('brin', table.createdAt),
    index('chat_messages_media')
      .on(table.id)
      .where(sql`${table.mediaKey} is not null and ${table.mediaDeletedAt} is null`),
  ],
);

/**
 * A member's entry for the conversation with one peer (spec §3 Conversation entry): their
 * unread count, preview, what they read of the peer's messages and where they cleared.
 */
export const chatConversations = pgTable(
  'chat_conversations',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id),
    peerId: integer('peer_id')
      .notNull()
      .references(() => users.id),
    unreadCount: integer('unread_count').notNull().default(0),
    /** The newest message the owner still sees (not recalled, after their clear), or null. */
    lastMessageId: integer('last_message_id'),
    lastTime: timestamp('last_time', { withTimezone: true }).notNull().defaultNow(),
    /** The peer's messages up to this id count as read by the owner. */
    readUpTo: integer('read_up_to').notNull().default(0),
    /** The owner cleared their history: messages up to this id are gone for them. */
    clearedBefore: integer('cleared_before').notNull().default(0),
    /** Deleted from the owner's list until a new message comes. */
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('chat_conversations_pair').on(table.ownerId, table.peerId),
    index('chat_conversations_owner_time').on(table.ownerId, table.lastTime),
  ],
);

/** The one view of a burn-after-reading photo by its recipient. */
export const chatBurnViews = pgTable('chat_burn_views', {
  messageId: integer('message_id')
    .primaryKey()
    .references(() => chatMessages.id),
  viewedAt: timestamp('viewed_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Complaints about members (spec §3 Complaint), kept for review. */
export const complaints = pgTable(
  'complaints',
  {
    id: serial('id').primaryKey(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id),
    reportedId: integer('reported_id')
      .notNull()
      .references(() => users.id),
    type: smallint('type').notNull(),
    reason: text('reason').notNull(),
    notes: text('notes'),
    messageId: integer('message_id').references(() => chatMessages.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** A repeat (same reporter, member and type) is merged here: how many times, and the latest. */
    reports: integer('reports').notNull().default(1),
    lastReportedAt: timestamp('last_reported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('complaints_reported').on(table.reportedId, table.createdAt),
    index('complaints_reporter').on(table.reporterId, table.reportedId, table.type),
  ],
);
