import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * Local servers answering as four machine-translation providers do at their HTTP boundary, in the
 * request and response shapes their documentation gives (LibreTranslate's app.py, DeepL's OpenAPI
 * description, Google Cloud Translation Basic v2, Azure Translator v3), checking keys as each does,
 * so the adapters are tested against the wire. They "translate" by tagging the text with the
 * target (`[es] hello`) and detect a language from its script or a tiny word table. Every request
 * is recorded; `rateLimit(n)` makes the next n translate calls answer 429 (or the provider's own
 * "slow down"), `exhaustQuota()` makes them answer the provider's quota error.
 */

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  headers: IncomingHttpHeaders;
  /** Parsed JSON when the request said it sends JSON and it parses; else the raw text. */
  body: any;
  /** The body's size in bytes, as sent. */
  bodyBytes: number;
}

interface Reply {
  status: number;
  body: unknown;
  headers?: Record<string, string>;
}

/** What every fake can be made to do besides translating. */
class Knobs {
  rateLimitsLeft = 0;
  retryAfterSeconds: number | undefined;
  quotaExceeded = false;

  /** True (and one fewer left) when this call is to be refused as too many requests. */
  takeRateLimit() {
    if (this.rateLimitsLeft <= 0) return false;
    this.rateLimitsLeft--;
    return true;
  }

  retryAfterHeader(): Record<string, string> {
    return this.retryAfterSeconds === undefined ? {} : { 'retry-after': String(this.retryAfterSeconds) };
  }
}

async function startFakeServer(route: (request: RecordedRequest, knobs: Knobs) => Reply) {
  const requests: RecordedRequest[] = [];
  const knobs = new Knobs();
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks);
      const url = new URL(req.url ?? '/', 'http://fake');
      let body: any = raw.toString('utf8');
      if (body && String(req.headers['content-type'] ?? '').includes('application/json')) {
        try {
          body = JSON.parse(body);
        } catch {
          /* kept raw: the route refuses it */
        }
      }
      const request: RecordedRequest = {
        method: req.method ?? '',
        path: url.pathname,
        query: Object.fromEntries(url.searchParams),
        headers: req.headers,
        body,
        bodyBytes: raw.length,
      };
      requests.push(request);
      const reply = route(request, knobs);
      res
        .writeHead(reply.status, { 'content-type': 'application/json; charset=utf-8', ...reply.headers })
        .end(JSON.stringify(reply.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    /** The next `times` translate calls are refused as too many requests (Retry-After when given). */
    rateLimit(times: number, retryAfterSeconds?: number) {
      knobs.rateLimitsLeft = times;
      knobs.retryAfterSeconds = retryAfterSeconds;
    },
    /** Every translate call from now on is refused: the account's quota is spent. */
    exhaustQuota() {
      knobs.quotaExceeded = true;
    },
    /** Forgets the requests and the knobs, for the next test. */
    reset() {
      requests.length = 0;
      knobs.rateLimitsLeft = 0;
      knobs.retryAfterSeconds = undefined;
      knobs.quotaExceeded = false;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type TranslationFake = Awaited<ReturnType<typeof startFakeServer>>;

/** The deterministic "translation": the text tagged with the target as the provider named it. */
export const fakeTranslation = (target: string, text: string) => `[${target}] ${text}`;

/** The language of a text, by script or a tiny word table; provider-neutral names each fake renames. */
export type FakeLanguage =
  | 'en'
  | 'es'
  | 'fr'
  | 'de'
  | 'ja'
  | 'ko'
  | 'ru'
  | 'he'
  | 'nb'
  | 'tl'
  | 'sr-Latn'
  | 'zh-Hans'
  | 'zh-Hant';
const WORDS: Record<string, FakeLanguage> = {
  hola: 'es',
  gracias: 'es',
  bonjour: 'fr',
  merci: 'fr',
  hallo: 'de',
  danke: 'de',
  hei: 'nb',
  takk: 'nb',
  kumusta: 'tl',
  salamat: 'tl',
  zdravo: 'sr-Latn',
};
export function detectFakeLanguage(text: string): FakeLanguage {
  if (/[\u3040-\u30ff]/.test(text)) return 'ja';
  if (/[\uac00-\ud7af]/.test(text)) return 'ko';
  if (/[們這個說點會]/.test(text)) return 'zh-Hant';
  if (/[\u4e00-\u9fff]/.test(text)) return 'zh-Hans';
  if (/[\u0590-\u05ff]/.test(text)) return 'he';
  if (/[\u0400-\u04ff]/.test(text)) return 'ru';
  const word = text.toLowerCase().match(/\p{L}+/u)?.[0] ?? '';
  return WORDS[word] ?? 'en';
}

const codePointCount = (text: string) => [...text].length;

// ---------------------------------------------------------------------------------------------
// LibreTranslate

export const LIBRETRANSLATE_KEY = 'lt-test-key';

/**
 * Which models the fake LibreTranslate has, and which each translates into. Newer servers publish
 * a model's code through aliases (zh → zh-Hans, zt → zh-Hant, pb → pt-BR) and read either; older
 * ones (`legacyCodes`) publish and read the model codes only.
 */
const LIBRE_PAIRS: Record<string, string[]> = {
  en: ['es', 'de', 'zh', 'zt', 'pb', 'nb', 'ja', 'ckb'],
  es: ['en', 'de'],
  de: ['en', 'es'],
  zh: ['en', 'zt'],
  zt: ['en', 'zh'],
  pt: ['en'],
  pb: ['en', 'es'],
  nb: ['en'],
  tl: ['en'],
  ja: ['en'],
  ckb: ['en'],
};
const LIBRE_ALIASES: Record<string, string> = { pb: 'pt-BR', zh: 'zh-Hans', zt: 'zh-Hant' };
const LIBRE_REVERSE_ALIASES = Object.fromEntries(
  Object.entries(LIBRE_ALIASES).map(([model, alias]) => [alias.toLowerCase(), model]),
);
const LIBRE_DETECTED: Record<FakeLanguage, string> = {
  en: 'en',
  es: 'es',
  fr: 'fr',
  de: 'de',
  ja: 'ja',
  ko: 'ko',
  ru: 'ru',
  he: 'he',
  nb: 'nb',
  tl: 'tl',
  'sr-Latn': 'sr',
  'zh-Hans': 'zh',
  'zh-Hant': 'zt',
};

/**
 * LibreTranslate as libretranslate/app.py answers: a key in the body (`api_key`) checked when the
 * server runs with keys (a wrong one 403 "Invalid API key", none 400 "...to get an API key"),
 * `--batch-limit` enforced with 400, one detection for the whole batch when source is "auto".
 * It has no quota; `exhaustQuota` is not used.
 */
export function startLibreTranslateFake(options: { apiKey?: string; batchLimit?: number; legacyCodes?: boolean } = {}) {
  const libreModel = (code: unknown) =>
    typeof code === 'string'
      ? ((options.legacyCodes ? undefined : LIBRE_REVERSE_ALIASES[code.toLowerCase()]) ?? code.toLowerCase())
      : undefined;
  const librePublished = (model: string) => (options.legacyCodes ? model : (LIBRE_ALIASES[model] ?? model));
  return startFakeServer((request, knobs) => {
    const error = (status: number, message: string, headers?: Record<string, string>): Reply => ({
      status,
      body: { error: message },
      headers,
    });
    if (request.method === 'GET' && request.path === '/languages') {
      return {
        status: 200,
        body: Object.entries(LIBRE_PAIRS).map(([model, targets]) => ({
          code: librePublished(model),
          name: model,
          targets: targets.map(librePublished),
        })),
      };
    }
    if (request.method !== 'POST' || request.path !== '/translate') return error(404, 'Not Found');
    const body = request.body;
    if (typeof body !== 'object' || body === null) return error(400, 'Invalid JSON format');
    if (options.apiKey !== undefined) {
      if (body.api_key && body.api_key !== options.apiKey) return error(403, 'Invalid API key');
      if (!body.api_key) return error(400, 'Visit https://portal.libretranslate.com to get an API key');
    }
    if (knobs.takeRateLimit()) return error(429, 'Slowdown: 10 per 1 minute', knobs.retryAfterHeader());
    const { q } = body;
    if (!q || (Array.isArray(q) && q.length === 0)) return error(400, 'Invalid request: missing q parameter');
    if (!body.source) return error(400, 'Invalid request: missing source parameter');
    if (!body.target) return error(400, 'Invalid request: missing target parameter');
    const texts: string[] = Array.isArray(q) ? q : [q];
    if (Array.isArray(q) && options.batchLimit !== undefined && q.length > options.batchLimit) {
      return error(400, `Invalid request: request (${q.length}) exceeds text limit (${options.batchLimit})`);
    }
    const auto = body.source === 'auto';
    const sourceModel = auto ? LIBRE_DETECTED[detectFakeLanguage(texts.join(' '))] : libreModel(body.source)!;
    if (!(sourceModel in LIBRE_PAIRS)) return error(400, `${body.source} is not supported`);
    const targetModel = libreModel(body.target)!;
    if (!(targetModel in LIBRE_PAIRS)) return error(400, `${body.target} is not supported`);
    if (!LIBRE_PAIRS[sourceModel].includes(targetModel))
      return error(
        400,
        `${targetModel} (${targetModel}) is not available as a target language from ${sourceModel} (${sourceModel})`,
      );
    const translated = texts.map((text) => fakeTranslation(librePublished(targetModel), text));
    const detected = { confidence: 90, language: librePublished(sourceModel) };
    return {
      status: 200,
      body: Array.isArray(q)
        ? { translatedText: translated, ...(auto ? { detectedLanguage: texts.map(() => detected) } : {}) }
        : { translatedText: translated[0], ...(auto ? { detectedLanguage: detected } : {}) },
    };
  });
}

// ---------------------------------------------------------------------------------------------
// DeepL

export const DEEPL_KEY = '0a1b2c3d-4e5f-6789-abcd-ef0123456789:fx';
const DEEPL_SOURCES = ['AR', 'DE', 'EN', 'ES', 'FR', 'JA', 'NB', 'PT', 'ZH'];
const DEEPL_TARGETS = [
  'AR',
  'DE',
  'EN-GB',
  'EN-US',
  'ES',
  'ES-419',
  'FR',
  'JA',
  'NB',
  'PT-BR',
  'PT-PT',
  'ZH',
  'ZH-HANS',
  'ZH-HANT',
];
const DEEPL_DETECTED: Record<FakeLanguage, string> = {
  en: 'EN',
  es: 'ES',
  fr: 'FR',
  de: 'DE',
  ja: 'JA',
  ko: 'KO',
  ru: 'RU',
  he: 'HE',
  nb: 'NB',
  tl: 'TL',
  'sr-Latn': 'SR',
  'zh-Hans': 'ZH',
  'zh-Hant': 'ZH',
};
const DEEPL_MAX_BODY_BYTES = 128 * 1024;
const DEEPL_MAX_TEXTS = 50;

/**
 * DeepL API v2 as its OpenAPI description gives it: `Authorization: DeepL-Auth-Key <key>` (else
 * 403), JSON bodies to /v2/translate (at most 50 texts and 128 KiB, else 413), target and source
 * codes from its own lists (else 400 "Value for 'target_lang' not supported."), 429 too many
 * requests, 456 quota exceeded, `billed_characters` only when `show_billed_characters` is true.
 * `billing` is how DeepL counts a text (code points unless a test says otherwise).
 */
export function startDeepLFake(options: { authKey?: string; billing?: (text: string) => number } = {}) {
  const authKey = options.authKey ?? DEEPL_KEY;
  const billing = options.billing ?? codePointCount;
  return startFakeServer((request, knobs) => {
    const error = (status: number, message: string, headers?: Record<string, string>): Reply => ({
      status,
      body: { message },
      headers,
    });
    if (request.headers.authorization !== `DeepL-Auth-Key ${authKey}`)
      return error(403, 'Authorization failure, check auth_key');
    if (request.method === 'GET' && request.path === '/v2/languages') {
      const type = request.query.type ?? 'source';
      if (type !== 'source' && type !== 'target') return error(400, "Value for 'type' not supported.");
      const codes = type === 'source' ? DEEPL_SOURCES : DEEPL_TARGETS;
      return {
        status: 200,
        body: codes.map((language) => ({
          language,
          name: language,
          ...(type === 'target' ? { supports_formality: language === 'DE' } : {}),
        })),
      };
    }
    if (request.method !== 'POST' || request.path !== '/v2/translate') return error(404, 'Not found');
    if (knobs.takeRateLimit()) return error(429, 'Too many requests', knobs.retryAfterHeader());
    if (knobs.quotaExceeded) return error(456, 'Quota exceeded');
    if (request.bodyBytes > DEEPL_MAX_BODY_BYTES) return error(413, 'Request Entity Too Large');
    const body = request.body;
    if (
      typeof body !== 'object' ||
      body === null ||
      !Array.isArray(body.text) ||
      body.text.some((text: unknown) => typeof text !== 'string')
    )
      return error(400, "Parameter 'text' not specified.");
    if (body.text.length > DEEPL_MAX_TEXTS) return error(413, 'Too many texts');
    if (!DEEPL_TARGETS.includes(body.target_lang)) return error(400, "Value for 'target_lang' not supported.");
    if (body.source_lang !== undefined && !DEEPL_SOURCES.includes(body.source_lang))
      return error(400, "Value for 'source_lang' not supported.");
    return {
      status: 200,
      body: {
        translations: body.text.map((text: string) => ({
          detected_source_language: body.source_lang ?? DEEPL_DETECTED[detectFakeLanguage(text)],
          text: fakeTranslation(body.target_lang, text),
          ...(body.show_billed_characters === true ? { billed_characters: billing(text) } : {}),
        })),
      },
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Google Cloud Translation Basic (v2)

export const GOOGLE_KEY = 'AIzaSyTestKey0123456789';
/** As v2 lists them: legacy iw/jw/tl included; `ceb` has no product code. */
const GOOGLE_LISTED = ['de', 'en', 'es', 'fr', 'ja', 'iw', 'jw', 'no', 'pt', 'tl', 'zh-CN', 'zh-TW', 'ceb'];
/** What translate accepts besides the listed codes: the newer names of the same languages. */
const GOOGLE_ACCEPTED = new Set([...GOOGLE_LISTED, 'he', 'jv', 'fil', 'zh']);
const GOOGLE_DETECTED: Record<FakeLanguage, string> = {
  en: 'en',
  es: 'es',
  fr: 'fr',
  de: 'de',
  ja: 'ja',
  ko: 'ko',
  ru: 'ru',
  he: 'iw',
  nb: 'no',
  tl: 'tl',
  'sr-Latn': 'sr',
  'zh-Hans': 'zh-CN',
  'zh-Hant': 'zh-TW',
};
const GOOGLE_MAX_SEGMENTS = 128;
const GOOGLE_MAX_CODE_POINTS = 30_000;
/** What Google's HTML mode (the default format) does to plain text. */
const htmlEscape = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * Cloud Translation Basic as its REST reference gives it: `?key=` checked (none 403
 * PERMISSION_DENIED, a wrong one 400 "API key not valid" with reason API_KEY_INVALID), JSON
 * `{q, target, source?, format}` (at most 128 segments and 30,000 code points), HTML entities in
 * the answer unless `format` is "text", 400 "Invalid Value" for an unknown language. Rate limits
 * answer 403 userRateLimitExceeded (`rateLimitStyle: '403'`) or 429 RESOURCE_EXHAUSTED; the spent
 * quota 403 dailyLimitExceeded.
 */
export function startGoogleTranslateFake(options: { apiKey?: string; rateLimitStyle?: '403' | '429' } = {}) {
  const apiKey = options.apiKey ?? GOOGLE_KEY;
  return startFakeServer((request, knobs) => {
    const error = (
      code: number,
      message: string,
      reason: string,
      extra: Record<string, unknown> = {},
      headers?: Record<string, string>,
    ): Reply => ({
      status: code,
      body: {
        error: {
          code,
          message,
          errors: [{ message, domain: reason.endsWith('Exceeded') ? 'usageLimits' : 'global', reason }],
          ...extra,
        },
      },
      headers,
    });
    if (!request.query.key) {
      return error(
        403,
        "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.",
        'forbidden',
        { status: 'PERMISSION_DENIED' },
      );
    }
    if (request.query.key !== apiKey) {
      return error(400, 'API key not valid. Please pass a valid API key.', 'badRequest', {
        status: 'INVALID_ARGUMENT',
        details: [
          { '@type': 'type.googleapis.com/google.rpc.ErrorInfo', reason: 'API_KEY_INVALID', domain: 'googleapis.com' },
        ],
      });
    }
    if (request.method === 'GET' && request.path === '/language/translate/v2/languages') {
      return {
        status: 200,
        body: { data: { languages: GOOGLE_LISTED.map((language) => ({ language, name: language })) } },
      };
    }
    if (request.method !== 'POST' || request.path !== '/language/translate/v2')
      return error(404, 'Not Found', 'notFound');
    if (knobs.takeRateLimit()) {
      return options.rateLimitStyle === '403'
        ? error(403, 'User Rate Limit Exceeded', 'userRateLimitExceeded', {}, knobs.retryAfterHeader())
        : error(
            429,
            "Quota exceeded for quota metric 'v2 and v3 general model characters' and limit 'v2 and v3 general model characters per minute per user'",
            'rateLimitExceeded',
            { status: 'RESOURCE_EXHAUSTED' },
            knobs.retryAfterHeader(),
          );
    }
    if (knobs.quotaExceeded) return error(403, 'Daily Limit Exceeded', 'dailyLimitExceeded');
    const body = request.body;
    const q: unknown = body?.q;
    const texts = typeof q === 'string' ? [q] : Array.isArray(q) ? q : undefined;
    if (!texts || texts.some((text) => typeof text !== 'string')) return error(400, 'Required Text', 'required');
    if (texts.length > GOOGLE_MAX_SEGMENTS) return error(400, 'Too many text segments', 'invalid');
    if (texts.reduce((sum: number, text: string) => sum + codePointCount(text), 0) > GOOGLE_MAX_CODE_POINTS)
      return error(400, 'Text too long', 'invalid');
    if (!GOOGLE_ACCEPTED.has(body.target) || (body.source !== undefined && !GOOGLE_ACCEPTED.has(body.source)))
      return error(400, 'Invalid Value', 'invalid');
    const asHtml = body.format !== 'text';
    return {
      status: 200,
      body: {
        data: {
          translations: texts.map((text: string) => {
            const translated = fakeTranslation(body.target, text);
            return {
              translatedText: asHtml ? htmlEscape(translated) : translated,
              ...(body.source === undefined
                ? { detectedSourceLanguage: GOOGLE_DETECTED[detectFakeLanguage(text)] }
                : {}),
            };
          }),
        },
      },
    };
  });
}

// ---------------------------------------------------------------------------------------------
// Azure AI Translator v3

export const AZURE_KEY = '0123456789abcdef0123456789abcdef';
export const AZURE_REGION = 'westeurope';
/** Azure's translation scope: `pt-PT`, `kmr` and `yue` have no product code. */
const AZURE_LANGUAGES = [
  'de',
  'en',
  'es',
  'fil',
  'fr',
  'he',
  'ja',
  'kmr',
  'nb',
  'pt',
  'pt-PT',
  'sr-Cyrl',
  'sr-Latn',
  'yue',
  'zh-Hans',
  'zh-Hant',
];
const AZURE_DETECTED: Record<FakeLanguage, string> = {
  en: 'en',
  es: 'es',
  fr: 'fr',
  de: 'de',
  ja: 'ja',
  ko: 'ko',
  ru: 'ru',
  he: 'he',
  nb: 'nb',
  tl: 'fil',
  'sr-Latn': 'sr-Latn',
  'zh-Hans': 'zh-Hans',
  'zh-Hant': 'zh-Hant',
};
const AZURE_MAX_ELEMENTS = 1_000;
const AZURE_MAX_CHARACTERS = 50_000;

/**
 * Azure Translator v3 as its reference gives it: Ocp-Apim-Subscription-Key (and -Region for a
 * regional resource) checked with 401000, `api-version=3.0` required (400021), `to`/`from` from
 * its languages (400036/400035), a JSON body `[{Text}]` (415000 without the JSON content type)
 * of at most 1,000 elements and 50,000 characters (400072/400077); 429001 too many requests,
 * 403001 the free quota spent. /languages needs no key.
 */
export function startAzureTranslatorFake(options: { key?: string; region?: string } = {}) {
  const key = options.key ?? AZURE_KEY;
  return startFakeServer((request, knobs) => {
    const error = (code: number, message: string, headers?: Record<string, string>): Reply => ({
      status: Math.floor(code / 1000),
      body: { error: { code, message } },
      headers,
    });
    if (request.query['api-version'] !== '3.0')
      return error(400021, 'The API version parameter is missing or invalid.');
    if (request.method === 'GET' && request.path === '/languages') {
      return {
        status: 200,
        body: {
          translation: Object.fromEntries(
            AZURE_LANGUAGES.map((code) => [code, { name: code, nativeName: code, dir: 'ltr' }]),
          ),
        },
      };
    }
    if (request.method !== 'POST' || request.path !== '/translate')
      return error(404000, 'The requested resource was not found.');
    if (
      request.headers['ocp-apim-subscription-key'] !== key ||
      (options.region !== undefined && request.headers['ocp-apim-subscription-region'] !== options.region)
    ) {
      return error(401000, 'The request is not authorized because credentials are missing or invalid.');
    }
    if (knobs.takeRateLimit())
      return error(
        429001,
        'The server rejected the request because the client has exceeded request limits.',
        knobs.retryAfterHeader(),
      );
    if (knobs.quotaExceeded)
      return error(403001, 'The operation is not allowed because the subscription has exceeded its free quota.');
    if (!String(request.headers['content-type'] ?? '').includes('application/json'))
      return error(415000, 'The Content-Type header is missing or invalid.');
    const to = request.query.to;
    if (!to || !AZURE_LANGUAGES.includes(to))
      return error(400036, 'The target language ("To" field) is missing or invalid.');
    const from = request.query.from;
    if (from !== undefined && !AZURE_LANGUAGES.includes(from))
      return error(400035, 'The source language ("From" field) is not valid.');
    const body = request.body;
    if (!Array.isArray(body)) return error(400074, 'The body of the request is not valid JSON.');
    if (body.some((element) => typeof element?.Text !== 'string'))
      return error(400005, 'An input text is missing or invalid.');
    if (body.length > AZURE_MAX_ELEMENTS) return error(400072, 'The array of input text has too many elements.');
    if (body.reduce((sum: number, element: { Text: string }) => sum + element.Text.length, 0) > AZURE_MAX_CHARACTERS)
      return error(400077, 'The maximum request size has been exceeded.');
    return {
      status: 200,
      body: body.map((element: { Text: string }) => ({
        ...(from === undefined
          ? { detectedLanguage: { language: AZURE_DETECTED[detectFakeLanguage(element.Text)], score: 1.0 } }
          : {}),
        translations: [{ text: fakeTranslation(to, element.Text), to }],
      })),
    };
  });
}
