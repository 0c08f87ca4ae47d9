import { getEventListeners } from 'node:events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE, UPSTREAM_PROBE_INTERVAL_MS } from '../../bff/constants';
import type { Client } from 'graphql-ws';
import { GraphQLSession, nextClose, subscribe } from '../support/graphql-session';
import { registerMember, startStack, type Stack } from '../support/stack';

const VIEWER = `{ viewer { id user { nickname } } }`;

/** Upstream is back: the BFF's breaker closes once its own probe is answered (every UPSTREAM_PROBE_INTERVAL_MS). */
async function back(stack: Stack) {
  stack.proxy!.resume();
  await expect
    .poll(async () => (await fetch(`${stack.bffUrl}/healthz/upstream`)).status, {
      timeout: 5 * UPSTREAM_PROBE_INTERVAL_MS,
    })
    .toBe(200);
}

/**
 * Item 9: with upstream down or hung, the BFF answers quickly with a retryable error,
 * keeps the member's session (cookie and sockets), and closes new sockets with 1013 so
 * clients reconnect; once upstream is back, everything works again without a restart.
 */
describe('an upstream outage is retryable, never a bad session', () => {
  let stack: Stack;
  let session: GraphQLSession;
  let memberId: number;
  const member = { email: 'outage@example.test', password: 'long enough password', nickname: 'Outage' };

  beforeAll(async () => {
    // Deadlines shortened so a hung upstream answers within the test; production's are in bff/constants.ts.
    // No token is taken as confirmed: every operation asks upstream who it is, as once an
    // outage has lasted longer than the minute the BFF trusts a confirmation.
    stack = await startStack({
      throughProxy: true,
      bff: { upstreamDeadlines: { readMs: 400, writeMs: 400 }, knownSessionTtlMs: 0 },
    });
    memberId = (await registerMember(stack.upstreamUrl, member)).id;
    session = await new GraphQLSession(stack.bffUrl).login(member.email, member.password);
  });
  afterAll(() => stack?.stop());

  /**
   * Subscribes to the member's events on `client` and waits until the BFF listens for them (it asks upstream who the
   * member is first).
   */
  async function listening(client: Client) {
    const listeners = () => getEventListeners(stack.bff.eventTarget!, `viewer.event:${memberId}`).length;
    const before = listeners();
    subscribe(client, `subscription { viewerEvents { __typename } }`);
    await expect.poll(listeners).toBeGreaterThan(before);
  }

  for (const failure of ['hang', 'refuse'] as const) {
    it(`answers SERVICE_UNAVAILABLE over HTTP and closes new sockets with 1013 when upstream ${failure === 'hang' ? 'hangs' : 'is down'}`, async () => {
      const cookie = session.cookie;
      stack.proxy![failure]();
      try {
        const answer = await session.request(VIEWER);
        expect(answer.errors).toEqual([
          expect.objectContaining({
            extensions: expect.objectContaining({ code: 'SERVICE_UNAVAILABLE', retryable: true }),
          }),
        ]);
        expect(answer.errors![0].message).not.toMatch(/undici|ECONN|timeout|127\.0\.0\.1/i);
        // Not mistaken for a bad session: the cookie stays.
        expect(session.cookie).toBe(cookie);

        const client = session.wsClient();
        const closed = nextClose(client);
        subscribe(client, `subscription { viewerEvents { __typename } }`);
        expect(await closed).toEqual({ code: 1013, reason: 'UPSTREAM_UNAVAILABLE' });
        await client.dispose();
      } finally {
        await back(stack);
      }
      expect((await session.request(VIEWER)).data.viewer.user.nickname).toBe('Outage');
    });
  }

  it('keeps an open socket through an outage and answers its operations with the retryable error', async () => {
    const client = session.wsClient();
    let closes = 0;
    client.on('closed', () => closes++);
    await listening(client);
    stack.proxy!.refuse();
    try {
      const answer = await new Promise<any>((resolve) => {
        client.subscribe({ query: VIEWER }, { next: resolve, error: resolve, complete: () => {} });
      });
      expect(answer.errors).toEqual([
        expect.objectContaining({ extensions: expect.objectContaining({ code: 'SERVICE_UNAVAILABLE' }) }),
      ]);
    } finally {
      await back(stack);
    }
    expect(closes).toBe(0);
    await client.dispose();
  });

  it('answers node(id:) of the viewer and of a conversation with the retryable error, over HTTP and the socket, never with null (a null would read as logged out, or as no conversation)', async () => {
    const cookie = session.cookie;
    const viewerId = Buffer.from(`Viewer:${memberId}`).toString('base64');
    const peer = await registerMember(stack.upstreamUrl, {
      email: 'outage-peer@example.test',
      password: member.password,
      nickname: 'Peer',
    });
    const conversationId = Buffer.from(`Conversation:${memberId}.${peer.id}`).toString('base64');
    const NODE = `{ node(id: "${viewerId}") { id } conversation: node(id: "${conversationId}") { id } }`;
    const client = session.wsClient();
    await listening(client);
    stack.proxy!.refuse();
    try {
      for (const answer of [
        await session.request(NODE),
        await new Promise<any>((resolve) =>
          client.subscribe({ query: NODE }, { next: resolve, error: resolve, complete: () => {} }),
        ),
      ]) {
        expect(answer.data).toEqual({ node: null, conversation: null });
        for (const path of [['node'], ['conversation']]) {
          expect(answer.errors).toContainEqual(
            expect.objectContaining({
              path,
              extensions: expect.objectContaining({ code: 'SERVICE_UNAVAILABLE', retryable: true }),
            }),
          );
        }
      }
      expect(session.cookie).toBe(cookie);
    } finally {
      await back(stack);
    }
    const after = await session.request(NODE);
    expect(after.errors).toBeUndefined();
    expect(after.data.node).toEqual({ id: viewerId });
    await client.dispose();
  });

  it('logs out of the browser even when upstream cannot be told: the cookie goes, and the answer says the token was not revoked', async () => {
    const leaving = await new GraphQLSession(stack.bffUrl).login(member.email, member.password);
    const token = leaving.cookie;
    stack.proxy!.refuse();
    try {
      const answer = await leaving.request(`mutation { sessionLogout { viewer { id } } }`);
      expect(answer.errors).toEqual([
        expect.objectContaining({ extensions: expect.objectContaining({ code: 'SERVICE_UNAVAILABLE' }) }),
      ]);
      expect(leaving.lastSetCookie).toMatch(new RegExp(`^${SESSION_COOKIE}=;.*Max-Age=0`));
      expect(leaving.cookie).toBeUndefined();
    } finally {
      await back(stack);
    }
    // The token itself lives on upstream until it expires; only this browser forgot it.
    const kept = new GraphQLSession(stack.bffUrl);
    kept.cookie = token;
    expect((await kept.request(VIEWER)).data.viewer.user.nickname).toBe('Outage');
  });
});

describe('once upstream could not be reached, the BFF answers at once until upstream answers again', () => {
  /** So long that a call that waited for it could not have answered within the test. */
  const DEADLINE_MS = 25_000;
  let stack: Stack;
  let session: GraphQLSession;
  const member = { email: 'breaker@example.test', password: 'long enough password', nickname: 'Breaker' };
  const health = async () => (await fetch(`${stack.bffUrl}/healthz/upstream`)).status;
  const unavailable = [
    expect.objectContaining({ extensions: expect.objectContaining({ code: 'SERVICE_UNAVAILABLE', retryable: true }) }),
  ];

  beforeAll(async () => {
    stack = await startStack({
      throughProxy: true,
      bff: { upstreamDeadlines: { readMs: DEADLINE_MS, writeMs: DEADLINE_MS }, knownSessionTtlMs: 0 },
    });
    await registerMember(stack.upstreamUrl, member);
    session = await new GraphQLSession(stack.bffUrl).login(member.email, member.password);
  });
  afterAll(() => stack?.stop());

  it('answers SERVICE_UNAVAILABLE without asking a hung upstream, and closes by its own probe once upstream answers', async () => {
    expect(await health()).toBe(200);
    stack.proxy!.refuse();
    // A call finds upstream gone: the breaker opens.
    expect((await session.request(VIEWER)).errors).toEqual(unavailable);
    expect(await health()).toBe(503);

    // Upstream now hangs: a call sent to it would wait its whole deadline. None is sent.
    stack.proxy!.hang();
    const sent = stack.bff.transport.requestCount;
    const asked = Date.now();
    const visitor = new GraphQLSession(stack.bffUrl);
    for (const answer of [
      await session.request(VIEWER),
      await session.request(`{ membersToMeet(first: 5) { edges { node { id } } } }`),
      await visitor.request(`mutation($input: SessionLoginInput!) { sessionLogin(input: $input) { __typename } }`, {
        input: { email: member.email, password: member.password },
      }),
    ]) {
      expect(answer.errors).toEqual(unavailable);
    }
    // A new socket is told to try again later, at once too.
    const client = session.wsClient();
    const closed = nextClose(client);
    subscribe(client, `subscription { viewerEvents { __typename } }`);
    expect(await closed).toEqual({ code: 1013, reason: 'UPSTREAM_UNAVAILABLE' });
    await client.dispose();
    expect(stack.bff.transport.requestCount).toBe(sent);
    expect(Date.now() - asked).toBeLessThan(DEADLINE_MS); // a generous bound: none of them waited for upstream

    // Upstream answers again: the breaker's own probe finds it, with nothing else asking.
    stack.proxy!.resume();
    await expect.poll(health, { timeout: 5 * UPSTREAM_PROBE_INTERVAL_MS }).toBe(200);
    expect(stack.bff.transport.requestCount).toBe(sent);
    expect((await session.request(VIEWER)).data.viewer.user.nickname).toBe('Breaker');
  }, 60_000);
});
