import type { Server } from 'node:http';
import {
  createSourceEventStream,
  execute,
  getOperationAST,
  GraphQLError,
  type ExecutionArgs,
  type ExecutionResult,
} from 'graphql';
import { maskError, type createYoga } from 'graphql-yoga';
import {
  CloseCode,
  handleProtocols,
  MessageType,
  parseMessage,
  stringifyMessage,
  GRAPHQL_TRANSPORT_WS_PROTOCOL,
  type Message,
  type SubscribePayload,
} from 'graphql-ws';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { SessionEndedPayload } from './account/events';
import { CLOSE_SESSION_ENDED, CLOSE_TRY_AGAIN_LATER, OPERATION_BODY_MAX_BYTES, toUiLanguage } from './constants';
import { createContext, operationCaller, type Context, type ContextDeps, type OperationCaller } from './core/context';
import { ServiceUnavailableError, UnauthenticatedError } from './core/errors';
import type { UpstreamCaller, UpstreamTransport } from './core/transport';
import { clientAddress } from './http/client-address';
import type { OriginPolicy } from './http/origins';
import type { PersistedOperations } from './persisted-operations';
import { PresenceReporter } from './presence';
import type { ServerContext } from './server';

type Yoga = ReturnType<typeof createYoga<ServerContext, Context>>;

/** The heartbeat's interval is cut in this many turns, each pinging its share of the sockets. */
const HEARTBEAT_SLICES = 10;
/** Sockets opened so far: each takes the next heartbeat turn. */
let socketsOpened = 0;

/** How long a new socket may go without `connection_init` (graphql-ws' own default). */
const CONNECTION_INIT_WAIT_MS = 3_000;

/**
 * The request Yoga's plugins see for an operation on a socket: one for all (the language
 * comes from the connection's parameters). POST: a mutation is as legitimate on the socket
 * as in a POST request.
 */
const SOCKET_REQUEST = new Request('http://bff/graphql', { method: 'POST' });

/** What is unexpected over the socket is masked like over HTTP, and answered, never a closed socket. */
const unexpected = () => new GraphQLError('Unexpected error.', { extensions: { code: 'INTERNAL_SERVER_ERROR' } });
const asErrors = (error: unknown) => [error instanceof GraphQLError ? error : unexpected()];

/** graphql-ws' `next` payload: the result with its errors as JSON. */
function nextPayload({ errors, ...result }: ExecutionResult) {
  return errors ? { ...result, errors: errors.map((error) => error.toJSON()) } : result;
}

/**
 * One open socket, all it keeps for its life: the caller read once from its upgrade request
 * (the request itself is let go), its member's session once upstream confirmed it, its
 * running subscriptions, and whether it answered the last ping. A class, and the sockets'
 * event handlers are shared functions: an idle socket holds no closures of ours.
 */
class OpenSocket implements OperationCaller {
  /** `connection_init` came, and then was acknowledged (the session confirmed). */
  initialised = false;
  acknowledged = false;
  /** Until `connection_init` comes. */
  initWait: NodeJS.Timeout | undefined;
  /** The member and session, once confirmed; unset when the session ended. */
  userId: number | undefined;
  sessionId: string | undefined;
  /** Operations by the client's id: a subscription once it runs, null while it is being set up. */
  operations: Map<string, Subscription | null> | undefined;
  answered = true;
  /** Its turn among the heartbeat's slices. */
  readonly slice = socketsOpened++ % HEARTBEAT_SLICES;

  constructor(
    readonly socket: WebSocket,
    /** Its language is the connection's parameter, set on `connection_init`; never changed after. */
    public caller: Readonly<UpstreamCaller>,
    readonly webOrigin: string,
  ) {}

  /** Resolves once written (a subscription sends its next event after that), at once on a closed socket. */
  send(message: Message) {
    return new Promise<void>((resolve, reject) => {
      if (this.socket.readyState !== this.socket.OPEN) return resolve();
      this.socket.send(stringifyMessage(message), (error) => (error ? reject(error) : resolve()));
    });
  }

  close(code: number, reason: string) {
    this.socket.close(code, reason);
  }

  /** Whether the operation `id` is still wanted (not completed by the client, the socket not closed). */
  runs(id: string, subscription: Subscription | null = null) {
    return this.operations?.has(id) === true && this.operations.get(id) === subscription;
  }
}

/**
 * A running subscription: each event of `source` executed by `toResult` and sent, one at a
 * time; when the source ends, `complete`. Waiting, it holds only the source's pending
 * promise. `stop()` (the client completed, the socket closed) returns the source, which
 * drops its listener.
 */
class Subscription {
  constructor(
    private readonly open: OpenSocket,
    private readonly id: string,
    private readonly source: AsyncIterator<unknown>,
    private readonly args: ExecutionArgs,
    private readonly toResult: (args: ExecutionArgs, open: OpenSocket, event: unknown) => Promise<ExecutionResult>,
  ) {}

  async run() {
    const { open, id } = this;
    try {
      for (;;) {
        const event = await this.source.next();
        if (event.done || !open.runs(id, this)) break;
        const result = await this.toResult(this.args, open, event.value);
        if (!open.runs(id, this)) break;
        await open.send({ id, type: MessageType.Next, payload: nextPayload(result) });
      }
      if (open.runs(id, this)) await open.send({ id, type: MessageType.Complete });
    } catch (error) {
      if (open.runs(id, this))
        await open
          .send({ id, type: MessageType.Error, payload: asErrors(error).map((e) => e.toJSON()) })
          .catch(() => {});
      await this.stop().catch(() => {});
    } finally {
      if (open.runs(id, this)) open.operations?.delete(id);
    }
  }

  async stop() {
    await this.source.return?.();
  }
}

/**
 * The server's side of graphql-ws' protocol (`graphql-transport-ws`, which the web client
 * speaks) on the BFF's /graphql path: the handshake checks Origin, the socket is tied to the
 * member's session (it closes at once with 4401 when upstream ends that session), an upstream
 * outage closes with 1013 so the client reconnects, and every operation is checked by Yoga's
 * envelop with the same plugins as HTTP. Written here rather than graphql-ws' `makeServer`,
 * which keeps per socket and per subscription a dozen closures, a timer and the upgrade
 * request: an idle tab here is one small object, its subscription's listener and the
 * promise it waits on. Messages are read and written with graphql-ws' own functions.
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
  presenceRefreshMs: number;
  production: boolean;
}) {
  const wsServer = new WebSocketServer({
    server: deps.server,
    path: '/graphql',
    maxPayload: OPERATION_BODY_MAX_BYTES,
    handleProtocols,
    // Another site's page could open a socket that carries the member's cookie.
    verifyClient: ({ req }, done) =>
      deps.origins.check(req).allowed ? done(true) : done(false, 403, 'Origin not allowed'),
  });
  /** Every open socket; those whose session upstream confirmed have its member and session. */
  const sessions = new Map<WebSocket, OpenSocket>();
  const endSession = (open: OpenSocket, reason: string) => {
    open.userId = undefined;
    open.sessionId = undefined;
    open.close(CLOSE_SESSION_ENDED, reason);
  };
  const presence = new PresenceReporter(
    deps.transport,
    (open) => endSession(open as OpenSocket, 'SESSION_ENDED'),
    deps.presenceRefreshMs,
  );
  const masked = (errors: readonly GraphQLError[]) =>
    errors.map((error) => maskError(error, 'Unexpected error.', !deps.production) as GraphQLError);
  /** A subscription's event, executed with a context of its own, as a request would be. */
  const eventResult = async (args: ExecutionArgs, open: OpenSocket, event: unknown): Promise<ExecutionResult> => {
    const result = await execute({ ...args, contextValue: createContext(deps.contextDeps, open), rootValue: event });
    return result.errors ? { ...result, errors: masked(result.errors) } : result;
  };

  /** `connection_init`: a socket is authenticated once, from the cookie sent with the upgrade request. */
  async function connect(open: OpenSocket, params: unknown) {
    if (open.initialised)
      return open.close(CloseCode.TooManyInitialisationRequests, 'Too many initialisation requests');
    open.initialised = true;
    clearTimeout(open.initWait);
    open.initWait = undefined;
    if (!open.caller.token) return open.close(CloseCode.Forbidden, 'Forbidden');
    const language = params && typeof params === 'object' ? (params as { language?: unknown }).language : undefined;
    open.caller = { ...open.caller, language: toUiLanguage(language) };
    try {
      const me = await createContext(deps.contextDeps, open).loaders.myInfo();
      open.userId = me.id;
      open.sessionId = me.sessionId;
    } catch (error) {
      if (error instanceof UnauthenticatedError) return open.close(CloseCode.Forbidden, 'Forbidden');
      // Upstream is down or slow: not the member's fault; the client tries again later.
      return open.close(
        CLOSE_TRY_AGAIN_LATER,
        error instanceof ServiceUnavailableError ? 'UPSTREAM_UNAVAILABLE' : 'UNEXPECTED',
      );
    }
    if (open.socket.readyState !== open.socket.OPEN) return; // closed while upstream answered
    presence.connected(open, open.caller);
    open.acknowledged = true;
    await open.send({ type: MessageType.ConnectionAck });
  }

  /**
   * `subscribe`: parsed and validated through Yoga's envelop (persisted operations, limits), as
   * over HTTP. A query or mutation executes through it too and is answered; a subscription's
   * source stream is made with a context that is then dropped (it waits holding only its
   * listener), and each event is executed with a context of its own. Errors are masked as
   * Yoga masks them.
   */
  async function subscribe(open: OpenSocket, id: string, payload: SubscribePayload) {
    if (!open.acknowledged) return open.close(CloseCode.Unauthorized, 'Unauthorized');
    open.operations ??= new Map();
    if (open.operations.has(id))
      return open.close(CloseCode.SubscriberAlreadyExists, `Subscriber for ${id} already exists`);
    open.operations.set(id, null);
    try {
      let result: ExecutionResult;
      try {
        const { schema, execute, contextFactory, parse, validate } = deps.yoga.getEnveloped({
          socketCaller: open,
          request: SOCKET_REQUEST,
          params: payload,
        });
        const operation = deps.persisted.resolve(payload);
        if ('error' in operation) return await refuse(open, id, [new GraphQLError(operation.error)]);
        const document = parse(operation.query);
        const errors = validate(schema, document);
        if (errors.length > 0) return await refuse(open, id, errors);
        const ast = getOperationAST(document, payload.operationName);
        if (!ast) return await refuse(open, id, [new GraphQLError('Unable to identify operation')]);
        const args = { schema, operationName: payload.operationName, document, variableValues: payload.variables };
        if (ast.operation === 'subscription') {
          const source = await createSourceEventStream({
            ...args,
            contextValue: createContext(deps.contextDeps, open),
          });
          if (Symbol.asyncIterator in source) {
            const subscription = new Subscription(open, id, source[Symbol.asyncIterator](), args, eventResult);
            if (!open.runs(id)) return await subscription.stop(); // completed, or the socket closed, meanwhile
            open.operations.set(id, subscription);
            return void subscription.run();
          }
          result = { errors: masked(source.errors ?? []) };
        } else {
          try {
            result = (await execute({ ...args, contextValue: await contextFactory() })) as ExecutionResult;
          } catch (error) {
            result = { errors: asErrors(error) };
          }
        }
      } catch (error) {
        return await refuse(open, id, asErrors(error));
      }
      if (!open.runs(id)) return;
      await open.send({ id, type: MessageType.Next, payload: nextPayload(result) });
      if (open.runs(id)) await open.send({ id, type: MessageType.Complete });
    } finally {
      if (open.runs(id)) open.operations?.delete(id);
    }
  }

  /** An operation refused before it ran: `error`, and nothing more for it. */
  async function refuse(open: OpenSocket, id: string, errors: readonly GraphQLError[]) {
    if (open.runs(id)) await open.send({ id, type: MessageType.Error, payload: errors.map((error) => error.toJSON()) });
  }

  async function receive(open: OpenSocket, data: string) {
    let message: Message;
    try {
      message = parseMessage(data);
    } catch {
      return open.close(CloseCode.BadRequest, 'Invalid message received');
    }
    switch (message.type) {
      case MessageType.ConnectionInit:
        return connect(open, message.payload);
      case MessageType.Ping:
        return open.send(
          message.payload ? { type: MessageType.Pong, payload: message.payload } : { type: MessageType.Pong },
        );
      case MessageType.Pong:
        return;
      case MessageType.Subscribe:
        return subscribe(open, message.id, message.payload);
      case MessageType.Complete: {
        const subscription = open.operations?.get(message.id);
        open.operations?.delete(message.id);
        return subscription?.stop();
      }
      default:
        return open.close(CloseCode.BadRequest, `Unexpected message of type ${message.type} received`);
    }
  }

  // The sockets' handlers: one function each for all sockets (`this` is the socket).
  function onMessage(this: WebSocket, data: RawData) {
    const open = sessions.get(this);
    if (!open) return;
    receive(open, String(data)).catch((error) => {
      console.error('A WebSocket message failed:', error);
      open.close(CloseCode.InternalServerError, 'Internal server error');
    });
  }
  function onError(this: WebSocket, error: Error) {
    console.error('A WebSocket failed:', error);
    this.close(CloseCode.InternalServerError, 'Internal server error');
  }
  function onClose(this: WebSocket) {
    const open = sessions.get(this);
    if (!open) return;
    sessions.delete(this);
    clearTimeout(open.initWait);
    const running = open.operations;
    open.operations = undefined;
    for (const subscription of running?.values() ?? []) void subscription?.stop();
    presence.disconnected(open);
  }
  function onPong(this: WebSocket) {
    const open = sessions.get(this);
    if (open) open.answered = true;
  }
  function initTimedOut(open: OpenSocket) {
    if (!open.initialised) open.close(CloseCode.ConnectionInitialisationTimeout, 'Connection initialisation timeout');
  }

  wsServer.on('error', (error) => console.error('The WebSocket server failed:', error));
  wsServer.on('connection', (socket, request) => {
    // What later messages need of the upgrade request, read now; the request is not kept.
    const { caller, webOrigin } = operationCaller(deps.contextDeps, {
      cookieHeader: request.headers.cookie,
      language: undefined,
      clientIp: clientAddress(request, deps.trustedProxies),
      origin: request.headers.origin,
      host: request.headers.host,
    });
    const open = new OpenSocket(socket, caller, webOrigin);
    sessions.set(socket, open);
    socket.on('message', onMessage);
    socket.on('error', onError);
    socket.on('close', onClose);
    socket.on('pong', onPong);
    if (socket.protocol !== GRAPHQL_TRANSPORT_WS_PROTOCOL)
      return open.close(CloseCode.SubprotocolNotAcceptable, 'Subprotocol not acceptable');
    open.initWait = setTimeout(initTimedOut, CONNECTION_INIT_WAIT_MS, open);
  });

  // One timer pings every socket once an interval; one that did not answer its previous
  // ping is gone (a browser that vanished without closing) and is closed, which ends its
  // presence. The sockets take turns in HEARTBEAT_SLICES slices of the interval: pinging
  // 2,000 at once held the event loop 30 ms.
  let tick = 0;
  const heartbeat = setInterval(() => {
    tick = (tick + 1) % HEARTBEAT_SLICES;
    for (const open of sessions.values()) {
      if (open.slice !== tick) continue;
      if (!open.answered) {
        open.socket.terminate();
        continue;
      }
      open.answered = false;
      open.socket.ping();
    }
  }, deps.heartbeatMs / HEARTBEAT_SLICES);
  heartbeat.unref();

  return {
    /** Open sockets, with their member and session once confirmed (tests). */
    sessions,
    /** Closes the sockets of sessions upstream ended (4401, with the reason). */
    endSessions(ended: SessionEndedPayload) {
      for (const open of sessions.values()) {
        if (open.userId === ended.userId && open.sessionId && ended.sessionIds.includes(open.sessionId))
          // A suspension says until when: `ACCOUNT_SUSPENDED <ISO time>` (docs/contract.md, close codes).
          endSession(open, ended.until ? `${ended.reason} ${ended.until}` : ended.reason);
      }
    },
    async stop() {
      clearInterval(heartbeat);
      wsServer.removeAllListeners('connection');
      for (const client of wsServer.clients) client.close(1001, 'Going away');
      await presence.settled();
      for (const client of wsServer.clients) client.terminate();
      await new Promise<void>((resolve) => wsServer.close(() => resolve()));
    },
  };
}
