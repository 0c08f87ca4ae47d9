import type { Client, SubscribePayload } from 'graphql-ws';
import {
  commitLocalUpdate,
  Environment,
  Network,
  Observable,
  RecordSource,
  Store,
  type FetchFunction,
  type GraphQLResponse,
  type SubscribeFunction,
} from 'relay-runtime';
import { errorCodes, saidUnavailable, UNAVAILABLE_CODES } from '../components/serviceUnavailable';
import { connectionEvents } from '../realtime/connection';
import { onRetryCue, outageEvents, retryLater } from '../realtime/outage';
import { networkLanguage, operationDocument, requestHeaders, takeFirstAnswer } from './request';

/** WebSocket close codes the BFF uses (docs/contract.md). */
const CLOSE_SESSION_ENDED = 4401;
const CLOSE_FORBIDDEN = 4403;
const closeCode = (event: unknown) =>
  event && typeof event === 'object' && 'code' in event ? (event as CloseEvent).code : undefined;

/** Forgets the viewer: the access guard then sends every guarded route to /login. */
export function clearViewer(environment: Environment) {
  commitLocalUpdate(environment, (store) => {
    store.getRoot().setValue(null, 'viewer');
  });
}

function hasUnauthenticated(errors: unknown): boolean {
  return (
    Array.isArray(errors) &&
    errors.some(
      (error) => (error as { extensions?: { code?: unknown } } | null)?.extensions?.code === 'UNAUTHENTICATED',
    )
  );
}

/**
 * The body of a request: JSON, or with files (Relay `uploadables`) a GraphQL multipart request:
 * `operations` with each file's variable set to null, `map` from part name to variable path, then the parts.
 * Each uploadable's key names the variable it fills (`{ file }` fills `variables.file`).
 */
export function requestBody(
  operation: { name: string; id?: string | null; text?: string | null },
  variables: Record<string, unknown>,
  uploadables?: Record<string, File | Blob> | null,
): { body: string | FormData; headers: Record<string, string> } {
  const operations = { operationName: operation.name, ...operationDocument(operation), variables };
  if (!uploadables || Object.keys(uploadables).length === 0) {
    return { body: JSON.stringify(operations), headers: { 'content-type': 'application/json' } };
  }
  const keys = Object.keys(uploadables);
  const form = new FormData();
  form.append(
    'operations',
    JSON.stringify({
      ...operations,
      variables: { ...variables, ...Object.fromEntries(keys.map((key) => [key, null])) },
    }),
  );
  form.append(
    'map',
    JSON.stringify(Object.fromEntries(keys.map((key, index) => [String(index), [`variables.${key}`]]))),
  );
  keys.forEach((key, index) => {
    const file = uploadables[key];
    form.append(String(index), file, file instanceof File ? file.name : key);
  });
  // No content-type: the browser sets multipart/form-data with its boundary.
  return { body: form, headers: {} };
}

/**
 * An answer that cannot be read as data: the service behind the BFF is unavailable, or an
 * error left the viewer null. Taken as it is, `viewer: null` would tell the guards that
 * nobody is logged in, and an outage would look like a logout; thrown, it reaches the
 * screen's error boundary (the maintenance notice, tried again by itself), as Relay throws
 * an answer without data, with the answer as the error's `source`.
 */
function notData(operationName: string, json: GraphQLResponse): Error | null {
  if (!('errors' in json) || !Array.isArray(json.errors) || json.errors.length === 0) return null;
  const viewerLost = (json.data as { viewer?: unknown } | null | undefined)?.viewer === null;
  if (!viewerLost && !saidUnavailable({ source: json })) return null;
  return Object.assign(new Error(`${operationName}: the service could not answer`), { source: json });
}

const fetchGraphQL: FetchFunction = async (operation, variables, _cacheConfig, uploadables) => {
  const { body, headers } = requestBody(
    operation,
    variables,
    uploadables as Record<string, File | Blob> | null | undefined,
  );
  let json: GraphQLResponse;
  try {
    const asked = takeFirstAnswer(operation);
    if (asked) json = (await asked) as GraphQLResponse;
    else {
      const response = await fetch('/graphql', {
        method: 'POST',
        credentials: 'same-origin',
        headers: { ...headers, ...requestHeaders() },
        body,
      });
      json = (await response.json()) as GraphQLResponse;
    }
  } catch (error) {
    outageEvents.failed(); // no answer, or not JSON (a proxy's error page)
    throw error;
  }
  if ('errors' in json && hasUnauthenticated(json.errors)) {
    outageEvents.answered();
    // The session is gone: the guard takes the member to /login, so the screen that asked
    // unmounts; an empty result keeps Relay from raising it to the error boundary meanwhile.
    clearViewer(environment);
    return { data: {} } as GraphQLResponse;
  }
  if (saidUnavailable({ source: json })) outageEvents.failed('unreachable');
  else if (errorCodes({ source: json }).some((code) => UNAVAILABLE_CODES.has(code))) outageEvents.failed('error');
  else outageEvents.answered();
  const failure = notData(operation.name, json);
  if (failure) throw failure;
  return json;
};

// Loaded with the first subscription (after login): the login page does without it.
let wsClient: Promise<Client> | undefined;
function subscriptionClient(): Promise<Client> {
  wsClient ??= import('graphql-ws').then(({ createClient }) =>
    createClient({
      url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
      connectionParams: () => ({ language: networkLanguage() }),
      lazy: true,
      retryAttempts: 10, // spec §7: reconnect up to 10 attempts (randomised exponential backoff)
      // The session is over (ended, or refused): retrying cannot help. Anything else
      // (network, a BFF restart, 1013 while upstream is down) is worth another try.
      shouldRetry: (event) => ![CLOSE_SESSION_ENDED, CLOSE_FORBIDDEN].includes(closeCode(event) ?? 0),
      on: {
        connecting: (isRetry) => {
          if (isRetry) connectionEvents.reconnecting();
        },
        connected: (_socket, _payload, wasRetry) => {
          // The BFF opens a socket only once it has reached the service behind it.
          outageEvents.answered();
          connectionEvents.connected(wasRetry);
        },
        closed: (event) => {
          if (closeCode(event) !== CLOSE_SESSION_ENDED) return;
          // Ended upstream (logout elsewhere, password changed, another login ...): the guard
          // takes the member to /login; the reason lets the app say why.
          clearViewer(environment);
          resetSubscriptions();
          connectionEvents.sessionEnded((event as CloseEvent).reason);
        },
      },
    }),
  );
  return wsClient;
}

/** Closes the socket so the next subscription connects with the current cookie and language. */
export function resetSubscriptions() {
  void wsClient?.then((client) => client.dispose());
  wsClient = undefined;
  connectionEvents.reset();
}

/** Whether the live screens are already due to read again what an outage kept from them. */
let catchingUp = false;
/** Once the service answers again (outage.ts), the live screens read again what they show. */
function catchUpWhenBack() {
  if (catchingUp) return;
  catchingUp = true;
  const stop = onRetryCue(() => {
    stop();
    catchingUp = false;
    connectionEvents.resumed();
  });
}

/**
 * A subscription over the socket, through an outage of the service behind the BFF: an event
 * the BFF could not resolve for it (SERVICE_UNAVAILABLE) is dropped rather than shown half
 * empty; a subscription it could not start for it (that error, then complete) starts again;
 * either way the live screens read again what they show once the service answers again.
 */
const subscribe: SubscribeFunction = (operation, variables) =>
  Observable.create((sink) => {
    let unsubscribe: (() => void) | undefined;
    let cancelRetry: (() => void) | undefined;
    let cancelled = false;
    const start = () =>
      void subscriptionClient().then(
        (client) => {
          if (cancelled) return;
          let refused = false;
          unsubscribe = client.subscribe(
            // graphql-ws insists on a `query` string; the BFF reads `documentId` first.
            {
              operationName: operation.name,
              query: '',
              ...operationDocument(operation),
              variables,
            } as SubscribePayload,
            {
              next: (value) => {
                refused = saidUnavailable({ source: value });
                if (refused) {
                  outageEvents.failed();
                  catchUpWhenBack();
                  return;
                }
                if (hasUnauthenticated(value.errors)) clearViewer(environment);
                else outageEvents.answered(); // an event read through: the service answers
                sink.next(value as GraphQLResponse);
              },
              error: (error) => {
                if (hasUnauthenticated(error)) clearViewer(environment);
                // Retries exhausted or a fatal close: the member is offline until they try again.
                else if (
                  ![CLOSE_SESSION_ENDED, CLOSE_FORBIDDEN].includes(closeCode(error) ?? 0) &&
                  !Array.isArray(error)
                )
                  connectionEvents.gaveUp();
                sink.error(error instanceof Error ? error : new Error('subscription closed'));
              },
              complete: () => {
                if (!refused) return sink.complete();
                cancelRetry = retryLater(start); // it never started: once more, later
              },
            },
          );
        },
        (error: unknown) => sink.error(error instanceof Error ? error : new Error('subscriptions unavailable')),
      );
    start();
    return () => {
      cancelled = true;
      cancelRetry?.();
      unsubscribe?.();
    };
  });

export const environment = new Environment({
  network: Network.create(fetchGraphQL, subscribe),
  store: new Store(new RecordSource()),
});
