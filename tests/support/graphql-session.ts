import { createClient, type Client } from 'graphql-ws';
import WebSocket from 'ws';

export interface GraphQLResponse<T = any> {
  data?: T;
  errors?: Array<{ message: string; extensions?: { code?: string } }>;
}

/** A browser-like GraphQL client: keeps the session cookie between requests, like a real tab. */
export class GraphQLSession {
  cookie: string | undefined;
  lastSetCookie: string | undefined;

  constructor(
    readonly bffUrl: string,
    readonly language = 'en',
  ) {}

  request<T = any>(query: string, variables?: Record<string, unknown>): Promise<GraphQLResponse<T>> {
    return this.send<T>({ query, variables });
  }

  /** Any request body, e.g. a persisted operation's `documentId` in place of `query`. */
  async send<T = any>(body: Record<string, unknown>): Promise<GraphQLResponse<T>> {
    const response = await fetch(`${this.bffUrl}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        language: this.language,
        ...(this.cookie ? { cookie: this.cookie } : {}),
      },
      body: JSON.stringify(body),
    });
    const setCookie = response.headers.get('set-cookie');
    if (setCookie) {
      this.lastSetCookie = setCookie;
      const pair = setCookie.split(';')[0];
      this.cookie = pair.endsWith('=') ? undefined : pair;
    }
    return (await response.json()) as GraphQLResponse<T>;
  }

  /** A graphql-ws client that sends this session's cookie with the upgrade request, as a browser does. */
  wsClient(): Client {
    const cookie = this.cookie;
    class CookieWebSocket extends WebSocket {
      constructor(address: string, protocols?: string | string[]) {
        super(address, protocols, { headers: cookie ? { cookie } : {} });
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
