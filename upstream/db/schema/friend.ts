import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
import { users } from './user';

/** Friends (spec: address book): one row each way, with the owner's remark name for the friend. */
export const friendships = pgTable(
  'friendships',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    friendId: integer('friend_id')
      .notNull()
      .references(() => users.id),
    remarkName: varchar('remark_name', { length: 32 }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.friendId] }), index('friendships_friend').on(table.friendId)],
);

/** Friend requests (spec §4): pending, then accepted or rejected; at most one pending per pair and direction. */
export const friendRequests = pgTable(
  'friend_requests',
  {
    id: serial('id').primaryKey(),
    fromId: integer('from_id')
      .notNull()
      .references(() => users.id),
    toId: integer('to_id')
      .notNull()
      .references(() => users.id),
    message: varchar('message', { length: 200 }),
    /** 'pending' | 'accepted' | 'rejected' */
    status: text('status').notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('friend_requests_one_pending').on(table.fromId, table.toId).where(sql`${table.status} = 'pending'`),
    index('friend_requests_to').on(table.toId, table.createdAt),
  ],
);
