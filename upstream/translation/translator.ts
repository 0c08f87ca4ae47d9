import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { TRANSLATION_BUDGET_MS } from '../constants';
import type { Database } from '../db/open';
import { translations } from '../db/schema';
import { TranslationEngineError, type LanguagePairs, type TranslationEngine } from './engine';
import { join, pieces, tidy } from './protect';

/** How long the engine's list of pairs is trusted before it is asked again. */
const PAIRS_TTL_MS = 5 * 60_000;
/** After the engine could not list its pairs, ask again this soon. */
const PAIRS_RETRY_MS = 15_000;

/** Why a text was not translated: the engine does not serve the pair (or there is none), or it failed. */
export class TranslationUnavailable extends Error {
  constructor(
    readonly failure: 'unavailable' | 'failed',
    message: string,
  ) {
    super(message);
  }
}

/** How a text is keyed where it is stored: its SHA-256. */
export const textHash = (text: string) => createHash('sha256').update(text).digest('hex');

export interface Translated {
  /** The stored translation's id. */
  translationId: number;
  text: string;
  engine: string;
}

/**
 * The configured engine behind a store of every translation (docs/decisions.md
 * "Translation"): a text goes to the engine once per (text, source, target, engine version),
 * ever, and twice at the same moment only once (the second waits for the first). Links,
 * numbers, emoji and @names stay as written (protect.ts).
 */
export class Translator {
  private pairsCache: { at: number; ttl: number; pairs: LanguagePairs } | undefined;
  private readonly inFlight = new Map<string, Promise<Translated>>();

  constructor(
    private readonly db: Database,
    /** undefined: no engine installed or configured; every pair is unavailable. */
    private readonly engine: TranslationEngine | undefined,
    private readonly log: (message: string) => void = () => {},
    private readonly budgetMs = TRANSLATION_BUDGET_MS,
  ) {}

  /** The engine's name and version, or null without one. */
  get engineId(): string | null {
    return this.engine?.id ?? null;
  }

  /** Which languages the engine translates into which (empty without an engine, or while it does not answer). */
  async pairs(): Promise<LanguagePairs> {
    if (!this.engine) return new Map();
    if (this.pairsCache && Date.now() - this.pairsCache.at < this.pairsCache.ttl) return this.pairsCache.pairs;
    try {
      this.pairsCache = { at: Date.now(), ttl: PAIRS_TTL_MS, pairs: await this.engine.languages() };
    } catch (error) {
      this.log(
        `translation engine ${this.engine.id} did not list its languages: ${error instanceof Error ? error.message : error}`,
      );
      this.pairsCache = { at: Date.now(), ttl: PAIRS_RETRY_MS, pairs: this.pairsCache?.pairs ?? new Map() };
    }
    return this.pairsCache.pairs;
  }

  async serves(source: string, target: string): Promise<boolean> {
    return (await this.pairs()).get(source)?.has(target) ?? false;
  }

  /** `text` from `source` into `target`: stored, or made now. Throws TranslationUnavailable. */
  async translate(text: string, source: string, target: string): Promise<Translated> {
    const engine = this.engine;
    if (!engine) throw new TranslationUnavailable('unavailable', 'no translation engine is configured');
    if (!(await this.serves(source, target)))
      throw new TranslationUnavailable('unavailable', `${engine.id} does not translate ${source} to ${target}`);
    const key = { textHash: textHash(text), sourceLanguage: source, targetLanguage: target, engine: engine.id };
    const stored = await this.stored(key);
    if (stored) return stored;
    const flightKey = `${key.textHash}|${source}|${target}|${engine.id}`;
    let flight = this.inFlight.get(flightKey);
    if (!flight) {
      flight = this.make(engine, text, key).finally(() => this.inFlight.delete(flightKey));
      this.inFlight.set(flightKey, flight);
    }
    // A member is waiting: past the budget they are told it failed; the engine's answer, when
    // it comes, is stored for the next ask.
    let timer: NodeJS.Timeout | undefined;
    const budget = new Promise<never>((_, reject) => {
      timer = setTimeout(
        () => reject(new TranslationUnavailable('failed', `${engine.id} took longer than ${TRANSLATION_BUDGET_MS} ms`)),
        this.budgetMs,
      );
    });
    return Promise.race([flight, budget]).finally(() => clearTimeout(timer));
  }

  private async stored(key: {
    textHash: string;
    sourceLanguage: string;
    targetLanguage: string;
    engine: string;
  }): Promise<Translated | undefined> {
    const [row] = await this.db
      .select()
      .from(translations)
      .where(
        and(
          eq(translations.textHash, key.textHash),
          eq(translations.sourceLanguage, key.sourceLanguage),
          eq(translations.targetLanguage, key.targetLanguage),
          eq(translations.engine, key.engine),
        ),
      );
    return row && { translationId: row.id, text: row.translatedText, engine: row.engine };
  }

  private async make(
    engine: TranslationEngine,
    text: string,
    key: { textHash: string; sourceLanguage: string; targetLanguage: string; engine: string },
  ): Promise<Translated> {
    const parts = pieces(text);
    const words = parts.filter((piece) => piece.translate).map((piece) => piece.text);
    let translatedText = text;
    if (words.length > 0) {
      try {
        const result = await engine.translate({ texts: words, source: key.sourceLanguage, target: key.targetLanguage });
        // The spaces around each piece are the text's own (kept outside it); each piece is made
        // to read as part of the writer's sentence (protect.ts `tidy`).
        translatedText = join(
          parts,
          result.translations.map((translation, index) => tidy(words[index], translation.text, key.targetLanguage)),
        );
      } catch (error) {
        if (error instanceof TranslationEngineError) {
          this.log(
            `translation ${key.sourceLanguage}→${key.targetLanguage} by ${engine.id} failed (${error.failure}): ${error.message}`,
          );
          throw new TranslationUnavailable(error.failure === 'unavailable' ? 'unavailable' : 'failed', error.message);
        }
        throw error;
      }
    }
    const [made] = await this.db
      .insert(translations)
      .values({ ...key, translatedText })
      .onConflictDoNothing()
      .returning();
    // Another upstream instance stored the same translation meanwhile: theirs stands.
    return made
      ? { translationId: made.id, text: made.translatedText, engine: made.engine }
      : (await this.stored(key))!;
  }
}
