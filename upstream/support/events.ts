/**
 * The support desk's webhook event (docs/contract.md "Webhooks"): a member's conversation with customer service
 * changed (a message either way). It names the member only: the BFF reads the conversation again for each support
 * staff member listening (`supportInboxEvents`), through the staff-checked batch, so nothing in it reaches anyone else.
 */
export interface SupportConversationEvent {
  memberId: number;
}

declare module '../webhooks/outbox' {
  interface EventPayloads {
    'support.conversation': SupportConversationEvent;
  }
}
