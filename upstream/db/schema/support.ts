import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { chatMessages } from './chat';
import { users } from './user';

/**
 * The support desk (upstream/support/; docs/decisions.md "Support desk"): who handles a member's conversation with
 * customer service. One row a member at most (the primary key): of two claims at once exactly one is written.
 */
export const supportClaims = pgTable('support_claims', {
  memberId: integer('member_id')
    .primaryKey()
    .references(() => users.id),
  staffId: integer('staff_id')
    .notNull()
    .references(() => users.id),
  claimedAt: timestamp('claimed_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
});

/** Staff's internal notes on a member's customer-service conversation: never shown to members by any path. */
export const supportNotes = pgTable(
  'support_notes',
  {
    id: serial('id').primaryKey(),
    memberId: integer('member_id')
      .notNull()
      .references(() => users.id),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index('support_notes_member').on(table.memberId, table.id)],
);

/**
 * Which staff member wrote each reply customer service sent from the desk (written in the reply's transaction).
 * The member sees customer service only; staff see who it was.
 */
export const supportReplies = pgTable('support_replies', {
  messageId: integer('message_id')
    .primaryKey()
    .references(() => chatMessages.id),
  staffId: integer('staff_id')
    .notNull()
    .references(() => users.id),
});
