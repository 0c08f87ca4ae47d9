import { and, eq, inArray, isNull } from 'drizzle-orm';
import type { ChatService } from '../chat/service';
import type { UiLanguage } from '../constants';
import type { Database } from '../db/open';
import { chatTranslationSettings, draftTranslations, translations, users } from '../db/schema';
import type { Ledger } from '../economy/ledger';
import { validationError } from '../errors';
import { userNotFound } from '../social/service';
import { LANGUAGE_CODES } from '../system/lists';
import type { LanguageDetector } from './detect';
import { codePoints } from './engine';
import { memberLanguageColumns, ownLanguage, readingLanguages, translationTarget } from './member-languages';
import { chargeFor, chargeTranslation, fundsOf, lockPayers, shortOf } from './metering';
import { languageName, translationRefused, translationUnavailable } from './refusals';
import { textHash, type Translated, type Translator } from './translator';

/** What `/translate/message` answers (docs/contract.md "Translation"). */
export interface DraftTranslationView {
  translation: string;
  /** What the send carries in `ext.translateRecordId` to go out with this translation. */
  translateRecordId: number;
  fromLanguage: string;
  toLanguage: string;
  engine: string;
}

/** A draft translation a send may carry: found for its sender, recipient and very text, not yet sent. */
export interface DraftForSend {
  id: number;
  sourceLanguage: string;
  targetLanguage: string;
  characters: number;
  translated: Translated;
}

const draftRefused = () => validationError('translateRecordId', 'translation.draftRecord');

/**
 * The unsent draft `draftId` of `senderId`'s `text` to `recipientId`; refused (VALIDATION `translateRecordId`) when
 * there is none such.
 */
export async function draftForSend(
  db: Database,
  senderId: number,
  recipientId: number,
  draftId: number,
  text: string,
): Promise<DraftForSend> {
  const [found] = await db
    .select({ draft: draftTranslations, text: translations.translatedText, engine: translations.engine })
    .from(draftTranslations)
    .innerJoin(translations, eq(translations.id, draftTranslations.translationId))
    .where(
      and(
        eq(draftTranslations.id, draftId),
        eq(draftTranslations.userId, senderId),
        eq(draftTranslations.peerId, recipientId),
        eq(draftTranslations.textHash, textHash(text)),
        isNull(draftTranslations.messageId),
      ),
    );
  if (!found) throw draftRefused();
  const { draft } = found;
  return {
    id: draft.id,
    sourceLanguage: draft.sourceLanguage,
    targetLanguage: draft.targetLanguage,
    characters: draft.characters,
    translated: { translationId: draft.translationId, text: found.text, engine: found.engine },
  };
}

/** In the send's transaction: the draft goes out with this message, once (a second send carrying it is refused). */
export async function claimDraft(tx: Database, draftId: number, messageId: number) {
  const [claimed] = await tx
    .update(draftTranslations)
    .set({ messageId })
    .where(and(eq(draftTranslations.id, draftId), isNull(draftTranslations.messageId)))
    .returning({ id: draftTranslations.id });
  if (!claimed) throw draftRefused();
}

/**
 * A sender's translation of a text before sending it (spec §7 `POST /translate/message`;
 * docs/decisions.md "Translations that read right, and corrections"): the sender sees how it
 * will read and pays for it now; the send that carries its `translateRecordId` goes out with
 * it, neither translated nor charged again. Asking again for the same unsent text, languages
 * and peer answers the same draft, free.
 */
export class DraftTranslations {
  constructor(
    private readonly db: Database,
    private readonly ledger: Ledger,
    private readonly translator: Translator,
    private readonly detector: LanguageDetector,
    private readonly chat: Pick<ChatService, 'conversationsWith'>,
  ) {}

  /**
   * `text` as `viewerId` would send it to `peerId`: into `target`, by default the conversation's outgoing language
   * (else the peer's).
   */
  async translate(
    viewerId: number,
    input: { text: string; peerId: number; target?: string; coins?: boolean },
    language: UiLanguage,
  ): Promise<DraftTranslationView> {
    const { text, peerId } = input;
    if (input.target !== undefined && !LANGUAGE_CODES.includes(input.target))
      throw validationError('toLanguage', 'translation.language');
    // Nothing is said, or translated, for a member the viewer may not message.
    const [reachable] = await this.chat.conversationsWith(viewerId, [peerId]);
    if (!reachable) throw userNotFound();
    const people = await this.db
      .select({ id: users.id, ...memberLanguageColumns, isService: users.isService })
      .from(users)
      .where(inArray(users.id, [viewerId, peerId]));
    const viewer = people.find((person) => person.id === viewerId)!;
    const peer = people.find((person) => person.id === peerId)!;
    const [setting] = await this.db
      .select({ outgoing: chatTranslationSettings.outgoing })
      .from(chatTranslationSettings)
      .where(and(eq(chatTranslationSettings.ownerId, viewerId), eq(chatTranslationSettings.peerId, peerId)));
    const source = this.detector.detect(text, ownLanguage(viewer) ?? 'en', viewer.spokenLanguages).language;
    if (!source) throw validationError('message', 'translation.noWords');
    // As a send would: the conversation's language, else what the peer reads (theirs, or another they speak that the
    // engine reaches).
    const target =
      input.target ??
      (setting?.outgoing && setting.outgoing !== 'none'
        ? setting.outgoing
        : (translationTarget(source, readingLanguages(peer), await this.translator.pairs()) ?? ownLanguage(peer)));
    // A peer whose language is not known: the sender names the one to translate into.
    if (!target) throw validationError('toLanguage', 'translation.language');
    if (source === target)
      throw validationError('toLanguage', 'translation.sameLanguage', { language: languageName(language, source) });

    const key = { userId: viewerId, peerId, textHash: textHash(text), sourceLanguage: source, targetLanguage: target };
    const earlier = await this.unsent(this.db, key);
    if (earlier) return earlier;
    const free = viewer.isService || peer.isService;
    const characters = codePoints(text);
    if (!(await this.translator.serves(source, target)))
      throw translationUnavailable(language, source, target, 'toLanguage');
    // Gold coins pay only when the sender said so: else the refusal says what they would take.
    if (!free) {
      const funds = await fundsOf(this.ledger, viewerId, this.db);
      if (!chargeFor(characters, funds, { coins: input.coins === true })) throw shortOf(characters, funds);
    }
    let translated: Translated;
    try {
      translated = await this.translator.translate(text, source, target);
    } catch (error) {
      translationRefused(error, language, source, target, 'toLanguage');
    }
    const draftId = await this.db.transaction(async (tx) => {
      if (!free) await lockPayers(tx, [viewerId]);
      const [draft] = await tx
        .insert(draftTranslations)
        .values({ ...key, translationId: translated.translationId, characters: free ? 0 : characters })
        .onConflictDoNothing()
        .returning({ id: draftTranslations.id });
      // The same ask at the same moment made it first: that one stands, paid once.
      if (!draft) return null;
      if (!free)
        await chargeTranslation(this.ledger, tx, {
          userId: viewerId,
          key: `translation:draft:${draft.id}`,
          characters,
          detail: { draftId: draft.id, target },
          coins: input.coins === true,
        });
      return draft.id;
    });
    if (draftId === null) return (await this.unsent(this.db, key))!;
    return {
      translation: translated.text,
      translateRecordId: draftId,
      fromLanguage: source,
      toLanguage: target,
      engine: translated.engine,
    };
  }

  private async unsent(
    db: Database,
    key: { userId: number; peerId: number; textHash: string; sourceLanguage: string; targetLanguage: string },
  ): Promise<DraftTranslationView | undefined> {
    const [found] = await db
      .select({ id: draftTranslations.id, text: translations.translatedText, engine: translations.engine })
      .from(draftTranslations)
      .innerJoin(translations, eq(translations.id, draftTranslations.translationId))
      .where(
        and(
          eq(draftTranslations.userId, key.userId),
          eq(draftTranslations.peerId, key.peerId),
          eq(draftTranslations.textHash, key.textHash),
          eq(draftTranslations.sourceLanguage, key.sourceLanguage),
          eq(draftTranslations.targetLanguage, key.targetLanguage),
          isNull(draftTranslations.messageId),
        ),
      );
    return (
      found && {
        translation: found.text,
        translateRecordId: found.id,
        fromLanguage: key.sourceLanguage,
        toLanguage: key.targetLanguage,
        engine: found.engine,
      }
    );
  }
}
