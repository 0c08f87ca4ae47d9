import { getEventListeners } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, isNull } from 'drizzle-orm';
import WebSocket from 'ws';
import { CLOSE_SESSION_ENDED } from '../../bff/constants';
import { sessions, users } from '../../upstream/db/schema';
import { GraphQLSession, nextConnected, subscribe } from '../support/graphql-session';
import { registerMember, startStack, type Stack } from '../support/stack';

/**
 * Item 12: presence goes stale when a browser vanishes, and sockets leave nothing behind:
 * a member's event channel has as many listeners as open subscriptions, never more.
 */
describe('presence and listeners follow the sockets', () => {
  let stack: Stack;
  let member: GraphQLSession;
  let watcher: GraphQLSession;
  let memberId: number;

  beforeAll(async () => {
    // Pings every 200 ms and presence refreshed every 300 ms here (30 s each in production), so a silent
    // socket and an ended session are found quickly.
    stack = await startStack({ bff: { socketHeartbeatMs: 200, presenceRefreshMs: 300 } });
    memberId = (
      await registerMember(stack.upstreamUrl, {
        email: 'tabs@example.test',
        password: 'long enough password',
        nickname: 'Tabs',
      })
    ).id;
    await registerMember(stack.upstreamUrl, {
      email: 'watcher@example.test',
      password: 'long enough password',
      nickname: 'Watcher',
    });
    member = await new GraphQLSession(stack.bffUrl).login('tabs@example.test', 'long enough password');
    watcher = await new GraphQLSession(stack.bffUrl).login('watcher@example.test', 'long enough password');
  });
  afterAll(() => stack?.stop());

  const listeners = () => getEventListeners(stack.bff.eventTarget!, `viewer.event:${memberId}`).length;

  it('has the same listeners after 50 sockets opened and closed as before, and no warning', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    try {
      const baseline = listeners();
      const clients = Array.from({ length: 50 }, () => member.wsClient());
      await Promise.all(
        clients.map((client) => {
          const connected = nextConnected(client);
          subscribe(client, `subscription { viewerEvents { __typename } }`);
          return connected;
        }),
      );
      await expect.poll(listeners).toBe(baseline + 50);
      await Promise.all(clients.map((client) => client.dispose()));
      await expect.poll(listeners).toBe(baseline);
      expect(warnings).not.toContain('MaxListenersExceededWarning');
    } finally {
      process.off('warning', onWarning);
    }
  });

  it('closes a socket whose session ended without a word to the BFF, at its next presence refresh', async () => {
    const closer = await new GraphQLSession(stack.bffUrl).login('watcher@example.test', 'long enough password');
    const socket = new WebSocket(`${stack.bffUrl.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', {
      headers: { cookie: closer.cookie! },
    });
    const closed = new Promise<number>((resolve) => socket.once('close', resolve));
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'connection_init', payload: {} }));
    await new Promise((resolve) => socket.once('message', resolve)); // connection_ack
    socket.send(
      JSON.stringify({
        id: '1',
        type: 'subscribe',
        payload: { query: 'subscription { viewerEvents { __typename } }' },
      }),
    );
    const [watcherRow] = await stack.upstream.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'watcher@example.test'));
    // Subscribed (its listener is on the member's topic) before the session ends.
    await expect.poll(() => getEventListeners(stack.bff.eventTarget!, `viewer.event:${watcherRow.id}`).length).toBe(1);
    // Revoked in the database itself: no session.ended event reaches the BFF (as if it was lost).
    await stack.upstream.database.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(and(eq(sessions.userId, watcherRow.id), isNull(sessions.revokedAt)));
    expect(await closed).toBe(CLOSE_SESSION_ENDED);
    watcher = await new GraphQLSession(stack.bffUrl).login('watcher@example.test', 'long enough password');
  });

  it('takes a member offline once their vanished browser stops answering pings', async () => {
    const isOnline = async () =>
      (
        await watcher.request(`query($id: ID!) { node(id: $id) { ... on User { online } } }`, {
          id: Buffer.from(`User:${memberId}`).toString('base64'),
        })
      ).data.node.online;
    await expect.poll(isOnline).toBe(false); // the 50 sockets above are gone
    // A browser that went away without closing: its socket never answers a ping.
    const socket = new WebSocket(`${stack.bffUrl.replace('http', 'ws')}/graphql`, 'graphql-transport-ws', {
      headers: { cookie: member.cookie! },
      autoPong: false,
    });
    await new Promise((resolve) => socket.once('open', resolve));
    socket.send(JSON.stringify({ type: 'connection_init', payload: {} }));
    await new Promise((resolve) => socket.once('message', resolve)); // connection_ack
    socket.send(
      JSON.stringify({
        id: '1',
        type: 'subscribe',
        payload: { query: 'subscription { viewerEvents { __typename } }' },
      }),
    );
    await expect.poll(isOnline).toBe(true);
    await expect.poll(isOnline, { timeout: 5_000 }).toBe(false);
    expect(socket.readyState).toBe(WebSocket.CLOSED);
  });
});
