import type { UiLanguage } from '../constants';
import { ApiError } from '../errors';
import { TranslationUnavailable } from './translator';

/** A language's name in the request's language, for what a refusal says. */
export const languageName = (language: UiLanguage, code: string) =>
  new Intl.DisplayNames([language], { type: 'language', fallback: 'code' }).of(code) ?? code;

/** The engine does not translate `source` into `target` (or there is none): said with both names. */
export const translationUnavailable = (language: UiLanguage, source: string, target: string, field = 'target') =>
  new ApiError(400, 'TRANSLATION_UNAVAILABLE', 'translation.unavailable', field, {
    source: languageName(language, source),
    target: languageName(language, target),
  });

/** What a member is told when the translator could not translate for them; anything else is rethrown. */
export function translationRefused(
  error: unknown,
  language: UiLanguage,
  source: string,
  target: string,
  field = 'target',
): never {
  if (!(error instanceof TranslationUnavailable)) throw error;
  throw error.failure === 'failed'
    ? new ApiError(400, 'TRANSLATION_FAILED', 'translation.failed')
    : translationUnavailable(language, source, target, field);
}
