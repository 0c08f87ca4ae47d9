import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './user';

/**
 * The ledger (upstream/economy/ledger.ts): a member's or a system account per asset. A
 * member's balance is stored and never negative (checked here too); a system account's is
 * the sum of its entries.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').references(() => users.id),
    systemName: text('system_name'),
    asset: text('asset').notNull(),
    balance: bigint('balance', { mode: 'number' }).notNull().default(0),
  },
  (table) => [
    uniqueIndex('ledger_accounts_member').on(table.userId, table.asset),
    uniqueIndex('ledger_accounts_system').on(table.systemName, table.asset),
    check('ledger_accounts_one_owner', sql`(${table.userId} is null) <> (${table.systemName} is null)`),
    check('ledger_accounts_member_not_negative', sql`${table.userId} is null or ${table.balance} >= 0`),
  ],
);

/**
 * One movement of value, once per member and idempotency key; `result` is what it answered (null only while it is
 * written).
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    idempotencyKey: text('idempotency_key').notNull(),
    kind: text('kind').notNull(),
    requestHash: text('request_hash').notNull(),
    result: jsonb('result'),
    detail: jsonb('detail'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('ledger_transactions_key').on(table.userId, table.idempotencyKey),
    // Staff's figures: coins bought and spent per day (upstream/figures/); BRIN, as for chat_messages.
    index('ledger_transactions_created').using('brin', table.createdAt),
  ],
);

/** The legs of a movement: per asset they sum to zero. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: integer('account_id')
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
  },
  (table) => [
    index('ledger_entries_account').on(table.accountId, table.id),
    index('ledger_entries_transaction').on(table.transactionId),
    check('ledger_entries_not_zero', sql`${table.amount} <> 0`),
  ],
);

/** Gifts given (spec §3 gift record): free ones (a membership's monthly gifts) cost no coin. */
export const giftRecords = pgTable(
  'gift_records',
  {
    id: serial('id').primaryKey(),
    fromId: integer('from_id')
      .notNull()
      .references(() => users.id),
    toId: integer('to_id')
      .notNull()
      .references(() => users.id),
    giftId: integer('gift_id').notNull(),
    count: integer('count').notNull(),
    coins: integer('coins').notNull(),
    free: boolean('free').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('gift_records_from').on(table.fromId, table.id), index('gift_records_to').on(table.toId, table.id)],
);

/**
 * Coin purchases through a payment provider (upstream/economy/payments.ts). The coins are
 * credited once, from the provider's verified record, when it says the order is paid.
 */
export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    provider: text('provider').notNull(),
    /** The provider's order id, once it made one. */
    providerOrderId: text('provider_order_id'),
    coins: integer('coins').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull(),
    /** created → completed or cancelled. */
    status: text('status').notNull().default('created'),
    /** Set by the one request capturing the approved order (a lease: a crashed capture is taken up again after it). */
    captureClaimedAt: timestamp('capture_claimed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payments_provider_order').on(table.provider, table.providerOrderId),
    index('payments_user').on(table.userId, table.createdAt),
  ],
);

/** The embedded sandbox payment provider's own orders (a stand-in for a real provider's records). */
export const sandboxOrders = pgTable('sandbox_orders', {
  id: uuid('id').primaryKey(),
  amountCents: integer('amount_cents').notNull(),
  currency: text('currency').notNull(),
  description: text('description').notNull(),
  /** The merchant's reference (our payment id). */
  reference: text('reference').notNull(),
  returnUrl: text('return_url').notNull(),
  cancelUrl: text('cancel_url').notNull(),
  /** CREATED → COMPLETED or CANCELLED. */
  status: text('status').notNull().default('CREATED'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Red packets of coins in chat: held in escrow until the recipient opens it or it goes back to the sender, once. */
export const redPackets = pgTable(
  'red_packets',
  {
    id: serial('id').primaryKey(),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id),
    amount: integer('amount').notNull(),
    note: text('note'),
    /** The chat message that carries it. */
    messageId: integer('message_id'),
    /** sent → opened or returned. */
    status: text('status').notNull().default('sent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (table) => [
    index('red_packets_due').on(table.status, table.expiresAt),
    check('red_packets_amount_positive', sql`${table.amount} > 0`),
  ],
);
