import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { GraphQLError } from 'graphql';
import { createYoga } from 'graphql-yoga';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer } from 'ws';
import { readBffConfig, type BffConfig } from './config';
import { DEV_MAILBOX_PATH, SESSION_COOKIE, WEBHOOK_PATH } from './constants';
import { createContext, readCookie, type Context } from './context';
import { PersistedOperations } from './persisted-operations';
import { createBffPubSub } from './pubsub';
import { schema } from './schema';
import { UpstreamClient } from './upstream/client';
import { PresenceReporter } from './upstream/presence';
import { createUpstreamProxy } from './upstream/proxy';
import { createWebClientHandler } from './web-client';
import { createWebhookHandler, memoryReplayGuard, redisReplayGuard } from './webhooks';

interface ServerContext {
  req: IncomingMessage;
  res?: ServerResponse;
  connectionParams?: Record<string, unknown>;
}

type Enveloped = ReturnType<ReturnType<typeof createYoga>['getEnveloped']>;
type EnvelopedRunners = Pick<Enveloped, 'execute' | 'subscribe'>;

/** The BFF: GraphQL over HTTP and graphql-ws on one path, the webhook receiver and the web client. */
export function buildBff(overrides: Partial<BffConfig> = {}) {
  const config = { ...readBffConfig(), ...overrides };
  const upstream = new UpstreamClient(config.upstreamUrl);
  const bus = createBffPubSub(config.redisUrl);
  const contextDeps = {
    upstream,
    pubsub: bus.pubsub,
    secureCookies: config.secureCookies,
    developmentMailboxUrl: config.production ? null : DEV_MAILBOX_PATH,
  };

  const persisted = new PersistedOperations(config.production);
  const yoga = createYoga<ServerContext, Context>({
    schema,
    plugins: [persisted.plugin()],
    graphqlEndpoint: '/graphql',
    graphiql: !config.production && { subscriptionsProtocol: 'WS' },
    landingPage: false,
    logging: config.production ? 'info' : 'warn',
    context: ({ req, res, request, connectionParams }) =>
      createContext(contextDeps, {
        cookieHeader: req.headers.cookie,
        language: connectionParams?.language ?? request.headers.get('language'),
        res,
      }),
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
    if (pathname === '/graphql') return yoga(req, res, { req, res });
    if (pathname === WEBHOOK_PATH) return void webhook(req, res).catch((error) => {
      console.error('webhook failed', error);
      if (!res.headersSent) res.writeHead(500).end();
    });
    if (pathname.startsWith('/media/') || (!config.production && pathname === DEV_MAILBOX_PATH)) {
      return void proxyToUpstream(req, res).catch((error) => {
        console.error('upstream proxy failed', error);
        if (!res.headersSent) res.writeHead(502).end();
      });
    }
    if (pathname === '/healthz') return void res.writeHead(200, { 'content-type': 'text/plain' }).end('ok');
    return webClient(req, res);
  });

  const presence = new PresenceReporter(upstream);
  const wsServer = new WebSocketServer({ server, path: '/graphql' });
  const wsCleanup = useServer<Record<string, unknown> | undefined, { request: IncomingMessage; socket: object }>(
    {
      // A socket is authenticated once, from the cookie sent with the upgrade request.
      onConnect: async (ctx) => {
        const token = readCookie(ctx.extra.request.headers.cookie, SESSION_COOKIE);
        if (!token) return false;
        const context = createContext(contextDeps, { cookieHeader: ctx.extra.request.headers.cookie, language: ctx.connectionParams?.language });
        try {
          await context.loaders.myInfo();
        } catch {
          return false;
        }
        presence.connected(ctx.extra.socket, context.caller);
        return true;
      },
      onClose: (ctx) => presence.disconnected(ctx.extra.socket),
      // onSubscribe puts Yoga's enveloped execute/subscribe in rootValue.
      execute: (args) => (args.rootValue as EnvelopedRunners).execute(args),
      subscribe: (args) => (args.rootValue as EnvelopedRunners).subscribe(args),
      // Every operation goes through Yoga's envelop, so the same plugins run as over HTTP.
      onSubscribe: async (ctx, _id, payload) => {
        const { schema: envelopedSchema, execute, subscribe, contextFactory, parse, validate } = yoga.getEnveloped({
          req: ctx.extra.request,
          connectionParams: ctx.connectionParams,
          request: new Request('http://bff/graphql', { headers: { language: String(ctx.connectionParams?.language ?? '') } }),
          params: payload,
        });
        const operation = persisted.resolve(payload);
        if ('error' in operation) return [new GraphQLError(operation.error)];
        const document = parse(operation.query);
        const errors = validate(envelopedSchema, document);
        if (errors.length > 0) return errors;
        return {
          schema: envelopedSchema,
          operationName: payload.operationName,
          document,
          variableValues: payload.variables,
          contextValue: await contextFactory(),
          rootValue: { execute, subscribe },
        };
      },
    },
    wsServer,
  );

  return {
    config,
    upstream,
    pubsub: bus.pubsub,
    async start(): Promise<string> {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(config.port, config.host, () => resolve());
      });
      const { port } = server.address() as AddressInfo;
      return `http://${config.host}:${port}`;
    },
    async stop(): Promise<void> {
      await wsCleanup.dispose();
      await presence.settled();
      for (const client of wsServer.clients) client.terminate();
      await new Promise<void>((resolve) => wsServer.close(() => resolve()));
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await upstream.close();
      await bus.close();
    },
  };
}

export type Bff = ReturnType<typeof buildBff>;
