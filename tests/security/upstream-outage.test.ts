import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GraphQLSession, nextClose, nextConnected, subscribe } from '../support/graphql-session';
import { registerMember, startStack, type Stack } from '../support/stack';

const VIEWER = `{ viewer { id user { nickname } } }`;

/**
 * Item 9: with upstream down or hung, the BFF answers quickly with a retryable error,
 * keeps the member's session (cookie and sockets), and closes new sockets with 1013 so
 * clients reconnect; once upstream is back, everything works again without a restart.
 */
describe('an upstream outage is retryable, never a bad session', () => {
  let stack: Stack;
  let session: GraphQLSession;
  const member = { email: 'outage@example.test', password: 'long enough password', nickname: 'Outage' };

  beforeAll(async () => {
    // Deadlines shortened so a hung upstream answers within the test; production's are in bff/constants.ts.
    stack = await startStack({ throughProxy: true, bff: { upstreamDeadlines: { readMs: 400, writeMs: 400 } } });
    await registerMember(stack.upstreamUrl, member);
    session = await new GraphQLSession(stack.bffUrl).login(member.email, member.password);
  });
  afterAll(() => stack?.stop());

  for (const failure of ['hang', 'refuse'] as const) {
    it(`answers SERVICE_UNAVAILABLE over HTTP and closes new sockets with 1013 when upstream ${failure === 'hang' ? 'hangs' : 'is down'}`, async () => {
      const cookie = session.cookie;
      stack.proxy![failure]();
      try {
        const answer = await session.request(VIEWER);
        expect(answer.errors).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'SERVICE_UNAVAILABLE', retryable: true }) })]);
        expect(answer.errors![0].message).not.toMatch(/undici|ECONN|timeout|127\.0\.0\.1/i);
        // Not mistaken for a bad session: the cookie stays.
        expect(session.cookie).toBe(cookie);

        const client = session.wsClient();
        const closed = nextClose(client);
        subscribe(client, `subscription { viewerEvents { __typename } }`);
        expect(await closed).toEqual({ code: 1013, reason: 'UPSTREAM_UNAVAILABLE' });
        await client.dispose();
      } finally {
        stack.proxy!.resume();
      }
      expect((await session.request(VIEWER)).data.viewer.user.nickname).toBe('Outage');
    });
  }

  it('keeps an open socket through an outage and answers its operations with the retryable error', async () => {
    const client = session.wsClient();
    let closes = 0;
    client.on('closed', () => closes++);
    const connected = nextConnected(client);
    subscribe(client, `subscription { viewerEvents { __typename } }`);
    await connected;
    stack.proxy!.refuse();
    try {
      const answer = await new Promise<any>((resolve) => {
        client.subscribe({ query: VIEWER }, { next: resolve, error: resolve, complete: () => {} });
      });
      expect(answer.errors).toEqual([expect.objectContaining({ extensions: expect.objectContaining({ code: 'SERVICE_UNAVAILABLE' }) })]);
    } finally {
      stack.proxy!.resume();
    }
    expect(closes).toBe(0);
    await client.dispose();
  });
});
