import { builder } from '../core/builder';
import type { Context } from '../core/context';
import { ValidationError, withGraphFieldNames } from '../core/errors';
import { upstreamIdOf } from '../core/global-ids';
import { totalCountField, upstreamConnection } from '../core/paging';
import { ForbiddenError, MaintenanceError } from '../notice/errors';
import { ADMINS, isStaff, requireStaff } from '../staff/access';
import { StaffSecondFactorRequiredError } from '../staff/errors';
import { Viewer } from '../viewer/types';
import type { ProductInfo } from './endpoints';
import { ProductNotFoundError, StockBelowZeroError } from './errors';
import { Order, Product } from './types';

/**
 * Admins' side of the gift mall (docs/contract.md "Staff: the mall's catalogue"): every goods with its price and
 * stock, changing them, and the orders by stage. Each field checks the caller with staff's `isStaff`/`requireStaff`
 * (ADMINS) before any upstream call; upstream checks again. A list is null for anyone else.
 */

const StaffOrderStage = builder.enumType('StaffOrderStage', {
  description: 'Where an order is, as the fulfilment screen groups them.',
  values: {
    AWAITING_ADDRESS: { value: 'awaiting_address', description: 'The recipient is asked for their address.' },
    TO_SHIP: { value: 'to_ship', description: 'Confirmed, not shipped yet.' },
    SHIPPED: { value: 'shipped', description: 'Confirmed and shipped, not delivered yet.' },
    DELIVERED: { value: 'delivered' },
    CLOSED: { value: 'closed', description: 'Declined, cancelled or expired: never paid.' },
  } as const,
});

builder.objectFields(Viewer, (t) => ({
  staffProducts: t.connection(
    {
      type: Product,
      nullable: true,
      description: 'Admins: every goods of every shelf, on sale or not, in the shop’s order. Null for anyone else.',
      resolve: async (_viewer, args, context) => {
        if (!(await isStaff(context, ADMINS))) return null;
        return upstreamConnection(
          args,
          (page) => context.upstream.mall.staffProducts(page),
          (list) => context.loaders.primeProducts(list),
        );
      },
    },
    { name: 'ViewerStaffProductsConnection', ...(totalCountField as object) },
  ),
  staffOrders: t.connection(
    {
      type: Order,
      nullable: true,
      description: 'Admins: the orders of a stage (every one without), newest first. Null for anyone else.',
      args: { stage: t.arg({ type: StaffOrderStage }) },
      resolve: async (_viewer, args, context) => {
        if (!(await isStaff(context, ADMINS))) return null;
        return upstreamConnection(
          args,
          (page) => context.upstream.mall.staffOrders(args.stage ?? null, page),
          (list) => context.loaders.primeOrders(list),
        );
      },
    },
    { name: 'ViewerStaffOrdersConnection', ...(totalCountField as object) },
  ),
}));

/** Upstream's field names as the graph names them. */
const GRAPH_FIELDS = { id: 'productId', goldCoin: 'goldCoins' };

const ProductChangePayload = builder.objectRef<{ product: ProductInfo }>('ProductChangePayload').implement({
  description: 'The goods as changed.',
  fields: (t) => ({ product: t.field({ type: Product, resolve: (payload) => payload.product }) }),
});

const STAFF_ERRORS = [ForbiddenError, StaffSecondFactorRequiredError, ProductNotFoundError, ValidationError];

/** One admin change of a goods: the check first, the change, the goods afresh from here on. */
async function changed(
  context: Context,
  productId: { typename: string; id: string },
  change: (id: number) => Promise<ProductInfo>,
) {
  await requireStaff(context, ADMINS);
  const id = upstreamIdOf(context, productId, 'Product', 'productId');
  const product = await withGraphFieldNames(GRAPH_FIELDS, () => change(id));
  context.loaders.clearAll();
  context.loaders.primeProducts([product]);
  return { product };
}

builder.mutationField('productPriceSet', (t) =>
  t.field({
    type: ProductChangePayload,
    description:
      'Admins: the price of one from now on (1 to 100000 gold coins). Orders placed before keep the price they were placed at.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('ProductPriceSetInput', {
          fields: (f) => ({
            productId: f.globalID({ required: true }),
            goldCoins: f.int({ required: true, description: '1 to 100000.' }),
          }),
        }),
        required: true,
      }),
    },
    errors: { types: [...STAFF_ERRORS, MaintenanceError], union: { name: 'ProductPriceSetResult' } },
    resolve: (_root, { input }, context) =>
      changed(context, input.productId, (id) => context.upstream.mall.setPrice(id, input.goldCoins)),
  }),
);

builder.mutationField('productStockChange', (t) =>
  t.field({
    type: ProductChangePayload,
    description:
      'Admins: the stock moved by a difference (+N received, −N gone; not 0, at most 100000 either way), applied to the stock as it is then, so two admins’ changes both count. Never below zero (StockBelowZeroError, nothing changed).',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('ProductStockChangeInput', {
          fields: (f) => ({
            productId: f.globalID({ required: true }),
            change: f.int({ required: true, description: 'A whole number other than 0, from −100000 to 100000.' }),
          }),
        }),
        required: true,
      }),
    },
    errors: {
      types: [...STAFF_ERRORS, StockBelowZeroError, MaintenanceError],
      union: { name: 'ProductStockChangeResult' },
    },
    resolve: (_root, { input }, context) =>
      changed(context, input.productId, (id) => context.upstream.mall.changeStock(id, input.change)),
  }),
);

builder.mutationField('productShelfSet', (t) =>
  t.field({
    type: ProductChangePayload,
    description: 'Admins: the goods off the shelf (members no longer see or buy it; orders placed stay) or back on.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('ProductShelfSetInput', {
          fields: (f) => ({
            productId: f.globalID({ required: true }),
            onSale: f.boolean({ required: true }),
          }),
        }),
        required: true,
      }),
    },
    errors: { types: [...STAFF_ERRORS, MaintenanceError], union: { name: 'ProductShelfSetResult' } },
    resolve: (_root, { input }, context) =>
      changed(context, input.productId, (id) => context.upstream.mall.setOnSale(id, input.onSale)),
  }),
);
