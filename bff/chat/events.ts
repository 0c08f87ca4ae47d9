import { encodeGlobalID } from '@pothos/plugin-relay';
import { GraphQLError } from 'graphql';
import { builder } from '../core/builder';
import { isId, isObject, onUpstreamEvent } from '../core/events';
import type { BffPubSub } from '../core/pubsub';
import { bffMessage } from '../messages';
import {
  publishViewerEvent,
  ViewerEvent,
  type ViewerEventOf,
  type ViewerEventPayload,
  type ViewerEvents,
} from '../viewer/events';
import type { ViewerSource } from '../viewer/types';
import type { ConversationInfo, MessageInfo } from './endpoints';
import {
  Conversation,
  conversationGlobalId,
  conversationKey,
  conversationOf,
  conversationPeer,
  Message,
  MessageEdge,
  messageEdge,
  type ConversationSource,
} from './types';

// Live chat. Upstream's chat events name a delivery per member; each goes to that member's
// viewerEvents (the list, the unread total) and to the conversation's own topic (the open
// chat window), carrying the message and entry as that member sees them: no upstream call
// per subscriber.

interface MessageAddedData {
  message: MessageInfo;
  conversation: ConversationSource;
}
interface MessageRecalledData {
  messageId: number;
  conversation: ConversationSource;
}
interface ConversationChangedData {
  peerId: number;
  conversation: ConversationSource | null;
}
interface TypingData {
  peerId: number;
  typing: boolean;
}

declare module '../viewer/events' {
  interface ViewerEvents {
    MessageAddedEvent: MessageAddedData;
    MessageRecalledEvent: MessageRecalledData;
    ConversationReadEvent: ConversationChangedData;
    ConversationChangedEvent: ConversationChangedData;
    TypingEvent: TypingData;
    MessageBurnedEvent: { message: MessageInfo; peerId: number };
  }
}

declare module '../core/pubsub' {
  interface Topics {
    /** One member's side of one conversation (`owner.peer`): what an open chat window shows. */
    'conversation.event': [key: string, event: ViewerEventPayload];
  }
}

/**
 * The kinds whose data names their conversation (a `peerId`, or the `conversation`): any domain's may go to a
 * conversation's topic.
 */
type ConversationEventKind = {
  [K in keyof ViewerEvents]: ViewerEvents[K] extends { peerId: number } | { conversation: ConversationSource }
    ? K
    : never;
}[keyof ViewerEvents];

/** To the member's viewerEvents (unless only the window cares) and to the conversation's topic. */
export function publishChatEvent<K extends ConversationEventKind>(
  pubsub: BffPubSub,
  viewer: ViewerSource,
  peerId: number,
  type: K,
  occurredAt: string,
  data: ViewerEvents[K],
  toViewer = true,
) {
  if (toViewer) publishViewerEvent(pubsub, viewer, type, occurredAt, data as never);
  pubsub.publish('conversation.event', conversationKey(viewer.id, peerId), {
    type,
    occurredAt,
    data,
    viewer,
  } as ViewerEventPayload);
}

const isMessage = (value: unknown): value is MessageInfo =>
  isObject(value) && isId(value.id) && isId(value.from) && isId(value.to) && typeof value.type === 'string';
const isConversation = (value: unknown): value is ConversationInfo =>
  isObject(value) && isId(value.userId) && isObject(value.user) && isId(value.user.id);
const unreadOf = (value: unknown) =>
  Number.isInteger(value) && (value as number) >= 0 ? { unreadMessageCount: value as number } : {};

interface Delivery {
  userId: number;
  conversation: ConversationInfo;
  unreadTotal: unknown;
  message?: MessageInfo;
}
/** The deliveries of a chat event, each checked; null if any is malformed. */
function deliveriesOf(value: unknown, withMessage: boolean): Delivery[] | null {
  if (!Array.isArray(value)) return null;
  const deliveries = value.filter(
    (d) => isObject(d) && isId(d.userId) && isConversation(d.conversation) && (!withMessage || isMessage(d.message)),
  ) as Delivery[];
  return deliveries.length === value.length ? deliveries : null;
}

onUpstreamEvent<Delivery[]>('chat.message', {
  decode: ({ deliveries }) => deliveriesOf(deliveries, true),
  publish: (pubsub, deliveries, at) => {
    for (const d of deliveries) {
      const conversation = conversationOf(d.userId, d.conversation);
      publishChatEvent(
        pubsub,
        { id: d.userId, ...unreadOf(d.unreadTotal) },
        d.conversation.userId,
        'MessageAddedEvent',
        at,
        { message: d.message!, conversation },
      );
    }
  },
});

onUpstreamEvent<{ messageId: number; deliveries: Delivery[] }>('chat.recalled', {
  decode: ({ messageId, deliveries }) => {
    const checked = deliveriesOf(deliveries, false);
    return isId(messageId) && checked ? { messageId, deliveries: checked } : null;
  },
  publish: (pubsub, { messageId, deliveries }, at) => {
    for (const d of deliveries) {
      publishChatEvent(
        pubsub,
        { id: d.userId, ...unreadOf(d.unreadTotal) },
        d.conversation.userId,
        'MessageRecalledEvent',
        at,
        { messageId, conversation: conversationOf(d.userId, d.conversation) },
      );
    }
  },
});

onUpstreamEvent<Delivery[]>('chat.read', {
  decode: ({ deliveries }) => deliveriesOf(deliveries, false),
  publish: (pubsub, deliveries, at) => {
    for (const d of deliveries) {
      publishChatEvent(
        pubsub,
        { id: d.userId, ...unreadOf(d.unreadTotal) },
        d.conversation.userId,
        'ConversationReadEvent',
        at,
        {
          peerId: d.conversation.userId,
          conversation: conversationOf(d.userId, d.conversation),
        },
      );
    }
  },
});

onUpstreamEvent<{ userId: number; peerId: number; conversation: ConversationInfo | null; unreadTotal: unknown }>(
  'chat.conversation',
  {
    decode: ({ userId, peerId, deleted, conversation, unreadTotal }) => {
      if (!isId(userId) || !isId(peerId) || typeof deleted !== 'boolean') return null;
      if (!deleted && !isConversation(conversation)) return null;
      return { userId, peerId, conversation: deleted ? null : (conversation as ConversationInfo), unreadTotal };
    },
    publish: (pubsub, { userId, peerId, conversation, unreadTotal }, at) =>
      publishChatEvent(pubsub, { id: userId, ...unreadOf(unreadTotal) }, peerId, 'ConversationChangedEvent', at, {
        peerId,
        conversation: conversation && conversationOf(userId, conversation),
      }),
  },
);

onUpstreamEvent<{ userId: number; peerId: number; typing: boolean }>('chat.typing', {
  decode: ({ userId, fromUserId, typing }) =>
    isId(userId) && isId(fromUserId) && typeof typing === 'boolean' ? { userId, peerId: fromUserId, typing } : null,
  // Only an open window shows typing: the member's list does not hear of it.
  publish: (pubsub, { userId, peerId, typing }, at) =>
    publishChatEvent(pubsub, { id: userId }, peerId, 'TypingEvent', at, { peerId, typing }, false),
});

onUpstreamEvent<Array<{ userId: number; peerId: number; message: MessageInfo }>>('chat.burned', {
  decode: ({ deliveries }) => {
    if (!Array.isArray(deliveries)) return null;
    const checked = deliveries.filter((d) => isObject(d) && isId(d.userId) && isId(d.peerId) && isMessage(d.message));
    return checked.length === deliveries.length
      ? (checked as Array<{ userId: number; peerId: number; message: MessageInfo }>)
      : null;
  },
  // An open window shows it burned; the list's preview ("a burn-after-reading photo") stays.
  publish: (pubsub, deliveries, at) => {
    for (const { userId, peerId, message } of deliveries)
      publishChatEvent(pubsub, { id: userId }, peerId, 'MessageBurnedEvent', at, { message, peerId }, false);
  },
});

export const ConversationEvent = builder.interfaceRef<ViewerEventPayload>('ConversationEvent').implement({
  description: 'Something that happened in one of the viewer’s conversations.',
  resolveType: (event) => event.type,
  fields: (t) => ({
    occurredAt: t.exposeString('occurredAt'),
    conversationId: t.id({
      description: 'The conversation’s global ID.',
      resolve: (event) =>
        conversationGlobalId(
          event.viewer.id,
          (event.data as { peerId?: number; conversation?: ConversationSource }).peerId ??
            (event.data as MessageAddedData).conversation.userId,
        ),
    }),
  }),
});

builder.objectRef<ViewerEventOf<'MessageAddedEvent'>>('MessageAddedEvent').implement({
  description: 'A message in one of the viewer’s conversations: received, or sent from another tab.',
  interfaces: [ViewerEvent, ConversationEvent],
  fields: (t) => ({
    message: t.field({ type: Message, resolve: (event) => event.data.message }),
    messageEdge: t.field({
      type: MessageEdge,
      description: 'For `@appendEdge` on the conversation’s messages.',
      resolve: (event) => messageEdge(event.data.message),
    }),
    conversation: t.field({
      type: Conversation,
      nullable: true,
      description: 'The viewer’s entry, with its new unread count and last message.',
      resolve: (event) => event.data.conversation,
    }),
  }),
});

builder.objectRef<ViewerEventOf<'MessageRecalledEvent'>>('MessageRecalledEvent').implement({
  description: 'A message was recalled: it is gone from the history of both members.',
  interfaces: [ViewerEvent, ConversationEvent],
  fields: (t) => ({
    deletedMessageId: t.id({
      description: 'For `@deleteRecord`.',
      resolve: (event) => encodeGlobalID('Message', event.data.messageId),
    }),
    conversation: t.field({ type: Conversation, nullable: true, resolve: (event) => event.data.conversation }),
  }),
});

builder.objectRef<ViewerEventOf<'ConversationReadEvent'>>('ConversationReadEvent').implement({
  description:
    'The conversation was read: by the viewer in another tab (unread 0), or, for an SVIP viewer, by the peer.',
  interfaces: [ViewerEvent, ConversationEvent],
  fields: (t) => ({
    conversation: t.field({ type: Conversation, nullable: true, resolve: (event) => event.data.conversation }),
  }),
});

builder.objectRef<ViewerEventOf<'ConversationChangedEvent'>>('ConversationChangedEvent').implement({
  description:
    'The viewer deleted the conversation from their list (`deletedConversationId`) or cleared its history, in another tab.',
  interfaces: [ViewerEvent, ConversationEvent],
  fields: (t) => ({
    conversation: t.field({ type: Conversation, nullable: true, resolve: (event) => event.data.conversation }),
    deletedConversationId: t.id({
      nullable: true,
      resolve: (event) => (event.data.conversation ? null : conversationGlobalId(event.viewer.id, event.data.peerId)),
    }),
  }),
});

builder.objectRef<ViewerEventOf<'MessageBurnedEvent'>>('MessageBurnedEvent').implement({
  description:
    'A burn-after-read photo of this conversation was viewed: it is burned, for its sender too (no photo any more).',
  interfaces: [ConversationEvent],
  fields: (t) => ({
    message: t.field({
      type: Message,
      description: 'The viewer’s copy, now VIEWED.',
      resolve: (event) => event.data.message,
    }),
  }),
});

builder.objectRef<ViewerEventOf<'TypingEvent'>>('TypingEvent').implement({
  description: 'The peer started or stopped typing.',
  interfaces: [ConversationEvent],
  fields: (t) => ({ typing: t.boolean({ resolve: (event) => event.data.typing }) }),
});

builder.subscriptionField('conversationEvents', (t) =>
  t.field({
    type: ConversationEvent,
    description:
      'Live events of one of the viewer’s conversations (new, recalled, read and burned messages, typing): what an open chat window shows.',
    authScopes: { loggedIn: true },
    args: { conversationId: t.arg.globalID({ required: true }) },
    subscribe: async (_root, { conversationId }, context) => {
      const viewerId = await context.loaders.viewerId();
      let peerId: number;
      try {
        peerId = await conversationPeer(context, conversationId);
      } catch {
        throw new GraphQLError(bffMessage(context.caller.language, 'id.invalid'), {
          extensions: { code: 'BAD_USER_INPUT' },
        });
      }
      return context.pubsub.listen('conversation.event', conversationKey(viewerId, peerId));
    },
    resolve: (event: ViewerEventPayload) => event,
  }),
);
