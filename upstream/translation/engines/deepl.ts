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

export interface DeepLConfig {
  authKey: string;
  /** Overrides the endpoint the key implies (tests, a proxy). */
  url?: string;
  backoff?: Backoff;
}

/** DeepL API Free keys end in ":fx" and are served by their own host (as deepl-node decides too). */
export const deeplBaseUrl = (authKey: string) =>
  authKey.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com';

/** Texts per request, as DeepL's v2 documentation has long stated (the current one names only the size limit). */
const MAX_TEXTS = 50;
/** The whole request body, in bytes: "must not exceed 128 KiB (128 · 1024 bytes)". */
const MAX_BODY_BYTES = 128 * 1024;

/**
 * Our codes → DeepL's source codes (upper-cased otherwise). DeepL reads Chinese of either
 * script as ZH.
 */
const SOURCE_TO_DEEPL: Record<string, string> = { 'zh-CN': 'ZH', 'zh-TW': 'ZH', no: 'NB' };
/**
 * Our codes → DeepL's target codes (upper-cased otherwise). Plain EN and PT are deprecated as
 * targets: English goes to EN-US; Portuguese to PT-BR, the variant most speakers write (Brazil's).
 */
const TARGET_TO_DEEPL: Record<string, string> = {
  en: 'EN-US',
  pt: 'PT-BR',
  'zh-CN': 'ZH-HANS',
  'zh-TW': 'ZH-HANT',
  no: 'NB',
};
/**
 * DeepL's codes → ours, for targets and detections; a regional variant not listed (EN-GB, PT-PT,
 * ES-419) has no code of ours. A detected ZH (DeepL does not tell the scripts apart) is zh-CN.
 */
const FROM_DEEPL: Record<string, string> = {
  ZH: 'zh-CN',
  'ZH-HANS': 'zh-CN',
  'ZH-HANT': 'zh-TW',
  'EN-US': 'en',
  'PT-BR': 'pt',
  NB: 'no',
};

const PRODUCT_CODES = new Set(LANGUAGE_CODES);
const fromDeepL = (code: string): string | undefined => {
  const upper = code.toUpperCase();
  const lower = code.toLowerCase();
  return FROM_DEEPL[upper] ?? (PRODUCT_CODES.has(lower) ? lower : undefined);
};
/** As a source, DeepL's ZH reads both of our Chinese scripts. */
const sourcesFromDeepL = (code: string): string[] => {
  if (code.toUpperCase() === 'ZH') return ['zh-CN', 'zh-TW'];
  const ours = fromDeepL(code);
  return ours ? [ours] : [];
};

interface TranslateResponse {
  translations: Array<{ detected_source_language: string; text: string; billed_characters?: number }>;
}
type LanguagesResponse = Array<{ language: string; name: string; supports_formality?: boolean }>;

const errorMessage = (body: string) => {
  try {
    return String((JSON.parse(body) as { message?: unknown }).message ?? '');
  } catch {
    return '';
  }
};

/**
 * DeepL API v2, in the shapes of DeepL's OpenAPI description (DeepLcom/openapi) and its official
 * client deepl-node: POST /v2/translate with a JSON body `{text: [...], target_lang, source_lang?,
 * show_billed_characters}` and `Authorization: DeepL-Auth-Key <key>`, answering `{translations:
 * [{detected_source_language, text, billed_characters}]}` in order; GET /v2/languages?type=source
 * and ?type=target answering `[{language, name, supports_formality?}]`. Errors are `{message}`:
 * 403 a bad key, 456 the quota spent, 429 (and 529) too many requests, 400 a bad parameter.
 */
export class DeepLEngine implements TranslationEngine {
  readonly id = 'deepl/v2';
  private readonly url: string;
  private readonly headers: Record<string, string>;

  constructor(private readonly config: DeepLConfig) {
    this.url = (config.url ?? deeplBaseUrl(config.authKey)).replace(/\/+$/, '');
    this.headers = { authorization: `DeepL-Auth-Key ${config.authKey}` };
  }

  private classify = (status: number, body: string) => {
    if (status === 456)
      return new TranslationEngineError(
        'quota_exceeded',
        `DeepL quota for this billing period is spent: ${errorMessage(body)}`,
      );
    // 529 is DeepL's other "too many requests" (OpenAPI: TooManyRequests), not a failure on its side.
    if (status === 529) return new TranslationEngineError('rate_limited', `DeepL answered 529: too many requests`);
    const message = errorMessage(body);
    if (status === 400 && /(target|source)_lang/.test(message))
      return new TranslationEngineError('unavailable', `DeepL does not serve the language: ${message}`);
    return undefined;
  };

  async languages(): Promise<LanguagePairs> {
    const list = (type: 'source' | 'target') =>
      engineRequest<LanguagesResponse>(
        `${this.url}/v2/languages?type=${type}`,
        { method: 'GET', headers: this.headers },
        { engine: this.id, backoff: this.config.backoff, classify: this.classify },
      );
    const [sourceList, targetList] = await Promise.all([list('source'), list('target')]);
    if (!Array.isArray(sourceList) || !Array.isArray(targetList))
      throw new TranslationEngineError('bad_response', 'DeepL /v2/languages did not answer a list');
    const targets = new Set(targetList.flatMap((language) => fromDeepL(language.language) ?? []));
    const pairs = new Map<string, Set<string>>();
    for (const source of new Set(sourceList.flatMap((language) => sourcesFromDeepL(language.language)))) {
      pairs.set(source, new Set([...targets].filter((target) => target !== source)));
    }
    return pairs;
  }

  async translate(request: EngineRequest): Promise<EngineResult> {
    const fields = {
      target_lang: TARGET_TO_DEEPL[request.target] ?? request.target.toUpperCase(),
      ...(request.source === null
        ? {}
        : { source_lang: SOURCE_TO_DEEPL[request.source] ?? request.source.toUpperCase() }),
      show_billed_characters: true,
    };
    // Each text adds its JSON string and a comma to the body; the rest of the body weighs the same for every batch.
    const batches = batchesWithin(request.texts, {
      maxTexts: MAX_TEXTS,
      maxSize: MAX_BODY_BYTES,
      baseSize: Buffer.byteLength(JSON.stringify({ text: [], ...fields })),
      size: (text) => Buffer.byteLength(JSON.stringify(text)) + 1,
    });
    const translations: EngineResult['translations'] = [];
    let billedCharacters = 0;
    for (const texts of batches) {
      const answer = await engineRequest<TranslateResponse>(
        `${this.url}/v2/translate`,
        {
          method: 'POST',
          headers: { ...this.headers, 'content-type': 'application/json' },
          body: JSON.stringify({ text: texts, ...fields }),
        },
        { engine: this.id, backoff: this.config.backoff, classify: this.classify },
      );
      const answered = answer?.translations;
      if (
        !Array.isArray(answered) ||
        answered.length !== texts.length ||
        answered.some((translation) => typeof translation?.text !== 'string')
      ) {
        throw new TranslationEngineError(
          'bad_response',
          `DeepL answered ${Array.isArray(answered) ? answered.length : 'no'} translations for ${texts.length} texts`,
        );
      }
      answered.forEach((translation, index) => {
        translations.push({
          text: translation.text,
          detectedSource: request.source ?? fromDeepL(translation.detected_source_language ?? '') ?? null,
        });
        // DeepL's own count when it gives one (it is what the invoice says); else the code points it documents billing.
        billedCharacters +=
          typeof translation.billed_characters === 'number' ? translation.billed_characters : codePoints(texts[index]);
      });
    }
    return { translations, engine: this.id, billedCharacters };
  }
}
