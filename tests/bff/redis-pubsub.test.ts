import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBff, type Bff } from '../../bff/server';
import { GraphQLSession, nextClose, nextConnected, subscribe } from '../support/graphql-session';
import { registerMember, startStack, TEST_WEBHOOK_SECRET, type Stack } from '../support/stack';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const LOGIN = `mutation($input: SessionLoginInput!) { sessionLogin(input: $input) { __typename } }`;
const member = { email: 'olga@example.test', password: 'a good long password', nickname: 'Olga' };

describe('two BFF instances sharing Redis', () => {
  let stack: Stack; // upstream + BFF A (the one upstream's webhooks reach)
  let bffB: Bff;
  let bffBUrl: string;

  beforeAll(async () => {
    stack = await startStack({ redisUrl: REDIS_URL });
    bffB = buildBff({
      port: 0,
      upstreamUrl: stack.upstreamUrl,
      webhookSecret: TEST_WEBHOOK_SECRET,
      redisUrl: REDIS_URL,
      production: false,
    });
    bffBUrl = await bffB.start();
    await registerMember(stack.upstreamUrl, member);
  });
  afterAll(async () => {
    await bffB?.stop();
    await stack?.stop();
  });

  it('ends a socket on one instance when the session ends through the other', async () => {
    const onB = new GraphQLSession(bffBUrl);
    expect(
      (await onB.request(LOGIN, { input: { email: member.email, password: member.password } })).data.sessionLogin
        .__typename,
    ).toBe('SessionLoginPayload');
    const client = onB.wsClient();
    const connected = nextConnected(client);
    subscribe(client, `subscription { viewerEvents { __typename } }`);
    await connected;
    const closed = nextClose(client);

    const onA = new GraphQLSession(stack.bffUrl);
    expect(
      (await onA.request(LOGIN, { input: { email: member.email, password: member.password } })).data.sessionLogin
        .__typename,
    ).toBe('SessionLoginPayload');

    expect(await closed).toEqual({ code: 4401, reason: 'LOGGED_IN_ELSEWHERE' });
    await client.dispose();
  });
});
