import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './user';

/** Uploads made with a grant (spec's upload-token calls); each grant's nonce is used once. */
export const uploads = pgTable('uploads', {
  nonce: text('nonce').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  key: text('key'),
  width: integer('width'),
  height: integer('height'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  attachedAt: timestamp('attached_at', { withTimezone: true }),
});

/** A member's album (spec §2 "my album"). */
export const albumPhotos = pgTable(
  'album_photos',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [index('album_photos_user').on(table.userId, table.id).where(sql`${table.deletedAt} is null`)],
);
