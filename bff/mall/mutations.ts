import { BlockedError, RecipientUnavailableError } from '../chat/errors';
import { builder } from '../core/builder';
import type { Context } from '../core/context';
import { ValidationError, withGraphFieldNames } from '../core/errors';
import { memberId, upstreamIdOf } from '../core/global-ids';
import { InsufficientCoinsError } from '../economy/errors';
import { ForbiddenError, MaintenanceError } from '../notice/errors';
import { ADMINS, requireStaff } from '../staff/access';
import { StaffSecondFactorRequiredError } from '../staff/errors';
import { Viewer, viewerOf, type ViewerSource } from '../viewer/types';
import type { OrderInfo } from './endpoints';
import {
  FulfilmentOutOfOrderError,
  NotAFriendError,
  OrderClosedError,
  OrderNotFoundError,
  OutOfStockError,
  ProductNotFoundError,
} from './errors';
import { Order } from './types';

/**
 * Buying a gift for a friend and what its two members (and staff) do with the order. Each
 * answers the order as the viewer sees it and the viewer afresh (the coins after a purchase).
 */

/** Upstream's field names as the graph names them, so a ValidationError points at the input the client sent. */
const GRAPH_FIELDS = { goodsId: 'productId', id: 'orderId' };

const orderPayload = (name: string) =>
  builder.objectRef<{ order: OrderInfo; viewer: ViewerSource }>(name).implement({
    fields: (f) => ({
      order: f.field({ type: Order, description: 'The order as the viewer sees it.', resolve: (p) => p.order }),
      viewer: f.field({ type: Viewer, description: 'The viewer afresh (gold coins).', resolve: (p) => p.viewer }),
    }),
  });

/** The change made: read afresh from here on, the order as upstream answered it. */
async function answered(context: Context, order: OrderInfo) {
  context.loaders.clearAll();
  context.loaders.primeOrders([order]);
  return { order, viewer: await viewerOf(context) };
}

const orderIdOf = (context: Context, id: { typename: string; id: string }) =>
  upstreamIdOf(context, id, 'Order', 'orderId');

const ADDRESS_FIELDS = {
  consignee: { description: 'Who receives it: 1 to 50 characters.' },
  phone: { description: '5 to 20 of digits, spaces and + - ( ).' },
  address: { description: '1 to 300 characters.' },
} as const;

builder.mutationField('orderPlace', (t) =>
  t.field({
    type: orderPayload('OrderPlacePayload'),
    description:
      'Buys a gift for a friend with gold coins: with the address (CONFIRMED, coins taken at once), or with `askRecipient` (AWAITING_ADDRESS, coins held until the friend enters theirs within 7 days; a decline, a cancel or the expiry returns them). The friend gets a notice and a chat message, never the price. A retry with the same `idempotencyKey` answers the first order.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('OrderPlaceInput', {
          fields: (f) => ({
            userId: f.globalID({ required: true, description: 'The friend it is for.' }),
            productId: f.globalID({ required: true }),
            quantity: f.int({ description: '1 to 10; 1 when absent.' }),
            message: f.string({ description: 'To the friend: at most 200 characters.' }),
            consignee: f.string(ADDRESS_FIELDS.consignee),
            phone: f.string(ADDRESS_FIELDS.phone),
            address: f.string(ADDRESS_FIELDS.address),
            askRecipient: f.boolean({ description: 'Let the friend enter their own address (then give none).' }),
            idempotencyKey: f.string({
              required: true,
              description:
                'The client’s own key for this order (1 to 100 of A–Z a–z 0–9 _ : . -), the same on a retry.',
            }),
          }),
        }),
        required: true,
      }),
    },
    errors: {
      types: [
        InsufficientCoinsError,
        OutOfStockError,
        NotAFriendError,
        ProductNotFoundError,
        BlockedError,
        RecipientUnavailableError,
        ValidationError,
        MaintenanceError,
      ],
      union: { name: 'OrderPlaceResult' },
    },
    resolve: async (_root, { input }, context) => {
      const userId = memberId(context, input.userId);
      const goodsId = upstreamIdOf(context, input.productId, 'Product', 'productId');
      const given = (value: string | null | undefined) => (value != null ? value : undefined);
      const order = await withGraphFieldNames(GRAPH_FIELDS, () =>
        context.upstream.mall.buy({
          userId,
          goodsId,
          quantity: input.quantity ?? 1,
          message: given(input.message),
          consignee: given(input.consignee),
          phone: given(input.phone),
          address: given(input.address),
          ...(input.askRecipient ? { askRecipient: true as const } : {}),
          idempotencyKey: input.idempotencyKey,
        }),
      );
      return answered(context, order);
    },
  }),
);

const orderErrors = [OrderNotFoundError, OrderClosedError, ValidationError, MaintenanceError];

builder.mutationField('orderAddressProvide', (t) =>
  t.field({
    type: orderPayload('OrderAddressProvidePayload'),
    description:
      'The recipient enters where their gift goes (the buyer never reads it): the order is CONFIRMED and the buyer’s coins taken.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('OrderAddressProvideInput', {
          fields: (f) => ({
            orderId: f.globalID({ required: true }),
            consignee: f.string({ required: true, ...ADDRESS_FIELDS.consignee }),
            phone: f.string({ required: true, ...ADDRESS_FIELDS.phone }),
            address: f.string({ required: true, ...ADDRESS_FIELDS.address }),
          }),
        }),
        required: true,
      }),
    },
    errors: { types: orderErrors, union: { name: 'OrderAddressProvideResult' } },
    resolve: async (_root, { input }, context) => {
      const id = orderIdOf(context, input.orderId);
      const order = await withGraphFieldNames(GRAPH_FIELDS, () =>
        context.upstream.mall.provideAddress(id, {
          consignee: input.consignee,
          phone: input.phone,
          address: input.address,
        }),
      );
      return answered(context, order);
    },
  }),
);

for (const [field, description, change] of [
  [
    'orderDecline',
    'The recipient says no thanks to a gift awaiting their address: DECLINED, the buyer’s coins go back.',
    (context: Context, id: number) => context.upstream.mall.decline(id),
  ],
  [
    'orderCancel',
    'The buyer withdraws an order awaiting the address: CANCELLED, the coins go back.',
    (context: Context, id: number) => context.upstream.mall.cancel(id),
  ],
] as const) {
  const name = `${field[0].toUpperCase()}${field.slice(1)}`;
  builder.mutationField(field, (t) =>
    t.field({
      type: orderPayload(`${name}Payload`),
      description,
      authScopes: { loggedIn: true },
      args: {
        input: t.arg({
          type: builder.inputType(`${name}Input`, {
            fields: (f) => ({ orderId: f.globalID({ required: true }) }),
          }),
          required: true,
        }),
      },
      errors: { types: orderErrors, union: { name: `${name}Result` } },
      resolve: async (_root, { input }, context) => {
        const id = orderIdOf(context, input.orderId);
        return answered(context, await withGraphFieldNames(GRAPH_FIELDS, () => change(context, id)));
      },
    }),
  );
}

builder.mutationField('orderFulfilmentSet', (t) =>
  t.field({
    type: orderPayload('OrderFulfilmentSetPayload'),
    description:
      'Staff (admin): a confirmed order SHIPPED, then DELIVERED; the same step again answers it unchanged. Its buyer and recipient hear an OrderChangedEvent.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('OrderFulfilmentSetInput', {
          fields: (f) => ({
            orderId: f.globalID({ required: true }),
            fulfilment: f.field({
              type: builder.enumType('OrderFulfilmentStep', {
                values: { SHIPPED: { value: 'shipped' }, DELIVERED: { value: 'delivered' } } as const,
              }),
              required: true,
            }),
          }),
        }),
        required: true,
      }),
    },
    errors: {
      types: [
        ForbiddenError,
        StaffSecondFactorRequiredError,
        OrderNotFoundError,
        FulfilmentOutOfOrderError,
        ValidationError,
        MaintenanceError,
      ],
      union: { name: 'OrderFulfilmentSetResult' },
    },
    resolve: async (_root, { input }, context) => {
      await requireStaff(context, ADMINS);
      const id = orderIdOf(context, input.orderId);
      const order = await withGraphFieldNames(GRAPH_FIELDS, () =>
        context.upstream.mall.setFulfilment(id, input.fulfilment),
      );
      return answered(context, order);
    },
  }),
);
