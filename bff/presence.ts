import { randomBytes } from 'node:crypto';
import { DEFAULT_LANGUAGE, PRESENCE_REFRESH_MS } from './constants';
import { UnauthenticatedError } from './core/errors';
import type { UpstreamCaller, UpstreamTransport } from './core/transport';

interface Connection {
  connectionId: string;
  /** The socket's, which never changes: not copied. */
  caller: Readonly<UpstreamCaller>;
  /** This socket's reports in order, so a late refresh can never land after its disconnect. */
  last: Promise<unknown>;
  /** When its next refresh is due. */
  due: number;
}

/**
 * How often the one timer looks for connections due a refresh: often, so each tick sends few
 * (2,000 idle tabs are 67 refreshes a second; sent together, sends wait behind them).
 */
const REFRESH_TICK_MS = 100;

/**
 * Tells upstream, which owns presence, about each live subscription socket (`/presence/connect`,
 * `/presence/disconnect`, docs/contract.md "Social graph"): once when it opens, again every
 * 30 s while it lives, and when it closes. One timer for all sockets refreshes those due,
 * ten times a second; a socket's first refresh comes at a random moment of its first 30 s,
 * so sockets that opened together (every tab reconnecting after a restart) are refreshed at
 * an even pace ever after: 2,000 refreshes at once kept upstream busy for seconds.
 * A refresh refused as unauthenticated means the session ended elsewhere: `onSessionGone`
 * closes that socket. Other failures are logged; the socket stays up.
 */
export class PresenceReporter {
  private readonly sockets = new Map<object, Connection>();
  private readonly pending = new Set<Promise<unknown>>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly transport: UpstreamTransport,
    private readonly onSessionGone: (socket: object) => void,
  ) {}

  private send(connection: Connection, report: 'connected' | 'disconnected', socket?: object) {
    const call = connection.last
      .then(() =>
        report === 'connected'
          ? this.transport.post<null>(connection.caller, '/presence/connect', { connectionId: connection.connectionId })
          : // Without the token, which may already be revoked: the connection id is the secret.
            this.transport.post<null>(
              { token: undefined, language: DEFAULT_LANGUAGE, clientIp: connection.caller.clientIp },
              '/presence/disconnect',
              { connectionId: connection.connectionId },
            ),
      )
      .catch((error) => {
        if (error instanceof UnauthenticatedError && socket) {
          if (this.sockets.has(socket)) this.onSessionGone(socket);
          return;
        }
        console.warn(`presence report (${report}) failed: ${(error as Error).message}`);
      })
      .finally(() => this.pending.delete(call));
    connection.last = call;
    this.pending.add(call);
  }

  connected(socket: object, caller: Readonly<UpstreamCaller>) {
    const connection: Connection = {
      connectionId: randomBytes(16).toString('base64url'),
      caller,
      last: Promise.resolve(),
      due: Date.now() + PRESENCE_REFRESH_MS * Math.random(),
    };
    this.sockets.set(socket, connection);
    this.send(connection, 'connected', socket);
    if (!this.timer) {
      this.timer = setInterval(() => {
        const now = Date.now();
        for (const [open, entry] of this.sockets) {
          if (entry.due > now) continue;
          entry.due = now + PRESENCE_REFRESH_MS;
          this.send(entry, 'connected', open);
        }
      }, REFRESH_TICK_MS);
      this.timer.unref();
    }
  }

  disconnected(socket: object) {
    const connection = this.sockets.get(socket);
    if (!connection) return;
    this.sockets.delete(socket);
    if (this.sockets.size === 0) {
      clearInterval(this.timer);
      this.timer = undefined;
    }
    this.send(connection, 'disconnected');
  }

  /** Waits for reports still on their way (before the upstream client closes). */
  async settled() {
    clearInterval(this.timer);
    await Promise.all(this.pending);
  }
}
