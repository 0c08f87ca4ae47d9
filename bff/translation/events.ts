import type { MessageInfo } from '../chat/endpoints';
import { ConversationEvent, publishChatEvent } from '../chat/events';
import { Message } from '../chat/types';
import { builder } from '../core/builder';
import { isId, isObject, onUpstreamEvent } from '../core/events';
import { ViewerEvent, type ViewerEventOf } from '../viewer/events';

declare module '../viewer/events' {
  interface ViewerEvents {
    MessageTranslatedEvent: { message: MessageInfo; peerId: number };
    MessageCorrectedEvent: { message: MessageInfo; peerId: number };
  }
}

const isTranslatedMessage = (value: unknown): value is MessageInfo =>
  isObject(value) && isId(value.id) && isId(value.from) && isId(value.to);

// The viewer's other tabs show a translation they asked for in one.
onUpstreamEvent<{ userId: number; peerId: number; message: MessageInfo }>('chat.translated', {
  decode: ({ userId, peerId, message }) =>
    isId(userId) && isId(peerId) && isTranslatedMessage(message) ? { userId, peerId, message } : null,
  publish: (pubsub, { userId, peerId, message }, at) =>
    publishChatEvent(pubsub, { id: userId }, peerId, 'MessageTranslatedEvent', at, { message, peerId }, false),
});

builder.objectRef<ViewerEventOf<'MessageTranslatedEvent'>>('MessageTranslatedEvent').implement({
  description: 'The viewer translated a message of this conversation (in this or another tab).',
  interfaces: [ViewerEvent, ConversationEvent],
  fields: (t) => ({ message: t.field({ type: Message, resolve: (event) => event.data.message }) }),
});

const isDelivery = (value: unknown): value is { userId: number; message: MessageInfo } =>
  isObject(value) &&
  isId(value.userId) &&
  isObject(value.message) &&
  isId(value.message.id) &&
  isId(value.message.from) &&
  isId(value.message.to);

// The writer's open window shows the wording as it is proposed; the reader's other tabs too.
onUpstreamEvent<Array<{ userId: number; message: MessageInfo }>>('chat.corrected', {
  decode: ({ deliveries }) => (Array.isArray(deliveries) && deliveries.every(isDelivery) ? deliveries : null),
  publish: (pubsub, deliveries, at) => {
    for (const { userId, message } of deliveries) {
      const peerId = message.from === userId ? message.to : message.from;
      publishChatEvent(pubsub, { id: userId }, peerId, 'MessageCorrectedEvent', at, { message, peerId }, false);
    }
  },
});

builder.objectRef<ViewerEventOf<'MessageCorrectedEvent'>>('MessageCorrectedEvent').implement({
  description:
    'The reader of a message in this conversation proposed a better wording of its translation (the viewer’s message, or one they read).',
  interfaces: [ViewerEvent, ConversationEvent],
  fields: (t) => ({ message: t.field({ type: Message, resolve: (event) => event.data.message }) }),
});
