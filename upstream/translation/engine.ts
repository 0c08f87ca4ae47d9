/**
 * The machine-translation engines behind one interface (docs/decisions.md "Translation").
 * Languages are named by the product's own codes everywhere (the member languages of
 * `/system/language`: ISO 639-1, plus `zh-CN` and `zh-TW` for the two Chinese scripts);
 * each engine maps them to its own codes and back.
 */

/** What an engine is asked: a batch of texts, one source language (null: let the engine detect it), one target. */
export interface EngineRequest {
  texts: string[];
  source: string | null;
  target: string;
}

/** What an engine answers: one translation per text, in order. */
export interface EngineResult {
  translations: Array<{
    text: string /** the source the engine saw (its detection when asked to detect; else the given one) */;
    detectedSource: string | null;
  }>;
  /** The engine that translated, with its version: part of every stored translation's key. */
  engine: string;
  /** Code points of the source texts, as the provider bills them (DeepL reports its own count). */
  billedCharacters: number;
}

/** Which source languages an engine translates into which targets (the product's codes); pivots included. */
export type LanguagePairs = ReadonlyMap<string, ReadonlySet<string>>;

export interface TranslationEngine {
  /** The engine's name and version, e.g. `apertium/3.8`, `deepl/v2`: a new version means new translations. */
  readonly id: string;
  /** The pairs it serves now (cached by the caller; an engine may answer from its own cache). */
  languages(): Promise<LanguagePairs>;
  translate(request: EngineRequest): Promise<EngineResult>;
}

/**
 * Why an engine could not translate. `unavailable`: it does not serve the pair; `rate_limited`:
 * it still refused after the adapter's backoff; `quota_exceeded`: the account's quota is spent;
 * `unreachable`: network, timeout or 5xx; `rejected`: it refused the request (bad key, bad
 * input); `bad_response`: its answer was not what its documentation says.
 */
export type EngineFailure =
  | 'unavailable'
  | 'rate_limited'
  | 'quota_exceeded'
  | 'unreachable'
  | 'rejected'
  | 'bad_response';

export class TranslationEngineError extends Error {
  constructor(
    readonly failure: EngineFailure,
    message: string,
  ) {
    super(message);
    this.name = 'TranslationEngineError';
  }
}

/** Code points, as members are metered and providers bill ("héllo 👋" is 7). */
export const codePoints = (text: string) => {
  let count = 0;
  for (const _ of text) count++;
  return count;
};
