import { and, desc, eq, or, sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { prepared } from '../db/prepared';
import { chatTranslationSettings, messageCorrections, messageTranslations, translations } from '../db/schema';
import type { Ledger } from '../economy/ledger';
import { ApiError } from '../errors';
import type { LanguageDetector } from './detect';
import { claimDraft, draftForSend, type DraftForSend } from './drafts';
import { ownLanguage, readingLanguages, speaks, translationTarget, type MemberLanguages } from './member-languages';
import { codePoints } from './engine';
import {
  chargeFor,
  chargeTranslation,
  charactersLeft,
  fundsOf,
  lockPayers,
  shortOf,
  type PayOptions,
} from './metering';
import { TranslationUnavailable, type Translated, type Translator } from './translator';

export type TranslationOrigin = 'sent' | 'asked' | 'auto';
export type TranslationFailure = 'unavailable' | 'failed' | 'insufficient';

/** A message's translation as one member sees it (docs/contract.md "Translation"). */
export interface TranslationView {
  /** The record's id: spec §3 `translateRecordId`. */
  recordId: number;
  origin: TranslationOrigin;
  source: string;
  target: string;
  /** null when there is no translation: `failure` says why. */
  text: string | null;
  engine: string | null;
  failure: TranslationFailure | null;
  /** With `insufficient`: the characters its payer had left then, fewer than it needed (null otherwise). */
  charactersLeft: number | null;
}

/** A better wording of a message's translation, proposed by its reader (docs/contract.md "Translation"). */
export interface CorrectionView {
  id: number;
  text: string;
  /** The wording's language: that of the translation it corrects. */
  language: string;
  /** The reader who proposed it. */
  userId: number;
  time: number;
}

/**
 * What a message shows one member of translation: its translation, the one it was sent with, a reader's better wording.
 */
export interface PresentedTranslation {
  shown: TranslationView | null;
  sent: TranslationView | null;
  correction: CorrectionView | null;
}

/** What translation reads of a sender and a recipient (the send read their rows). */
type Member = MemberLanguages & { id: number; isService: boolean };

/** One translation a send will carry: made before its transaction, charged and stored in it. */
interface Planned {
  /** Made for, and paid by, this member (unless free). */
  userId: number;
  origin: 'sent' | 'auto';
  target: string;
  characters: number;
  /** Messages to and from customer service are translated at the product's cost. */
  free: boolean;
  /** The sender's draft translation it goes out with: paid for already. */
  draftId?: number;
  /** Gold coins may pay what the characters do not (the sender agreed). */
  coins: boolean;
  /** `charactersLeft`: what its payer had left, when they could not pay. */
  outcome: { translated: Translated } | { failure: TranslationFailure; charactersLeft?: number };
}

/** What a text's send learned before its transaction: the language it is in and its translations. */
export interface PreparedText {
  language: string | null;
  planned: Planned[];
}

/**
 * Why a translation will not be made, found before any engine is asked (`short`: its payer cannot pay, with what they
 * have left); null: nothing.
 */
type Hindrance = { failure: TranslationFailure } | { short: number } | null;

/** The per-message ledger key of a translation: asking for the same one again never pays twice. */
export const translationKey = (messageId: number, target: string) => `translation:${messageId}:${target}`;

// Statements every text's send runs, prepared once (`prepared`).

/** Both members' translation settings for their conversation. */
const settingsBetween = prepared('translation.settingsBetween', (db) => {
  const [senderId, recipientId] = [sql.placeholder('senderId'), sql.placeholder('recipientId')];
  return db
    .select()
    .from(chatTranslationSettings)
    .where(
      or(
        and(eq(chatTranslationSettings.ownerId, senderId), eq(chatTranslationSettings.peerId, recipientId)),
        and(eq(chatTranslationSettings.ownerId, recipientId), eq(chatTranslationSettings.peerId, senderId)),
      ),
    );
});

/** The messages' translations the viewers may see, newest first (`present`). */
const translationsShown = prepared('translation.shown', (db) =>
  db
    .select({ record: messageTranslations, text: translations.translatedText, engine: translations.engine })
    .from(messageTranslations)
    .leftJoin(translations, eq(translations.id, messageTranslations.translationId))
    .where(
      and(
        sql`${messageTranslations.messageId} = any(${sql.placeholder('messageIds')}::int[])`,
        or(
          sql`${messageTranslations.userId} = any(${sql.placeholder('viewerIds')}::int[])`,
          and(
            eq(messageTranslations.origin, 'sent'),
            sql`${messageTranslations.failure} is distinct from 'insufficient'`,
          ),
        ),
      ),
    )
    .orderBy(desc(messageTranslations.updatedAt), desc(messageTranslations.id)),
);

/** The messages' corrections (`present`). */
const correctionsOf = prepared('translation.corrections', (db) =>
  db
    .select()
    .from(messageCorrections)
    .where(sql`${messageCorrections.messageId} = any(${sql.placeholder('messageIds')}::int[])`),
);

/**
 * The translations chat messages carry (docs/decisions.md "Translation"): the sender's
 * outgoing translation, in the language their conversation setting names (the peer's by
 * default), and the recipient's automatic one unless they turned it off. Both are made before
 * the send's transaction (an engine may take a moment) and charged and stored in it, so a
 * message and its translations are one change. Chat calls them through its hooks
 * (chat-hooks.ts); it knows nothing of engines or metering.
 */
export class MessageTranslations {
  constructor(
    private readonly db: Database,
    private readonly ledger: Ledger,
    private readonly translator: Translator,
    private readonly detector: LanguageDetector,
  ) {}

  /**
   * Before a text's transaction: its language and the translations it will carry
   * (docs/decisions.md "Free translation and automatic translation"). The sender's own (only
   * with `outgoing`: a send may go as written once; with `draftId`, the draft the sender made
   * and paid for of this very text) is paid with free, membership and pack characters, and
   * with gold coins only when `coins` says the sender agreed: a sender whose coins would pay
   * is refused (INSUFFICIENT_TRANSLATION_BALANCE, saying how many) so the prompt can ask; one
   * with nothing to pay with sends as written. The reader's automatic one (on unless they
   * turned it off) never takes coins: without characters it is kept unpaid. Neither is made for
   * a line in a language the reader speaks (their common one or another they named), unless the
   * sender chose a language for this conversation. Both go into the reader's own language, or,
   * where the engine does not reach it from the line's, the first language they speak that it
   * reaches (member-languages.ts).
   */
  async prepare(
    sender: Member,
    recipient: Member,
    text: string,
    options: { outgoing: boolean; coins?: boolean; draftId?: number } = { outgoing: true },
  ): Promise<PreparedText> {
    const [senderId, recipientId] = [sender.id, recipient.id];
    if (senderId === recipientId) return { language: null, planned: [] };
    const draft: DraftForSend | undefined =
      options.draftId === undefined
        ? undefined
        : await draftForSend(this.db, senderId, recipientId, options.draftId, text);
    // A member who has not chosen a language: ties are broken by the one they use Across in, else the product's
    // default.
    const language =
      draft?.sourceLanguage ?? this.detector.detect(text, ownLanguage(sender) ?? 'en', sender.spokenLanguages).language;
    if (!language) return { language, planned: [] };
    const settings = await settingsBetween(this.db, { senderId, recipientId });
    const mine = settings.find((setting) => setting.ownerId === senderId);
    const theirs = settings.find((setting) => setting.ownerId === recipientId);
    // What the reader reads it in: as written (a language they speak), else their own or another they speak that the
    // engine reaches.
    const reading = speaks(recipient, language)
      ? null
      : translationTarget(language, readingLanguages(recipient), await this.translator.pairs());
    // Following the peer's language (the default) is following what they read: nothing to do for a line they speak.
    const outgoing = draft
      ? draft.targetLanguage
      : !options.outgoing || mine?.outgoing === 'none'
        ? null
        : (mine?.outgoing ?? reading);
    const free = sender.isService || recipient.isService;
    const characters = codePoints(text);

    // What stands in the way of a translation before any engine is asked: a pair the engine
    // does not serve (costs nothing), or a payer who cannot pay (`short`, answered as they may).
    const hindrance = async (payerId: number, target: string, pay: PayOptions): Promise<Hindrance> => {
      if (!(await this.translator.serves(language, target))) return { failure: 'unavailable' };
      if (free) return null;
      const funds = await fundsOf(this.ledger, payerId, this.db);
      if (chargeFor(characters, funds, pay)) return null;
      // The sender's coins would pay: ask them first. Else nothing to pay with: as written.
      if (payerId === senderId && chargeFor(characters, funds, { coins: true })) throw shortOf(characters, funds);
      return { short: charactersLeft(funds) };
    };
    const sending = outgoing && outgoing !== language ? outgoing : null;
    // A draft was paid for when it was made.
    const sentHindrance =
      sending && !draft ? await hindrance(senderId, sending, { coins: options.coins === true }) : null;
    // The reader's, unless the sender's is made into their language (one that cannot be paid is not);
    // none for a reader with no language known, nor in a language they speak.
    const readerGetsSenders = sending === reading && !(sentHindrance && 'short' in sentHindrance);
    const autoOn = theirs?.autoTranslate ?? true;
    const autoHindrance =
      autoOn && reading && !readerGetsSenders ? await hindrance(recipientId, reading, {}) : undefined;

    const outcome = (found: Hindrance, target: string): Promise<Planned['outcome']> | Planned['outcome'] =>
      found && 'short' in found
        ? { failure: 'insufficient', charactersLeft: found.short }
        : (found ?? this.attempt(text, language, target));
    // The sender's and the reader's translations at the same time: a member waits for the slower only.
    const [sent, auto] = await Promise.all([
      sending && !draft ? outcome(sentHindrance, sending) : null,
      autoHindrance !== undefined ? outcome(autoHindrance, reading!) : null,
    ]);
    const planned: Planned[] = [];
    if (draft)
      planned.push({
        userId: senderId,
        origin: 'sent',
        target: draft.targetLanguage,
        characters: draft.characters,
        free: true,
        coins: false,
        draftId: draft.id,
        outcome: { translated: draft.translated },
      });
    else if (sent)
      planned.push({
        userId: senderId,
        origin: 'sent',
        target: sending!,
        characters,
        free,
        coins: options.coins === true,
        outcome: sent,
      });
    if (auto)
      planned.push({
        userId: recipientId,
        origin: 'auto',
        target: reading!,
        characters,
        free,
        coins: false,
        outcome: auto,
      });
    return { language, planned };
  }

  private async attempt(text: string, source: string, target: string): Promise<Planned['outcome']> {
    try {
      return { translated: await this.translator.translate(text, source, target) };
    } catch (error) {
      if (error instanceof TranslationUnavailable) return { failure: error.failure };
      throw error;
    }
  }

  /** First in the send's transaction: the members it will charge, locked in id order (metering.ts). */
  async lock(tx: Database, prepared: PreparedText) {
    await lockPayers(
      tx,
      prepared.planned.filter((plan) => !plan.free && 'translated' in plan.outcome).map((plan) => plan.userId),
    );
  }

  /** In the send's transaction, once the message is written: each translation charged and stored. */
  async record(tx: Database, messageId: number, prepared: PreparedText) {
    for (const plan of prepared.planned) {
      let failure = 'failure' in plan.outcome ? plan.outcome.failure : null;
      let left = 'failure' in plan.outcome ? (plan.outcome.charactersLeft ?? null) : null;
      let characters = 0;
      if (plan.draftId !== undefined) {
        await claimDraft(tx, plan.draftId, messageId);
        characters = plan.characters;
      } else if (!failure && !plan.free) {
        try {
          await chargeTranslation(this.ledger, tx, {
            userId: plan.userId,
            key: translationKey(messageId, plan.target),
            characters: plan.characters,
            detail: { messageId, target: plan.target },
            coins: plan.coins,
          });
          characters = plan.characters;
        } catch (error) {
          // Another spending took what was there: the text still goes, this translation unpaid and said so.
          if (!(error instanceof ApiError && error.reason === 'INSUFFICIENT_TRANSLATION_BALANCE')) throw error;
          failure = 'insufficient';
          left = charactersLeft(await fundsOf(this.ledger, plan.userId, tx));
        }
      }
      await tx.insert(messageTranslations).values({
        messageId,
        userId: plan.userId,
        origin: plan.origin,
        sourceLanguage: prepared.language!,
        targetLanguage: plan.target,
        translationId: !failure && 'translated' in plan.outcome ? plan.outcome.translated.translationId : null,
        failure,
        characters,
        charactersLeft: left,
      });
    }
  }

  /**
   * Per viewer and message, the translation it shows that viewer (`shown`: the newest they
   * asked for or got automatically, else the one its sender sent with it), the one it was sent
   * with, and the better wording its reader proposed (both members see it). Read once for all
   * the viewers.
   */
  async present(
    db: Database,
    viewerIds: number[],
    messageIds: number[],
    { corrected = true } = {},
  ): Promise<Map<number, Map<number, PresentedTranslation>>> {
    const presented = new Map(viewerIds.map((viewerId) => [viewerId, new Map<number, PresentedTranslation>()]));
    if (messageIds.length === 0) return presented;
    const [rows, corrections] = [
      await translationsShown(db, { messageIds, viewerIds }),
      corrected ? await correctionsOf(db, { messageIds }) : [],
    ];
    for (const [viewerId, views] of presented) {
      const of = (messageId: number) => views.get(messageId) ?? { shown: null, sent: null, correction: null };
      for (const { record, text, engine } of rows) {
        // The sender's translation is the reader's to see too, but not that the sender could not pay for it.
        if (record.userId !== viewerId && (record.origin !== 'sent' || record.failure === 'insufficient')) continue;
        const view: TranslationView = {
          recordId: record.id,
          origin: record.origin as TranslationOrigin,
          source: record.sourceLanguage,
          target: record.targetLanguage,
          text: record.failure ? null : text,
          engine: record.failure ? null : engine,
          failure: record.failure as TranslationFailure | null,
          charactersLeft: record.charactersLeft,
        };
        const current = of(record.messageId);
        const sent = view.origin === 'sent' ? view : current.sent;
        // Rows come newest first: the viewer's own asked or automatic one beats the sender's.
        const shown =
          !current.shown || (current.shown.origin === 'sent' && view.origin !== 'sent') ? view : current.shown;
        views.set(record.messageId, { ...current, shown, sent });
      }
      for (const correction of corrections) {
        views.set(correction.messageId, {
          ...of(correction.messageId),
          correction: {
            id: correction.id,
            text: correction.text,
            language: correction.language,
            userId: correction.userId,
            time: correction.updatedAt.getTime(),
          },
        });
      }
    }
    return presented;
  }
}
