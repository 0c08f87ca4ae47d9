import { encodeGlobalID } from '@pothos/plugin-relay';
import { UploadGrant, uploadGrant } from '../album/types';
import { builder } from '../core/builder';
import { RateLimitedError, ValidationError } from '../core/errors';
import { memberId, upstreamIdOf } from '../core/global-ids';
import { bffMessage } from '../messages';
import { UserNotFoundError } from '../user/errors';
import { Viewer, type ViewerSource } from '../viewer/types';
import type { MessageInfo, MessageSend } from './endpoints';
import {
  BlockedError,
  BurnViewedError,
  MessageNotFoundError,
  messageSendRefusals,
  RecallWindowExpiredError,
  RecipientUnavailableError,
} from './errors';
import {
  Conversation,
  conversationGlobalId,
  conversationOf,
  conversationPeer,
  Message,
  MessageEdge,
  messageEdge,
  type ConversationSource,
} from './types';

const conversationInput = (name: string, extra: Record<string, never> = {}) =>
  builder.inputType(name, {
    fields: (f) => ({
      conversationId: f.globalID({ required: true, description: 'The conversation’s global ID.' }),
      ...extra,
    }),
  });

type SendPayload = { message: MessageInfo; conversation: ConversationSource; viewer: ViewerSource };

builder.mutationField('messageSend', (t) =>
  t.field({
    type: builder.objectRef<SendPayload>('MessageSendPayload').implement({
      fields: (f) => ({
        // Not `message`: the errors of the same union have a `message` string.
        sentMessage: f.field({ type: Message, resolve: (p) => p.message }),
        messageEdge: f.field({
          type: MessageEdge,
          description: 'For `@appendEdge` on the conversation’s messages.',
          resolve: (p) => messageEdge(p.message),
        }),
        conversation: f.field({ type: Conversation, resolve: (p) => p.conversation }),
        viewer: f.field({ type: Viewer, resolve: (p) => p.viewer }),
      }),
    }),
    description:
      'Sends a text (1 to 1000 characters, not blank) or a photo (uploaded with messageImageUploadGrant; optionally burn-after-read). Sending again with the same `clientId` answers the first message: a retry never sends twice. A member who pays for messages pays 1 gold coin for the first message with a new contact (InsufficientCoinsError when they lack it). A text goes out translated as the conversation’s `translation` says, paid with the sender’s free characters of the day, then their membership and pack characters, and gold coins only with `payWithCoins` (InsufficientTranslationBalanceError, saying how many coins, when their coins would pay: nothing is sent). With nothing to pay with it goes as written, its `translation` (in the sender’s copy only) INSUFFICIENT_BALANCE; a pair the engine does not serve goes out as written, its `translation` saying why.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('MessageSendInput', {
          fields: (f) => ({
            conversationId: f.globalID({
              required: true,
              description: 'The conversation’s global ID (Viewer.conversationWith gives one for any member).',
            }),
            clientId: f.string({
              required: true,
              description: 'The client’s own id for this message (1 to 64 of A–Z a–z 0–9 _ -): the same on a retry.',
            }),
            text: f.string({ description: 'A text message.' }),
            imageKey: f.string({ description: 'A photo: the `key` its upload answered.' }),
            burnAfterReading: f.boolean({
              description: 'With imageKey: the recipient may see the photo once, for 8 seconds.',
            }),
            translate: f.boolean({
              description:
                'With text: false sends it as written this once, without the conversation’s outgoing translation.',
            }),
            translateRecordId: f.int({
              description:
                'With text: the `recordId` messageDraftTranslate answered for this very text: it goes out with that translation, not translated or charged again.',
            }),
            payWithCoins: f.boolean({
              description:
                'With text: gold coins may pay what the viewer’s characters do not cover of its translation (they agreed to the price InsufficientTranslationBalanceError named).',
            }),
          }),
        }),
        required: true,
      }),
    },
    errors: {
      types: [
        ValidationError,
        UserNotFoundError,
        BlockedError,
        RecipientUnavailableError,
        RateLimitedError,
        ...messageSendRefusals,
      ],
      union: { name: 'MessageSendResult' },
    },
    resolve: async (_root, { input }, context) => {
      const peerId = await conversationPeer(context, input.conversationId);
      const hasText = input.text != null;
      if (hasText === (input.imageKey != null))
        throw new ValidationError(
          hasText ? 'imageKey' : 'text',
          bffMessage(context.caller.language, 'message.textOrImage'),
        );
      const send: MessageSend = hasText
        ? {
            type: 'txt',
            msg: input.text!,
            clientId: input.clientId,
            // Spec §3: the translation a text goes out with is named in its ext.
            ext: {
              platform: 'Web',
              ...(input.translateRecordId != null ? { translateRecordId: input.translateRecordId } : {}),
            },
            ...(input.translate === false ? { translate: false } : {}),
            ...(input.payWithCoins ? { payWithCoins: true } : {}),
          }
        : {
            type: 'img',
            key: input.imageKey!,
            burn: input.burnAfterReading ?? false,
            clientId: input.clientId,
            ext: { platform: 'Web' },
          };
      const { conversation: entry, ...message } = await context.upstream.chat.send(peerId, send);
      context.loaders.clearAll();
      const viewerId = await context.loaders.viewerId();
      const conversation = entry ?? (await context.loaders.conversations.load(peerId));
      if (!conversation) throw new UserNotFoundError(bffMessage(context.caller.language, 'id.invalid'));
      return { message, conversation: conversationOf(viewerId, conversation), viewer: { id: viewerId } };
    },
  }),
);

builder.mutationField('messageImageUploadGrant', (t) =>
  t.field({
    type: UploadGrant,
    description: 'One photo upload for a message, within ten minutes.',
    authScopes: { loggedIn: true },
    resolve: (_root, _args, context) => uploadGrant(context),
  }),
);

const messageInput = (name: string) =>
  builder.inputType(name, {
    fields: (f) => ({ messageId: f.globalID({ required: true, description: 'The message’s global ID.' }) }),
  });

builder.mutationField('messageRecall', (t) =>
  t.field({
    type: builder
      .objectRef<{ deletedMessageId: string; conversation: ConversationSource | null }>('MessageRecallPayload')
      .implement({
        fields: (f) => ({
          deletedMessageId: f.id({ description: 'For `@deleteRecord`.', resolve: (p) => p.deletedMessageId }),
          conversation: f.field({ type: Conversation, nullable: true, resolve: (p) => p.conversation }),
        }),
      }),
    description:
      'Takes back one of the viewer’s messages within two minutes of sending: it disappears for both members.',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: messageInput('MessageRecallInput'), required: true }) },
    errors: {
      types: [ValidationError, MessageNotFoundError, RecallWindowExpiredError],
      union: { name: 'MessageRecallResult' },
    },
    resolve: async (_root, { input }, context) => {
      const messageId = upstreamIdOf(context, input.messageId, 'Message', 'messageId');
      const message = await context.loaders.messages.load(messageId);
      if (!message) throw new MessageNotFoundError(bffMessage(context.caller.language, 'id.invalid'));
      await context.upstream.chat.recall(messageId);
      context.loaders.clearAll();
      const viewerId = await context.loaders.viewerId();
      const peerId = message.from === viewerId ? message.to : message.from;
      const conversation = await context.loaders.conversations.load(peerId);
      return {
        deletedMessageId: encodeGlobalID('Message', messageId),
        conversation: conversation && conversationOf(viewerId, conversation),
      };
    },
  }),
);

type ConversationPayload = { conversation: ConversationSource; viewer: ViewerSource };
const ConversationPayloadOf = (name: string) =>
  builder.objectRef<ConversationPayload>(name).implement({
    fields: (f) => ({
      conversation: f.field({ type: Conversation, resolve: (p) => p.conversation }),
      viewer: f.field({ type: Viewer, resolve: (p) => p.viewer }),
    }),
  });

for (const [field, typeName, description, change, refusals] of [
  // Reading is refused across a block (either way); clearing one's own copy never is.
  [
    'conversationMarkRead',
    'ConversationMarkRead',
    'Marks the conversation read: its unread count goes to 0 and the peer’s messages count as read.',
    'markRead',
    [BlockedError],
  ],
  [
    'conversationHistoryClear',
    'ConversationHistoryClear',
    'Empties the viewer’s copy of the history; the peer keeps theirs.',
    'clearHistory',
    [],
  ],
] as const) {
  builder.mutationField(field, (t) =>
    t.field({
      type: ConversationPayloadOf(`${typeName}Payload`),
      description,
      authScopes: { loggedIn: true },
      args: { input: t.arg({ type: conversationInput(`${typeName}Input`), required: true }) },
      errors: { types: [ValidationError, UserNotFoundError, ...refusals], union: { name: `${typeName}Result` } },
      resolve: async (_root, { input }, context) => {
        const peerId = await conversationPeer(context, input.conversationId);
        const conversation = await context.upstream.chat[change](peerId);
        context.loaders.clearAll();
        const viewerId = await context.loaders.viewerId();
        context.loaders.primeUsers([conversation.user]);
        return { conversation: conversationOf(viewerId, conversation), viewer: { id: viewerId } };
      },
    }),
  );
}

builder.mutationField('conversationDelete', (t) =>
  t.field({
    type: builder
      .objectRef<{ deletedConversationId: string; viewer: ViewerSource }>('ConversationDeletePayload')
      .implement({
        fields: (f) => ({
          deletedConversationId: f.id({
            description: 'For `@deleteEdge` on the conversation list.',
            resolve: (p) => p.deletedConversationId,
          }),
          viewer: f.field({ type: Viewer, resolve: (p) => p.viewer }),
        }),
      }),
    description:
      'Removes the conversation from the viewer’s list (it comes back with the next message); the history stays.',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: conversationInput('ConversationDeleteInput'), required: true }) },
    errors: { types: [ValidationError, UserNotFoundError], union: { name: 'ConversationDeleteResult' } },
    resolve: async (_root, { input }, context) => {
      const peerId = await conversationPeer(context, input.conversationId);
      await context.upstream.chat.deleteConversation(peerId);
      context.loaders.clearAll();
      const viewerId = await context.loaders.viewerId();
      return { deletedConversationId: conversationGlobalId(viewerId, peerId), viewer: { id: viewerId } };
    },
  }),
);

builder.mutationField('burnPhotoView', (t) =>
  t.field({
    type: builder
      .objectRef<{ url: string; seconds: number; message: MessageInfo | null }>('BurnPhotoViewPayload')
      .implement({
        fields: (f) => ({
          url: f.exposeString('url', { description: 'The photo, served for `seconds` only.' }),
          seconds: f.exposeInt('seconds', { description: 'How long the photo may be shown (8).' }),
          viewedMessage: f.field({
            type: Message,
            nullable: true,
            description: 'The message, now VIEWED.',
            resolve: (p) => p.message,
          }),
        }),
      }),
    description:
      'Opens a burn-after-read photo the viewer received: once, for 8 seconds; afterwards it is gone for them.',
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: messageInput('BurnPhotoViewInput'), required: true }) },
    errors: {
      types: [ValidationError, BurnViewedError, MessageNotFoundError, BlockedError],
      union: { name: 'BurnPhotoViewResult' },
    },
    resolve: async (_root, { input }, context) => {
      const messageId = upstreamIdOf(context, input.messageId, 'Message', 'messageId');
      const view = await context.upstream.chat.viewBurnPhoto(messageId);
      context.loaders.clearAll();
      return { ...view, message: await context.loaders.messages.load(messageId) };
    },
  }),
);

builder.mutationField('typingSet', (t) =>
  t.field({
    type: builder.objectRef<{ sent: boolean }>('TypingSetPayload').implement({
      fields: (f) => ({
        sent: f.exposeBoolean('sent', {
          description:
            'False (nobody was told) when the two have no conversation yet, the viewer hides their typing, or a block stands.',
        }),
      }),
    }),
    description:
      'Tells the peer the viewer is typing (or stopped), within a conversation the two already have. Send at most every few seconds while typing.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('TypingSetInput', {
          fields: (f) => ({ conversationId: f.globalID({ required: true }), typing: f.boolean({ required: true }) }),
        }),
        required: true,
      }),
    },
    errors: { types: [ValidationError], union: { name: 'TypingSetResult' } },
    resolve: async (_root, { input }, context) =>
      context.upstream.chat.typing(await conversationPeer(context, input.conversationId), input.typing),
  }),
);

builder.mutationField('memberReport', (t) =>
  t.field({
    type: builder
      .objectRef<{ reported: boolean }>('MemberReportPayload')
      .implement({ fields: (f) => ({ reported: f.exposeBoolean('reported') }) }),
    description:
      'Reports a member for review (spec §3 Complaint): a type from reportTypes, a reason and optional notes. A repeat (the same member and type) is merged into the first; at most 20 reports a day, 3 about one member.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('MemberReportInput', {
          fields: (f) => ({
            userId: f.globalID({ required: true }),
            typeId: f.int({ required: true, description: 'One of reportTypes.' }),
            reason: f.string({ required: true, description: 'At most 200 characters.' }),
            notes: f.string({ description: 'At most 1000 characters.' }),
            messageId: f.globalID({ description: 'The message reported, if any.' }),
          }),
        }),
        required: true,
      }),
    },
    errors: {
      types: [ValidationError, UserNotFoundError, MessageNotFoundError, RateLimitedError],
      union: { name: 'MemberReportResult' },
    },
    resolve: async (_root, { input }, context) => {
      await context.upstream.chat.complain({
        userId: memberId(context, input.userId),
        type: input.typeId,
        reason: input.reason,
        ...(input.notes ? { notes: input.notes } : {}),
        ...(input.messageId ? { messageId: upstreamIdOf(context, input.messageId, 'Message', 'messageId') } : {}),
      });
      return { reported: true };
    },
  }),
);
