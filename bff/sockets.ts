import type { IncomingMessage, Server } from 'node:http';
import {
  createSourceEventStream,
  execute,
  getOperationAST,
  GraphQLError,
  type ExecutionArgs,
  type ExecutionResult,
} from 'graphql';
import { maskError, type createYoga } from 'graphql-yoga';
import { useServer } from 'graphql-ws/use/ws';
import { WebSocketServer, type WebSocket } from 'ws';
import type { SessionEndedPayload } from './account/events';
import { CLOSE_SESSION_ENDED, CLOSE_TRY_AGAIN_LATER, OPERATION_BODY_MAX_BYTES, SESSION_COOKIE } from './constants';
import { createContext, readCookie, type Context, type ContextDeps } from './core/context';
import { ServiceUnavailableError, UnauthenticatedError } from './core/errors';
import type { UpstreamTransport } from './core/transport';
import { clientAddress } from './http/client-address';
import type { OriginPolicy } from './http/origins';
import type { PersistedOperations } from './persisted-operations';
import { PresenceReporter } from './presence';

type Yoga = ReturnType<
  typeof createYoga<{ req: IncomingMessage; connectionParams?: Record<string, unknown> }, Context>
>;
/** What onSubscribe hands to `execute` and `subscribe` through rootValue. */
type SocketOperation =
  | { execute: ReturnType<Yoga['getEnveloped']>['execute'] }
  | { live: { request: IncomingMessage; connectionParams: Record<string, unknown> | undefined } };

/**
 * The request Yoga's plugins see for an operation on a socket: one for all (the language
 * comes from the connection's parameters). POST: a mutation is as legitimate on the socket
 * as in a POST request.
 */
const SOCKET_REQUEST = new Request('http://bff/graphql', { method: 'POST' });

/** What is unexpected over the socket is masked like over HTTP, and answered, never a closed socket. */
const unexpected = () => new GraphQLError('Unexpected error.', { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
const asErrors = (error: unknown) => [error instanceof GraphQLError ? error : unexpected()];

/**
 * A subscription's results: each event of `source` run through `toResult`. Returning it
 * (the socket closed, the client completed) returns the source, which drops its listener.
 */
function eventResults(
  source: AsyncIterator<unknown>,
  toResult: (event: unknown) => Promise<ExecutionResult>,
): AsyncGenerator<ExecutionResult> {
  const results: AsyncGenerator<ExecutionResult> = {
    async next() {
      const event = await source.next();
      return event.done ? { value: undefined, done: true } : { value: await toResult(event.value), done: false };
    },
    async return() {
      await source.return?.();
      return { value: undefined, done: true };
    },
    async throw(error) {
      await source.return?.();
      throw error;
    },
    [Symbol.asyncIterator]: () => results,
  };
  return results;
}

/**
 * graphql-ws on the BFF's /graphql path: the handshake checks Origin, the socket is tied to
 * the member's session (it closes at once with 4401 when upstream ends that session), an
 * upstream outage closes with 1013 so the client reconnects, and every operation is checked
 * by Yoga's envelop with the same plugins as HTTP. A waiting subscription holds only its
 * listener; each of its events is executed with a fresh context.
 */
export function createSubscriptionServer(deps: {
  server: Server;
  yoga: Yoga;
  persisted: PersistedOperations;
  contextDeps: ContextDeps;
  origins: OriginPolicy;
  trustedProxies: import('node:net').BlockList;
  transport: UpstreamTransport;
  heartbeatMs: number;
  production: boolean;
}) {
  const wsServer = new WebSocketServer({
    server: deps.server,
    path: '/graphql',
    maxPayload: OPERATION_BODY_MAX_BYTES,
    // Another site's page could open a socket that carries the member's cookie.
    verifyClient: ({ req }, done) =>
      deps.origins.check(req).allowed ? done(true) : done(false, 403, 'Origin not allowed'),
  });
  /** Each open socket's member and session, to close it when that session ends. */
  const sessions = new Map<WebSocket, { userId: number; sessionId: string }>();
  const endSession = (socket: WebSocket, reason: string) => {
    sessions.delete(socket);
    socket.close(CLOSE_SESSION_ENDED, reason);
  };
  /**
   * A context for the member on a socket: their cookie and address from the upgrade request, the language from the
   * connection's parameters.
   */
  const socketContext = (request: IncomingMessage, connectionParams: Record<string, unknown> | undefined) =>
    createContext(deps.contextDeps, {
      cookieHeader: request.headers.cookie,
      language: connectionParams?.language,
      clientIp: clientAddress(request, deps.trustedProxies),
      origin: request.headers.origin,
      host: request.headers.host,
    });
  const presence = new PresenceReporter(deps.transport, (socket) => endSession(socket as WebSocket, 'SESSION_ENDED'));

  const cleanup = useServer<Record<string, unknown> | undefined, { request: IncomingMessage; socket: WebSocket }>(
    {
      isProd: deps.production,
      // A socket is authenticated once, from the cookie sent with the upgrade request.
      onConnect: async (ctx) => {
        const { request, socket } = ctx.extra;
        if (!readCookie(request.headers.cookie, SESSION_COOKIE)) return false;
        const context = socketContext(request, ctx.connectionParams);
        try {
          const me = await context.loaders.myInfo();
          sessions.set(socket, { userId: me.id, sessionId: me.sessionId });
        } catch (error) {
          if (error instanceof UnauthenticatedError) return false;
          // Upstream is down or slow: not the member's fault; the client tries again later.
          socket.close(
            CLOSE_TRY_AGAIN_LATER,
            error instanceof ServiceUnavailableError ? 'UPSTREAM_UNAVAILABLE' : 'UNEXPECTED',
          );
          return false;
        }
        presence.connected(socket, context.caller);
        return true;
      },
      onClose: (ctx) => {
        sessions.delete(ctx.extra.socket);
        presence.disconnected(ctx.extra.socket);
      },
      // A query or mutation: onSubscribe put Yoga's enveloped execute in rootValue.
      execute: async (args: ExecutionArgs) => {
        try {
          return await (args.rootValue as Extract<SocketOperation, { execute: unknown }>).execute(args);
        } catch (error) {
          return { errors: asErrors(error) };
        }
      },
      // A subscription holds no context while it waits, only its listener: the source stream
      // is made with a context that is then dropped, and each event is executed with a
      // context of its own, as a request would be (an idle tab costs little). Validation ran
      // in onSubscribe; errors are masked as Yoga masks them.
      subscribe: async (args: ExecutionArgs) => {
        const { live } = args.rootValue as Extract<SocketOperation, { live: unknown }>;
        const contextFor = () => socketContext(live.request, live.connectionParams);
        const masked = (errors: readonly GraphQLError[]) =>
          errors.map((error) => maskError(error, 'Unexpected error.', !deps.production) as GraphQLError);
        try {
          const source = await createSourceEventStream({ ...args, rootValue: undefined, contextValue: contextFor() });
          if (!(Symbol.asyncIterator in source)) return { errors: masked(source.errors ?? []) };
          return eventResults(source[Symbol.asyncIterator](), async (event) => {
            const result = await execute({ ...args, contextValue: contextFor(), rootValue: event });
            return result.errors ? { ...result, errors: masked(result.errors) } : result;
          });
        } catch (error) {
          return { errors: asErrors(error) };
        }
      },
      // Every operation is parsed and validated through Yoga's envelop (persisted operations,
      // limits), as over HTTP; queries and mutations also execute through it.
      onSubscribe: async (ctx, _id, payload) => {
        try {
          const { schema, execute, contextFactory, parse, validate } = deps.yoga.getEnveloped({
            req: ctx.extra.request,
            connectionParams: ctx.connectionParams,
            request: SOCKET_REQUEST,
            params: payload,
          });
          const operation = deps.persisted.resolve(payload);
          if ('error' in operation) return [new GraphQLError(operation.error)];
          const document = parse(operation.query);
          const errors = validate(schema, document);
          if (errors.length > 0) return errors;
          const args = { schema, operationName: payload.operationName, document, variableValues: payload.variables };
          if (getOperationAST(document, payload.operationName)?.operation === 'subscription') {
            return {
              ...args,
              contextValue: undefined,
              rootValue: {
                live: { request: ctx.extra.request, connectionParams: ctx.connectionParams },
              } satisfies SocketOperation,
            };
          }
          return { ...args, contextValue: await contextFactory(), rootValue: { execute } satisfies SocketOperation };
        } catch (error) {
          return asErrors(error);
        }
      },
    },
    wsServer,
    0, // our one heartbeat below replaces graphql-ws' timer per socket
  );

  // One timer pings every socket; one that did not answer the previous ping is gone (a
  // browser that vanished without closing) and is closed, which ends its presence.
  const answered = new WeakSet<WebSocket>();
  wsServer.on('connection', (socket) => {
    answered.add(socket);
    socket.on('pong', () => answered.add(socket));
  });
  const heartbeat = setInterval(() => {
    for (const socket of wsServer.clients) {
      if (!answered.has(socket)) {
        socket.terminate();
        continue;
      }
      answered.delete(socket);
      socket.ping();
    }
  }, deps.heartbeatMs);
  heartbeat.unref();

  return {
    /** Open sockets with their sessions (tests). */
    sessions,
    /** Closes the sockets of sessions upstream ended (4401, with the reason). */
    endSessions(ended: SessionEndedPayload) {
      for (const [socket, session] of sessions) {
        if (session.userId === ended.userId && ended.sessionIds.includes(session.sessionId))
          endSession(socket, ended.reason);
      }
    },
    async stop() {
      clearInterval(heartbeat);
      await cleanup.dispose();
      await presence.settled();
      for (const client of wsServer.clients) client.terminate();
      await new Promise<void>((resolve) => wsServer.close(() => resolve()));
    },
  };
}
