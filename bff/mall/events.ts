import { builder } from '../core/builder';
import { isId, isObject, onUpstreamEvent } from '../core/events';
import { publishViewerEvent, ViewerEvent, type ViewerEventOf } from '../viewer/events';
import type { OrderInfo } from './endpoints';
import { Order } from './types';

// Live orders: upstream's order.changed names one member (the buyer or the recipient) with the
// order as that member sees it; it goes to that member's viewerEvents only, so nobody else's
// socket hears of it and it costs no upstream call. The BFF adds nothing to the order.

declare module '../viewer/events' {
  interface ViewerEvents {
    OrderChangedEvent: { order: OrderInfo };
  }
}

const STATES = new Set(['awaiting_address', 'confirmed', 'declined', 'cancelled', 'expired']);
const PAYMENTS = new Set(['held', 'taken', 'returned']);
const FULFILMENTS = new Set(['not_shipped', 'shipped', 'delivered']);

/** The order as upstream's event carries it for `memberId`, or null when it is not one of theirs. */
function orderFor(memberId: number, value: unknown): OrderInfo | null {
  if (!isObject(value) || !isId(value.id) || !isId(value.buyerId) || !isId(value.recipientId)) return null;
  if (!STATES.has(value.state as string) || !PAYMENTS.has(value.payment as string)) return null;
  if (!FULFILMENTS.has(value.fulfilment as string) || !Array.isArray(value.history)) return null;
  if (typeof value.createdAt !== 'string' || !Number.isInteger(value.quantity)) return null;
  // Only the member's own view goes to them: a buyer's event names the buyer, a recipient's the recipient.
  const own =
    (value.role === 'buyer' && value.buyerId === memberId) ||
    (value.role === 'recipient' && value.recipientId === memberId);
  if (!own) return null;
  const order = value as unknown as OrderInfo;
  if (order.role !== 'recipient') return order;
  // Upstream never sends the recipient a price; should it ever, it stops here.
  const { unitPrice: _unitPrice, goldCoin: _goldCoin, ...withoutPrice } = order;
  return withoutPrice;
}

onUpstreamEvent<{ memberId: number; order: OrderInfo }>('order.changed', {
  decode: ({ memberId, order }) => {
    if (!isId(memberId)) return null;
    const decoded = orderFor(memberId, order);
    return decoded ? { memberId, order: decoded } : null;
  },
  publish: (pubsub, { memberId, order }, occurredAt) =>
    publishViewerEvent(pubsub, { id: memberId }, 'OrderChangedEvent', occurredAt, { order }),
});

builder.objectRef<ViewerEventOf<'OrderChangedEvent'>>('OrderChangedEvent').implement({
  description:
    'An order the viewer placed or received was placed, confirmed, declined, cancelled, expired, shipped or delivered. `viewer` reads the viewer afresh (gold coins).',
  interfaces: [ViewerEvent],
  fields: (t) => ({
    order: t.field({
      type: Order,
      description: 'The order as the viewer sees it (no price for its recipient).',
      resolve: (event) => event.data.order,
    }),
  }),
});
