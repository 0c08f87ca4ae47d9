import { builder } from '../builder';
import type { Context } from '../context';
import { MessageNotFoundError, ValidationError } from '../errors';
import { isId, isObject, onUpstreamEvent } from '../events';
import type { MessageInfo } from '../upstream/chat';
import type { MessageCorrectionInfo } from '../upstream/translation';
import { ConversationEvent, Message, publishChatEvent } from './chat';
import { upstreamIdOf } from './global-ids';
import { User } from './user';
import { ViewerEvent, type ViewerEventOf } from './viewer';

/**
 * A reader's better wording of a message's translation, for its writer to see (as
 * language-exchange apps correct; docs/decisions.md "Translations that read right, and
 * corrections"). It is part of its message: one per message, so its ID is its message's,
 * and it loads through the message, for the conversation's two members only.
 */

type CorrectionSource = MessageCorrectionInfo & { messageId: number };

const correctionOf = (message: MessageInfo): CorrectionSource | null => (message.correction ? { ...message.correction, messageId: message.id } : null);

export const MessageCorrection = builder.loadableNode('MessageCorrection', {
  description: 'How the reader of a translated message would word its translation: both members of the conversation see it.',
  id: { resolve: (correction: CorrectionSource) => correction.messageId, parse: (id) => Number(id) },
  load: async (messageIds: number[], context: Context) => {
    const messages = await context.loaders.messages.loadMany(messageIds);
    return messages.map((message) => (message && !(message instanceof Error) ? correctionOf(message) : null)) as CorrectionSource[];
  },
  fields: (t) => ({
    text: t.exposeString('text', { description: 'The wording the reader proposes.' }),
    language: t.exposeString('language', { description: 'Its language: that of the translation it corrects.' }),
    author: t.field({ type: User, nullable: true, description: 'The reader who proposed it.', resolve: (correction, _args, context) => context.loaders.users.load(correction.userId) }),
    proposedAt: t.string({ description: 'When it was proposed (or last changed).', resolve: (correction) => new Date(correction.time).toISOString() }),
  }),
});

builder.objectFields(Message, (t) => ({
  correction: t.field({
    type: MessageCorrection,
    nullable: true,
    description: 'A better wording of its translation its reader proposed, or null.',
    resolve: (message) => correctionOf(message),
  }),
}));

builder.mutationField('messageCorrectionPropose', (t) =>
  t.field({
    type: builder.objectRef<{ message: MessageInfo }>('MessageCorrectionProposePayload').implement({
      fields: (f) => ({ correctedMessage: f.field({ type: Message, description: 'The message, with the viewer’s wording.', resolve: (p) => p.message }) }),
    }),
    description:
      'Proposes how a translated message the viewer received should read (1 to 1000 characters): its writer sees it, live. Again on the same message, it replaces the viewer’s earlier wording. Refused (ValidationError) on the viewer’s own message, on one with no translation, and for the translation as it is.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('MessageCorrectionProposeInput', {
          fields: (f) => ({ messageId: f.globalID({ required: true }), text: f.string({ required: true, description: 'The better wording, in the translation’s language.' }) }),
        }),
        required: true,
      }),
    },
    errors: { types: [ValidationError, MessageNotFoundError], union: { name: 'MessageCorrectionProposeResult' } },
    resolve: async (_root, { input }, context) => {
      const messageId = upstreamIdOf(context, input.messageId, 'Message', 'messageId');
      const message = await context.upstream.translation.correct(messageId, input.text);
      context.loaders.clearAll();
      return { message };
    },
  }),
);

// ------------------------------------------------------------------ live

declare module './viewer' {
  interface ViewerEvents {
    MessageCorrectedEvent: { message: MessageInfo; peerId: number };
  }
}

const isDelivery = (value: unknown): value is { userId: number; message: MessageInfo } =>
  isObject(value) && isId(value.userId) && isObject(value.message) && isId(value.message.id) && isId(value.message.from) && isId(value.message.to);

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
  description: 'The reader of a message in this conversation proposed a better wording of its translation (the viewer’s message, or one they read).',
  interfaces: [ViewerEvent, ConversationEvent],
  fields: (t) => ({ message: t.field({ type: Message, resolve: (event) => event.data.message }) }),
});
