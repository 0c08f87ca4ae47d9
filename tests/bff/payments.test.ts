import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBff } from '../../bff/server';
import { GraphQLSession } from '../support/graphql-session';
import { creditCoins } from '../support/ledger';
import { startStack, type Stack } from '../support/stack';

/**
 * Issue 11: the sandbox payment provider's checkout page reaches the member's browser
 * through the BFF (its own origin) outside production, and never in production.
 */
describe('the sandbox checkout through the BFF', () => {
  let stack: Stack;
  let token: string;

  beforeAll(async () => {
    stack = await startStack();
    await stack.upstream.accounts.createMember({
      email: 'buyer@example.test',
      password: 'a good password',
      nickname: 'Buyer',
      language: 'en',
    });
    ({ token } = await stack.upstream.accounts.login({
      email: 'buyer@example.test',
      password: 'a good password',
      platform: 'Web',
      clientIp: '127.0.0.1',
    }));
  });
  afterAll(() => stack?.stop());

  const startPurchase = async () => {
    const response = await fetch(`${stack.upstreamUrl}/user-service/coin/recharge`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', platform: 'Web', language: 'ja', token },
      body: JSON.stringify({ id: 1, returnUrl: `${stack.bffUrl}/paySuccess` }),
    });
    return (await response.json()).data as { paymentId: string; approveUrl: string };
  };

  it('shows the labelled test page in the browser’s language and passes the member’s choice and the redirect back', async () => {
    const { paymentId, approveUrl } = await startPurchase();
    const page = await fetch(`${stack.bffUrl}${approveUrl}`, { headers: { 'accept-language': 'ja,en;q=0.8' } });
    expect(page.headers.get('content-type')).toContain('text/html');
    const text = await page.text();
    expect(text).toContain('テスト決済');
    // What is bought is named in the member's language too (the provider shows it as the item).
    expect(text).toContain('Across ゴールドコイン: 10');
    const paid = await fetch(`${stack.bffUrl}${approveUrl}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=pay',
      redirect: 'manual',
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`${stack.bffUrl}/paySuccess?payment=${paymentId}`);
    expect(
      (await stack.upstream.ledger.balances((await stack.upstream.accounts.authenticate(token)).userId)).coin,
    ).toBe(10);
  });

  it('does not pass it in production', async () => {
    const { approveUrl } = await startPurchase();
    const production = buildBff({
      port: 0,
      upstreamUrl: stack.upstreamUrl,
      webhookSecret: 'production-secret',
      production: true,
      secureCookies: true,
      webDist: undefined,
    });
    const url = await production.start();
    try {
      const page = await fetch(`${url}${approveUrl}`);
      expect(await page.text()).not.toContain('Test payment');
    } finally {
      await production.stop();
    }
  });

  it('answers a start past the member’s limit with RateLimitedError, in their language, with when to try again', async () => {
    await stack.upstream.accounts.createMember({
      email: 'eager@example.test',
      password: 'a good password',
      nickname: 'Eager',
      language: 'es',
    });
    const session = await new GraphQLSession(stack.bffUrl, 'es').login('eager@example.test', 'a good password');
    const start = () =>
      session.request(
        `mutation { coinPurchaseStart(input: { packageId: 1 }) { __typename ... on Error { message } ... on RateLimitedError { retryAfterSeconds } } }`,
      );
    for (let i = 0; i < 5; i++)
      expect((await start()).data.coinPurchaseStart.__typename).toBe('CoinPurchaseStartPayload');
    const refused = (await start()).data.coinPurchaseStart;
    expect(refused).toMatchObject({
      __typename: 'RateLimitedError',
      message: 'Has iniciado muchas compras en poco tiempo. Espera un momento y vuelve a intentarlo.',
    });
    expect(refused.retryAfterSeconds).toBeGreaterThanOrEqual(1);
  });

  it('shows the member’s real balances in the graph', async () => {
    const member = await stack.upstream.accounts.createMember({
      email: 'holder@example.test',
      password: 'a good password',
      nickname: 'Holder',
      language: 'en',
    });
    const session = await new GraphQLSession(stack.bffUrl).login('holder@example.test', 'a good password');
    await creditCoins(stack.upstream, member.id, 25, 'grant');
    const { data } = await session.request('{ viewer { goldCoins translationCharacters } }');
    expect(data.viewer).toEqual({ goldCoins: 25, translationCharacters: 0 });
  });
});
