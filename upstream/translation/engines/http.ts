import { setTimeout as sleep } from 'node:timers/promises';
import { request } from 'undici';
import { TranslationEngineError } from '../engine';

/** How long one request to an engine may take. */
const REQUEST_TIMEOUT_MS = 10_000;

export interface Backoff {
  /** Tries in all, the first included. */
  attempts: number;
  /** The first wait; each next one doubles, unless the engine's Retry-After says otherwise. */
  baseMs: number;
  /** No single wait is longer than this. */
  maxMs: number;
  /** How a wait is waited (tests record the waits instead of sleeping); a timer by default. */
  sleep?: (ms: number) => Promise<void>;
}

export const DEFAULT_BACKOFF: Backoff = { attempts: 4, baseMs: 250, maxMs: 4_000 };

/** The wait a `Retry-After` header asks for (seconds or an HTTP date), if any. */
function retryAfterMs(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - Date.now());
}

/**
 * One HTTP call to a translation engine, retried with exponential backoff when the engine
 * says "too many requests" (429) or fails on its side (5xx, network). `classify` names the
 * engine's own refusals (a quota error, an unknown language) from the status and body;
 * whatever it leaves unnamed is `rejected` (4xx) or `unreachable` (5xx).
 */
export async function engineRequest<T>(
  url: string,
  init: { method?: 'GET' | 'POST'; headers?: Record<string, string>; body?: string },
  options: {
    engine: string;
    backoff?: Backoff;
    classify?: (status: number, body: string) => TranslationEngineError | undefined;
  },
): Promise<T> {
  const backoff = options.backoff ?? DEFAULT_BACKOFF;
  // At least one try: with `attempts: 0` the loop would never run and `throw last!` would throw undefined.
  const attempts = Math.max(1, backoff.attempts);
  const wait = backoff.sleep ?? ((ms: number) => sleep(ms));
  let last: TranslationEngineError | undefined;
  for (let attempt = 1; attempt <= attempts; attempt++) {
    let delay = Math.min(backoff.maxMs, backoff.baseMs * 2 ** (attempt - 1));
    try {
      // undici's own request, not fetch: a third of the CPU, and a translated message makes one.
      const response = await request(url, {
        method: init.method ?? 'GET',
        headers: init.headers,
        body: init.body,
        signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
      const status = response.statusCode;
      const text = await response.body.text();
      if (status < 300) {
        try {
          return JSON.parse(text) as T;
        } catch {
          throw new TranslationEngineError(
            'bad_response',
            `${options.engine} answered something that is not JSON: ${text.slice(0, 200)}`,
          );
        }
      }
      const named = options.classify?.(status, text);
      if (named && named.failure !== 'rate_limited' && named.failure !== 'unreachable') throw named;
      if (status === 429 || named?.failure === 'rate_limited') {
        last = named ?? new TranslationEngineError('rate_limited', `${options.engine} answered 429: too many requests`);
        const header = response.headers['retry-after'];
        const asked = retryAfterMs(Array.isArray(header) ? header[0] : (header ?? null));
        // A member is waiting for this translation: an engine that asks for longer than a
        // backoff step is given up on now, not retried early and refused again.
        if (asked !== undefined && asked > backoff.maxMs) break;
        delay = asked ?? delay;
      } else if (status >= 500 || named?.failure === 'unreachable') {
        last =
          named ??
          new TranslationEngineError('unreachable', `${options.engine} answered HTTP ${status}: ${text.slice(0, 200)}`);
      } else {
        throw new TranslationEngineError(
          'rejected',
          `${options.engine} refused the request (HTTP ${status}): ${text.slice(0, 200)}`,
        );
      }
    } catch (error) {
      if (error instanceof TranslationEngineError) {
        if (error !== last) throw error;
      } else {
        last = new TranslationEngineError(
          'unreachable',
          `${options.engine} could not be reached: ${error instanceof Error ? error.message : String(error)}`,
        );
      }
    }
    if (attempt < attempts) await wait(delay);
  }
  throw last!;
}

/**
 * Splits texts into consecutive batches, in order, each within a provider's per-request limits:
 * at most `maxTexts` texts, and a total `size` (as the provider measures it: bytes, code points,
 * characters) of at most `maxSize` beyond `baseSize` (what the rest of the request weighs). A
 * text too big for any batch goes alone, for the provider to refuse it in its own words.
 */
export function batchesWithin(
  texts: string[],
  limits: { maxTexts: number; maxSize: number; baseSize?: number; size: (text: string) => number },
): string[][] {
  const batches: string[][] = [];
  let current: string[] = [];
  let currentSize = limits.baseSize ?? 0;
  for (const text of texts) {
    const size = limits.size(text);
    if (current.length > 0 && (current.length >= limits.maxTexts || currentSize + size > limits.maxSize)) {
      batches.push(current);
      current = [];
      currentSize = limits.baseSize ?? 0;
    }
    current.push(text);
    currentSize += size;
  }
  if (current.length > 0) batches.push(current);
  return batches;
}
