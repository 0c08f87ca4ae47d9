/**
 * The economy's webhook events (docs/contract.md "Webhooks"): a member's wallet changed
 * (a payment was credited, a gift or red packet arrived), so their balances can be shown live.
 */
export interface WalletChangedEvent {
  userId: number;
  reason: 'payment' | 'gift' | 'red_packet' | 'membership';
  paymentId?: string;
}

declare module '../webhooks/outbox' {
  interface EventPayloads {
    'economy.wallet': WalletChangedEvent;
  }
}
