import { createClient, type Client } from 'graphql-ws';
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
import { initialLanguage, type UiLanguage } from '../i18n/languages';

/** The language the BFF should answer in; the LanguageProvider keeps it current. */
let currentLanguage: UiLanguage = initialLanguage();
export function setNetworkLanguage(language: UiLanguage) {
  currentLanguage = language;
}

/** Forgets the viewer: the access guard then sends every guarded route to /login. */
export function clearViewer(environment: Environment) {
  commitLocalUpdate(environment, (store) => {
    store.getRoot().setValue(null, 'viewer');
  });
}

function hasUnauthenticated(errors: unknown): boolean {
  return (
    Array.isArray(errors) &&
    errors.some((error) => (error as { extensions?: { code?: unknown } } | null)?.extensions?.code === 'UNAUTHENTICATED')
  );
}

const fetchGraphQL: FetchFunction = async (operation, variables) => {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json', language: currentLanguage },
    body: JSON.stringify({ operationName: operation.name, query: operation.text, variables }),
  });
  const json = (await response.json()) as GraphQLResponse;
  if ('errors' in json && hasUnauthenticated(json.errors)) {
    // The session is gone: the guard takes the member to /login, so the screen that asked
    // unmounts; an empty result keeps Relay from raising it to the error boundary meanwhile.
    clearViewer(environment);
    return { data: {} } as GraphQLResponse;
  }
  return json;
};

let wsClient: Client | undefined;
function subscriptionClient(): Client {
  wsClient ??= createClient({
    url: `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}/graphql`,
    connectionParams: () => ({ language: currentLanguage }),
    lazy: true,
    retryAttempts: 10, // spec §7: reconnect up to 10 attempts
    // 4401/4403: the server refused the session; retrying cannot help.
    shouldRetry: (event) => !(event && typeof event === 'object' && 'code' in event && [4401, 4403].includes((event as CloseEvent).code)),
  });
  return wsClient;
}

/** Closes the socket so the next subscription connects with the current cookie and language. */
export function resetSubscriptions() {
  void wsClient?.dispose();
  wsClient = undefined;
}

const subscribe: SubscribeFunction = (operation, variables) =>
  Observable.create((sink) =>
    subscriptionClient().subscribe(
      { operationName: operation.name, query: operation.text ?? '', variables },
      {
        next: (value) => {
          if (hasUnauthenticated(value.errors)) clearViewer(environment);
          sink.next(value as GraphQLResponse);
        },
        error: (error) => {
          if (hasUnauthenticated(error)) clearViewer(environment);
          sink.error(error instanceof Error ? error : new Error('subscription closed'));
        },
        complete: () => sink.complete(),
      },
    ),
  );

export const environment = new Environment({
  network: Network.create(fetchGraphQL, subscribe),
  store: new Store(new RecordSource()),
});
