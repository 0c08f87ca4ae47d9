import { createClient, type Client } from 'graphql-ws';
import { Agent, request } from 'undici';
import WebSocket from 'ws';

/** The header every HTTP operation carries (the BFF's CSRF rule), as the web client sends it. */
export const CSRF_HEADERS = { 'x-graphql-yoga-csrf': '1' };

export interface GraphQLResponse<T = any> {
  data?: T;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/**
 * A browser-like GraphQL client: keeps the session cookie between requests, like a real tab.
 * `localAddress` (e.g. 127.0.0.2) makes it another client machine as the BFF sees it.
 */
export class GraphQLSession {
  cookie: string | undefined;
  lastSetCookie: string | undefined;
  private readonly dispatcher: Agent | undefined;

  constructor(
    readonly bffUrl: string,
    readonly language = 'en',
    readonly localAddress?: string,
  ) {
    this.dispatcher = localAddress ? new Agent({ localAddress }) : undefined;
  }

  request<T = any>(query: string, variables?: Record<string, unknown>): Promise<GraphQLResponse<T>> {
    return this.send<T>({ query, variables });
  }

  /** Any request body, e.g. a persisted operation's `documentId` in place of `query`. */
  async send<T = any>(body: Record<string, unknown>): Promise<GraphQLResponse<T>> {
    // undici's own request, not fetch: a third of the CPU, which a bench's client shares with the servers it measures.
    const response = await request(`${this.bffUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        language: this.language,
        ...CSRF_HEADERS,
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: JSON.stringify(body),
      dispatcher: this.dispatcher,
    });
    const header = response.headers['set-cookie'];
    const setCookie = Array.isArray(header) ? header.join(', ') : header;
    if (setCookie) {
      this.lastSetCookie = setCookie;
      const pair = setCookie.split(';')[0];
      this.cookie = pair.endsWith('=') ? undefined : pair;
    }
    return (await response.body.json()) as GraphQLResponse<T>;
  }

  /** Logs in through the BFF (the cookie is kept); throws unless it worked. */
  async login(email: string, password: string): Promise<this> {
    const result = await this.request(
      `mutation($input: SessionLoginInput!) { sessionLogin(input: $input) { __typename ... on Error { message } } }`,
      { input: { email, password } },
    );
    if (result.data?.sessionLogin?.__typename !== 'SessionLoginPayload')
      throw new Error(`login failed: ${JSON.stringify(result)}`);
    return this;
  }

  /** A graphql-ws client that sends this session's cookie with the upgrade request, as a browser does. */
  wsClient(): Client {
    const cookie = this.cookie;
    const localAddress = this.localAddress;
    class CookieWebSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: cookie ? { cookie } : {}, localAddress });
      }
    }
    return createClient({
      url: `${this.bffUrl.replace(/^http/, 'ws')}/graphql`,
      webSocketImpl: CookieWebSocket,
      connectionParams: { language: this.language },
      retryAttempts: 0,
      lazy: true,
    });
  }
}

/** Collects a subscription's events; `next()` resolves with the next one or rejects on error. */
export function subscribe<T = any>(client: Client, query: string, extra: Record<string, unknown> = {}) {
  const events: GraphQLResponse<T>[] = [];
  const waiters: Array<{ resolve(event: GraphQLResponse<T>): void; reject(error: unknown): void }> = [];
  let failure: unknown;
  const dispose = client.subscribe<T>(
    { query, ...extra },
    {
      next: (event) => {
        const waiter = waiters.shift();
        if (waiter) waiter.resolve(event as GraphQLResponse<T>);
        else events.push(event as GraphQLResponse<T>);
      },
      error: (error) => {
        failure = error ?? new Error('subscription failed');
        for (const waiter of waiters.splice(0)) waiter.reject(failure);
      },
      complete: () => {},
    },
  );
  return {
    dispose,
    get failure() {
      return failure;
    },
    next(): Promise<GraphQLResponse<T>> {
      const queued = events.shift();
      if (queued) return Promise.resolve(queued);
      if (failure) return Promise.reject(failure);
      return new Promise((resolve, reject) => waiters.push({ resolve, reject }));
    },
  };
}

/** The next close of a graphql-ws client's socket: its code and reason. */
export function nextClose(client: Client): Promise<{ code: number; reason: string }> {
  return new Promise((resolve) => {
    const off = client.on('closed', (event) => {
      off();
      const { code, reason } = event as { code: number; reason: string };
      resolve({ code, reason });
    });
  });
}

/** Resolves once the client's socket is open and acknowledged. */
export function nextConnected(client: Client): Promise<void> {
  return new Promise((resolve) => {
    const off = client.on('connected', () => {
      off();
      resolve();
    });
  });
}
