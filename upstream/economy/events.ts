import type { BillKind } from './ledger';

/**
 * The economy's webhook events (docs/contract.md "Webhooks"): a member's balances changed
 * (any ledger movement on one of their accounts), so their open tabs can show it live.
 */
export interface WalletChangedEvent {
  userId: number;
  /** The movement's kind, as the bill names it. */
  reason: BillKind;
}

declare module '../webhooks/outbox' {
  interface EventPayloads {
    'economy.wallet': WalletChangedEvent;
  }
}
