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

export interface LibreTranslateConfig {
  /** The server's base URL, e.g. http://libretranslate:5000 (self-hosted) or https://libretranslate.com. */
  url: string;
  /** Sent as `api_key` when the server runs with `--api-keys`. */
  apiKey?: string;
  /** The server's (or its models') version, part of the engine id: new models mean new translations. Default "1". */
  version?: string;
  /** Texts per request; keep it at or below the server's `--batch-limit`. Default 20. */
  batchLimit?: number;
  backoff?: Backoff;
}

/**
 * A LibreTranslate server translates a batch text by text on its own CPU, so batches stay small
 * enough to finish inside one request's timeout.
 */
const DEFAULT_BATCH_LIMIT = 20;

/**
 * Our codes → the codes LibreTranslate's models are named by. Its /translate also accepts the
 * aliases it publishes in newer versions (zh-Hans, zh-Hant, pt-BR), but the model codes work on
 * every version. Unlisted codes are the same on both sides.
 */
const TO_LIBRETRANSLATE: Record<string, string> = { 'zh-CN': 'zh', 'zh-TW': 'zt', no: 'nb', fil: 'tl' };

/** LibreTranslate's codes (lower-cased; model codes and the aliases newer versions publish) → ours. */
const FROM_LIBRETRANSLATE: Record<string, string> = {
  zh: 'zh-CN',
  'zh-hans': 'zh-CN',
  zt: 'zh-TW',
  'zh-hant': 'zh-TW',
  pb: 'pt',
  'pt-br': 'pt',
  nb: 'no',
  tl: 'fil',
};

const PRODUCT_CODES = new Set(LANGUAGE_CODES);
const toLibreTranslate = (code: string) => TO_LIBRETRANSLATE[code] ?? code;
const fromLibreTranslate = (code: string): string | undefined => {
  const lower = code.toLowerCase();
  return FROM_LIBRETRANSLATE[lower] ?? (PRODUCT_CODES.has(lower) ? lower : undefined);
};

interface Detection {
  language: string;
  confidence: number;
}
interface TranslateResponse {
  translatedText: string | string[];
  detectedLanguage?: Detection | Detection[];
}
type LanguagesResponse = Array<{ code: string; name: string; targets?: string[] }>;

const errorMessage = (body: string) => {
  try {
    return String((JSON.parse(body) as { error?: unknown }).error ?? '');
  } catch {
    return '';
  }
};

/**
 * LibreTranslate (self-hosted Argos models), as its API documents it and its server code
 * (libretranslate/app.py) answers: POST /translate with JSON `{q, source, target, format,
 * api_key}` answering `{translatedText, detectedLanguage}` (arrays when `q` is an array), GET
 * /languages answering `[{code, name, targets}]`, errors as `{error}`: 400 for a language it does
 * not serve, a missing key or a too-big batch, 403 for a wrong key or a flood ban, 429 to slow down.
 */
export class LibreTranslateEngine implements TranslationEngine {
  readonly id: string;
  private readonly url: string;

  constructor(private readonly config: LibreTranslateConfig) {
    this.id = `libretranslate/${config.version ?? '1'}`;
    this.url = config.url.replace(/\/+$/, '');
  }

  private classify = (status: number, body: string) => {
    const message = errorMessage(body);
    if (status === 400 && /is not supported|is not available as a target language/.test(message)) {
      return new TranslationEngineError('unavailable', `LibreTranslate does not serve the pair: ${message}`);
    }
    // A client that broke the rate limits too often is banned for a while, with 403.
    if (status === 403 && /limits violations/i.test(message))
      return new TranslationEngineError('rate_limited', `LibreTranslate banned us for now: ${message}`);
    return undefined;
  };

  async languages(): Promise<LanguagePairs> {
    const languages = await engineRequest<LanguagesResponse>(
      `${this.url}/languages`,
      { method: 'GET' },
      { engine: this.id, backoff: this.config.backoff, classify: this.classify },
    );
    if (!Array.isArray(languages))
      throw new TranslationEngineError('bad_response', 'LibreTranslate /languages did not answer a list');
    const pairs = new Map<string, Set<string>>();
    for (const language of languages) {
      const source = fromLibreTranslate(language.code);
      if (!source) continue;
      const targets = pairs.get(source) ?? new Set<string>();
      for (const code of language.targets ?? []) {
        const target = fromLibreTranslate(code);
        if (target && target !== source) targets.add(target);
      }
      pairs.set(source, targets);
    }
    return pairs;
  }

  async translate(request: EngineRequest): Promise<EngineResult> {
    // LibreTranslate detects one language for a whole batch (the first candidate for all of its
    // texts together), so texts of unknown language go one per request, each detected on its own.
    const batches =
      request.source === null
        ? request.texts.map((text) => [text])
        : batchesWithin(request.texts, {
            maxTexts: this.config.batchLimit ?? DEFAULT_BATCH_LIMIT,
            maxSize: Infinity,
            size: () => 0,
          });
    const translations: EngineResult['translations'] = [];
    for (const texts of batches) {
      const answer = await engineRequest<TranslateResponse>(
        `${this.url}/translate`,
        {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            q: texts,
            source: request.source === null ? 'auto' : toLibreTranslate(request.source),
            target: toLibreTranslate(request.target),
            format: 'text',
            ...(this.config.apiKey ? { api_key: this.config.apiKey } : {}),
          }),
        },
        { engine: this.id, backoff: this.config.backoff, classify: this.classify },
      );
      const translated = answer?.translatedText;
      if (
        !Array.isArray(translated) ||
        translated.length !== texts.length ||
        translated.some((text) => typeof text !== 'string')
      ) {
        throw new TranslationEngineError(
          'bad_response',
          `LibreTranslate answered ${Array.isArray(translated) ? translated.length : 'no'} translations for ${texts.length} texts`,
        );
      }
      const detections = Array.isArray(answer.detectedLanguage)
        ? answer.detectedLanguage
        : answer.detectedLanguage
          ? [answer.detectedLanguage]
          : [];
      translated.forEach((text, index) => {
        const detected = detections[index]?.language;
        translations.push({
          text,
          detectedSource: request.source ?? (detected ? (fromLibreTranslate(detected) ?? null) : null),
        });
      });
    }
    return {
      translations,
      engine: this.id,
      billedCharacters: request.texts.reduce((sum, text) => sum + codePoints(text), 0),
    };
  }
}
