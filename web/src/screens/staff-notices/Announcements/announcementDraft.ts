import type { UiLanguage } from '../../../i18n/languages';
import type { MessageId } from '../../../i18n/messages';
import { fromLocalInput } from '../components/localTime';
import { WRITING_LANGUAGES } from '../components/languages';

/** The limits upstream keeps (docs/contract.md): checked here first, so an admin hears them before sending. */
export const TITLE_MAX = 120;
export const BODY_MAX = 5000;

export type DraftTexts = Record<UiLanguage, { title: string; body: string }>;

/** What the editor holds. */
export interface Draft {
  texts: DraftTexts;
  when: 'now' | 'later';
  at: string;
  pinned: boolean;
}

export interface DraftProblem {
  field: 'texts' | 'publishAt';
  id: MessageId;
  language?: UiLanguage;
}

export const emptyTexts = (): DraftTexts =>
  Object.fromEntries(WRITING_LANGUAGES.map((language) => [language, { title: '', body: '' }])) as DraftTexts;

/** The languages written (English first), as the graph takes them. */
export const writtenTexts = (texts: DraftTexts) =>
  WRITING_LANGUAGES.filter((language) => texts[language].title.trim() || texts[language].body.trim()).map(
    (language) => ({ language, title: texts[language].title.trim(), body: texts[language].body.trim() }),
  );

/**
 * The first thing wrong with a draft, or null: English complete; another language both title and body or neither;
 * the lengths; a scheduled time that is a time, and (`future`) later than now.
 */
export function draftProblem(draft: Draft, future = false, now = Date.now()): DraftProblem | null {
  for (const language of WRITING_LANGUAGES) {
    const { title, body } = draft.texts[language];
    const [hasTitle, hasBody] = [title.trim() !== '', body.trim() !== ''];
    if (language === 'en' && (!hasTitle || !hasBody))
      return { field: 'texts', id: 'staffNotices.error.english', language };
    if (hasTitle !== hasBody) return { field: 'texts', id: 'staffNotices.error.incomplete', language };
    if (title.trim().length > TITLE_MAX || body.trim().length > BODY_MAX)
      return { field: 'texts', id: 'staffNotices.error.tooLong', language };
  }
  if (draft.when === 'later') {
    const at = fromLocalInput(draft.at);
    if (!at) return { field: 'publishAt', id: 'staffNotices.error.time' };
    if (future && Date.parse(at) <= now) return { field: 'publishAt', id: 'staffNotices.error.past' };
  }
  return null;
}
