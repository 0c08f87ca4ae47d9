import { and, eq, inArray, sql } from 'drizzle-orm';
import type { ChatService } from '../chat/service';
import { TRANSLATION_FREE_CHARACTERS_PER_DAY, type UiLanguage } from '../constants';
import type { Database } from '../db/open';
import { chatTranslationSettings, messageTranslations, users } from '../db/schema';
import type { Ledger } from '../economy/ledger';
import { ApiError, validationError } from '../errors';
import { userNotFound } from '../social/service';
import { LANGUAGE_CODES, languageOptions } from '../system/lists';
import { enqueueEvent } from '../webhooks/outbox';
import { freeCharactersLeft, nextUtcDay } from './allowance';
import { codePoints } from './engine';
import { memberLanguageColumns, ownLanguage, translationTarget } from './member-languages';
import { translationKey, type MessageTranslations } from './message-translations';
import { chargeFor, chargeTranslation, fundsOf, lockPayers, shortOf } from './metering';
import { languageName, translationRefused, translationUnavailable } from './refusals';
import type { Translator } from './translator';

/** A member's translation settings for the conversation with one peer, as the REST contract gives them. */
export interface TranslationSettingsView {
  userId: number;
  /** Where the member's messages are translated: null follows the peer's language, 'none' is off, else a language. */
  outgoing: string | null;
  /** The language that is now: the peer's, the chosen one, or null when off. */
  outgoingLanguage: string | null;
  /** The peer's own language: the one they chose, else the one they use Across in (null when neither is known). */
  peerLanguage: string | null;
  autoTranslate: boolean;
}

/**
 * Translation for members (docs/decisions.md "Translation"): the languages the engine serves,
 * each conversation's settings, and a reader's translation of a message they received.
 */
export class TranslationService {
  constructor(
    private readonly db: Database,
    private readonly ledger: Ledger,
    private readonly translator: Translator,
    private readonly messages: MessageTranslations,
    private readonly chat: ChatService,
    private readonly onEvent: () => void = () => {},
  ) {}

  /**
   * GET /translate/languages: every member language, named in the UI language, whether it is
   * served to and from the viewer's own, and the languages the engine translates it into.
   */
  async languages(viewerId: number, language: UiLanguage) {
    const [viewer] = await this.db.select(memberLanguageColumns).from(users).where(eq(users.id, viewerId));
    // Until the member chooses a language, theirs is the one they read Across in.
    const mine = ownLanguage(viewer) ?? language;
    const pairs = await this.translator.pairs();
    return {
      engine: this.translator.engineId,
      myLanguage: mine,
      languages: languageOptions(language).map((option) => ({
        code: option.code,
        name: option.name,
        fromMine: pairs.get(mine)?.has(option.code) ?? false,
        toMine: pairs.get(option.code)?.has(mine) ?? false,
        into: LANGUAGE_CODES.filter((code) => pairs.get(option.code)?.has(code)),
      })),
    };
  }

  /** GET /translate/allowance: the viewer's free characters a day, those left today, and when tomorrow's begin. */
  async allowance(viewerId: number) {
    const now = Date.now();
    return {
      perDay: TRANSLATION_FREE_CHARACTERS_PER_DAY,
      left: await freeCharactersLeft(this.db, viewerId, now),
      renewsAt: nextUtcDay(now),
    };
  }

  /**
   * GET /translate/settings: the viewer's settings for the conversations with these members
   * (defaults where never set); null for a member they may not message, so nothing (that they
   * exist, their language) is told about anyone else.
   */
  async settings(viewerId: number, peerIds: number[]): Promise<Array<TranslationSettingsView | null>> {
    const reachable = await this.chat.conversationsWith(viewerId, peerIds);
    const saved = await this.db
      .select()
      .from(chatTranslationSettings)
      .where(and(eq(chatTranslationSettings.ownerId, viewerId), inArray(chatTranslationSettings.peerId, peerIds)));
    const peers = await this.db
      .select({ id: users.id, ...memberLanguageColumns })
      .from(users)
      .where(inArray(users.id, peerIds));
    return peerIds.map((peerId, index) => {
      if (!reachable[index]) return null;
      const setting = saved.find((row) => row.peerId === peerId);
      const outgoing = setting?.outgoing ?? null;
      const peerLanguage = ownLanguage(peers.find((peer) => peer.id === peerId)!);
      return {
        userId: peerId,
        outgoing,
        outgoingLanguage: outgoing === 'none' ? null : (outgoing ?? peerLanguage),
        peerLanguage,
        // On until the member turns it off: a message in a language they do not read is read for them.
        autoTranslate: setting?.autoTranslate ?? true,
      };
    });
  }

  /** POST /translate/settings: changes what is given, for a member the viewer may message. */
  async updateSettings(
    viewerId: number,
    peerId: number,
    change: { outgoing?: string | null; autoTranslate?: boolean },
  ) {
    if (
      change.outgoing !== undefined &&
      change.outgoing !== null &&
      change.outgoing !== 'none' &&
      !LANGUAGE_CODES.includes(change.outgoing)
    ) {
      throw validationError('outgoing', 'translation.outgoing');
    }
    const [reachable] = await this.chat.conversationsWith(viewerId, [peerId]);
    if (!reachable) throw userNotFound();
    // An update of the viewer's own row: the database's clock, as every record's.
    await this.db
      .insert(chatTranslationSettings)
      .values({
        ownerId: viewerId,
        peerId,
        outgoing: change.outgoing ?? null,
        autoTranslate: change.autoTranslate ?? true,
      })
      .onConflictDoUpdate({
        target: [chatTranslationSettings.ownerId, chatTranslationSettings.peerId],
        set: {
          ...(change.outgoing !== undefined ? { outgoing: change.outgoing } : {}),
          ...(change.autoTranslate !== undefined ? { autoTranslate: change.autoTranslate } : {}),
          updatedAt: sql`now()`,
        },
      });
    return (await this.settings(viewerId, [peerId]))[0]!;
  }

  /**
   * POST /translate/tranlate-chat-message (spec §7): a message the viewer may read, into
   * `target` (their own language by default), read as `source` (its detected language by
   * default: the reader corrects it here). Reading it again costs nothing; nor does
   * correcting the source of a translation already paid for, nor one its sender already made
   * into that language.
   */
  async translateMessage(
    viewerId: number,
    messageId: number,
    input: { target?: string; source?: string; coins?: boolean },
    language: UiLanguage,
  ) {
    for (const [field, code] of [
      ['target', input.target],
      ['source', input.source],
    ] as const) {
      if (code !== undefined && !LANGUAGE_CODES.includes(code)) throw validationError(field, 'translation.language');
    }
    const [message] = await this.chat.messages(viewerId, [messageId]);
    if (!message) throw new ApiError(404, 'MESSAGE_NOT_FOUND', 'chat.messageNotFound');
    if (message.type !== 'txt' || !message.msg) throw validationError('messageId', 'translation.notText');
    // A sender's own text went out as their setting said; what the peer reads is the peer's to ask.
    if (message.from === viewerId) throw validationError('messageId', 'translation.ownMessage');
    const text = message.msg;
    const [viewer] = await this.db
      .select({ ...memberLanguageColumns, isService: users.isService })
      .from(users)
      .where(eq(users.id, viewerId));
    const peerId = message.from;
    const [peer] = await this.db.select({ isService: users.isService }).from(users).where(eq(users.id, peerId));
    const source = input.source ?? message.language ?? null;
    if (!source) throw validationError('source', 'translation.noWords');
    // Into their own language, else the first they speak that the engine reaches from the source.
    const mine = ownLanguage(viewer) ?? language;
    const target =
      input.target ??
      translationTarget(source, [mine, ...viewer.spokenLanguages], await this.translator.pairs()) ??
      mine;
    if (source === target)
      throw validationError('source', 'translation.sameLanguage', { language: languageName(language, source) });

    const records = await this.db
      .select()
      .from(messageTranslations)
      .where(and(eq(messageTranslations.messageId, messageId), eq(messageTranslations.targetLanguage, target)));
    const own = records.find((record) => record.userId === viewerId);
    // Theirs already (read again: it becomes the one shown), or the one its sender made.
    const stored =
      (own?.sourceLanguage === source ? own.translationId : null) ??
      records.find((record) => record.origin === 'sent' && record.sourceLanguage === source)?.translationId ??
      null;
    const free = viewer.isService || peer?.isService === true || (own?.characters ?? 0) > 0 || stored !== null;
    const characters = codePoints(text);
    if (stored === null && !(await this.translator.serves(source, target)))
      throw translationUnavailable(language, source, target);
    // Gold coins pay only when the reader said so: else the refusal says what they would take.
    const pay = { coins: input.coins === true };
    if (!free) {
      const funds = await fundsOf(this.ledger, viewerId, this.db);
      if (!chargeFor(characters, funds, pay)) throw shortOf(characters, funds);
    }
    let translationId: number;
    try {
      translationId = stored ?? (await this.translator.translate(text, source, target)).translationId;
    } catch (error) {
      translationRefused(error, language, source, target);
    }
    const translated = await this.db.transaction(async (tx) => {
      let charged = own?.characters ?? 0;
      if (!free) {
        await lockPayers(tx, [viewerId]);
        await chargeTranslation(this.ledger, tx, {
          userId: viewerId,
          key: translationKey(messageId, target),
          characters,
          detail: { messageId, target },
          ...pay,
        });
        charged = characters;
      }
      await tx
        .insert(messageTranslations)
        .values({
          messageId,
          userId: viewerId,
          origin: 'asked',
          sourceLanguage: source,
          targetLanguage: target,
          translationId,
          characters: charged,
        })
        .onConflictDoUpdate({
          target: [messageTranslations.messageId, messageTranslations.userId, messageTranslations.targetLanguage],
          set: {
            origin: 'asked',
            sourceLanguage: source,
            translationId,
            failure: null,
            characters: charged,
            charactersLeft: null,
            updatedAt: sql`now()`,
          },
        });
      const [copy] = await this.chat.messages(viewerId, [messageId], tx);
      // recalled meanwhile: nothing charged
      if (!copy) throw new ApiError(404, 'MESSAGE_NOT_FOUND', 'chat.messageNotFound');
      await enqueueEvent(tx, 'chat.translated', { userId: viewerId, peerId, message: copy });
      return copy;
    });
    this.onEvent();
    return translated;
  }
}
