import { randomUUID } from 'node:crypto';
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

export interface AzureTranslatorConfig {
  /** The Translator resource's key (Ocp-Apim-Subscription-Key). */
  key: string;
  /** The resource's region, required for regional and multi-service resources; omitted for a global one. */
  region?: string;
  /** Defaults to https://api.cognitive.microsofttranslator.com (a custom domain, Azure China, tests). */
  url?: string;
  backoff?: Backoff;
}

export const AZURE_TRANSLATOR_URL = 'https://api.cognitive.microsofttranslator.com';

/** Array elements per translate request. */
const MAX_TEXTS = 1_000;
/**
 * Characters per translate request, across its texts (one target). Counted in UTF-16 units, which
 * are never fewer than code points: the safe side whichever Azure counts.
 */
const MAX_CHARACTERS = 50_000;

/**
 * Our codes → Azure's, where they differ. Serbian and Mongolian are named with their script on
 * Azure; we write the script each is officially written in (Cyrillic). Azure's `ku` is Central
 * Kurdish; its Northern Kurdish (`kmr`) has no code of ours.
 */
const TO_AZURE: Record<string, string> = {
  'zh-CN': 'zh-Hans',
  'zh-TW': 'zh-Hant',
  no: 'nb',
  sr: 'sr-Cyrl',
  mn: 'mn-Cyrl',
};
/** Azure's codes (lower-cased) → ours, where they differ; `pt` is Brazilian on Azure, `pt-pt` has no code of ours. */
const FROM_AZURE: Record<string, string> = {
  'zh-hans': 'zh-CN',
  'zh-hant': 'zh-TW',
  nb: 'no',
  'sr-cyrl': 'sr',
  'sr-latn': 'sr',
  'mn-cyrl': 'mn',
};

const PRODUCT_CODES = new Set(LANGUAGE_CODES);
const toAzure = (code: string) => TO_AZURE[code] ?? code;
const fromAzure = (code: string): string | undefined => {
  const lower = code.toLowerCase();
  return FROM_AZURE[lower] ?? (PRODUCT_CODES.has(lower) ? lower : undefined);
};

type TranslateResponse = Array<{
  detectedLanguage?: { language: string; score: number };
  translations: Array<{ text: string; to: string }>;
}>;
interface LanguagesResponse {
  translation: Record<string, { name: string; nativeName: string; dir: string }>;
}

/** Azure's 6-digit codes: the HTTP status followed by three digits. */
const QUOTA_CODES = new Set([403000, 403001]);
const LANGUAGE_REFUSALS = new Set([400019, 400023, 400035, 400036]);

/**
 * Azure AI Translator v3, in the shapes of its REST reference (v3-0-reference, v3-0-translate,
 * v3-0-languages): POST {url}/translate?api-version=3.0&to=X[&from=Y] with a JSON body
 * `[{"Text": ...}]` and the Ocp-Apim-Subscription-Key (and -Region) headers, answering
 * `[{detectedLanguage?: {language, score}, translations: [{text, to}]}]` in order; GET
 * {url}/languages?api-version=3.0&scope=translation (no key needed) answering `{translation:
 * {code: {name, nativeName, dir}}}`. Errors are `{error: {code, message}}` with a 6-digit code:
 * 401000 a bad key, 403001 the free quota spent, 429xxx too many requests, 4000xx a bad input.
 */
export class AzureTranslatorEngine implements TranslationEngine {
  readonly id = 'azure/v3';
  private readonly url: string;

  constructor(private readonly config: AzureTranslatorConfig) {
    this.url = (config.url ?? AZURE_TRANSLATOR_URL).replace(/\/+$/, '');
  }

  private classify = (_status: number, body: string) => {
    let error: { code?: number; message?: string } | undefined;
    try {
      error = (JSON.parse(body) as { error?: { code?: number; message?: string } }).error;
    } catch {
      return undefined;
    }
    const code = Number(error?.code);
    // The reference: a 403 "usually indicates that all free translations provided with a trial subscription have been
    // used up".
    if (QUOTA_CODES.has(code))
      return new TranslationEngineError(
        'quota_exceeded',
        `Azure Translator quota is spent (${code}): ${error?.message ?? ''}`,
      );
    if (LANGUAGE_REFUSALS.has(code))
      return new TranslationEngineError(
        'unavailable',
        `Azure Translator does not serve the pair (${code}): ${error?.message ?? ''}`,
      );
    return undefined;
  };

  async languages(): Promise<LanguagePairs> {
    const answer = await engineRequest<LanguagesResponse>(
      `${this.url}/languages?api-version=3.0&scope=translation`,
      { method: 'GET' },
      { engine: this.id, backoff: this.config.backoff, classify: this.classify },
    );
    if (!answer?.translation || typeof answer.translation !== 'object')
      throw new TranslationEngineError('bad_response', 'Azure Translator languages did not answer `translation`');
    // Azure translates between any two languages of its translation scope.
    const codes = new Set(Object.keys(answer.translation).flatMap((code) => fromAzure(code) ?? []));
    return new Map([...codes].map((source) => [source, new Set([...codes].filter((target) => target !== source))]));
  }

  async translate(request: EngineRequest): Promise<EngineResult> {
    const query = new URLSearchParams({ 'api-version': '3.0', to: toAzure(request.target) });
    if (request.source !== null) query.set('from', toAzure(request.source));
    const translations: EngineResult['translations'] = [];
    for (const texts of batchesWithin(request.texts, {
      maxTexts: MAX_TEXTS,
      maxSize: MAX_CHARACTERS,
      size: (text) => text.length,
    })) {
      const answer = await engineRequest<TranslateResponse>(
        `${this.url}/translate?${query}`,
        {
          method: 'POST',
          headers: {
            'ocp-apim-subscription-key': this.config.key,
            ...(this.config.region ? { 'ocp-apim-subscription-region': this.config.region } : {}),
            'content-type': 'application/json; charset=UTF-8',
            // Names the request in Azure's logs, should one need reporting.
            'x-clienttraceid': randomUUID(),
          },
          body: JSON.stringify(texts.map((text) => ({ Text: text }))),
        },
        { engine: this.id, backoff: this.config.backoff, classify: this.classify },
      );
      if (
        !Array.isArray(answer) ||
        answer.length !== texts.length ||
        answer.some((item) => typeof item?.translations?.[0]?.text !== 'string')
      ) {
        throw new TranslationEngineError(
          'bad_response',
          `Azure Translator answered ${Array.isArray(answer) ? answer.length : 'no'} results for ${texts.length} texts`,
        );
      }
      for (const item of answer) {
        const detected = item.detectedLanguage?.language;
        translations.push({
          text: item.translations[0].text,
          detectedSource: request.source ?? (detected ? (fromAzure(detected) ?? null) : null),
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
