import { builder } from '../builder';
import { InsufficientTranslationBalanceError, MessageNotFoundError, TranslationUnavailableError, UserNotFoundError, ValidationError } from '../errors';
import { isId, isObject, onUpstreamEvent } from '../events';
import { bffMessage } from '../messages';
import type { MessageInfo } from '../upstream/chat';
import type { DraftTranslationInfo, TranslationAllowanceInfo, TranslationLanguageInfo, TranslationSettingsInfo } from '../upstream/translation';
import { Conversation, ConversationEvent, conversationOf, conversationPeer, Message, publishChatEvent, type ConversationSource } from './chat';
import { ErrorInterface } from './errors';
import { upstreamIdOf } from './global-ids';
import { Viewer, ViewerEvent, viewerOf, type ViewerEventOf, type ViewerSource } from './viewer';

/**
 * Translated chat (spec §1, §2 chat window, §3 ext.translation; issue 12). A message's
 * translation is a field of the message, so only its two members can read it; a
 * conversation's settings are a field of the viewer's own conversation; the languages are
 * the viewer's. Languages are the product's codes (`/system/language`).
 */

builder.objectType(InsufficientTranslationBalanceError, {
  name: 'InsufficientTranslationBalanceError',
  description:
    'The viewer’s free characters of the day and their translation characters do not cover the translation: nothing was spent (or sent). When `coins` is set their gold coins would pay the rest: ask, then try again with `payWithCoins`. Else offer a translation pack or a top-up.',
  interfaces: [ErrorInterface],
  fields: (t) => ({
    characters: t.exposeInt('characters', { description: 'What the translation needs.' }),
    coins: t.int({ nullable: true, description: 'The gold coins that would pay the rest, when the viewer holds them; null when they do not.', resolve: (error) => error.coins }),
  }),
});

builder.objectType(TranslationUnavailableError, {
  name: 'TranslationUnavailableError',
  description: 'The engine does not translate this pair of languages, or is not answering now (`retryable`). Nothing was spent.',
  interfaces: [ErrorInterface],
  fields: (t) => ({ retryable: t.exposeBoolean('retryable', { description: 'True when asking again later may work (the engine failed); false for a pair it does not serve.' }) }),
});

const TranslationOrigin = builder.enumType('TranslationOrigin', {
  values: {
    SENT: { value: 'sent', description: 'Its sender sent it with the message.' },
    ASKED: { value: 'asked', description: 'The viewer asked for it.' },
    AUTO: { value: 'auto', description: 'Made as the message arrived: the viewer translates this conversation automatically.' },
  } as const,
});

const TranslationFailure = builder.enumType('TranslationFailure', {
  values: {
    UNAVAILABLE: { value: 'unavailable', description: 'The engine does not translate between these languages.' },
    FAILED: { value: 'failed', description: 'The engine did not answer; asking again may work.' },
    INSUFFICIENT_BALANCE: { value: 'insufficient', description: 'Not made: the viewer’s characters did not cover it (an automatic translation never takes coins; a sender with nothing to pay with sent as written).' },
  } as const,
});

/** The engines' names as members know them, by the engine part of an engine id (`deepl/v2`). */
const ENGINE_NAMES: Record<string, string> = {
  apertium: 'Apertium',
  libretranslate: 'LibreTranslate',
  deepl: 'DeepL',
  google: 'Google Translate',
  azure: 'Microsoft Translator',
};
const engineName = (engine: string) => ENGINE_NAMES[engine.split('/')[0]] ?? engine.split('/')[0];

const MessageTranslation = builder.objectRef<NonNullable<MessageInfo['translation']>>('MessageTranslation').implement({
  description: 'A message’s translation as the viewer sees it, or why there is none.',
  fields: (t) => ({
    recordId: t.exposeInt('recordId', { description: 'Spec §3 `translateRecordId`.' }),
    origin: t.field({ type: TranslationOrigin, resolve: (translation) => translation.origin }),
    sourceLanguage: t.exposeString('source', { description: 'The language it was translated from (detected, or as the viewer corrected it).' }),
    targetLanguage: t.exposeString('target'),
    text: t.string({ nullable: true, description: 'Null when there is none: `failure` says why.', resolve: (translation) => translation.text }),
    engine: t.string({ nullable: true, description: 'The engine and its version.', resolve: (translation) => translation.engine }),
    engineName: t.string({
      nullable: true,
      description: 'The machine-translation engine’s name to show with the translation (“Apertium”, “DeepL” …): every translation is machine-made.',
      resolve: (translation) => (translation.engine ? engineName(translation.engine) : null),
    }),
    failure: t.field({ type: TranslationFailure, nullable: true, resolve: (translation) => translation.failure }),
    charactersLeft: t.int({
      nullable: true,
      description: 'With INSUFFICIENT_BALANCE: the characters the viewer had left then (the day’s free ones and their own), fewer than it needed; null otherwise.',
      resolve: (translation) => translation.charactersLeft ?? null,
    }),
  }),
});

builder.objectFields(Message, (t) => ({
  language: t.string({ nullable: true, description: 'A text’s language as detected when it was sent (a product language code); null without words.', resolve: (message) => message.language ?? null }),
  translation: t.field({
    type: MessageTranslation,
    nullable: true,
    description: 'The translation the viewer sees: the one they asked for (or got automatically), else the one it was sent with.',
    resolve: (message) => message.translation ?? null,
  }),
}));

// ------------------------------------------------------------------ languages

const TranslationLanguage = builder.objectRef<TranslationLanguageInfo>('TranslationLanguage').implement({
  description: 'A language a member may speak, and whether the engine translates it to and from the viewer’s own.',
  fields: (t) => ({
    code: t.exposeString('code'),
    name: t.exposeString('name', { description: 'In the viewer’s interface language.' }),
    fromMine: t.exposeBoolean('fromMine', { description: 'The engine translates the viewer’s language into this one.' }),
    toMine: t.exposeBoolean('toMine', { description: 'The engine translates this one into the viewer’s language.' }),
    translatesInto: t.stringList({ description: 'Every language the engine translates this one into (codes): where the viewer’s own is not among them, a reader may read it in another they speak.', resolve: (language) => language.into }),
  }),
});

const FreeTranslation = builder.objectRef<TranslationAllowanceInfo>('FreeTranslation').implement({
  description: 'Free translation characters: a day’s, those left today, and when the next day’s begin.',
  fields: (t) => ({
    charactersPerDay: t.exposeInt('perDay'),
    charactersLeft: t.exposeInt('left', { description: 'Left today (UTC).' }),
    renewsAt: t.string({ description: 'When the next day’s begin (midnight UTC).', resolve: (allowance) => new Date(allowance.renewsAt).toISOString() }),
  }),
});

builder.objectFields(Viewer, (t) => ({
  translationLanguages: t.field({
    type: [TranslationLanguage],
    description: 'Every language, named in the interface language, with what the configured engine serves.',
    resolve: async (_viewer, _args, context) => (await context.loaders.translationLanguages()).languages,
  }),
  freeTranslation: t.field({
    type: FreeTranslation,
    description: 'The viewer’s free translation characters: every member has some each UTC day, spent before any other.',
    resolve: (_viewer, _args, context) => context.loaders.translationAllowance(),
  }),
  translationEngine: t.string({ nullable: true, description: 'The engine and its version; null when none is configured (translation is not available).', resolve: async (_viewer, _args, context) => (await context.loaders.translationLanguages()).engine }),
}));

// ------------------------------------------------------------------ a conversation's settings

const OutgoingTranslation = builder.enumType('OutgoingTranslation', {
  description: 'Where the viewer’s messages in a conversation are translated.',
  values: {
    PEER_LANGUAGE: { description: 'Into the other member’s language (the default).' },
    LANGUAGE: { description: 'Into a language the viewer chose.' },
    OFF: { description: 'Not translated.' },
  } as const,
});

const ConversationTranslation = builder.objectRef<TranslationSettingsInfo>('ConversationTranslation').implement({
  description: 'The viewer’s translation settings for one conversation, kept on the server (every device has them).',
  fields: (t) => ({
    outgoing: t.field({ type: OutgoingTranslation, resolve: (settings) => (settings.outgoing === null ? 'PEER_LANGUAGE' : settings.outgoing === 'none' ? 'OFF' : 'LANGUAGE') }),
    outgoingLanguage: t.string({ nullable: true, description: 'The language the viewer’s messages go out in now; null when OFF.', resolve: (settings) => settings.outgoingLanguage }),
    peerLanguage: t.string({
      nullable: true,
      description: 'The language the peer reads: the one they chose, else the one they use Across in until they do (PEER_LANGUAGE follows it); null when neither is known.',
      resolve: (settings) => settings.peerLanguage ?? null,
    }),
    autoTranslateIncoming: t.boolean({
      description: 'The peer’s messages in another language are translated into the viewer’s as they arrive, with the viewer’s free characters of the day, then their own (never coins). On until the viewer turns it off.',
      resolve: (settings) => settings.autoTranslate,
    }),
  }),
});

builder.objectFields(Conversation, (t) => ({
  translation: t.field({
    type: ConversationTranslation,
    nullable: true,
    description: 'Null once the viewer may no longer message the peer (a block).',
    resolve: (conversation, _args, context) => context.loaders.translationSettings.load(conversation.userId),
  }),
}));

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
      if (input.outgoing === 'LANGUAGE' && !input.outgoingLanguage) throw new ValidationError('outgoingLanguage', bffMessage(context.caller.language, 'translation.language'));
      await context.upstream.translation.updateSettings(peerId, {
        ...(input.outgoing ? { outgoing: input.outgoing === 'PEER_LANGUAGE' ? null : input.outgoing === 'OFF' ? 'none' : input.outgoingLanguage! } : {}),
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
        translatedMessage: f.field({ type: Message, description: 'The message, with its translation for the viewer.', resolve: (p) => p.message }),
        viewer: f.field({ type: Viewer, description: 'Balances afresh (characters or coins were spent).', resolve: (p) => p.viewer }),
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
            payWithCoins: f.boolean({ description: 'Gold coins may pay what the viewer’s characters do not cover (they agreed to the price InsufficientTranslationBalanceError named).' }),
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
      const { message } = await context.upstream.translation.translateMessage(messageId, input.targetLanguage ?? undefined, input.sourceLanguage ?? undefined, input.payWithCoins ?? undefined);
      context.loaders.clearAll();
      return { message, viewer: await viewerOf(context) };
    },
  }),
);

// ------------------------------------------------------------------ a sender's translation before sending

const DraftTranslation = builder.objectRef<DraftTranslationInfo>('DraftTranslation').implement({
  description: 'A text translated for the viewer before they send it (spec §7 /translate/message): send it with `translateRecordId` to go out with this translation.',
  fields: (t) => ({
    recordId: t.exposeInt('translateRecordId', { description: 'What messageSend takes as `translateRecordId` for this very text.' }),
    text: t.exposeString('translation'),
    sourceLanguage: t.exposeString('fromLanguage'),
    targetLanguage: t.exposeString('toLanguage'),
    engine: t.exposeString('engine', { description: 'The engine and its version.' }),
    engineName: t.string({ description: 'The machine-translation engine’s name to show with it.', resolve: (draft) => engineName(draft.engine) }),
  }),
});

/** Upstream's names of this path's fields, as the graph's input names them. */
const DRAFT_FIELDS: Record<string, string> = { message: 'text', toLanguage: 'targetLanguage', userId: 'conversationId' };

builder.mutationField('messageDraftTranslate', (t) =>
  t.field({
    type: builder.objectRef<{ draft: DraftTranslationInfo; viewer: ViewerSource }>('MessageDraftTranslatePayload').implement({
      fields: (f) => ({
        draftTranslation: f.field({ type: DraftTranslation, resolve: (p) => p.draft }),
        viewer: f.field({ type: Viewer, description: 'Balances afresh (characters or coins were spent).', resolve: (p) => p.viewer }),
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
            payWithCoins: f.boolean({ description: 'Gold coins may pay what the viewer’s characters do not cover (they agreed to the price InsufficientTranslationBalanceError named).' }),
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
        const draft = await context.upstream.translation.translateDraft(peerId, input.text, input.targetLanguage ?? undefined, input.payWithCoins === true);
        context.loaders.clearAll();
        return { draft, viewer: await viewerOf(context) };
      } catch (error) {
        if (error instanceof ValidationError && DRAFT_FIELDS[error.field]) throw new ValidationError(DRAFT_FIELDS[error.field], error.message);
        throw error;
      }
    },
  }),
);

// ------------------------------------------------------------------ live

declare module './viewer' {
  interface ViewerEvents {
    MessageTranslatedEvent: { message: MessageInfo; peerId: number };
  }
}

const isTranslatedMessage = (value: unknown): value is MessageInfo => isObject(value) && isId(value.id) && isId(value.from) && isId(value.to);

// The viewer's other tabs show a translation they asked for in one.
onUpstreamEvent<{ userId: number; peerId: number; message: MessageInfo }>('chat.translated', {
  decode: ({ userId, peerId, message }) => (isId(userId) && isId(peerId) && isTranslatedMessage(message) ? { userId, peerId, message } : null),
  publish: (pubsub, { userId, peerId, message }, at) => publishChatEvent(pubsub, { id: userId }, peerId, 'MessageTranslatedEvent', at, { message, peerId }, false),
});

builder.objectRef<ViewerEventOf<'MessageTranslatedEvent'>>('MessageTranslatedEvent').implement({
  description: 'The viewer translated a message of this conversation (in this or another tab).',
  interfaces: [ViewerEvent, ConversationEvent],
  fields: (t) => ({ message: t.field({ type: Message, resolve: (event) => event.data.message }) }),
});
