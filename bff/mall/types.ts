import { builder } from '../core/builder';
import type { Context } from '../core/context';
import { loadNodes, parseUpstreamId } from '../core/global-ids';
import { totalCountField, upstreamConnection } from '../core/paging';
import { Notice } from '../notice/types';
import { User } from '../user/types';
import { Viewer } from '../viewer/types';
import type { OrderAddressInfo, OrderInfo, ProductCategoryInfo, ProductInfo } from './endpoints';

/**
 * The gift mall (issue 24): a catalogue of goods, bought with gold coins for a friend. Private
 * by construction: an `Order` is only ever one upstream answered for the caller
 * (`/umall-order/batch`, the lists, a mutation's answer, the member's own `order.changed`),
 * already shaped for the caller's role. The recipient's has no price (so `goldCoins` is null
 * for them by every path) and the buyer's no address the recipient entered; an order's
 * product is never the priced `Product` (a recipient must not reach the price through it).
 */

/** Upstream's picture paths are served by the BFF without the /user-service prefix (the proxy). */
export const picturePath = (path: string) => path.replace(/^\/user-service\//, '/');

export const ProductCategory = builder.loadableNode('ProductCategory', {
  description: 'A shelf of the gift mall.',
  id: { resolve: (category: ProductCategoryInfo) => category.id, parse: parseUpstreamId },
  load: (ids: number[], context: Context) =>
    loadNodes(ids, async (known) => {
      const categories = await context.loaders.productCategories();
      return known.map((id) => categories.find((category) => category.id === id) ?? null);
    }),
  fields: (t) => ({
    name: t.exposeString('name', { description: 'In the viewer’s language (else English).' }),
  }),
});

export const Product = builder.loadableNode('Product', {
  description: 'Goods of the gift mall, bought with gold coins for a friend.',
  id: { resolve: (product: ProductInfo) => product.id, parse: parseUpstreamId },
  load: (ids: number[], context: Context) => loadNodes(ids, (known) => context.loaders.products.loadMany(known)),
  fields: (t) => ({
    name: t.exposeString('name', { description: 'In the viewer’s language (else English).' }),
    description: t.exposeString('description', { description: 'In the viewer’s language (else English).' }),
    pictures: t.stringList({
      description: 'Paths on this site (the drawings), the first the main one.',
      extensions: { maxItems: 9 },
      resolve: (product) => product.pictures.map(picturePath),
    }),
    goldCoins: t.exposeInt('goldCoin', { description: 'The price of one, in gold coins.' }),
    stock: t.exposeInt('stock', { description: 'How many are left.' }),
    inStock: t.boolean({ resolve: (product) => product.onSale && product.stock > 0 }),
    onSale: t.exposeBoolean('onSale', { description: 'False once staff took it off the shelf (by ID only).' }),
    category: t.field({
      type: ProductCategory,
      nullable: true,
      resolve: async (product, _args, context) =>
        (await context.loaders.productCategories()).find((category) => category.id === product.categoryId) ?? null,
    }),
  }),
});

export const OrderRole = builder.enumType('OrderRole', {
  description: 'Whose view of an order this is.',
  values: {
    BUYER: { value: 'buyer', description: 'The viewer bought it: the price, never an address the recipient entered.' },
    RECIPIENT: { value: 'recipient', description: 'It is a gift to the viewer: never its price.' },
    STAFF: { value: 'staff', description: 'An admin: everything.' },
  } as const,
});

export const OrderState = builder.enumType('OrderState', {
  values: {
    AWAITING_ADDRESS: { value: 'awaiting_address', description: 'The recipient is asked for their address.' },
    CONFIRMED: { value: 'confirmed', description: 'An address is given: the coins are taken.' },
    DECLINED: { value: 'declined', description: 'The recipient said no thanks: the coins went back.' },
    CANCELLED: { value: 'cancelled', description: 'The buyer withdrew it before it was confirmed.' },
    EXPIRED: { value: 'expired', description: 'No address within 7 days: the coins went back.' },
  } as const,
});

export const OrderPayment = builder.enumType('OrderPayment', {
  values: {
    HELD: { value: 'held', description: 'Set aside until the recipient answers.' },
    TAKEN: { value: 'taken' },
    RETURNED: { value: 'returned', description: 'Back with the buyer.' },
  } as const,
});

export const OrderFulfilment = builder.enumType('OrderFulfilment', {
  values: {
    NOT_SHIPPED: { value: 'not_shipped' },
    SHIPPED: { value: 'shipped' },
    DELIVERED: { value: 'delivered' },
  } as const,
});

const OrderAddressBy = builder.enumType('OrderAddressBy', {
  values: {
    BUYER: { value: 'buyer', description: 'The buyer entered it when ordering.' },
    RECIPIENT: { value: 'recipient', description: 'The recipient enters it; the buyer never reads it.' },
  } as const,
});

const OrderHistoryWhat = builder.enumType('OrderHistoryWhat', {
  values: {
    PLACED: { value: 'placed' },
    CONFIRMED: { value: 'confirmed' },
    DECLINED: { value: 'declined' },
    CANCELLED: { value: 'cancelled' },
    EXPIRED: { value: 'expired' },
    SHIPPED: { value: 'shipped' },
    DELIVERED: { value: 'delivered' },
  } as const,
});

const OrderHistoryBy = builder.enumType('OrderHistoryBy', {
  values: {
    BUYER: { value: 'buyer' },
    RECIPIENT: { value: 'recipient' },
    STAFF: { value: 'staff' },
    SYSTEM: { value: 'system', description: 'The 7-day expiry.' },
  } as const,
});

type HistoryEntry = OrderInfo['history'][number];

const OrderHistoryEntry = builder.objectRef<HistoryEntry>('OrderHistoryEntry').implement({
  description: 'One step of an order, oldest first.',
  fields: (t) => ({
    what: t.field({ type: OrderHistoryWhat, resolve: (entry) => entry.what as 'placed' }),
    by: t.field({ type: OrderHistoryBy, resolve: (entry) => entry.by as 'buyer' }),
    at: t.exposeString('at'),
  }),
});

const OrderAddress = builder.objectRef<OrderAddressInfo>('OrderAddress').implement({
  description: 'Where the gift goes: the recipient and staff read it, the buyer only when the buyer entered it.',
  fields: (t) => ({
    consignee: t.exposeString('name', { description: 'Who receives it.' }),
    phone: t.exposeString('phone'),
    address: t.exposeString('address'),
  }),
});

const OrderedProduct = builder.objectRef<NonNullable<OrderInfo['goods']>>('OrderedProduct').implement({
  description: 'What was ordered: its name and pictures only, never a price (nor a way to the priced Product).',
  fields: (t) => ({
    name: t.exposeString('name', { description: 'In the viewer’s language (else English).' }),
    pictures: t.stringList({
      extensions: { maxItems: 9 },
      resolve: (goods) => goods.pictures.map(picturePath),
    }),
  }),
});

export const Order = builder.loadableNode('Order', {
  description:
    'A gift bought in the mall for a friend, as the viewer may see it: its buyer, its recipient, or staff. Anyone else: null.',
  id: { resolve: (order: OrderInfo) => order.id, parse: parseUpstreamId },
  load: (ids: number[], context: Context) => loadNodes(ids, (known) => context.loaders.orders.loadMany(known)),
  fields: (t) => ({
    role: t.field({ type: OrderRole, resolve: (order) => order.role }),
    product: t.field({ type: OrderedProduct, nullable: true, resolve: (order) => order.goods }),
    quantity: t.exposeInt('quantity'),
    message: t.exposeString('message', { description: 'The buyer’s words to the recipient (may be empty).' }),
    state: t.field({ type: OrderState, resolve: (order) => order.state }),
    payment: t.field({ type: OrderPayment, resolve: (order) => order.payment }),
    fulfilment: t.field({ type: OrderFulfilment, resolve: (order) => order.fulfilment }),
    addressBy: t.field({ type: OrderAddressBy, resolve: (order) => order.addressBy }),
    goldCoins: t.int({
      nullable: true,
      description: 'What the buyer paid (all of it): the buyer and staff only, null for the recipient.',
      resolve: (order) => order.goldCoin ?? null,
    }),
    unitGoldCoins: t.int({
      nullable: true,
      description: 'The price of one when ordered: the buyer and staff only, null for the recipient.',
      resolve: (order) => order.unitPrice ?? null,
    }),
    address: t.field({
      type: OrderAddress,
      nullable: true,
      description:
        'Where it goes, once given: the recipient and staff; the buyer only when the buyer entered it (else null, always).',
      resolve: (order) => order.consignee,
    }),
    buyer: t.field({
      type: User,
      nullable: true,
      description: 'As the viewer may see them now (null once hidden, blocked or gone).',
      resolve: (order) => order.buyer,
    }),
    recipient: t.field({
      type: User,
      nullable: true,
      description: 'As the viewer may see them now (null once hidden, blocked or gone).',
      resolve: (order) => order.recipient,
    }),
    history: t.field({
      type: [OrderHistoryEntry],
      description: 'Every step, oldest first.',
      extensions: { maxItems: 8 },
      resolve: (order) => order.history,
    }),
    createdAt: t.exposeString('createdAt'),
    updatedAt: t.exposeString('updatedAt'),
    expiresAt: t.string({
      nullable: true,
      description: 'While AWAITING_ADDRESS: when it expires (7 days after ordering) and the coins go back.',
      resolve: (order) => order.expiresAt,
    }),
  }),
});

builder.objectFields(Viewer, (t) => ({
  ordersPlaced: t.connection(
    {
      type: Order,
      description: 'Gifts the viewer bought, newest first.',
      resolve: (_viewer, args, context) =>
        upstreamConnection(
          args,
          (page) => context.upstream.mall.placed(page),
          (list) => context.loaders.primeOrders(list),
        ),
    },
    { name: 'ViewerOrdersPlacedConnection', ...(totalCountField as object) },
  ),
  ordersReceived: t.connection(
    {
      type: Order,
      description: 'Gifts bought for the viewer, newest first (never with their price).',
      resolve: (_viewer, args, context) =>
        upstreamConnection(
          args,
          (page) => context.upstream.mall.received(page),
          (list) => context.loaders.primeOrders(list),
        ),
    },
    { name: 'ViewerOrdersReceivedConnection', ...(totalCountField as object) },
  ),
}));

builder.objectFields(Notice, (t) => ({
  order: t.field({
    type: Order,
    nullable: true,
    description: 'The gift it is about (SHOP_GIFT), as the viewer sees it.',
    resolve: (group, _args, context) =>
      group.kind === 'shop_gift' && group.targetType === 'order' && group.targetId
        ? context.loaders.orders.load(group.targetId)
        : null,
  }),
}));
