import type { MessageInfo } from '../chat/endpoints';
import type { UpstreamCaller, UpstreamTransport } from '../core/transport';
import { registerUpstreamArea } from '../core/upstream';

/** docs/contract.md "Translation": the shapes upstream answers. */
export interface MessageTranslationInfo {
  recordId: number;
  origin: 'sent' | 'asked' | 'auto';
  source: string;
  target: string;
  /** null when there is none: `failure` says why. */
  text: string | null;
  engine: string | null;
  failure: 'unavailable' | 'failed' | 'insufficient' | null;
  /** With `insufficient`: what its payer had left then. */
  charactersLeft: number | null;
}
/** A reader's better wording of a message's translation. */
export interface MessageCorrectionInfo {
  id: number;
  text: string;
  /** The wording's language: that of the translation it corrects. */
  language: string;
  /** The reader who proposed it. */
  userId: number;
  /** Epoch milliseconds of its last change. */
  time: number;
}
/** A text translated for its sender before sending (`/translate/message`). */
export interface DraftTranslationInfo {
  translation: string;
  translateRecordId: number;
  fromLanguage: string;
  toLanguage: string;
  engine: string;
}
export interface TranslationLanguageInfo {
  code: string;
  name: string;
  /** The engine translates the caller's own language into this one. */
  fromMine: boolean;
  /** ... and this one into the caller's. */
  toMine: boolean;
  /** Every language the engine translates this one into. */
  into: string[];
}
export interface TranslationLanguagesInfo {
  engine: string | null;
  myLanguage: string;
  languages: TranslationLanguageInfo[];
}
/** A member's free translation characters (GET /translate/allowance). */
export interface TranslationAllowanceInfo {
  perDay: number;
  left: number;
  /** When the next day's begin: epoch milliseconds. */
  renewsAt: number;
}
export interface TranslationSettingsInfo {
  userId: number;
  /** null follows the peer's language, 'none' is off, else a language. */
  outgoing: string | null;
  outgoingLanguage: string | null;
  /** The peer's own language: chosen, else the one they use Across in. */
  peerLanguage: string | null;
  autoTranslate: boolean;
}

/** The translate routes of chat translation (docs/contract.md "Translation"), for one caller. */
export class TranslationEndpoints {
  constructor(
    private readonly transport: UpstreamTransport,
    private readonly caller: UpstreamCaller,
  ) {}

  languages() {
    return this.transport.get<TranslationLanguagesInfo>(this.caller, '/translate/languages');
  }
  /** The caller's free characters: a day's, today's left, and when they renew. */
  allowance() {
    return this.transport.get<TranslationAllowanceInfo>(this.caller, '/translate/allowance');
  }
  /**
   * The caller's settings for the conversations with these members, in the order asked; null where they may not message
   * them.
   */
  settings(userIds: readonly number[]) {
    return this.transport.get<Array<TranslationSettingsInfo | null>>(this.caller, '/translate/settings', {
      userIds: userIds.join(','),
    });
  }
  updateSettings(userId: number, change: { outgoing?: string | null; autoTranslate?: boolean }) {
    return this.transport.post<TranslationSettingsInfo>(this.caller, '/translate/settings', { userId, ...change });
  }
  /**
   * A message the caller may read, translated for them (its copy answers, with the translation); `payWithCoins`: they
   * agreed coins pay the rest.
   */
  translateMessage(messageId: number, toLanguage?: string, fromLanguage?: string, payWithCoins?: boolean) {
    return this.transport.post<{ translateContent: string | null; message: MessageInfo }>(
      this.caller,
      '/translate/tranlate-chat-message',
      { targetId: messageId, toLanguage, fromLanguage, payWithCoins },
    );
  }
  /**
   * A text the caller would send to `userId`, translated before sending (paid now); the send carries its
   * `translateRecordId` in `ext`.
   */
  translateDraft(userId: number, message: string, toLanguage?: string, payWithCoins = false) {
    return this.transport.post<DraftTranslationInfo>(this.caller, '/translate/message', {
      userId,
      message,
      toLanguage,
      ...(payWithCoins ? { payWithCoins } : {}),
    });
  }
  /** The caller's better wording of a message's translation they received (their copy answers, with it). */
  correct(messageId: number, text: string) {
    return this.transport.post<MessageInfo>(this.caller, '/translate/correction', { messageId, text });
  }
}

declare module '../core/upstream' {
  interface Upstream {
    translation: TranslationEndpoints;
  }
}

registerUpstreamArea('translation', TranslationEndpoints);
