import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createYoga } from 'graphql-yoga';
import { readBffConfig, type BffConfig } from './config';
import { DEV_MAILBOX_PATH, OPERATION_BODY_MAX_BYTES, UPLOAD_BODY_MAX_BYTES, WEBHOOK_PATH } from './constants';
import { createContext, operationCaller, type Context, type OperationCaller } from './core/context';
import { KnownSessions } from './core/known-sessions';
import { createBffPubSub } from './core/pubsub';
import { UpstreamTransport } from './core/transport';
import { clientAddress } from './http/client-address';
import { createOriginPolicy, CSRF_HEADER } from './http/origins';
import {
  createUpstreamProxy,
  GIFT_ICON_PREFIX,
  MALL_PICTURE_PREFIX,
  SANDBOX_CHECKOUT_PREFIX,
} from './http/upstream-proxy';
import { operationLimitPlugins } from './operation-limits';
import { PersistedOperations } from './persisted-operations';
import { schema } from './schema';
import { createSubscriptionServer } from './sockets';
import { createWebClientHandler } from './web-client';
import { createWebhookHandler, memoryReplayGuard, redisReplayGuard } from './webhooks';

/** An HTTP request's request and response; an operation on a socket brings who is on it instead (bff/sockets.ts). */
export type ServerContext = { req: IncomingMessage; res: ServerResponse } | { socketCaller: OperationCaller };

function refuse(res: ServerResponse, status: number, message: string) {
  res
    .writeHead(status, { 'content-type': 'application/json' })
    .end(JSON.stringify({ errors: [{ message, extensions: { code: 'BAD_REQUEST' } }] }));
}

/**
 * Why an HTTP request to /graphql is refused before Yoga reads it, or null. Every operation
 * carries the CSRF header (a page elsewhere cannot add it without a preflight that only
 * allowed origins pass) and a declared length within the limit. GraphiQL's page itself
 * (a browser navigation asking for HTML) is the one exception.
 */
function graphqlRequestRefusal(req: IncomingMessage): { status: number; message: string } | null {
  if (req.method === 'OPTIONS') return null; // the preflight; CORS answers it
  const wantsGraphiql = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
  if (wantsGraphiql) return null;
  if (req.headers[CSRF_HEADER] === undefined)
    return { status: 403, message: `Every operation needs the ${CSRF_HEADER} header.` };
  if (req.method !== 'POST') return null;
  const length = Number(req.headers['content-length']);
  if (req.headers['content-length'] === undefined || !Number.isInteger(length))
    return { status: 411, message: 'The request needs a Content-Length.' };
  const multipart = (req.headers['content-type'] ?? '').startsWith('multipart/form-data');
  if (length > (multipart ? UPLOAD_BODY_MAX_BYTES : OPERATION_BODY_MAX_BYTES))
    return { status: 413, message: 'The request is too large.' };
  return null;
}

/** The BFF: GraphQL over HTTP and graphql-ws on one path, the webhook receiver and the web client. */
export function buildBff(overrides: Partial<BffConfig> = {}) {
  const config = { ...readBffConfig(), ...overrides };
  const transport = new UpstreamTransport(config.upstreamUrl, config.webhookSecret, config.upstreamDeadlines);
  const bus = createBffPubSub(config.redisUrl);
  const knownSessions = new KnownSessions(config.knownSessionTtlMs);
  const contextDeps = {
    transport,
    knownSessions,
    pubsub: bus.pubsub,
    secureCookies: config.secureCookies,
    developmentMailboxUrl: config.production ? null : DEV_MAILBOX_PATH,
  };
  const origins = createOriginPolicy(config.allowedOrigins);

  const persisted = new PersistedOperations(config.production);
  const yoga = createYoga<ServerContext, Context>({
    schema,
    plugins: [persisted.plugin(), ...operationLimitPlugins()],
    graphqlEndpoint: '/graphql',
    graphiql: !config.production && { subscriptionsProtocol: 'WS', additionalHeaders: { [CSRF_HEADER]: 'graphiql' } },
    landingPage: false,
    logging: config.production ? 'info' : 'warn',
    // Credentials only for allowed origins; others were already refused with 403.
    cors: (request) => {
      const origin = request.headers.get('origin');
      return origin
        ? {
            origin: [origin],
            credentials: true,
            allowedHeaders: ['content-type', 'language', CSRF_HEADER],
            methods: ['GET', 'POST'],
          }
        : false;
    },
    context: (server) =>
      'socketCaller' in server
        ? createContext(contextDeps, server.socketCaller)
        : createContext(
            contextDeps,
            operationCaller(contextDeps, {
              cookieHeader: server.req.headers.cookie,
              language: server.request.headers.get('language'),
              clientIp: clientAddress(server.req, config.trustedProxies),
              origin: server.req.headers.origin,
              host: server.req.headers.host,
            }),
            server.res,
          ),
  });

  const webhook = createWebhookHandler({
    secret: config.webhookSecret,
    pubsub: bus.pubsub,
    replayGuard: bus.redis ? redisReplayGuard(bus.redis) : memoryReplayGuard(),
  });
  const webClient = createWebClientHandler(config.webDist);
  const proxyToUpstream = createUpstreamProxy(config.upstreamUrl);

  const server = createServer((req, res) => {
    const pathname = (req.url ?? '/').split('?')[0];
    if (pathname === '/graphql') {
      if (!origins.check(req).allowed) return refuse(res, 403, 'This origin may not call the graph.');
      const refusal = graphqlRequestRefusal(req);
      if (refusal) return refuse(res, refusal.status, refusal.message);
      return yoga(req, res, { req, res });
    }
    if (pathname === WEBHOOK_PATH)
      return void webhook(req, res).catch((error) => {
        console.error('webhook failed', error);
        if (!res.headersSent) res.writeHead(500).end();
      });
    if (
      pathname.startsWith('/media/') ||
      pathname.startsWith(GIFT_ICON_PREFIX) ||
      pathname.startsWith(MALL_PICTURE_PREFIX) ||
      (!config.production && (pathname === DEV_MAILBOX_PATH || pathname.startsWith(SANDBOX_CHECKOUT_PREFIX)))
    ) {
      return void proxyToUpstream(req, res).catch((error) => {
        console.error('upstream proxy failed', error);
        if (!res.headersSent) res.writeHead(502).end();
      });
    }
    if (pathname === '/healthz') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    // What the web client probes during an outage: the breaker's state, so probing browsers never reach upstream.
    if (pathname === '/healthz/upstream') {
      const up = !transport.breaker.isOpen;
      return void res
        .writeHead(up ? 200 : 503, { 'content-type': 'text/plain', 'cache-control': 'no-store' })
        .end(up ? 'ok' : 'unavailable');
    }
    return webClient(req, res);
  });

  const sockets = createSubscriptionServer({
    server,
    yoga,
    persisted,
    contextDeps,
    origins,
    trustedProxies: config.trustedProxies,
    transport,
    heartbeatMs: config.socketHeartbeatMs,
    presenceRefreshMs: config.presenceRefreshMs,
    production: config.production,
  });

  // One listener per BFF: with Redis an ended session reaches every instance, which
  // forgets the member's tokens and closes that session's sockets at once.
  const sessionEnds = bus.pubsub.listen('session.ended');
  void (async () => {
    for await (const ended of sessionEnds) {
      knownSessions.forgetMember(ended.userId);
      sockets.endSessions(ended);
    }
  })();

  return {
    config,
    /** The upstream transport (tests read its request count). */
    transport,
    pubsub: bus.pubsub,
    /** The in-process event bus's target (absent with Redis), for tests that count listeners. */
    eventTarget: 'eventTarget' in bus ? bus.eventTarget : undefined,
    sockets,
    async start(): Promise<string> {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(config.port, config.host, () => resolve());
      });
      const { port } = server.address() as AddressInfo;
      return `http://${config.host}:${port}`;
    },
    async stop(): Promise<void> {
      await sessionEnds.return?.();
      await sockets.stop();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await transport.close();
      await bus.close();
    },
  };
}

export type Bff = ReturnType<typeof buildBff>;
