import type { MessageInfo } from '../chat/endpoints';
import { Conversation, Message } from '../chat/types';
import { builder } from '../core/builder';
import type { Context } from '../core/context';
import { User } from '../user/types';
import { Viewer } from '../viewer/types';
import type {
  DraftTranslationInfo,
  MessageCorrectionInfo,
  TranslationAllowanceInfo,
  TranslationLanguageInfo,
  TranslationSettingsInfo,
} from './endpoints';

/**
 * Translated chat (spec §1, §2 chat window, §3 ext.translation; issue 12). A message's
 * translation is a field of the message, so only its two members can read it; a
 * conversation's settings are a field of the viewer's own conversation; the languages are
 * the viewer's. Languages are the product's codes (`/system/language`).
 */

const TranslationOrigin = builder.enumType('TranslationOrigin', {
  values: {
    SENT: { value: 'sent', description: 'Its sender sent it with the message.' },
    ASKED: { value: 'asked', description: 'The viewer asked for it.' },
    AUTO: {
      value: 'auto',
      description: 'Made as the message arrived: the viewer translates this conversation automatically.',
    },
  } as const,
});

const TranslationFailure = builder.enumType('TranslationFailure', {
  values: {
    UNAVAILABLE: { value: 'unavailable', description: 'The engine does not translate between these languages.' },
    FAILED: { value: 'failed', description: 'The engine did not answer; asking again may work.' },
    INSUFFICIENT_BALANCE: {
      value: 'insufficient',
      description:
        'Not made: the viewer’s characters did not cover it (an automatic translation never takes coins; a sender with nothing to pay with sent as written).',
    },
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
export const engineName = (engine: string) => ENGINE_NAMES[engine.split('/')[0]] ?? engine.split('/')[0];

const MessageTranslation = builder.objectRef<NonNullable<MessageInfo['translation']>>('MessageTranslation').implement({
  description: 'A message’s translation as the viewer sees it, or why there is none.',
  fields: (t) => ({
    recordId: t.exposeInt('recordId', { description: 'Spec §3 `translateRecordId`.' }),
    origin: t.field({ type: TranslationOrigin, resolve: (translation) => translation.origin }),
    sourceLanguage: t.exposeString('source', {
      description: 'The language it was translated from (detected, or as the viewer corrected it).',
    }),
    targetLanguage: t.exposeString('target'),
    text: t.string({
      nullable: true,
      description: 'Null when there is none: `failure` says why.',
      resolve: (translation) => translation.text,
    }),
    engine: t.string({
      nullable: true,
      description: 'The engine and its version.',
      resolve: (translation) => translation.engine,
    }),
    engineName: t.string({
      nullable: true,
      description:
        'The machine-translation engine’s name to show with the translation (“Apertium”, “DeepL” …): every translation is machine-made.',
      resolve: (translation) => (translation.engine ? engineName(translation.engine) : null),
    }),
    failure: t.field({ type: TranslationFailure, nullable: true, resolve: (translation) => translation.failure }),
    charactersLeft: t.int({
      nullable: true,
      description:
        'With INSUFFICIENT_BALANCE: the characters the viewer had left then (the day’s free ones and their own), fewer than it needed; null otherwise.',
      resolve: (translation) => translation.charactersLeft ?? null,
    }),
  }),
});

builder.objectFields(Message, (t) => ({
  language: t.string({
    nullable: true,
    description: 'A text’s language as detected when it was sent (a product language code); null without words.',
    resolve: (message) => message.language ?? null,
  }),
  translation: t.field({
    type: MessageTranslation,
    nullable: true,
    description:
      'The translation the viewer sees: the one they asked for (or got automatically), else the one it was sent with.',
    resolve: (message) => message.translation ?? null,
  }),
}));

// ------------------------------------------------------------------ languages

const TranslationLanguage = builder.objectRef<TranslationLanguageInfo>('TranslationLanguage').implement({
  description: 'A language a member may speak, and whether the engine translates it to and from the viewer’s own.',
  fields: (t) => ({
    code: t.exposeString('code'),
    name: t.exposeString('name', { description: 'In the viewer’s interface language.' }),
    fromMine: t.exposeBoolean('fromMine', {
      description: 'The engine translates the viewer’s language into this one.',
    }),
    toMine: t.exposeBoolean('toMine', { description: 'The engine translates this one into the viewer’s language.' }),
    translatesInto: t.stringList({
      description:
        'Every language the engine translates this one into (codes): where the viewer’s own is not among them, a reader may read it in another they speak.',
      resolve: (language) => language.into,
    }),
  }),
});

const FreeTranslation = builder.objectRef<TranslationAllowanceInfo>('FreeTranslation').implement({
  description: 'Free translation characters: a day’s, those left today, and when the next day’s begin.',
  fields: (t) => ({
    charactersPerDay: t.exposeInt('perDay'),
    charactersLeft: t.exposeInt('left', { description: 'Left today (UTC).' }),
    renewsAt: t.string({
      description: 'When the next day’s begin (midnight UTC).',
      resolve: (allowance) => new Date(allowance.renewsAt).toISOString(),
    }),
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
    description:
      'The viewer’s free translation characters: every member has some each UTC day, spent before any other.',
    resolve: (_viewer, _args, context) => context.loaders.translationAllowance(),
  }),
  translationEngine: t.string({
    nullable: true,
    description: 'The engine and its version; null when none is configured (translation is not available).',
    resolve: async (_viewer, _args, context) => (await context.loaders.translationLanguages()).engine,
  }),
}));

// ------------------------------------------------------------------ a conversation's settings

export const OutgoingTranslation = builder.enumType('OutgoingTranslation', {
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
    outgoing: t.field({
      type: OutgoingTranslation,
      resolve: (settings) =>
        settings.outgoing === null ? 'PEER_LANGUAGE' : settings.outgoing === 'none' ? 'OFF' : 'LANGUAGE',
    }),
    outgoingLanguage: t.string({
      nullable: true,
      description: 'The language the viewer’s messages go out in now; null when OFF.',
      resolve: (settings) => settings.outgoingLanguage,
    }),
    peerLanguage: t.string({
      nullable: true,
      description:
        'The language the peer reads: the one they chose, else the one they use Across in until they do (PEER_LANGUAGE follows it); null when neither is known.',
      resolve: (settings) => settings.peerLanguage ?? null,
    }),
    autoTranslateIncoming: t.boolean({
      description:
        'The peer’s messages in another language are translated into the viewer’s as they arrive, with the viewer’s free characters of the day, then their own (never coins). On until the viewer turns it off.',
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

// ------------------------------------------------------------------ a sender's translation before sending

export const DraftTranslation = builder.objectRef<DraftTranslationInfo>('DraftTranslation').implement({
  description:
    'A text translated for the viewer before they send it (spec §7 /translate/message): send it with `translateRecordId` to go out with this translation.',
  fields: (t) => ({
    recordId: t.exposeInt('translateRecordId', {
      description: 'What messageSend takes as `translateRecordId` for this very text.',
    }),
    text: t.exposeString('translation'),
    sourceLanguage: t.exposeString('fromLanguage'),
    targetLanguage: t.exposeString('toLanguage'),
    engine: t.exposeString('engine', { description: 'The engine and its version.' }),
    engineName: t.string({
      description: 'The machine-translation engine’s name to show with it.',
      resolve: (draft) => engineName(draft.engine),
    }),
  }),
});

// ------------------------------------------------------------------ a reader's better wording

/**
 * A reader's better wording of a message's translation, for its writer to see (as
 * language-exchange apps correct; docs/decisions.md "Translations that read right, and
 * corrections"). It is part of its message: one per message, so its ID is its message's,
 * and it loads through the message, for the conversation's two members only.
 */

type CorrectionSource = MessageCorrectionInfo & { messageId: number };

const correctionOf = (message: MessageInfo): CorrectionSource | null =>
  message.correction ? { ...message.correction, messageId: message.id } : null;

export const MessageCorrection = builder.loadableNode('MessageCorrection', {
  description:
    'How the reader of a translated message would word its translation: both members of the conversation see it.',
  id: { resolve: (correction: CorrectionSource) => correction.messageId, parse: (id) => Number(id) },
  load: async (messageIds: number[], context: Context) => {
    const messages = await context.loaders.messages.loadMany(messageIds);
    return messages.map((message) =>
      message && !(message instanceof Error) ? correctionOf(message) : null,
    ) as CorrectionSource[];
  },
  fields: (t) => ({
    text: t.exposeString('text', { description: 'The wording the reader proposes.' }),
    language: t.exposeString('language', { description: 'Its language: that of the translation it corrects.' }),
    author: t.field({
      type: User,
      nullable: true,
      description: 'The reader who proposed it.',
      resolve: (correction, _args, context) => context.loaders.users.load(correction.userId),
    }),
    proposedAt: t.string({
      description: 'When it was proposed (or last changed).',
      resolve: (correction) => new Date(correction.time).toISOString(),
    }),
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
