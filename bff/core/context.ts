import type { ServerResponse } from 'node:http';
import { SESSION_COOKIE, SESSION_COOKIE_MAX_AGE_S, toUiLanguage } from '../constants';
import type { KnownSessions } from './known-sessions';
import { createLoaders, type Loaders } from './loaders';
import type { BffPubSub } from './pubsub';
import type { UpstreamCaller, UpstreamTransport } from './transport';
import { createUpstream, type Upstream } from './upstream';

export interface Context {
  caller: UpstreamCaller;
  /** Every upstream area, bound to this caller (tests may put fakes here). */
  upstream: Upstream;
  loaders: Loaders;
  pubsub: BffPubSub;
  /** Tokens upstream confirmed lately, with their member. */
  knownSessions: KnownSessions;
  /** Outside production: the page that shows mail the embedded upstream did not send. */
  developmentMailboxUrl: string | null;
  /** Sets or clears the session cookie; a no-op over WebSocket, where there is no response. */
  sessionCookie: { set(token: string): void; clear(): void };
  /** The web client's origin (an allowed one: others were refused), where a payment provider sends the member back. */
  webOrigin: string;
}

export interface ContextDeps {
  transport: UpstreamTransport;
  knownSessions: KnownSessions;
  pubsub: BffPubSub;
  secureCookies: boolean;
  developmentMailboxUrl: string | null;
}

export function readCookie(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      const value = part.slice(eq + 1).trim();
      try {
        return decodeURIComponent(value) || undefined;
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

function sessionCookieWriter(res: ServerResponse | undefined, secure: boolean): Context['sessionCookie'] {
  const write = (value: string, maxAge: number) => {
    if (!res || res.headersSent) return;
    const attributes = [
      `${SESSION_COOKIE}=${encodeURIComponent(value)}`,
      'Path=/',
      'HttpOnly',
      'SameSite=Lax',
      `Max-Age=${maxAge}`,
    ];
    if (secure) attributes.push('Secure');
    res.setHeader('Set-Cookie', attributes.join('; '));
  };
  return { set: (token) => write(token, SESSION_COOKIE_MAX_AGE_S), clear: () => write('', 0) };
}

/**
 * Who makes an operation, read from its request (or once from a socket's upgrade request,
 * which the socket then need not keep): the caller and the web client's origin.
 */
export interface OperationCaller {
  caller: Readonly<UpstreamCaller>;
  /** The web client's origin (an allowed one: others were refused), where a payment provider sends the member back. */
  webOrigin: string;
}

export function operationCaller(
  deps: Pick<ContextDeps, 'secureCookies'>,
  input: {
    cookieHeader: string | undefined;
    language: unknown;
    clientIp: string;
    origin?: string | null;
    host?: string;
  },
): OperationCaller {
  return {
    caller: {
      token: readCookie(input.cookieHeader, SESSION_COOKIE),
      language: toUiLanguage(input.language),
      clientIp: input.clientIp,
    },
    webOrigin: input.origin || `${deps.secureCookies ? 'https' : 'http'}://${input.host ?? '127.0.0.1'}`,
  };
}

/** One context per operation (HTTP request, or each operation and event on a WebSocket). */
export function createContext(deps: ContextDeps, from: OperationCaller, res?: ServerResponse): Context {
  // Its own copy: logging in or out changes the token of this operation only.
  const caller: UpstreamCaller = { ...from.caller };
  const upstream = createUpstream(deps.transport, caller);
  return {
    caller,
    upstream,
    loaders: createLoaders(upstream, caller, deps.knownSessions),
    pubsub: deps.pubsub,
    knownSessions: deps.knownSessions,
    developmentMailboxUrl: deps.developmentMailboxUrl,
    sessionCookie: sessionCookieWriter(res, deps.secureCookies),
    webOrigin: from.webOrigin,
  };
}
