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

/** Forgets the viewer: every guarded route then sends the member to /login. */
export function clearViewer(environment: Environment) {
  commitLocalUpdate(environment, (store) => {
    store.getRoot().setValue(null, 'viewer');
  });
}

function isUnauthenticated(response: GraphQLResponse): boolean {
  const errors = 'errors' in response ? response.errors : undefined;
  return Boolean(errors?.some((error) => (error as { extensions?: { code?: string } }).extensions?.code === 'UNAUTHENTICATED'));
}

const fetchGraphQL: FetchFunction = async (operation, variables) => {
  const response = await fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', accept: 'application/json', language: currentLanguage },
    body: JSON.stringify({ query: operation.text, variables }),
  });
  const json = (await response.json()) as GraphQLResponse;
  if (isUnauthenticated(json)) {
    clearViewer(environment);
    return { data: {} } as GraphQLResponse; // the guard takes over and goes to /login
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
    shouldRetry: (event) => !(event && typeof event === 'object' && 'code' in event && (event as CloseEvent).code === 4403),
  });
  return wsClient;
}

/** Closes the socket so the next subscription reconnects with the current cookie. */
export function resetSubscriptions() {
  void wsClient?.dispose();
  wsClient = undefined;
}

const subscribe: SubscribeFunction = (operation, variables) =>
  Observable.create((sink) =>
    subscriptionClient().subscribe(
      { operationName: operation.name, query: operation.text ?? '', variables },
      {
        next: (value) => sink.next(value as GraphQLResponse),
        error: (error) => sink.error(error instanceof Error ? error : new Error('subscription closed')),
        complete: () => sink.complete(),
      },
    ),
  );

export const environment = new Environment({
  network: Network.create(fetchGraphQL, subscribe),
  store: new Store(new RecordSource()),
});
