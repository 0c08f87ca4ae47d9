import { LANGUAGE_CODES } from '../../system/lists';
import {
  codePoints,
  TranslationEngineError,
  type EngineRequest,
  type EngineResult,
  type LanguagePairs,
  type TranslationEngine,
} from '../engine';
import { batchesWithin, engineRequest, type Backoff } from './http';

export interface GoogleTranslateConfig {
  /** An API key of a project with the Cloud Translation API enabled. */
  apiKey: string;
  /** Defaults to https://translation.googleapis.com/language/translate/v2 (tests, a proxy). */
  url?: string;
  backoff?: Backoff;
}

export const GOOGLE_TRANSLATE_URL = 'https://translation.googleapis.com/language/translate/v2';

/** Text segments per request: "You can't exceed 128 text segments." */
const MAX_TEXTS = 128;
/**
 * Code points per request. Google refuses requests above about 30,000 and recommends at most
 * 5,000, as longer requests are slower and more likely to fail; we keep to the recommendation.
 */
const MAX_CODE_POINTS = 5_000;

/**
 * Our codes → Google's, where they differ. Google takes Filipino as `tl` (v2's long-standing code;
 * `fil` is accepted as well) and Hebrew as `he` or the legacy `iw`; zh-CN and zh-TW are its own.
 */
const TO_GOOGLE: Record<string, string> = { fil: 'tl' };
/** Google's codes (lower-cased) → ours, where they differ; legacy codes included as it may still answer them. */
const FROM_GOOGLE: Record<string, string> = {
  'zh-cn': 'zh-CN',
  zh: 'zh-CN',
  'zh-tw': 'zh-TW',
  iw: 'he',
  tl: 'fil',
  jw: 'jv',
  nb: 'no',
};

const PRODUCT_CODES = new Set(LANGUAGE_CODES);
const toGoogle = (code: string) => TO_GOOGLE[code] ?? code;
const fromGoogle = (code: string): string | undefined => {
  const lower = code.toLowerCase();
  return FROM_GOOGLE[lower] ?? (PRODUCT_CODES.has(lower) ? lower : undefined);
};

interface TranslateResponse {
  data: { translations: Array<{ translatedText: string; detectedSourceLanguage?: string }> };
}
interface LanguagesResponse {
  data: { languages: Array<{ language: string; name?: string }> };
}
interface GoogleError {
  error?: {
    code?: number;
    message?: string;
    status?: string;
    errors?: Array<{ reason?: string; domain?: string }>;
    details?: Array<{ reason?: string }>;
  };
}

/** Google's reasons (errors[].reason, details[].reason) for "the quota is spent" and "slow down". */
const QUOTA_REASONS = new Set(['dailyLimitExceeded', 'dailyLimitExceededUnreg', 'quotaExceeded']);
const RATE_REASONS = new Set(['userRateLimitExceeded', 'rateLimitExceeded', 'RATE_LIMIT_EXCEEDED']);
const KEY_REASONS = new Set(['keyInvalid', 'keyExpired', 'API_KEY_INVALID', 'API_KEY_EXPIRED']);

/**
 * Google Cloud Translation Basic (v2) with an API key, in the shapes of its REST reference and of
 * @google-cloud/translate's v2 client: POST {url}?key=KEY with JSON `{q: [...], target, source?,
 * format: 'text'}` answering `{data: {translations: [{translatedText, detectedSourceLanguage?}]}}`
 * in order; GET {url}/languages?key=KEY&target=en answering `{data: {languages: [{language,
 * name}]}}`. Errors are `{error: {code, message, status, errors: [{reason}]}}`. Texts go as
 * `format: 'text'`, or Google would read them as HTML and answer with HTML entities.
 */
export class GoogleTranslateEngine implements TranslationEngine {
  readonly id = 'google/v2';
  private readonly url: string;

  constructor(private readonly config: GoogleTranslateConfig) {
    this.url = (config.url ?? GOOGLE_TRANSLATE_URL).replace(/\/+$/, '');
  }

  private classify = (status: number, body: string) => {
    let error: GoogleError['error'];
    try {
      error = (JSON.parse(body) as GoogleError).error;
    } catch {
      return undefined;
    }
    const message = error?.message ?? '';
    const reasons = [...(error?.errors ?? []), ...(error?.details ?? [])].map((item) => item?.reason ?? '');
    if (reasons.some((reason) => QUOTA_REASONS.has(reason)))
      return new TranslationEngineError('quota_exceeded', `Google Translate quota is spent: ${message}`);
    if (reasons.some((reason) => RATE_REASONS.has(reason)))
      return new TranslationEngineError('rate_limited', `Google Translate asks to slow down: ${message}`);
    if (status === 429 || error?.status === 'RESOURCE_EXHAUSTED') {
      // Quotas are per minute or per day: only a daily one is worth giving up on.
      return /per day/i.test(message)
        ? new TranslationEngineError('quota_exceeded', `Google Translate daily quota is spent: ${message}`)
        : new TranslationEngineError('rate_limited', `Google Translate asks to slow down: ${message}`);
    }
    // A wrong key is a 400 too: it must not read as an unknown language.
    if (reasons.some((reason) => KEY_REASONS.has(reason)) || /API key/i.test(message))
      return new TranslationEngineError('rejected', `Google Translate refused the key: ${message}`);
    // An unknown source or target is "Invalid Value" (reason `invalid`): the only values we send are the languages.
    if (status === 400 && (/^Invalid Value$/i.test(message) || /language/i.test(message)))
      return new TranslationEngineError('unavailable', `Google Translate does not serve the pair: ${message}`);
    return undefined;
  };

  private withKey = (url: string, query: Record<string, string> = {}) =>
    `${url}?${new URLSearchParams({ key: this.config.apiKey, ...query })}`;

  async languages(): Promise<LanguagePairs> {
    const answer = await engineRequest<LanguagesResponse>(
      this.withKey(`${this.url}/languages`, { target: 'en' }),
      { method: 'GET' },
      { engine: this.id, backoff: this.config.backoff, classify: this.classify },
    );
    const listed = answer?.data?.languages;
    if (!Array.isArray(listed))
      throw new TranslationEngineError('bad_response', 'Google Translate languages did not answer data.languages');
    // Google translates between any two languages it lists.
    const codes = new Set(listed.flatMap((language) => fromGoogle(language.language) ?? []));
    return new Map([...codes].map((source) => [source, new Set([...codes].filter((target) => target !== source))]));
  }

  async translate(request: EngineRequest): Promise<EngineResult> {
    const translations: EngineResult['translations'] = [];
    for (const texts of batchesWithin(request.texts, {
      maxTexts: MAX_TEXTS,
      maxSize: MAX_CODE_POINTS,
      size: codePoints,
    })) {
      const answer = await engineRequest<TranslateResponse>(
        this.withKey(this.url),
        {
          method: 'POST',
          headers: { 'content-type': 'application/json; charset=utf-8' },
          body: JSON.stringify({
            q: texts,
            target: toGoogle(request.target),
            ...(request.source === null ? {} : { source: toGoogle(request.source) }),
            format: 'text',
          }),
        },
        { engine: this.id, backoff: this.config.backoff, classify: this.classify },
      );
      const answered = answer?.data?.translations;
      if (
        !Array.isArray(answered) ||
        answered.length !== texts.length ||
        answered.some((translation) => typeof translation?.translatedText !== 'string')
      ) {
        throw new TranslationEngineError(
          'bad_response',
          `Google Translate answered ${Array.isArray(answered) ? answered.length : 'no'} translations for ${texts.length} texts`,
        );
      }
      for (const translation of answered) {
        const detected = translation.detectedSourceLanguage;
        translations.push({
          text: translation.translatedText,
          detectedSource: request.source ?? (detected ? (fromGoogle(detected) ?? null) : null),
        });
      }
    }
    return {
      translations,
      engine: this.id,
      billedCharacters: request.texts.reduce((sum, text) => sum + codePoints(text), 0),
    };
  }
}
