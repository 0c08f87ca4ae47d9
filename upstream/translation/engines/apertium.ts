import {
  codePoints,
  TranslationEngineError,
  type EngineRequest,
  type EngineResult,
  type LanguagePairs,
  type TranslationEngine,
} from '../engine';
import { engineRequest, type Backoff } from './http';

/**
 * Apertium's modes are named by ISO 639-3 codes, some with a variant (`hbs_HR`, `por_BR`,
 * `cat_valencia`). Each product language served, with the mode it reads and the one it
 * writes. Serbo-Croatian is one Apertium language, written out per standard.
 */
const APERTIUM_CODES: Record<string, { reads: string; writes: string }> = {
  en: { reads: 'eng', writes: 'eng' },
  es: { reads: 'spa', writes: 'spa' },
  ca: { reads: 'cat', writes: 'cat' },
  fr: { reads: 'fra', writes: 'fra' },
  pt: { reads: 'por', writes: 'por' },
  it: { reads: 'ita', writes: 'ita' },
  gl: { reads: 'glg', writes: 'glg' },
  ro: { reads: 'ron', writes: 'ron' },
  eo: { reads: 'epo', writes: 'epo' },
  eu: { reads: 'eus', writes: 'eus' },
  is: { reads: 'isl', writes: 'isl' },
  mk: { reads: 'mkd', writes: 'mkd' },
  bg: { reads: 'bul', writes: 'bul' },
  hr: { reads: 'hbs', writes: 'hbs_HR' },
  bs: { reads: 'hbs', writes: 'hbs_BS' },
  sr: { reads: 'hbs', writes: 'hbs_SR' },
  sl: { reads: 'slv', writes: 'slv' },
  ru: { reads: 'rus', writes: 'rus' },
  uk: { reads: 'ukr', writes: 'ukr' },
  be: { reads: 'bel', writes: 'bel' },
  da: { reads: 'dan', writes: 'dan' },
  sv: { reads: 'swe', writes: 'swe' },
  no: { reads: 'nob', writes: 'nob' },
  nl: { reads: 'nld', writes: 'nld' },
  af: { reads: 'afr', writes: 'afr' },
  id: { reads: 'ind', writes: 'ind' },
  ms: { reads: 'zlm', writes: 'zlm' },
  pl: { reads: 'pol', writes: 'pol' },
  hi: { reads: 'hin', writes: 'hin' },
  ur: { reads: 'urd', writes: 'urd' },
};

/**
 * The middle language of a two-step translation, in the order tried: English first, then Spanish (most Apertium pairs
 * go through it).
 */
const PIVOTS = ['en', 'es'];

/** APy runs beside the upstream: a failure is rarely passing, and a member is waiting. */
const APERTIUM_BACKOFF: Backoff = { attempts: 2, baseMs: 200, maxMs: 1_000 };

/** Texts of one request sent to APy at once. */
const CONCURRENT_TEXTS = 4;

/** How long the list of installed pairs is kept before asking APy again. */
const PAIRS_TTL_MS = 5 * 60_000;

/** One step of a route: an installed Apertium mode. */
type Step = { from: string; to: string; langpair: string };

export interface ApertiumConfig {
  /** Where APy listens, e.g. http://127.0.0.1:2737. */
  url: string;
  backoff?: Backoff;
}

/**
 * Apertium, through its HTTP server APy (docs/decisions.md "Translation"): `GET /listPairs`
 * names the installed modes; `POST /translate` (form fields `langpair=eng|spa`, `q`,
 * `markUnknown=no`) answers `{responseData: {translatedText}, responseStatus: 200}`.
 * Where no pair is installed the adapter goes through one middle language (English, then
 * Spanish). Apertium does not detect languages: the caller always names the source. One
 * text a request (APy moves words across lines of a multi-line text); an empty answer is a
 * failure (the rus-ukr tagger crashes on some input and APy answers 503 or nothing).
 */
export class ApertiumEngine implements TranslationEngine {
  readonly id = 'apertium/3';
  private pairs: { at: number; modes: Map<string, Map<string, string>> } | undefined;

  constructor(private readonly config: ApertiumConfig) {}

  /** Installed modes as product codes: source → target → APy's langpair. */
  private async modes(): Promise<Map<string, Map<string, string>>> {
    if (this.pairs && Date.now() - this.pairs.at < PAIRS_TTL_MS) return this.pairs.modes;
    const listed = await engineRequest<{ responseData?: Array<{ sourceLanguage: string; targetLanguage: string }> }>(
      `${this.config.url}/listPairs`,
      {},
      { engine: 'Apertium', backoff: this.config.backoff ?? APERTIUM_BACKOFF },
    );
    if (!Array.isArray(listed.responseData))
      throw new TranslationEngineError('bad_response', 'Apertium listed no pairs');
    const installed = new Set(listed.responseData.map((pair) => `${pair.sourceLanguage}|${pair.targetLanguage}`));
    const modes = new Map<string, Map<string, string>>();
    for (const [source, codes] of Object.entries(APERTIUM_CODES)) {
      for (const [target, targetCodes] of Object.entries(APERTIUM_CODES)) {
        const langpair = `${codes.reads}|${targetCodes.writes}`;
        if (source === target || !installed.has(langpair)) continue;
        if (!modes.has(source)) modes.set(source, new Map());
        modes.get(source)!.set(target, langpair);
      }
    }
    this.pairs = { at: Date.now(), modes };
    return modes;
  }

  /**
   * The installed steps from `source` to `target`: the direct pair, else through a middle language; undefined when
   * none.
   */
  private async route(source: string, target: string): Promise<Step[] | undefined> {
    const modes = await this.modes();
    const step = (from: string, to: string): Step | undefined => {
      const langpair = modes.get(from)?.get(to);
      return langpair ? { from, to, langpair } : undefined;
    };
    const direct = step(source, target);
    if (direct) return [direct];
    for (const middle of [...PIVOTS, ...modes.keys()]) {
      const first = step(source, middle);
      const second = first && step(middle, target);
      if (first && second) return [first, second];
    }
    return undefined;
  }

  async languages(): Promise<LanguagePairs> {
    const modes = await this.modes();
    const pairs = new Map<string, Set<string>>();
    for (const source of modes.keys()) {
      for (const target of Object.keys(APERTIUM_CODES)) {
        if (target !== source && (await this.route(source, target))) {
          if (!pairs.has(source)) pairs.set(source, new Set());
          pairs.get(source)!.add(target);
        }
      }
    }
    return pairs;
  }

  private async translateOne(text: string, langpair: string): Promise<string> {
    const answer = await engineRequest<{ responseData?: { translatedText?: unknown }; responseStatus?: number }>(
      `${this.config.url}/translate`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ langpair, q: text, markUnknown: 'no' }).toString(),
      },
      {
        engine: 'Apertium',
        backoff: this.config.backoff ?? APERTIUM_BACKOFF,
        classify: (status, body) =>
          status === 400 && /not installed/i.test(body)
            ? new TranslationEngineError('unavailable', `Apertium has no ${langpair} pair`)
            : undefined,
      },
    );
    const translated = answer.responseData?.translatedText;
    if (typeof translated !== 'string' || (translated.trim() === '' && text.trim() !== '')) {
      throw new TranslationEngineError('bad_response', `Apertium answered no translation for ${langpair}`);
    }
    return translated;
  }

  async translate(request: EngineRequest): Promise<EngineResult> {
    if (request.source === null)
      throw new TranslationEngineError('unavailable', 'Apertium does not detect languages: name the source');
    const steps = await this.route(request.source, request.target);
    if (!steps)
      throw new TranslationEngineError(
        'unavailable',
        `Apertium cannot translate ${request.source} to ${request.target}`,
      );
    // A few texts at a time: APy queues them on the pair's pipeline, the round trips overlap.
    const translations: Array<{ text: string; detectedSource: string | null }> = [];
    for (let at = 0; at < request.texts.length; at += CONCURRENT_TEXTS) {
      const batch = request.texts.slice(at, at + CONCURRENT_TEXTS);
      const done = await Promise.all(
        batch.map(async (text) => {
          let current = text;
          for (const step of steps) current = await this.translateOne(current, step.langpair);
          return { text: current, detectedSource: request.source };
        }),
      );
      translations.push(...done);
    }
    return {
      translations,
      engine: this.id,
      billedCharacters: request.texts.reduce((sum, text) => sum + codePoints(text), 0),
    };
  }
}
