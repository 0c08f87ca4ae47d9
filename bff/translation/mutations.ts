import type { MessageInfo } from '../chat/endpoints';
import { MessageNotFoundError } from '../chat/errors';
import { Conversation, conversationOf, conversationPeer, Message, type ConversationSource } from '../chat/types';
import { builder } from '../core/builder';
import { ValidationError } from '../core/errors';
import { upstreamIdOf } from '../core/global-ids';
import { bffMessage } from '../messages';
import { UserNotFoundError } from '../user/errors';
import { Viewer, viewerOf, type ViewerSource } from '../viewer/types';
import type { DraftTranslationInfo } from './endpoints';
import { InsufficientTranslationBalanceError, TranslationUnavailableError } from './errors';
import { DraftTranslation, OutgoingTranslation } from './types';

// ------------------------------------------------------------------ a conversation's settings

builder.mutationField('conversationTranslationUpdate', (t) =>
  t.field({
    type: builder.objectRef<{ conversation: ConversationSource }>('ConversationTranslationUpdatePayload').implement({
      fields: (f) => ({ conversation: f.field({ type: Conversation, resolve: (p) => p.conversation }) }),
    }),
    description: 'Changes the viewer’s translation settings for one conversation: what is given changes.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('ConversationTranslationUpdateInput', {
          fields: (f) => ({
            conversationId: f.globalID({ required: true }),
            outgoing: f.field({ type: OutgoingTranslation }),
            outgoingLanguage: f.string({ description: 'With outgoing LANGUAGE: a language code.' }),
            autoTranslateIncoming: f.boolean(),
          }),
        }),
        required: true,
      }),
    },
    errors: { types: [ValidationError, UserNotFoundError], union: { name: 'ConversationTranslationUpdateResult' } },
    resolve: async (_root, { input }, context) => {
      const peerId = await conversationPeer(context, input.conversationId);
      if (input.outgoing === 'LANGUAGE' && !input.outgoingLanguage)
        throw new ValidationError('outgoingLanguage', bffMessage(context.caller.language, 'translation.language'));
      await context.upstream.translation.updateSettings(peerId, {
        ...(input.outgoing
          ? {
              outgoing:
                input.outgoing === 'PEER_LANGUAGE' ? null : input.outgoing === 'OFF' ? 'none' : input.outgoingLanguage!,
            }
          : {}),
        ...(input.autoTranslateIncoming != null ? { autoTranslate: input.autoTranslateIncoming } : {}),
      });
      context.loaders.clearAll();
      const conversation = await context.loaders.conversations.load(peerId);
      if (!conversation) throw new UserNotFoundError(bffMessage(context.caller.language, 'id.invalid'));
      return { conversation: conversationOf(await context.loaders.viewerId(), conversation) };
    },
  }),
);

// ------------------------------------------------------------------ a reader's translation

builder.mutationField('messageTranslate', (t) =>
  t.field({
    type: builder.objectRef<{ message: MessageInfo; viewer: ViewerSource }>('MessageTranslatePayload').implement({
      fields: (f) => ({
        translatedMessage: f.field({
          type: Message,
          description: 'The message, with its translation for the viewer.',
          resolve: (p) => p.message,
        }),
        viewer: f.field({
          type: Viewer,
          description: 'Balances afresh (characters or coins were spent).',
          resolve: (p) => p.viewer,
        }),
      }),
    }),
    description:
      'Translates a message the viewer may read: into `targetLanguage` (their own language by default), read as `sourceLanguage` (the detected language by default: pass another to correct it). Metered: the free characters of the day, then membership characters, then pack characters, then with `payWithCoins` 1 gold coin per 100 characters; asking again, or correcting the source of a translation already paid for, is free.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('MessageTranslateInput', {
          fields: (f) => ({
            messageId: f.globalID({ required: true }),
            targetLanguage: f.string(),
            sourceLanguage: f.string(),
            payWithCoins: f.boolean({
              description:
                'Gold coins may pay what the viewer’s characters do not cover (they agreed to the price InsufficientTranslationBalanceError named).',
            }),
          }),
        }),
        required: true,
      }),
    },
    errors: {
      types: [ValidationError, MessageNotFoundError, InsufficientTranslationBalanceError, TranslationUnavailableError],
      union: { name: 'MessageTranslateResult' },
    },
    resolve: async (_root, { input }, context) => {
      const messageId = upstreamIdOf(context, input.messageId, 'Message', 'messageId');
      const { message } = await context.upstream.translation.translateMessage(
        messageId,
        input.targetLanguage ?? undefined,
        input.sourceLanguage ?? undefined,
        input.payWithCoins ?? undefined,
      );
      context.loaders.clearAll();
      return { message, viewer: await viewerOf(context) };
    },
  }),
);

// ------------------------------------------------------------------ a sender's translation before sending

/** Upstream's names of this path's fields, as the graph's input names them. */
const DRAFT_FIELDS: Record<string, string> = {
  message: 'text',
  toLanguage: 'targetLanguage',
  userId: 'conversationId',
};

builder.mutationField('messageDraftTranslate', (t) =>
  t.field({
    type: builder
      .objectRef<{ draft: DraftTranslationInfo; viewer: ViewerSource }>('MessageDraftTranslatePayload')
      .implement({
        fields: (f) => ({
          draftTranslation: f.field({ type: DraftTranslation, resolve: (p) => p.draft }),
          viewer: f.field({
            type: Viewer,
            description: 'Balances afresh (characters or coins were spent).',
            resolve: (p) => p.viewer,
          }),
        }),
      }),
    description:
      'Translates a text the viewer is about to send in a conversation, so they see how it will read: into `targetLanguage` (by default the conversation’s outgoing language, else the peer’s). Metered now, as a send’s translation is; the same unsent text again is free. Send it with the answer’s `recordId` as `translateRecordId`.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('MessageDraftTranslateInput', {
          fields: (f) => ({
            conversationId: f.globalID({ required: true }),
            text: f.string({ required: true, description: '1 to 1000 characters, as it will be sent.' }),
            targetLanguage: f.string(),
            payWithCoins: f.boolean({
              description:
                'Gold coins may pay what the viewer’s characters do not cover (they agreed to the price InsufficientTranslationBalanceError named).',
            }),
          }),
        }),
        required: true,
      }),
    },
    errors: {
      types: [ValidationError, UserNotFoundError, InsufficientTranslationBalanceError, TranslationUnavailableError],
      union: { name: 'MessageDraftTranslateResult' },
    },
    resolve: async (_root, { input }, context) => {
      const peerId = await conversationPeer(context, input.conversationId);
      try {
        const draft = await context.upstream.translation.translateDraft(
          peerId,
          input.text,
          input.targetLanguage ?? undefined,
          input.payWithCoins === true,
        );
        context.loaders.clearAll();
        return { draft, viewer: await viewerOf(context) };
      } catch (error) {
        if (error instanceof ValidationError && DRAFT_FIELDS[error.field])
          throw new ValidationError(DRAFT_FIELDS[error.field], error.message);
        throw error;
      }
    },
  }),
);

// ------------------------------------------------------------------ a reader's better wording

builder.mutationField('messageCorrectionPropose', (t) =>
  t.field({
    type: builder.objectRef<{ message: MessageInfo }>('MessageCorrectionProposePayload').implement({
      fields: (f) => ({
        correctedMessage: f.field({
          type: Message,
          description: 'The message, with the viewer’s wording.',
          resolve: (p) => p.message,
        }),
      }),
    }),
    description:
      'Proposes how a translated message the viewer received should read (1 to 1000 characters): its writer sees it, live. Again on the same message, it replaces the viewer’s earlier wording. Refused (ValidationError) on the viewer’s own message, on one with no translation, and for the translation as it is.',
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType('MessageCorrectionProposeInput', {
          fields: (f) => ({
            messageId: f.globalID({ required: true }),
            text: f.string({ required: true, description: 'The better wording, in the translation’s language.' }),
          }),
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
