import type { ConversationView, MessageView } from './service';

/**
 * The chat domain's webhook events (docs/contract.md "Webhooks"). Each delivery carries what
 * the member named by `userId` sees (their copy of the message, their conversation entry,
 * their unread total), read in the transaction that made the change.
 */

/** One member's side of a change. */
export interface ChatDelivery {
  userId: number;
  conversation: ConversationView;
  unreadTotal: number;
}

/** A new message: the recipient's delivery first, then the sender's (their other tabs). */
export interface ChatMessageEvent {
  message: { id: number; from: number; to: number };
  deliveries: Array<ChatDelivery & { message: MessageView }>;
}

/** A message recalled by its sender: gone from both sides. */
export interface ChatRecalledEvent {
  messageId: number;
  from: number;
  to: number;
  deliveries: ChatDelivery[];
}

/** `readerId` read the conversation with `peerId` up to `readUpTo`; the peer is told only when SVIP. */
export interface ChatReadEvent {
  readerId: number;
  peerId: number;
  readUpTo: number;
  deliveries: ChatDelivery[];
}

/** `userId` deleted their entry (`conversation` null) or cleared its history. */
export interface ChatConversationEvent {
  userId: number;
  peerId: number;
  conversationId: number;
  deleted: boolean;
  conversation: ConversationView | null;
  unreadTotal: number;
}

/** `fromUserId` started or stopped typing to `userId`. */
export interface ChatTypingEvent {
  userId: number;
  fromUserId: number;
  typing: boolean;
}

/** A burn photo was viewed: each member's copy, now burned (the sender's shows no photo any more). */
export interface ChatBurnedEvent {
  messageId: number;
  deliveries: Array<{ userId: number; peerId: number; message: MessageView }>;
}

declare module '../webhooks/outbox' {
  interface EventPayloads {
    'chat.message': ChatMessageEvent;
    'chat.recalled': ChatRecalledEvent;
    'chat.read': ChatReadEvent;
    'chat.conversation': ChatConversationEvent;
    'chat.typing': ChatTypingEvent;
    'chat.burned': ChatBurnedEvent;
  }
}
