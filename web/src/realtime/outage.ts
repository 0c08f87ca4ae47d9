/**
 * Whether the server answers, as the requests see it. An upstream outage (the BFF answers
 * SERVICE_UNAVAILABLE) or no answer at all is not the member's doing and does not end
 * their session: what failed for it (a screen's query, a login, a chat message) is tried
 * again by itself, sooner while the outage is young and every 30 s at most, and at once on
 * a cue that the service is back: a request answered again, the live socket reconnected,
 * or the browser back online.
 */

export const FIRST_RETRY_MS = 1_000;
export const LAST_RETRY_MS = 30_000;

/** When requests started failing; null while they are answered. */
let failingSince: number | null = null;
const cueListeners = new Set<() => void>();

function cue() {
  for (const listener of [...cueListeners]) listener();
}

/** Called by the Relay environment for every request and by the socket. */
export const outageEvents = {
  /** A request got no answer, or the BFF said the service behind it is unavailable. */
  failed() {
    failingSince ??= Date.now();
  },
  /** The server answered: if requests had been failing, whatever waits for it tries now. */
  answered() {
    if (failingSince === null) return;
    failingSince = null;
    cue();
  },
};

if (typeof window !== 'undefined') window.addEventListener('online', cue);

/**
 * How long to wait before trying again something that failed at `since` (by default: when
 * requests started failing): half as long as it has been failing, 1 to 30 s, give or take
 * a fifth so that many tabs do not come back at the same moment.
 */
export function retryDelayMs(since: number = failingSince ?? Date.now()): number {
  const wait = Math.min(LAST_RETRY_MS, Math.max(FIRST_RETRY_MS, (Date.now() - since) / 2));
  return Math.round(wait * (0.8 + Math.random() * 0.4));
}

/** Runs `listener` whenever the service seems to be back; returns the unsubscribe. */
export function onRetryCue(listener: () => void): () => void {
  cueListeners.add(listener);
  return () => cueListeners.delete(listener);
}

/**
 * Calls `retry` after `retryDelayMs(since)` (and `atLeastMs`), or sooner on a cue, once;
 * returns the cancel. What waits for the service schedules its next try with this after
 * each failure.
 */
export function retryLater(retry: () => void, { since, atLeastMs = 0 }: { since?: number; atLeastMs?: number } = {}): () => void {
  let done = false;
  const run = () => {
    if (done) return;
    cancel();
    retry();
  };
  const timer = setTimeout(run, Math.max(atLeastMs, retryDelayMs(since)));
  const stopCue = onRetryCue(run);
  function cancel() {
    done = true;
    clearTimeout(timer);
    stopCue();
  }
  return cancel;
}
