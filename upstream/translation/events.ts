import type { MessageView } from '../chat/service';

/**
 * The translation domain's webhook events (docs/contract.md "Webhooks"): a member asked for a
 * message's translation, so their other tabs show it too. Translations made with a send
 * travel in that send's `chat.message` event.
 */
export interface ChatTranslatedEvent {
  userId: number;
  /** The other member of the conversation. */
  peerId: number;
  /** The member's copy of the message, with its translation. */
  message: MessageView;
}

declare module '../webhooks/outbox' {
  interface EventPayloads {
    'chat.translated': ChatTranslatedEvent;
  }
}
