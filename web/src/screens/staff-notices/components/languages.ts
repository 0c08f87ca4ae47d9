import { UI_LANGUAGES, type UiLanguage } from '../../../i18n/languages';

/** The languages admins write in, English first (it is required; members of other languages fall back to it). */
export const WRITING_LANGUAGES: readonly UiLanguage[] = UI_LANGUAGES.map((language) => language.code);

/** A language's own name ("Deutsch"), as the language picker names it. */
export const languageName = (code: string) => UI_LANGUAGES.find((language) => language.code === code)?.name ?? code;
