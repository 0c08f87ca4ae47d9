import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerTransactions, payments, rateLimits } from '../../upstream/db/schema';
import { joinMember, type TestMember } from '../support/members';
import { PAYPAL_CLIENT, startPayPalFake } from '../support/paypal-fake';
import { startTestUpstream, type TestUpstream } from '../support/upstream';

/**
 * Issue 11: the PayPal adapter (Orders v2, webhook verification) at its HTTP boundary,
 * against a local server speaking PayPal's documented shapes. On PostgreSQL, where
 * concurrent notices really race.
 */
describe('PayPal payments', () => {
  let api: TestUpstream;
  let paypal: Awaited<ReturnType<typeof startPayPalFake>>;
  let ana: TestMember;

  beforeAll(async () => {
    paypal = await startPayPalFake();
    api = await startTestUpstream('postgres', { config: { paypal: { apiUrl: paypal.url, ...PAYPAL_CLIENT } } });
    ana = await joinMember(api, 'Ana');
  });
  afterAll(async () => {
    await api?.stop();
    await paypal?.close();
  });

  const coins = async () => (await api.call('GET', '/pay/wallet', { token: ana.token })).data.goldCoin as number;
  const start = async () => {
    // These tests start more purchases than a member may in a minute.
    await api.upstream.database.db.delete(rateLimits);
    const started = await api.call('POST', '/pay/paypal-create-order', {
      token: ana.token,
      body: { id: 1, returnUrl: 'https://across.example/paySuccess' },
    });
    expect(started.code, started.msg).toBe(200);
    const [row] = await api.upstream.database.db.select().from(payments).where(eq(payments.id, started.data.paymentId));
    return { ...started.data, orderId: row.providerOrderId! } as {
      paymentId: string;
      approveUrl: string;
      orderId: string;
    };
  };
  const notify = (notice: { headers: Record<string, string>; body: string }) =>
    fetch(`${api.url}/user-service/pay/webhook/paypal`, {
      method: 'POST',
      headers: notice.headers,
      body: notice.body,
    }).then(async (response) => (await response.json()) as { code: number; data: any });

  it('creates the order with our payment as custom_id, a request id and the amount from the catalogue; the member approves on PayPal', async () => {
    const { paymentId, approveUrl, orderId } = await start();
    expect(approveUrl).toBe(`https://www.sandbox.paypal.com/checkoutnow?token=${orderId}`);
    const create = paypal.requests.find(
      (request) => request.method === 'POST' && request.path === '/v2/checkout/orders',
    )!;
    expect(create.headers.authorization).toMatch(/^Bearer A21AA/);
    expect(create.headers['paypal-request-id']).toBe(`create-${paymentId}`);
    expect(create.body).toMatchObject({
      intent: 'CAPTURE',
      purchase_units: [{ custom_id: paymentId, amount: { currency_code: 'USD', value: '10.00' } }],
      payment_source: {
        paypal: { experience_context: { return_url: `https://across.example/paySuccess?payment=${paymentId}` } },
      },
    });
  });

  it('captures when the member comes back, once, with PayPal-Request-Id, and credits the coins', async () => {
    const before = await coins();
    const { paymentId, orderId } = await start();
    // Back before approving: nothing is captured or credited.
    expect(
      (await api.call('POST', '/pay/paypal-success-pay', { token: ana.token, body: { paymentId } })).data.status,
    ).toBe('created');
    paypal.approve(orderId);
    const back = await api.call('POST', '/pay/paypal-success-pay', { token: ana.token, body: { paymentId } });
    expect(back.data).toMatchObject({ status: 'completed', goldCoin: 10 });
    await api.call('POST', '/pay/paypal-success-pay', { token: ana.token, body: { paymentId } });
    const captures = paypal.requests.filter((request) => request.path === `/v2/checkout/orders/${orderId}/capture`);
    expect(captures).toHaveLength(1);
    expect(captures[0].headers['paypal-request-id']).toBe(`capture-${orderId}`);
    expect(await coins()).toBe(before + 10);
    // One token served every call so far.
    expect(paypal.requests.filter((request) => request.path === '/v1/oauth2/token')).toHaveLength(1);
  });

  it('a genuine notice delivered 25 times at once captures and credits once; a forged or unsigned one, nothing', async () => {
    const before = await coins();
    const { paymentId, orderId } = await start();
    paypal.approve(orderId);
    const forged = await notify(paypal.notice(orderId, 'forged'));
    expect(forged.data.reason).toBe('PAYMENT_SIGNATURE');
    const unsigned = paypal.notice(orderId);
    delete (unsigned.headers as Record<string, string | undefined>)['paypal-transmission-sig'];
    expect((await notify(unsigned)).data.reason).toBe('PAYMENT_SIGNATURE');
    expect(await coins()).toBe(before);

    const answers = await Promise.all(Array.from({ length: 25 }, () => notify(paypal.notice(orderId))));
    for (const answer of answers) expect(answer.code).toBe(200);
    // One capture call at PayPal, whichever notice got there first.
    expect(paypal.requests.filter((request) => request.path === `/v2/checkout/orders/${orderId}/capture`)).toHaveLength(
      1,
    );
    expect(await coins()).toBe(before + 10);
    const { db } = api.upstream.database;
    expect(
      await db
        .select()
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.idempotencyKey, `payment:${paymentId}`)),
    ).toHaveLength(1);
    expect(await api.upstream.ledger.reconcile()).toEqual([]);
  });

  it('refuses an approved order whose amount, currency or reference is not the payment’s without capturing it: the payer is not charged', async () => {
    const before = await coins();
    const tampered = [
      (unit: any) => (unit.amount = { currency_code: 'USD', value: '1.00' }),
      (unit: any) => (unit.amount = { currency_code: 'EUR', value: '10.00' }),
      (unit: any) => (unit.custom_id = '00000000-0000-4000-8000-000000000000'),
    ];
    for (const [index, tamper] of tampered.entries()) {
      const { paymentId, orderId } = await start();
      tamper(paypal.orders.get(orderId)!.unit);
      paypal.approve(orderId);
      // The notice (many at once) and the member's return: nothing is captured or credited.
      const answers = await Promise.all(Array.from({ length: 5 }, () => notify(paypal.notice(orderId))));
      for (const answer of answers) expect(answer.code, `case ${index}`).toBe(200);
      expect(
        (await api.call('POST', '/pay/paypal-success-pay', { token: ana.token, body: { paymentId } })).data.status,
        `case ${index}`,
      ).toBe('cancelled');
      expect(
        paypal.requests.filter((request) => request.path === `/v2/checkout/orders/${orderId}/capture`),
        `case ${index}`,
      ).toEqual([]);
      expect(paypal.orders.get(orderId)!.status).toBe('APPROVED');
    }
    expect(await coins()).toBe(before);
    expect(await api.upstream.ledger.reconcile()).toEqual([]);
  });

  it('takes up a capture again when the one that claimed it failed', async () => {
    const before = await coins();
    const { paymentId, orderId } = await start();
    paypal.approve(orderId);
    paypal.failNextCapture();
    expect((await notify(paypal.notice(orderId))).code).toBe(500);
    expect(await coins()).toBe(before);
    // PayPal delivers the notice again (it was not acknowledged): this one captures.
    expect((await notify(paypal.notice(orderId))).code).toBe(200);
    expect((await api.call('GET', `/pay/payment?paymentId=${paymentId}`, { token: ana.token })).data.status).toBe(
      'completed',
    );
    expect(await coins()).toBe(before + 10);
  });
});
