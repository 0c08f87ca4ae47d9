import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { mallOrders } from '../db/schema';
import { validationError } from '../errors';
import type { OrderState } from './queries';

/**
 * Staff's stages of an order (docs/decisions.md "Staff: orders by stage"), what the fulfilment screen's tabs list: the
 * order's state and its fulfilment together. `to_ship` is confirmed and not shipped yet; `shipped` and `delivered`
 * are confirmed orders that far; `closed` is declined, cancelled or expired (never paid).
 */
export const ORDER_STAGES = ['awaiting_address', 'to_ship', 'shipped', 'delivered', 'closed'] as const;
export type OrderStage = (typeof ORDER_STAGES)[number];

const CLOSED: OrderState[] = ['declined', 'cancelled', 'expired'];

/** The stage's condition on mall_orders (the `mall_orders_stage` index: state, fulfilment, id). */
export function stageCondition(stage: OrderStage): SQL | undefined {
  switch (stage) {
    case 'awaiting_address':
      return eq(mallOrders.state, 'awaiting_address');
    case 'to_ship':
      return and(eq(mallOrders.state, 'confirmed'), eq(mallOrders.fulfilment, 'not_shipped'));
    case 'shipped':
      return and(eq(mallOrders.state, 'confirmed'), eq(mallOrders.fulfilment, 'shipped'));
    case 'delivered':
      return and(eq(mallOrders.state, 'confirmed'), eq(mallOrders.fulfilment, 'delivered'));
    case 'closed':
      return inArray(mallOrders.state, CLOSED);
  }
}

/** The staff list's optional `stage`. */
export function orderStage(value: unknown): OrderStage | undefined {
  if (value === undefined || value === '') return undefined;
  if (!ORDER_STAGES.includes(value as OrderStage)) throw validationError('stage', 'mall.stage');
  return value as OrderStage;
}
