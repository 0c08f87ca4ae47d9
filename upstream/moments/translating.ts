import { and, eq, sql } from 'drizzle-orm';
import type { UiLanguage } from '../constants';
import type { Database } from '../db/open';
import { momentTranslations, users } from '../db/schema';
import type { Ledger } from '../economy/ledger';
import { validationError } from '../errors';
import { LANGUAGE_CODES } from '../system/lists';
import { codePoints } from '../translation/engine';
import { memberLanguageColumns, ownLanguage, translationTarget } from '../translation/member-languages';
import { chargeFor, chargeTranslation, fundsOf, lockPayers, shortOf } from '../translation/metering';
import { languageName, translationRefused, translationUnavailable } from '../translation/refusals';
import type { Translator } from '../translation/translator';

/** What is translated: a moment's text or a comment's. */
export type Subject = 'moment' | 'comment';

/** The ledger key of a reader's translation (per payer: the ledger keys movements by member). */
export const momentTranslationKey = (subject: Subject, id: number, target: string) =>
  `translation:${subject === 'moment' ? 'moment' : 'moment-comment'}:${id}:${target}`;

/**
 * A reader's translation of a moment or a comment, with chat's engines and metering
 * (translation/): the engine is asked once per text and pair ever (`Translator`), the reader
 * pays the text's characters once per subject and language (asking again, or going back to
 * a language asked before, is free), and nothing is charged for a pair the engine does not
 * serve or an engine failure.
 */
export class MomentTranslating {
  constructor(
    private readonly db: Database,
    private readonly ledger: Ledger,
    private readonly translator: Translator,
  ) {}

  async translate(
    viewerId: number,
    subject: { kind: Subject; id: number; text: string; language: string | null },
    input: { target?: string; coins: boolean },
    uiLanguage: UiLanguage,
  ) {
    if (input.target !== undefined && !LANGUAGE_CODES.includes(input.target))
      throw validationError('toLanguage', 'translation.language');
    const source = subject.language;
    if (!source) throw validationError('source', 'moment.noWords');
    const [viewer] = await this.db.select(memberLanguageColumns).from(users).where(eq(users.id, viewerId));
    const mine = ownLanguage(viewer) ?? uiLanguage;
    const target =
      input.target ??
      translationTarget(source, [mine, ...viewer.spokenLanguages], await this.translator.pairs()) ??
      mine;
    if (source === target)
      throw validationError('source', 'moment.sameLanguage', { language: languageName(uiLanguage, source) });

    const where = and(
      eq(momentTranslations.subject, subject.kind),
      eq(momentTranslations.subjectId, subject.id),
      eq(momentTranslations.userId, viewerId),
      eq(momentTranslations.targetLanguage, target),
    );
    const [asked] = await this.db.select().from(momentTranslations).where(where);
    // Asked before: free, and the one shown again.
    if (asked?.sourceLanguage === source) {
      await this.db.update(momentTranslations).set({ askedAt: sql`now()` }).where(where);
      return;
    }
    if (!(await this.translator.serves(source, target))) throw translationUnavailable(uiLanguage, source, target);
    const characters = codePoints(subject.text);
    const pay = { coins: input.coins };
    const funds = await fundsOf(this.ledger, viewerId, this.db);
    if (!chargeFor(characters, funds, pay)) throw shortOf(characters, funds);
    let translationId: number;
    try {
      translationId = (await this.translator.translate(subject.text, source, target)).translationId;
    } catch (error) {
      translationRefused(error, uiLanguage, source, target);
    }
    await this.db.transaction(async (tx) => {
      await lockPayers(tx, [viewerId]);
      await chargeTranslation(this.ledger, tx, {
        userId: viewerId,
        key: momentTranslationKey(subject.kind, subject.id, target),
        characters,
        detail: { subject: subject.kind, id: subject.id, target },
        ...pay,
      });
      await tx
        .insert(momentTranslations)
        .values({
          subject: subject.kind,
          subjectId: subject.id,
          userId: viewerId,
          targetLanguage: target,
          sourceLanguage: source,
          translationId,
          characters,
        })
        .onConflictDoUpdate({
          target: [
            momentTranslations.subject,
            momentTranslations.subjectId,
            momentTranslations.userId,
            momentTranslations.targetLanguage,
          ],
          set: { sourceLanguage: source, translationId, characters, askedAt: sql`now()` },
        });
    });
  }
}
