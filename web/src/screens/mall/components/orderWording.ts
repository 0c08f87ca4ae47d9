import type { MessageId } from '../../../i18n/messages';

/** The graph's enums, as the fragments read them (a value the client does not know yet reads as "other"). */
export type OrderRole = 'BUYER' | 'RECIPIENT' | 'STAFF' | (string & {});
export type OrderState = 'AWAITING_ADDRESS' | 'CONFIRMED' | 'DECLINED' | 'CANCELLED' | 'EXPIRED' | (string & {});
export type OrderFulfilment = 'NOT_SHIPPED' | 'SHIPPED' | 'DELIVERED' | (string & {});
export type OrderHistoryBy = 'BUYER' | 'RECIPIENT' | 'STAFF' | 'SYSTEM' | (string & {});

const STATES: Record<string, MessageId> = {
  AWAITING_ADDRESS: 'mall.state.AWAITING_ADDRESS',
  CONFIRMED: 'mall.state.CONFIRMED',
  DECLINED: 'mall.state.DECLINED',
  CANCELLED: 'mall.state.CANCELLED',
  EXPIRED: 'mall.state.EXPIRED',
};
const PAYMENTS: Record<string, MessageId> = {
  HELD: 'mall.payment.HELD',
  TAKEN: 'mall.payment.TAKEN',
  RETURNED: 'mall.payment.RETURNED',
};
const FULFILMENTS: Record<string, MessageId> = {
  NOT_SHIPPED: 'mall.fulfilment.NOT_SHIPPED',
  SHIPPED: 'mall.fulfilment.SHIPPED',
  DELIVERED: 'mall.fulfilment.DELIVERED',
};
const HISTORY: Record<string, MessageId> = {
  PLACED: 'mall.history.PLACED',
  CONFIRMED: 'mall.history.CONFIRMED',
  DECLINED: 'mall.history.DECLINED',
  CANCELLED: 'mall.history.CANCELLED',
  EXPIRED: 'mall.history.EXPIRED',
  SHIPPED: 'mall.history.SHIPPED',
  DELIVERED: 'mall.history.DELIVERED',
};

/** The order's state, its payment and its shipping, each in plain words ("other" for a value added later). */
export const stateWords = (state: OrderState): MessageId => STATES[state] ?? 'mall.other';
export const paymentWords = (payment: string): MessageId => PAYMENTS[payment] ?? 'mall.other';
export const fulfilmentWords = (fulfilment: OrderFulfilment): MessageId => FULFILMENTS[fulfilment] ?? 'mall.other';
export const historyWords = (what: string): MessageId => HISTORY[what] ?? 'mall.other';

/** Who took a step, from where the viewer stands: "you" for their own steps, else the other side, staff or the expiry. */
export function historyBy(by: OrderHistoryBy, role: OrderRole): MessageId {
  if (by === role) return 'mall.by.you';
  switch (by) {
    case 'BUYER':
      return 'mall.by.buyer';
    case 'RECIPIENT':
      return 'mall.by.recipient';
    case 'STAFF':
      return 'mall.by.staff';
    default:
      return 'mall.by.system';
  }
}

/**
 * The order's headline for the viewer: what happens now and what it means for them (the buyer's coins, the recipient's
 * address), with `{name}` the other member and `{date}` the expiry where it reads them.
 */
export function orderHeadline(role: OrderRole, state: OrderState, fulfilment: OrderFulfilment): MessageId {
  const recipient = role === 'RECIPIENT';
  switch (state) {
    case 'AWAITING_ADDRESS':
      return recipient ? 'mall.headline.recipient.awaiting' : 'mall.headline.buyer.awaiting';
    case 'CONFIRMED':
      if (fulfilment === 'DELIVERED') return 'mall.headline.delivered';
      if (fulfilment === 'SHIPPED') return 'mall.headline.shipped';
      return 'mall.headline.confirmed';
    case 'DECLINED':
      return recipient ? 'mall.headline.recipient.declined' : 'mall.headline.buyer.declined';
    case 'CANCELLED':
      return recipient ? 'mall.headline.recipient.cancelled' : 'mall.headline.buyer.cancelled';
    case 'EXPIRED':
      return recipient ? 'mall.headline.recipient.expired' : 'mall.headline.buyer.expired';
    default:
      return 'mall.other';
  }
}

/** What the viewer may still do with it: the buyer withdraw it, the recipient answer it, while it awaits the address. */
export function orderActions(role: OrderRole, state: OrderState) {
  const open = state === 'AWAITING_ADDRESS';
  return { cancel: open && role === 'BUYER', answer: open && role === 'RECIPIENT' };
}
