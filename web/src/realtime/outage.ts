/**
 * Whether the server answers, as the requests see it. An upstream outage (the BFF answers
 * SERVICE_UNAVAILABLE) or no answer at all is not the member's doing and does not end
 * their session: what failed for it (a screen's query, a login, a chat message) is tried
 * again by itself, sooner while the outage is young and every 30 s at most, and at once on
 * a cue that the service is back: a request answered again, the live socket reconnected,
 * the browser back online, or the BFF saying that the service behind it answers again,
 * which it is asked every few seconds while the service could not be reached (nothing
 * else may be asking: an idle page comes back as soon as a busy one).
 */

export const FIRST_RETRY_MS = 1_000;
export const LAST_RETRY_MS = 30_000;
/** While the service cannot be reached, how often the BFF is asked whether it answers again. */
export const PROBE_INTERVAL_MS = 2_500;
/** 200 once the BFF's calls reach the service behind it again, 503 until then (bff/server.ts). */
const PROBE_URL = '/healthz/upstream';

/** When requests started failing; null while they are answered. */
let failingSince: number | null = null;
const cueListeners = new Set<() => void>();
let probeTimer: ReturnType<typeof setTimeout> | null = null;
let probeInFlight = false;

function cue() {
  for (const listener of [...cueListeners]) listener();
}

/**
 * Asks the BFF in PROBE_INTERVAL_MS, unless a probe is already due or under way (or there is no BFF to ask: outside a
 * browser).
 */
function probeLater() {
  if (probeTimer !== null || probeInFlight || typeof window === 'undefined') return;
  probeTimer = setTimeout(() => void probe(), PROBE_INTERVAL_MS);
}

async function probe() {
  probeTimer = null;
  probeInFlight = true;
  let up = false;
  try {
    up = (await fetch(PROBE_URL, { cache: 'no-store', credentials: 'omit' })).ok;
  } catch {
    // No answer from the BFF either: asked again later.
  }
  probeInFlight = false;
  if (failingSince === null) return; // answered meanwhile
  if (up) outageEvents.answered();
  else probeLater();
}

/** Called by the Relay environment for every request and by the socket. */
export const outageEvents = {
  /**
   * A request got no answer, or the BFF said it could not answer. `unreachable` (no answer,
   * or SERVICE_UNAVAILABLE) starts asking the BFF whether the service is back; an unexpected
   * error does not, since the BFF would say it answers and the request would only fail again.
   */
  failed(cause: 'unreachable' | 'error' = 'unreachable') {
    failingSince ??= Date.now();
    if (cause === 'unreachable') probeLater();
  },
  /** The server answered: if requests had been failing, whatever waits for it tries now. */
  answered() {
    if (probeTimer !== null) clearTimeout(probeTimer);
    probeTimer = null;
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
export function retryLater(
  retry: () => void,
  { since, atLeastMs = 0 }: { since?: number; atLeastMs?: number } = {},
): () => void {
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
