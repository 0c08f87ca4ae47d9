import { sql } from 'drizzle-orm';
import {
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

/** Texts in the UI languages, English required (the fallback): `{ en: "Roses", de: "Rosen", … }`. */
export type MallTexts = Record<string, string>;

/**
 * The gift mall (issue 24; docs/decisions.md "Gift mall"). Categories and goods are the product's
 * catalogue (upstream/mall/catalogue.ts, ensured on every start by their `slug`); `stock` never
 * goes below zero (checked here too, behind the conditional update that orders take).
 */
export const mallCategories = pgTable(
  'mall_categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    names: jsonb('names').$type<MallTexts>().notNull(),
    /** Shown in this order (then by id). */
    position: integer('position').notNull().default(0),
  },
  (table) => [uniqueIndex('mall_categories_slug').on(table.slug)],
);

export const mallGoods = pgTable(
  'mall_goods',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => mallCategories.id),
    names: jsonb('names').$type<MallTexts>().notNull(),
    descriptions: jsonb('descriptions').$type<MallTexts>().notNull(),
    /** Picture names served at `/user-service/umall-goods/picture/<name>.svg`, the first the main one. */
    pictures: text('pictures').array().notNull(),
    /** Gold coins for one. */
    price: integer('price').notNull(),
    stock: integer('stock').notNull(),
    onSale: boolean('on_sale').notNull().default(true),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    uniqueIndex('mall_goods_slug').on(table.slug),
    index('mall_goods_category').on(table.categoryId, table.position, table.id),
    check('mall_goods_price', sql`${table.price} > 0`),
    check('mall_goods_stock', sql`${table.stock} >= 0`),
  ],
);

/**
 * An order of goods for a friend. Its own state, its payment and its fulfilment are kept apart:
 * `state` awaiting_address → confirmed | declined | cancelled | expired; `payment` held → taken
 * (confirmed) | returned (declined, cancelled, expired); `fulfilment` not_shipped → shipped →
 * delivered (staff, confirmed orders only). The address is the buyer's entry (`addressBy`
 * 'buyer', confirmed at once) or the recipient's (`addressBy` 'recipient', within `expiresAt`);
 * the buyer never reads the recipient's. `unitPrice` and `total` are what the buyer paid, never
 * shown to the recipient. `ledgerRef` keys the order's later ledger movements (take, return),
 * so no member's own idempotency key can be one of them.
 */
export const mallOrders = pgTable(
  'mall_orders',
  {
    id: serial('id').primaryKey(),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    recipientId: integer('recipient_id')
      .notNull()
      .references(() => users.id),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => mallGoods.id),
    quantity: integer('quantity').notNull(),
    unitPrice: integer('unit_price').notNull(),
    total: integer('total').notNull(),
    message: text('message').notNull().default(''),
    addressBy: text('address_by').notNull(),
    consignee: text('consignee'),
    phone: text('phone'),
    address: text('address'),
    state: text('state').notNull(),
    payment: text('payment').notNull().default('held'),
    fulfilment: text('fulfilment').notNull().default('not_shipped'),
    /** When an order awaiting the recipient's address expires (7 days after ordering); null once settled. */
    expiresAt: timestamp('expires_at', { withTimezone: true, precision: 3 }),
    ledgerRef: uuid('ledger_ref').notNull().default(sql`gen_random_uuid()`),
    createdAt: timestamp('created_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('mall_orders_buyer').on(table.buyerId, table.id),
    index('mall_orders_recipient').on(table.recipientId, table.id),
    // Staff's orders by stage (upstream/mall/staff-orders.ts), newest first.
    index('mall_orders_stage').on(table.state, table.fulfilment, table.id),
    // The expiry pass: orders still waiting for an address, by when they expire.
    index('mall_orders_expiry').on(table.expiresAt).where(sql`${table.state} = 'awaiting_address'`),
    check('mall_orders_quantity', sql`${table.quantity} between 1 and 10`),
    check('mall_orders_address_by', sql`${table.addressBy} in ('buyer', 'recipient')`),
    check(
      'mall_orders_state',
      sql`${table.state} in ('awaiting_address', 'confirmed', 'declined', 'cancelled', 'expired')`,
    ),
    check('mall_orders_payment', sql`${table.payment} in ('held', 'taken', 'returned')`),
    check('mall_orders_fulfilment', sql`${table.fulfilment} in ('not_shipped', 'shipped', 'delivered')`),
    check('mall_orders_not_to_self', sql`${table.buyerId} <> ${table.recipientId}`),
  ],
);

/**
 * An order's history: who did what, when. `actorId` null is the system (the expiry); `what` is
 * placed | address_given | confirmed | declined | cancelled | expired | shipped | delivered.
 */
export const mallOrderEvents = pgTable(
  'mall_order_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => mallOrders.id),
    actorId: integer('actor_id').references(() => users.id),
    /** 'buyer' | 'recipient' | 'staff' | 'system': how the actor was related to the order. */
    actorRole: text('actor_role').notNull(),
    what: text('what').notNull(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [index('mall_order_events_order').on(table.orderId, table.id)],
);

/**
 * Admins' changes to the catalogue (upstream/mall/staff-catalogue.ts; docs/decisions.md "Staff: the mall's
 * catalogue"): who changed which goods, what, from what to what. `what` is price | stock | shelf; `detail` holds
 * `{ from, to }` (a stock change also its `change`). Written in the change's transaction.
 */
export const mallGoodsChanges = pgTable(
  'mall_goods_changes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    goodsId: integer('goods_id')
      .notNull()
      .references(() => mallGoods.id),
    actorId: integer('actor_id')
      .notNull()
      .references(() => users.id),
    what: text('what').notNull(),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull(),
    at: timestamp('at', { withTimezone: true, precision: 3 }).notNull().defaultNow(),
  },
  (table) => [
    index('mall_goods_changes_goods').on(table.goodsId, table.id),
    check('mall_goods_changes_what', sql`${table.what} in ('price', 'stock', 'shelf')`),
  ],
);
