import { and, desc, eq, inArray, or } from 'drizzle-orm';
import type { Database } from '../db/open';
import { chatTranslationSettings, messageCorrections, messageTranslations, translations, users } from '../db/schema';
import type { Ledger } from '../economy/ledger';
import { ApiError } from '../errors';
import type { LanguageDetector } from './detect';
import { claimDraft, draftForSend, type DraftForSend } from './drafts';
import { codePoints } from './engine';
import { affordable, chargeTranslation, insufficientTranslationBalance, lockPayers } from './metering';
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

/** What a message shows one member of translation: its translation, the one it was sent with, a reader's better wording. */
export interface PresentedTranslation {
  shown: TranslationView | null;
  sent: TranslationView | null;
  correction: CorrectionView | null;
}

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
  outcome: { translated: Translated } | { failure: TranslationFailure };
}

/** What a text's send learned before its transaction: the language it is in and its translations. */
export interface PreparedText {
  language: string | null;
  planned: Planned[];
}

/** How sure detection must be that a line is not in its writer's language, to translate it into theirs. */
const SURE_OF_ANOTHER = 0.9;

/** The per-message ledger key of a translation: asking for the same one again never pays twice. */
export const translationKey = (messageId: number, target: string) => `translation:${messageId}:${target}`;

/**
 * The translations chat messages carry (docs/decisions.md "Translation"): the sender's
 * outgoing translation, in the language their conversation setting names (the peer's by
 * default), and the recipient's automatic one when they turned it on. Both are made before
 * the send's transaction (an engine may take a moment) and charged and stored in it, so a
 * message and its translations are one change. Chat calls these hooks; it knows nothing of
 * engines or metering.
 */
export class MessageTranslations {
  constructor(
    private readonly db: Database,
    private readonly ledger: Ledger,
    private readonly translator: Translator,
    private readonly detector: LanguageDetector,
  ) {}

  /** The language `text` is in, as its writer's message: detection, with their own language as the tie-breaker. */
  async detect(text: string, writerId: number): Promise<string | null> {
    const [writer] = await this.db.select({ language: users.language }).from(users).where(eq(users.id, writerId));
    return this.detector.detect(text, writer?.language ?? 'en').language;
  }

  /**
   * Before a text's transaction: its language and the translations it will carry (the
   * sender's own only with `outgoing`: a send may go as written once; with `draftId`, the
   * draft the sender made of this very text). Refuses the send
   * (INSUFFICIENT_TRANSLATION_BALANCE) when the sender's own translation is more than they
   * can pay; the recipient's automatic one is then kept as not paid instead.
   */
  async prepare(senderId: number, recipientId: number, text: string, options: { outgoing: boolean; draftId?: number } = { outgoing: true }): Promise<PreparedText> {
    const people = await this.db
      .select({ id: users.id, language: users.language, isService: users.isService })
      .from(users)
      .where(inArray(users.id, [senderId, recipientId]));
    const sender = people.find((person) => person.id === senderId);
    const recipient = people.find((person) => person.id === recipientId);
    if (!sender || !recipient || senderId === recipientId) return { language: null, planned: [] };
    const draft: DraftForSend | undefined = options.draftId === undefined ? undefined : await draftForSend(this.db, senderId, recipientId, options.draftId, text);
    // A member who has not chosen a language yet: ties are broken as the product's default (nothing is written to their profile).
    const detection = this.detector.detect(text, sender.language ?? 'en');
    const language = draft?.sourceLanguage ?? detection.language;
    if (!language) return { language, planned: [] };
    const settings = await this.db
      .select()
      .from(chatTranslationSettings)
      .where(
        or(
          and(eq(chatTranslationSettings.ownerId, senderId), eq(chatTranslationSettings.peerId, recipientId)),
          and(eq(chatTranslationSettings.ownerId, recipientId), eq(chatTranslationSettings.peerId, senderId)),
        ),
      );
    const mine = settings.find((setting) => setting.ownerId === senderId);
    const theirs = settings.find((setting) => setting.ownerId === recipientId);
    const outgoing = draft ? draft.targetLanguage : !options.outgoing || mine?.outgoing === 'none' ? null : (mine?.outgoing ?? recipient.language);
    const free = sender.isService || recipient.isService;
    const characters = codePoints(text);
    // A pair the engine does not serve costs nothing and goes as written; else the payer must cover it.
    const plan = async (payerId: number, target: string, unpaid: () => Planned['outcome']): Promise<Planned['outcome']> => {
      if (!(await this.translator.serves(language, target))) return { failure: 'unavailable' };
      if (!free && !(await affordable(this.ledger, payerId, characters))) return unpaid();
      return this.attempt(text, language, target);
    };
    // Into the writer's own language, a line fastText is not quite sure of is the writer's (two
    // members of one language do not pay for a guess that a short line is Portuguese).
    const ownLanguage = (target: string) => target === sender.language && detection.confidence < SURE_OF_ANOTHER;
    // The sender's and the reader's translations at the same time: a member waits for the slower only.
    const mineToRead = recipient.language;
    const [sent, auto] = await Promise.all([
      !draft && outgoing && outgoing !== language && !ownLanguage(outgoing)
        ? plan(senderId, outgoing, () => {
            throw insufficientTranslationBalance(characters);
          })
        : null,
      theirs?.autoTranslate && mineToRead && mineToRead !== language && mineToRead !== outgoing && !ownLanguage(mineToRead) ? plan(recipientId, mineToRead, () => ({ failure: 'insufficient' })) : null,
    ]);
    const planned: Planned[] = [];
    if (draft) planned.push({ userId: senderId, origin: 'sent', target: draft.targetLanguage, characters: draft.characters, free: true, draftId: draft.id, outcome: { translated: draft.translated } });
    else if (sent) planned.push({ userId: senderId, origin: 'sent', target: outgoing!, characters, free, outcome: sent });
    if (auto) planned.push({ userId: recipientId, origin: 'auto', target: mineToRead!, characters, free, outcome: auto });
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
      let characters = 0;
      if (plan.draftId !== undefined) {
        await claimDraft(tx, plan.draftId, messageId);
        characters = plan.characters;
      } else if (!failure && !plan.free) {
        try {
          await chargeTranslation(this.ledger, tx, { userId: plan.userId, key: translationKey(messageId, plan.target), characters: plan.characters, detail: { messageId, target: plan.target } });
          characters = plan.characters;
        } catch (error) {
          // The sender's own translation refuses the send; the reader's automatic one stays unpaid and says so.
          if (plan.origin === 'sent' || !(error instanceof ApiError && error.reason === 'INSUFFICIENT_TRANSLATION_BALANCE')) throw error;
          failure = 'insufficient';
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
      });
    }
  }

  /**
   * Per message, the translation it shows `viewerId` (`shown`: the newest they asked for or
   * got automatically, else the one its sender sent with it), the one it was sent with, and
   * the better wording its reader proposed (both members see it).
   */
  async present(db: Database, viewerId: number, messageIds: number[]): Promise<Map<number, PresentedTranslation>> {
    const presented = new Map<number, PresentedTranslation>();
    if (messageIds.length === 0) return presented;
    const [rows, corrections] = await Promise.all([
      db
        .select({ record: messageTranslations, text: translations.translatedText, engine: translations.engine })
        .from(messageTranslations)
        .leftJoin(translations, eq(translations.id, messageTranslations.translationId))
        .where(and(inArray(messageTranslations.messageId, messageIds), or(eq(messageTranslations.userId, viewerId), eq(messageTranslations.origin, 'sent'))))
        .orderBy(desc(messageTranslations.updatedAt), desc(messageTranslations.id)),
      db.select().from(messageCorrections).where(inArray(messageCorrections.messageId, messageIds)),
    ]);
    const of = (messageId: number) => presented.get(messageId) ?? { shown: null, sent: null, correction: null };
    for (const { record, text, engine } of rows) {
      const view: TranslationView = {
        recordId: record.id,
        origin: record.origin as TranslationOrigin,
        source: record.sourceLanguage,
        target: record.targetLanguage,
        text: record.failure ? null : text,
        engine: record.failure ? null : engine,
        failure: record.failure as TranslationFailure | null,
      };
      const current = of(record.messageId);
      const sent = view.origin === 'sent' ? view : current.sent;
      // Rows come newest first: the viewer's own asked or automatic one beats the sender's.
      const shown = !current.shown || (current.shown.origin === 'sent' && view.origin !== 'sent') ? view : current.shown;
      presented.set(record.messageId, { ...current, shown, sent });
    }
    for (const correction of corrections) {
      presented.set(correction.messageId, {
        ...of(correction.messageId),
        correction: { id: correction.id, text: correction.text, language: correction.language, userId: correction.userId, time: correction.updatedAt.getTime() },
      });
    }
    return presented;
  }
}
