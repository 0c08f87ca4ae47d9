/**
 * The live connection as the member should see it, and what happens around reconnects.
 * The Relay environment feeds it from graphql-ws' events; screens read it through
 * `useLiveSubscription` and `useConnectionState`.
 *
 * - `connected`: live.
 * - `reconnecting`: the socket dropped (network, BFF restart, upstream outage) and the
 *   client is trying again with backoff; live screens will refetch what they missed.
 * - `offline`: the retries ran out; the member may try again.
 */
export type ConnectionState = 'connected' | 'reconnecting' | 'offline';

let state: ConnectionState = 'connected';
/** Bumped by "try again" so every live subscription subscribes afresh. */
let generation = 0;
const stateListeners = new Set<() => void>();
const reconnectListeners = new Set<() => void>();
const sessionEndListeners = new Set<(reason: string) => void>();

function setState(next: ConnectionState) {
  if (next === state) return;
  state = next;
  for (const listener of stateListeners) listener();
}

export const connectionStore = {
  getState: () => state,
  getGeneration: () => generation,
  subscribe(listener: () => void) {
    stateListeners.add(listener);
    return () => stateListeners.delete(listener);
  },
};

/** Called by the environment. */
export const connectionEvents = {
  reconnecting: () => setState('reconnecting'),
  connected(wasRetry: boolean) {
    setState('connected');
    if (wasRetry) for (const listener of reconnectListeners) listener();
  },
  /** After an outage kept events from the live screens: what they show is read again. */
  resumed() {
    for (const listener of reconnectListeners) listener();
  },
  /** The retries are exhausted (or the network is gone): only the member can try again. */
  gaveUp: () => setState('offline'),
  /** A new socket with a new cookie (login, logout): nothing is wrong until it says so. */
  reset: () => setState('connected'),
  /** The server ended this session (close code 4401); `reason` says why (LOGGED_IN_ELSEWHERE, LOGOUT, ...). */
  sessionEnded(reason: string) {
    setState('connected');
    for (const listener of sessionEndListeners) listener(reason);
  },
};

/** Runs `refetch` after every reconnect: events may have been missed while the socket was down. */
export function onReconnected(refetch: () => void): () => void {
  reconnectListeners.add(refetch);
  return () => reconnectListeners.delete(refetch);
}

export function onSessionEnded(listener: (reason: string) => void): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

/** "Try again" after giving up: every live subscription subscribes again on a new socket. */
export function retryConnection() {
  generation++;
  setState('reconnecting');
  for (const listener of stateListeners) listener();
}
