import type { MessageView } from '../chat/service';

/**
 * The translation domain's webhook events (docs/contract.md "Webhooks"): a member asked for a
 * message's translation, so their other tabs show it too; a reader proposed a better wording
 * of a message's translation, so its writer sees it. Translations made with a send travel in
 * that send's `chat.message` event.
 */
export interface ChatTranslatedEvent {
  userId: number;
  /** The other member of the conversation. */
  peerId: number;
  /** The member's copy of the message, with its translation. */
  message: MessageView;
}

/** A better wording proposed: each member's copy of the message with it (the writer first). */
export interface ChatCorrectedEvent {
  message: { id: number; from: number; to: number };
  deliveries: Array<{ userId: number; message: MessageView }>;
}

declare module '../webhooks/outbox' {
  interface EventPayloads {
    'chat.translated': ChatTranslatedEvent;
    'chat.corrected': ChatCorrectedEvent;
  }
}
