import type { OrderInfo } from './presenting';

/**
 * The gift mall's webhook events (docs/contract.md "Webhooks"), written in the change's
 * transaction, one per member told: the order as that member sees it (no price for the
 * recipient, no address the recipient entered for the buyer).
 */
export interface OrderChangedEvent {
  memberId: number;
  order: OrderInfo;
}

declare module '../webhooks/outbox' {
  interface EventPayloads {
    'order.changed': OrderChangedEvent;
  }
}
