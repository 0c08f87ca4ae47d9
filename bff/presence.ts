import { randomBytes } from 'node:crypto';
import { DEFAULT_LANGUAGE } from './constants';
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
 * How often the one timer refreshes the connections due, all in one request
 * (`/presence/refresh`): 2,000 idle tabs are 67 refreshes a second, one request a second.
 */
const REFRESH_TICK_MS = 1_000;

/** The most connections one refresh carries (upstream's limit). */
const REFRESH_BATCH = 1_000;

/** The address the BFF signs for its own calls (upstream believes a signed address only from the BFF). */
const BFF_ADDRESS = '127.0.0.1';

/**
 * Tells upstream, which owns presence, about each live subscription socket (docs/contract.md
 * "Social graph"): `/presence/connect` once when it opens, `/presence/refresh` every 30 s while
 * it lives (one request a second carries every socket due, with its member's token), and
 * `/presence/disconnect` when it closes. A socket's first refresh comes at a random moment of
 * its first 30 s, so sockets that opened together (every tab reconnecting after a restart) are
 * refreshed at an even pace ever after. A socket whose session upstream no longer knows
 * (unauthenticated at connect, gone at a refresh) means the session ended elsewhere:
 * `onSessionGone` closes it. Other failures are logged; the socket stays up.
 */
export class PresenceReporter {
  private readonly sockets = new Map<object, Connection>();
  private readonly pending = new Set<Promise<unknown>>();
  private timer: NodeJS.Timeout | undefined;

  constructor(
    private readonly transport: UpstreamTransport,
    private readonly onSessionGone: (socket: object) => void,
    private readonly refreshMs: number,
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
      due: Date.now() + this.refreshMs * Math.random(),
    };
    this.sockets.set(socket, connection);
    this.send(connection, 'connected', socket);
    if (!this.timer) {
      this.timer = setInterval(() => this.refreshDue(), REFRESH_TICK_MS);
      this.timer.unref();
    }
  }

  /** One request for the connections due (a few if more than a batch are). */
  private refreshDue() {
    const now = Date.now();
    const due: Array<[object, Connection]> = [];
    for (const [socket, entry] of this.sockets) {
      if (entry.due > now) continue;
      entry.due = now + this.refreshMs;
      due.push([socket, entry]);
    }
    for (let start = 0; start < due.length; start += REFRESH_BATCH) {
      const batch = due.slice(start, start + REFRESH_BATCH);
      const call = Promise.all(batch.map(([, entry]) => entry.last))
        .then(() =>
          this.transport.post<{ gone: string[] }>(
            // Vouched for by the BFF's signed address (upstream answers only that): the tokens are in the body.
            { token: undefined, language: DEFAULT_LANGUAGE, clientIp: BFF_ADDRESS },
            '/presence/refresh',
            {
              connections: batch.map(([, entry]) => ({
                connectionId: entry.connectionId,
                token: entry.caller.token,
              })),
            },
          ),
        )
        .then(({ gone }) => {
          const goneIds = new Set(gone);
          for (const [socket, entry] of batch)
            if (goneIds.has(entry.connectionId) && this.sockets.get(socket) === entry) this.onSessionGone(socket);
        })
        .catch((error) => console.warn(`presence refresh failed: ${(error as Error).message}`))
        .finally(() => this.pending.delete(call));
      this.pending.add(call);
      // A socket's disconnect waits for its refresh: a late refresh never brings a closed connection back.
      for (const [, entry] of batch) entry.last = call;
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
