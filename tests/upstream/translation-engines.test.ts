import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TranslationEngineError, type LanguagePairs } from '../../upstream/translation/engine';
import { AzureTranslatorEngine } from '../../upstream/translation/engines/azure';
import { createEngine, engineConfigFromEnv } from '../../upstream/translation/engines/configured';
import { ApertiumEngine } from '../../upstream/translation/engines/apertium';
import { DeepLEngine, deeplBaseUrl } from '../../upstream/translation/engines/deepl';
import { GoogleTranslateEngine } from '../../upstream/translation/engines/google';
import type { Backoff } from '../../upstream/translation/engines/http';
import { LibreTranslateEngine } from '../../upstream/translation/engines/libretranslate';
import {
  AZURE_KEY,
  AZURE_REGION,
  DEEPL_KEY,
  GOOGLE_KEY,
  LIBRETRANSLATE_KEY,
  startAzureTranslatorFake,
  startDeepLFake,
  startGoogleTranslateFake,
  startLibreTranslateFake,
  type TranslationFake,
} from '../support/translation-fakes';

/**
 * The cloud machine-translation adapters (LibreTranslate, DeepL, Google v2, Azure v3) at their
 * HTTP boundary, against local servers speaking each provider's documented shapes: what goes on
 * the wire, how languages are named both ways, batching within each provider's limits, backoff
 * on "too many requests", and which failure each refusal becomes.
 */

/** Four tries, waits of a few milliseconds: the retry logic runs in full without slowing the file. */
const FAST_BACKOFF: Backoff = { attempts: 4, baseMs: 1, maxMs: 5 };

async function failureOf(promise: Promise<unknown>): Promise<TranslationEngineError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(TranslationEngineError);
  return error as TranslationEngineError;
}

const pairsAsObject = (pairs: LanguagePairs) =>
  Object.fromEntries([...pairs].map(([source, targets]) => [source, [...targets].sort()]));
const numbered = (count: number) => Array.from({ length: count }, (_, index) => `text ${index}`);
const translateCalls = (fake: TranslationFake, path: string) =>
  fake.requests.filter((request) => request.method === 'POST' && request.path === path);

describe('LibreTranslate', () => {
  let fake: TranslationFake;
  const engine = (config: Partial<ConstructorParameters<typeof LibreTranslateEngine>[0]> = {}) =>
    new LibreTranslateEngine({ url: fake.url, apiKey: LIBRETRANSLATE_KEY, backoff: FAST_BACKOFF, ...config });

  beforeAll(async () => {
    fake = await startLibreTranslateFake({ apiKey: LIBRETRANSLATE_KEY, batchLimit: 3 });
  });
  afterAll(() => fake?.close());
  beforeEach(() => fake.reset());

  it('POSTs /translate with q as an array, mapped codes, format text and the api_key; bills code points', async () => {
    const result = await engine().translate({ texts: ['hello', 'héllo 👋'], source: 'en', target: 'zh-CN' });
    const [request] = translateCalls(fake, '/translate');
    expect(request.headers['content-type']).toContain('application/json');
    expect(request.body).toEqual({
      q: ['hello', 'héllo 👋'],
      source: 'en',
      target: 'zh',
      format: 'text',
      api_key: LIBRETRANSLATE_KEY,
    });
    expect(result).toEqual({
      translations: [
        { text: '[zh-Hans] hello', detectedSource: 'en' },
        { text: '[zh-Hans] héllo 👋', detectedSource: 'en' },
      ],
      engine: 'libretranslate/1',
      billedCharacters: 12,
    });
    expect(engine({ version: '1.6.2' }).id).toBe('libretranslate/1.6.2');
  });

  it('asks zh-TW as zt and Norwegian as nb', async () => {
    await engine().translate({ texts: ['hello'], source: 'en', target: 'zh-TW' });
    await engine().translate({ texts: ['hello'], source: 'en', target: 'no' });
    expect(translateCalls(fake, '/translate').map((request) => request.body.target)).toEqual(['zt', 'nb']);
  });

  it('detects with source "auto", one text per request (it detects one language per batch), and maps the detection back', async () => {
    const result = await engine().translate({
      texts: ['hola amigo', '這個很好', 'hei verden'],
      source: null,
      target: 'en',
    });
    const calls = translateCalls(fake, '/translate');
    expect(calls.map((request) => [request.body.source, request.body.q])).toEqual([
      ['auto', ['hola amigo']],
      ['auto', ['這個很好']],
      ['auto', ['hei verden']],
    ]);
    expect(result.translations.map((translation) => translation.detectedSource)).toEqual(['es', 'zh-TW', 'no']);
  });

  it('sends at most batchLimit texts a request, in order', async () => {
    const texts = numbered(7);
    const result = await engine({ batchLimit: 3 }).translate({ texts, source: 'en', target: 'es' });
    expect(translateCalls(fake, '/translate').map((request) => request.body.q.length)).toEqual([3, 3, 1]);
    expect(result.translations.map((translation) => translation.text)).toEqual(texts.map((text) => `[es] ${text}`));
  });

  it('a wrong key is refused (403) and so is a missing one (400): rejected, not retried', async () => {
    expect(
      (await failureOf(engine({ apiKey: 'wrong' }).translate({ texts: ['hello'], source: 'en', target: 'es' })))
        .failure,
    ).toBe('rejected');
    expect(
      (await failureOf(engine({ apiKey: undefined }).translate({ texts: ['hello'], source: 'en', target: 'es' })))
        .failure,
    ).toBe('rejected');
    expect(translateCalls(fake, '/translate').map((request) => request.body.api_key)).toEqual(['wrong', undefined]);
  });

  it('a language or pair it does not serve is unavailable', async () => {
    expect((await failureOf(engine().translate({ texts: ['hello'], source: 'en', target: 'yo' }))).failure).toBe(
      'unavailable',
    );
    expect((await failureOf(engine().translate({ texts: ['hallo'], source: 'de', target: 'ja' }))).failure).toBe(
      'unavailable',
    );
  });

  it('backs off on 429 and succeeds on the third try; answers rate_limited when 429 outlasts the attempts', async () => {
    fake.rateLimit(2);
    const result = await engine().translate({ texts: ['hello'], source: 'en', target: 'es' });
    expect(result.translations[0].text).toBe('[es] hello');
    expect(translateCalls(fake, '/translate')).toHaveLength(3);

    fake.reset();
    fake.rateLimit(100);
    expect((await failureOf(engine().translate({ texts: ['hello'], source: 'en', target: 'es' }))).failure).toBe(
      'rate_limited',
    );
    expect(translateCalls(fake, '/translate')).toHaveLength(FAST_BACKOFF.attempts);
  });

  it("languages() follows each language's targets, in our codes, leaving out codes we do not have", async () => {
    const pairs = pairsAsObject(await engine().languages());
    expect(fake.requests[0]).toMatchObject({ method: 'GET', path: '/languages' });
    expect(pairs).toEqual({
      en: ['de', 'es', 'ja', 'no', 'pt', 'zh-CN', 'zh-TW'],
      es: ['de', 'en'],
      de: ['en', 'es'],
      'zh-CN': ['en', 'zh-TW'],
      'zh-TW': ['en', 'zh-CN'],
      // pt and pt-BR are both our pt: their targets merge.
      pt: ['en', 'es'],
      no: ['en'],
      fil: ['en'],
      ja: ['en'],
    });
  });

  it('reads the model codes older servers publish (zh, zt, pb) the same way', async () => {
    const legacy = await startLibreTranslateFake({ legacyCodes: true });
    try {
      const pairs = pairsAsObject(await engine({ url: legacy.url, apiKey: undefined }).languages());
      expect(pairs).toMatchObject({
        en: ['de', 'es', 'ja', 'no', 'pt', 'zh-CN', 'zh-TW'],
        'zh-CN': ['en', 'zh-TW'],
        'zh-TW': ['en', 'zh-CN'],
        pt: ['en', 'es'],
      });
      const result = await engine({ url: legacy.url, apiKey: undefined }).translate({
        texts: ['這個很好', '你好'],
        source: null,
        target: 'en',
      });
      expect(
        legacy.requests.filter((request) => request.path === '/translate').map((request) => request.body.source),
      ).toEqual(['auto', 'auto']);
      expect(result.translations.map((translation) => translation.detectedSource)).toEqual(['zh-TW', 'zh-CN']);
    } finally {
      await legacy.close();
    }
  });
});

describe('DeepL', () => {
  let fake: TranslationFake;
  let billedFake: TranslationFake;
  const engine = (config: Partial<ConstructorParameters<typeof DeepLEngine>[0]> = {}) =>
    new DeepLEngine({ authKey: DEEPL_KEY, url: fake.url, backoff: FAST_BACKOFF, ...config });

  beforeAll(async () => {
    fake = await startDeepLFake();
    // DeepL's count is what is billed, whatever ours says: this one bills 10 more a text.
    billedFake = await startDeepLFake({ billing: (text) => [...text].length + 10 });
  });
  afterAll(async () => {
    await fake?.close();
    await billedFake?.close();
  });
  beforeEach(() => {
    fake.reset();
    billedFake.reset();
  });

  it('POSTs /v2/translate as JSON with the DeepL-Auth-Key header, mapped codes and show_billed_characters', async () => {
    const result = await engine().translate({ texts: ['hello', 'world'], source: 'en', target: 'zh-TW' });
    const [request] = translateCalls(fake, '/v2/translate');
    expect(request.headers.authorization).toBe(`DeepL-Auth-Key ${DEEPL_KEY}`);
    expect(request.headers['content-type']).toContain('application/json');
    expect(request.body).toEqual({
      text: ['hello', 'world'],
      target_lang: 'ZH-HANT',
      source_lang: 'EN',
      show_billed_characters: true,
    });
    expect(result).toEqual({
      translations: [
        { text: '[ZH-HANT] hello', detectedSource: 'en' },
        { text: '[ZH-HANT] world', detectedSource: 'en' },
      ],
      engine: 'deepl/v2',
      billedCharacters: 10,
    });
  });

  it('names targets as DeepL wants them (EN-US, PT-BR, ZH-HANS, NB) and Chinese sources of either script ZH', async () => {
    for (const target of ['en', 'pt', 'zh-CN', 'no', 'de'])
      await engine().translate({ texts: ['hallo'], source: 'de', target });
    await engine().translate({ texts: ['這個'], source: 'zh-TW', target: 'en' });
    await engine().translate({ texts: ['hei'], source: 'no', target: 'en' });
    expect(
      translateCalls(fake, '/v2/translate').map((request) => [request.body.source_lang, request.body.target_lang]),
    ).toEqual([
      ['DE', 'EN-US'],
      ['DE', 'PT-BR'],
      ['DE', 'ZH-HANS'],
      ['DE', 'NB'],
      ['DE', 'DE'],
      ['ZH', 'EN-US'],
      ['NB', 'EN-US'],
    ]);
  });

  it('maps the detected source back (ZH → zh-CN, NB → no); a given source is answered as given', async () => {
    const detected = await engine().translate({ texts: ['你好', 'hei', 'hola'], source: null, target: 'en' });
    expect(translateCalls(fake, '/v2/translate')[0].body).not.toHaveProperty('source_lang');
    expect(detected.translations.map((translation) => translation.detectedSource)).toEqual(['zh-CN', 'no', 'es']);
    const given = await engine().translate({ texts: ['這個'], source: 'zh-TW', target: 'en' });
    expect(given.translations[0].detectedSource).toBe('zh-TW');
  });

  it("bills DeepL's billed_characters when it reports them", async () => {
    const result = await engine({ url: billedFake.url }).translate({
      texts: ['hello', 'héllo 👋'],
      source: 'en',
      target: 'de',
    });
    expect(result.billedCharacters).toBe(5 + 10 + 7 + 10);
  });

  it('sends 120 texts as 3 requests of at most 50, order kept', async () => {
    const texts = numbered(120);
    const result = await engine().translate({ texts, source: 'en', target: 'de' });
    expect(translateCalls(fake, '/v2/translate').map((request) => request.body.text.length)).toEqual([50, 50, 20]);
    expect(result.translations.map((translation) => translation.text)).toEqual(texts.map((text) => `[DE] ${text}`));
  });

  it('splits a body over 128 KiB, counting bytes (é is two), order kept', async () => {
    // 15,000 é: 15,000 characters, 30,000 bytes. Ten of them are ~300 KB; four fit in 128 KiB.
    const texts = Array.from({ length: 10 }, (_, index) => `${index} ${'é'.repeat(15_000)}`);
    const result = await engine().translate({ texts, source: 'fr', target: 'de' });
    const calls = translateCalls(fake, '/v2/translate');
    expect(calls.map((request) => request.body.text.length)).toEqual([4, 4, 2]);
    for (const request of calls) expect(request.bodyBytes).toBeLessThanOrEqual(128 * 1024);
    expect(result.translations.map((translation) => translation.text)).toEqual(texts.map((text) => `[DE] ${text}`));
  });

  it('backs off on 429 and succeeds on the third try; answers rate_limited when 429 outlasts the attempts', async () => {
    fake.rateLimit(2);
    const result = await engine().translate({ texts: ['hello'], source: 'en', target: 'de' });
    expect(result.translations[0].text).toBe('[DE] hello');
    expect(translateCalls(fake, '/v2/translate')).toHaveLength(3);

    fake.reset();
    fake.rateLimit(100);
    expect((await failureOf(engine().translate({ texts: ['hello'], source: 'en', target: 'de' }))).failure).toBe(
      'rate_limited',
    );
    expect(translateCalls(fake, '/v2/translate')).toHaveLength(FAST_BACKOFF.attempts);
  });

  it('waits as long as Retry-After asks (within the backoff maximum)', async () => {
    const waits: number[] = [];
    fake.rateLimit(2, 2);
    await engine({
      backoff: { attempts: 4, baseMs: 1, maxMs: 10_000, sleep: async (ms) => void waits.push(ms) },
    }).translate({ texts: ['hello'], source: 'en', target: 'de' });
    expect(waits).toEqual([2_000, 2_000]);
  });

  it('gives up at once when Retry-After asks for longer than a backoff step (a member is waiting)', async () => {
    const waits: number[] = [];
    fake.rateLimit(2, 30);
    const failure = await failureOf(
      engine({ backoff: { attempts: 4, baseMs: 1, maxMs: 4_000, sleep: async (ms) => void waits.push(ms) } }).translate(
        { texts: ['hello'], source: 'en', target: 'de' },
      ),
    );
    expect(failure.failure).toBe('rate_limited');
    expect(waits).toEqual([]);
    expect(translateCalls(fake, '/v2/translate')).toHaveLength(1);
  });

  it('456 is quota_exceeded, at once; a wrong key (403) is rejected, at once', async () => {
    fake.exhaustQuota();
    expect((await failureOf(engine().translate({ texts: ['hello'], source: 'en', target: 'de' }))).failure).toBe(
      'quota_exceeded',
    );
    expect(translateCalls(fake, '/v2/translate')).toHaveLength(1);

    fake.reset();
    expect(
      (await failureOf(engine({ authKey: 'wrong:fx' }).translate({ texts: ['hello'], source: 'en', target: 'de' })))
        .failure,
    ).toBe('rejected');
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0].headers.authorization).toBe('DeepL-Auth-Key wrong:fx');
  });

  it('a language it does not serve is unavailable', async () => {
    expect((await failureOf(engine().translate({ texts: ['hello'], source: 'en', target: 'yo' }))).failure).toBe(
      'unavailable',
    );
  });

  it('languages(): every source into every target but itself, in our codes (ZH reads both scripts; EN-GB, PT-PT, ES-419 left out)', async () => {
    const pairs = pairsAsObject(await engine().languages());
    expect(fake.requests.map((request) => [request.path, request.query.type, request.headers.authorization])).toEqual(
      expect.arrayContaining([
        ['/v2/languages', 'source', `DeepL-Auth-Key ${DEEPL_KEY}`],
        ['/v2/languages', 'target', `DeepL-Auth-Key ${DEEPL_KEY}`],
      ]),
    );
    const targets = ['ar', 'de', 'en', 'es', 'fr', 'ja', 'no', 'pt', 'zh-CN', 'zh-TW'];
    const sources = ['ar', 'de', 'en', 'es', 'fr', 'ja', 'no', 'pt', 'zh-CN', 'zh-TW'];
    expect(pairs).toEqual(
      Object.fromEntries(sources.map((source) => [source, targets.filter((target) => target !== source)])),
    );
  });

  it('picks the Free API host for ":fx" keys and the Pro host otherwise', () => {
    expect(deeplBaseUrl('abc:fx')).toBe('https://api-free.deepl.com');
    expect(deeplBaseUrl('abc')).toBe('https://api.deepl.com');
  });
});

describe('Google Cloud Translation (v2)', () => {
  let fake: TranslationFake;
  let legacyRateFake: TranslationFake;
  const engine = (config: Partial<ConstructorParameters<typeof GoogleTranslateEngine>[0]> = {}) =>
    new GoogleTranslateEngine({
      apiKey: GOOGLE_KEY,
      url: `${fake.url}/language/translate/v2`,
      backoff: FAST_BACKOFF,
      ...config,
    });
  const translatePath = '/language/translate/v2';

  beforeAll(async () => {
    fake = await startGoogleTranslateFake();
    legacyRateFake = await startGoogleTranslateFake({ rateLimitStyle: '403' });
  });
  afterAll(async () => {
    await fake?.close();
    await legacyRateFake?.close();
  });
  beforeEach(() => {
    fake.reset();
    legacyRateFake.reset();
  });

  it('POSTs with ?key=, q as an array, mapped codes and format text', async () => {
    const result = await engine().translate({ texts: ['hello', 'world'], source: 'fil', target: 'zh-TW' });
    const [request] = translateCalls(fake, translatePath);
    expect(request.query).toEqual({ key: GOOGLE_KEY });
    expect(request.body).toEqual({ q: ['hello', 'world'], target: 'zh-TW', source: 'tl', format: 'text' });
    expect(result).toEqual({
      translations: [
        { text: '[zh-TW] hello', detectedSource: 'fil' },
        { text: '[zh-TW] world', detectedSource: 'fil' },
      ],
      engine: 'google/v2',
      billedCharacters: 10,
    });
  });

  it('gets plain text back, not HTML entities', async () => {
    const result = await engine().translate({ texts: ['Tom & Jerry\'s "show" <3'], source: 'en', target: 'he' });
    expect(translateCalls(fake, translatePath)[0].body.target).toBe('he');
    expect(result.translations[0].text).toBe('[he] Tom & Jerry\'s "show" <3');
  });

  it('maps the detected source back (iw → he, zh-TW, tl → fil)', async () => {
    const result = await engine().translate({ texts: ['שלום', '這個', 'salamat po'], source: null, target: 'en' });
    expect(translateCalls(fake, translatePath)[0].body).not.toHaveProperty('source');
    expect(result.translations.map((translation) => translation.detectedSource)).toEqual(['he', 'zh-TW', 'fil']);
  });

  it('sends at most 128 segments a request, order kept', async () => {
    const texts = numbered(300);
    const result = await engine().translate({ texts, source: 'en', target: 'de' });
    expect(translateCalls(fake, translatePath).map((request) => request.body.q.length)).toEqual([128, 128, 44]);
    expect(result.translations.map((translation) => translation.text)).toEqual(texts.map((text) => `[de] ${text}`));
  });

  it('keeps each request within 5,000 code points (Google accepts 30,000, advises 5,000), order kept', async () => {
    // 2,000 code points each (the emoji is one code point, two UTF-16 units): two a request.
    const texts = Array.from({ length: 9 }, (_, index) => `${index}${'👋'.repeat(1_999)}`);
    const result = await engine().translate({ texts, source: 'en', target: 'de' });
    const calls = translateCalls(fake, translatePath);
    expect(calls.map((request) => request.body.q.length)).toEqual([2, 2, 2, 2, 1]);
    expect(result.translations.map((translation) => translation.text)).toEqual(texts.map((text) => `[de] ${text}`));
  });

  it('backs off on 429 RESOURCE_EXHAUSTED (per minute) and on 403 userRateLimitExceeded; rate_limited when it outlasts the attempts', async () => {
    fake.rateLimit(2);
    expect((await engine().translate({ texts: ['hello'], source: 'en', target: 'de' })).translations[0].text).toBe(
      '[de] hello',
    );
    expect(translateCalls(fake, translatePath)).toHaveLength(3);

    legacyRateFake.rateLimit(2);
    expect(
      (
        await engine({ url: `${legacyRateFake.url}/language/translate/v2` }).translate({
          texts: ['hello'],
          source: 'en',
          target: 'de',
        })
      ).translations,
    ).toHaveLength(1);
    expect(translateCalls(legacyRateFake, translatePath)).toHaveLength(3);

    fake.reset();
    fake.rateLimit(100);
    expect((await failureOf(engine().translate({ texts: ['hello'], source: 'en', target: 'de' }))).failure).toBe(
      'rate_limited',
    );
    expect(translateCalls(fake, translatePath)).toHaveLength(FAST_BACKOFF.attempts);
  });

  it('403 dailyLimitExceeded is quota_exceeded, at once', async () => {
    fake.exhaustQuota();
    expect((await failureOf(engine().translate({ texts: ['hello'], source: 'en', target: 'de' }))).failure).toBe(
      'quota_exceeded',
    );
    expect(translateCalls(fake, translatePath)).toHaveLength(1);
  });

  it('a wrong key (400 API_KEY_INVALID) is rejected, not mistaken for an unknown language; an unknown language (400 Invalid Value) is unavailable', async () => {
    expect(
      (await failureOf(engine({ apiKey: 'wrong' }).translate({ texts: ['hello'], source: 'en', target: 'de' })))
        .failure,
    ).toBe('rejected');
    expect(fake.requests[0].query.key).toBe('wrong');
    expect((await failureOf(engine().translate({ texts: ['hello'], source: 'en', target: 'yo' }))).failure).toBe(
      'unavailable',
    );
    expect(fake.requests).toHaveLength(2);
  });

  it('languages(): every listed language into every other, in our codes (iw → he, tl → fil, jw → jv; ceb left out)', async () => {
    const pairs = pairsAsObject(await engine().languages());
    expect(fake.requests[0]).toMatchObject({
      method: 'GET',
      path: '/language/translate/v2/languages',
      query: { key: GOOGLE_KEY, target: 'en' },
    });
    const codes = ['de', 'en', 'es', 'fr', 'ja', 'he', 'jv', 'no', 'pt', 'fil', 'zh-CN', 'zh-TW'];
    expect(pairs).toEqual(
      Object.fromEntries(codes.map((source) => [source, codes.filter((target) => target !== source).sort()])),
    );
  });
});

describe('Azure AI Translator (v3)', () => {
  let fake: TranslationFake;
  let globalFake: TranslationFake;
  const engine = (config: Partial<ConstructorParameters<typeof AzureTranslatorEngine>[0]> = {}) =>
    new AzureTranslatorEngine({
      key: AZURE_KEY,
      region: AZURE_REGION,
      url: fake.url,
      backoff: FAST_BACKOFF,
      ...config,
    });

  beforeAll(async () => {
    fake = await startAzureTranslatorFake({ region: AZURE_REGION });
    globalFake = await startAzureTranslatorFake();
  });
  afterAll(async () => {
    await fake?.close();
    await globalFake?.close();
  });
  beforeEach(() => {
    fake.reset();
    globalFake.reset();
  });

  it('POSTs /translate?api-version=3.0&to=&from= with [{Text}], the key and region headers and a client trace id', async () => {
    const result = await engine().translate({ texts: ['hello', 'world'], source: 'en', target: 'zh-TW' });
    const [request] = translateCalls(fake, '/translate');
    expect(request.query).toEqual({ 'api-version': '3.0', to: 'zh-Hant', from: 'en' });
    expect(request.body).toEqual([{ Text: 'hello' }, { Text: 'world' }]);
    expect(request.headers['ocp-apim-subscription-key']).toBe(AZURE_KEY);
    expect(request.headers['ocp-apim-subscription-region']).toBe(AZURE_REGION);
    expect(request.headers['content-type']).toContain('application/json');
    expect(request.headers['x-clienttraceid']).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
    );
    expect(result).toEqual({
      translations: [
        { text: '[zh-Hant] hello', detectedSource: 'en' },
        { text: '[zh-Hant] world', detectedSource: 'en' },
      ],
      engine: 'azure/v3',
      billedCharacters: 10,
    });
  });

  it('maps our codes (zh-CN → zh-Hans, no → nb, fil, he) and sends no region header for a global resource', async () => {
    const global = engine({ url: globalFake.url, region: undefined });
    for (const [source, target] of [
      ['no', 'zh-CN'],
      ['fil', 'he'],
    ]) {
      await global.translate({ texts: ['hello'], source, target });
    }
    const calls = translateCalls(globalFake, '/translate');
    expect(calls.map((request) => [request.query.from, request.query.to])).toEqual([
      ['nb', 'zh-Hans'],
      ['fil', 'he'],
    ]);
    for (const request of calls) expect(request.headers).not.toHaveProperty('ocp-apim-subscription-region');
  });

  it('detects without `from` and maps the detection back (zh-Hans → zh-CN, nb → no, fil, sr-Latn → sr)', async () => {
    const result = await engine().translate({
      texts: ['你好', 'takk', 'kumusta', 'zdravo svete'],
      source: null,
      target: 'en',
    });
    expect(translateCalls(fake, '/translate')[0].query).not.toHaveProperty('from');
    expect(result.translations.map((translation) => translation.detectedSource)).toEqual(['zh-CN', 'no', 'fil', 'sr']);
  });

  it('sends at most 1,000 elements a request, order kept', async () => {
    const texts = numbered(1_200);
    const result = await engine().translate({ texts, source: 'en', target: 'de' });
    expect(translateCalls(fake, '/translate').map((request) => request.body.length)).toEqual([1_000, 200]);
    expect(result.translations.map((translation) => translation.text)).toEqual(texts.map((text) => `[de] ${text}`));
  });

  it('keeps each request within 50,000 characters, order kept', async () => {
    const texts = Array.from({ length: 5 }, (_, index) => `${index}${'a'.repeat(19_999)}`);
    const result = await engine().translate({ texts, source: 'en', target: 'de' });
    expect(translateCalls(fake, '/translate').map((request) => request.body.length)).toEqual([2, 2, 1]);
    expect(result.translations.map((translation) => translation.text)).toEqual(texts.map((text) => `[de] ${text}`));
  });

  it('backs off on 429001 and succeeds on the third try; answers rate_limited when it outlasts the attempts', async () => {
    fake.rateLimit(2);
    expect((await engine().translate({ texts: ['hello'], source: 'en', target: 'de' })).translations[0].text).toBe(
      '[de] hello',
    );
    expect(translateCalls(fake, '/translate')).toHaveLength(3);

    fake.reset();
    fake.rateLimit(100);
    expect((await failureOf(engine().translate({ texts: ['hello'], source: 'en', target: 'de' }))).failure).toBe(
      'rate_limited',
    );
    expect(translateCalls(fake, '/translate')).toHaveLength(FAST_BACKOFF.attempts);
  });

  it('403001 (free quota spent) is quota_exceeded, at once', async () => {
    fake.exhaustQuota();
    expect((await failureOf(engine().translate({ texts: ['hello'], source: 'en', target: 'de' }))).failure).toBe(
      'quota_exceeded',
    );
    expect(translateCalls(fake, '/translate')).toHaveLength(1);
  });

  it('a wrong key or region (401000) is rejected; an unknown language (400036) is unavailable', async () => {
    expect(
      (await failureOf(engine({ key: 'wrong' }).translate({ texts: ['hello'], source: 'en', target: 'de' }))).failure,
    ).toBe('rejected');
    expect(
      (await failureOf(engine({ region: 'eastus' }).translate({ texts: ['hello'], source: 'en', target: 'de' })))
        .failure,
    ).toBe('rejected');
    expect((await failureOf(engine().translate({ texts: ['hello'], source: 'en', target: 'yo' }))).failure).toBe(
      'unavailable',
    );
    expect(fake.requests).toHaveLength(3);
  });

  it('languages(): every language of the translation scope into every other, in our codes (sr-Cyrl/sr-Latn → sr; pt-PT, kmr, yue left out)', async () => {
    const pairs = pairsAsObject(await engine().languages());
    expect(fake.requests[0]).toMatchObject({
      method: 'GET',
      path: '/languages',
      query: { 'api-version': '3.0', scope: 'translation' },
    });
    const codes = ['de', 'en', 'es', 'fil', 'fr', 'he', 'ja', 'no', 'pt', 'sr', 'zh-CN', 'zh-TW'];
    expect(pairs).toEqual(
      Object.fromEntries(codes.map((source) => [source, codes.filter((target) => target !== source).sort()])),
    );
  });
});

describe('the engine from the environment', () => {
  const engineFromEnv = (env: NodeJS.ProcessEnv) => {
    const config = engineConfigFromEnv(env);
    return config && createEngine(config);
  };

  it('is Apertium at APERTIUM_URL by default, and none when Apertium is not there', () => {
    expect(engineFromEnv({})).toBeUndefined();
    expect(engineFromEnv({ TRANSLATION_ENGINE: 'apertium' })).toBeUndefined();
    expect(engineFromEnv({ APERTIUM_URL: 'http://127.0.0.1:2737' })).toBeInstanceOf(ApertiumEngine);
    expect(() => engineFromEnv({ TRANSLATION_ENGINE: 'babelfish' })).toThrow(/TRANSLATION_ENGINE must be one of/);
  });

  it('builds each engine from its variables', () => {
    expect(
      engineFromEnv({ TRANSLATION_ENGINE: 'libretranslate', LIBRETRANSLATE_URL: 'http://lt:5000' }),
    ).toBeInstanceOf(LibreTranslateEngine);
    expect(engineFromEnv({ TRANSLATION_ENGINE: 'deepl', DEEPL_AUTH_KEY: 'k:fx' })?.id).toBe('deepl/v2');
    expect(engineFromEnv({ TRANSLATION_ENGINE: 'google', GOOGLE_TRANSLATE_API_KEY: 'k' })).toBeInstanceOf(
      GoogleTranslateEngine,
    );
    expect(engineFromEnv({ TRANSLATION_ENGINE: 'azure', AZURE_TRANSLATOR_KEY: 'k' })).toBeInstanceOf(
      AzureTranslatorEngine,
    );
    expect(
      engineConfigFromEnv({
        TRANSLATION_ENGINE: 'azure',
        AZURE_TRANSLATOR_KEY: 'k',
        AZURE_TRANSLATOR_REGION: 'westeurope',
      }),
    ).toEqual({
      engine: 'azure',
      key: 'k',
      region: 'westeurope',
      url: 'https://api.cognitive.microsofttranslator.com',
    });
    expect(
      engineConfigFromEnv({
        TRANSLATION_ENGINE: 'libretranslate',
        LIBRETRANSLATE_URL: 'http://lt:5000',
        LIBRETRANSLATE_API_KEY: 'lk',
      }),
    ).toEqual({
      engine: 'libretranslate',
      url: 'http://lt:5000',
      apiKey: 'lk',
    });
  });

  it('sends DeepL requests to DEEPL_API_URL when set', async () => {
    const fake = await startDeepLFake();
    try {
      const engine = engineFromEnv({
        TRANSLATION_ENGINE: 'deepl',
        DEEPL_AUTH_KEY: DEEPL_KEY,
        DEEPL_API_URL: fake.url,
      })!;
      await engine.translate({ texts: ['hello'], source: 'en', target: 'de' });
      expect(translateCalls(fake, '/v2/translate')).toHaveLength(1);
    } finally {
      await fake.close();
    }
  });

  it('refuses an engine without its key or URL, and an unknown engine, naming what is missing', () => {
    expect(() => engineFromEnv({ TRANSLATION_ENGINE: 'deepl' })).toThrow('DEEPL_AUTH_KEY');
    expect(() => engineFromEnv({ TRANSLATION_ENGINE: 'google' })).toThrow('GOOGLE_TRANSLATE_API_KEY');
    expect(() => engineFromEnv({ TRANSLATION_ENGINE: 'azure' })).toThrow('AZURE_TRANSLATOR_KEY');
    expect(() => engineFromEnv({ TRANSLATION_ENGINE: 'libretranslate' })).toThrow('LIBRETRANSLATE_URL');
    expect(() => engineFromEnv({ TRANSLATION_ENGINE: 'bing' })).toThrow('TRANSLATION_ENGINE');
  });
});
