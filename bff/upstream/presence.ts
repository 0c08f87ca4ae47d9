import { randomBytes } from 'node:crypto';
import { DEFAULT_LANGUAGE, PRESENCE_REFRESH_MS } from '../constants';
import { UnauthenticatedError } from '../errors';
import type { UpstreamCaller, UpstreamClient } from './client';

/**
 * Tells upstream, which owns presence, about each live subscription socket: once when it
 * opens, again every 30 s while it lives, and when it closes. A failed report is logged;
 * the socket stays up.
 */
export class PresenceReporter {
  private readonly sockets = new Map<object, { connectionId: string; timer: NodeJS.Timeout }>();
  private readonly pending = new Set<Promise<unknown>>();

  constructor(private readonly upstream: UpstreamClient) {}

  private send(caller: UpstreamCaller, path: string, connectionId: string, socket?: object) {
    const call = this.upstream
      .post(caller, path, { connectionId })
      .catch((error) => {
        // The session ended elsewhere: this socket is about to close, so stop refreshing it.
        if (error instanceof UnauthenticatedError && socket) return clearInterval(this.sockets.get(socket)?.timer);
        console.warn(`presence ${path} failed: ${(error as Error).message}`);
      })
      .finally(() => this.pending.delete(call));
    this.pending.add(call);
  }

  connected(socket: object, caller: UpstreamCaller) {
    const connectionId = randomBytes(16).toString('base64url');
    const member = { ...caller };
    const report = () => this.send(member, '/presence/connect', connectionId, socket);
    report();
    const timer = setInterval(report, PRESENCE_REFRESH_MS);
    timer.unref();
    this.sockets.set(socket, { connectionId, timer });
  }

  disconnected(socket: object) {
    const entry = this.sockets.get(socket);
    if (!entry) return;
    this.sockets.delete(socket);
    clearInterval(entry.timer);
    // The connection id is the secret here: the member's token may already be revoked.
    this.send({ token: undefined, language: DEFAULT_LANGUAGE }, '/presence/disconnect', entry.connectionId);
  }

  /** Waits for reports still on their way (before the upstream client closes). */
  async settled() {
    await Promise.all(this.pending);
  }
}
