import { createHmac } from 'node:crypto';
import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  albumPhotos,
  blocks,
  chatConversations,
  chatMessages,
  giftRecords,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  payments,
  redPackets,
  sandboxOrders,
  users,
  webhookOutbox,
} from '../../upstream/db/schema';
import { creditCoins } from '../support/ledger';
import { joinMember, type TestMember } from '../support/members';
import { BACKENDS, RECEIVER_SECRET, startTestUpstream, type TestUpstream } from '../support/upstream';

/** The sandbox provider's notice key, as upstream derives it from its webhook secret. */
const SANDBOX_SECRET = createHmac('sha256', RECEIVER_SECRET).update('sandbox-pay').digest('hex');
const sandboxNotice = (orderId: string, secret = SANDBOX_SECRET) => {
  const body = JSON.stringify({ type: 'order.completed', orderId });
  return { body, signature: `sha256=${createHmac('sha256', secret).update(body).digest('hex')}` };
};
const postNotice = (api: TestUpstream, notice: { body: string; signature?: string }) =>
  fetch(`${api.url}/user-service/pay/webhook/sandbox`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      platform: 'Web',
      ...(notice.signature ? { 'x-sandbox-signature': notice.signature } : {}),
    },
    body: notice.body,
  }).then(async (response) => (await response.json()) as { code: number; data: any });
/** Starts a coin purchase through the sandbox and answers the payment and its checkout page's address. */
const startPurchase = async (api: TestUpstream, who: TestMember, body: Record<string, unknown> = { id: 1 }) => {
  const started = await api.call('POST', '/coin/recharge', {
    token: who.token,
    body: { returnUrl: 'http://127.0.0.1:4000/paySuccess', ...body },
  });
  if (started.code !== 200) throw new Error(`recharge refused: ${started.msg}`);
  return started.data as { paymentId: string; approveUrl: string; goldCoin: number; price: number };
};
/** The member's choice on the sandbox's checkout page (a form post), as their browser sends it. */
const checkout = (api: TestUpstream, approveUrl: string, action: 'pay' | 'cancel') =>
  fetch(`${api.url}${approveUrl}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: `action=${action}`,
    redirect: 'manual',
  });

/** Issue 11: the ledger and spending coins (docs/contract.md "Economy"), on both backends. */
describe.each(BACKENDS)('economy on %s', (backend) => {
  let api: TestUpstream;
  let ana: TestMember;
  let ben: TestMember;
  let cleo: TestMember;
  let keys = 0;

  const db = () => api.upstream.database.db;
  const get = (who: TestMember, path: string, language = 'en') => api.call('GET', path, { token: who.token, language });
  const post = (who: TestMember, path: string, body: Record<string, unknown>, language = 'en') =>
    api.call('POST', path, { token: who.token, body, language });
  const key = () => `k-${++keys}`;
  const wallet = async (who: TestMember) => (await get(who, '/pay/wallet')).data;
  const credit = (who: TestMember, coins: number) => creditCoins(api.upstream, who.id, coins, key());
  /** The ledger's tables: a refused request must leave them as they were. */
  const snapshot = async () => ({
    accounts: await db().select().from(ledgerAccounts).orderBy(asc(ledgerAccounts.id)),
    transactions: (await db().select({ n: sql<number>`count(*)::int` }).from(ledgerTransactions))[0].n,
    entries: (await db().select({ n: sql<number>`count(*)::int` }).from(ledgerEntries))[0].n,
    gifts: (await db().select({ n: sql<number>`count(*)::int` }).from(giftRecords))[0].n,
    packets: (await db().select({ n: sql<number>`count(*)::int` }).from(redPackets))[0].n,
    messages: (await db().select({ n: sql<number>`count(*)::int` }).from(chatMessages))[0].n,
    members: await db()
      .select({ id: users.id, vipLevel: users.vipLevel, vipExpiresAt: users.vipExpiresAt })
      .from(users)
      .orderBy(asc(users.id)),
  });

  beforeAll(async () => {
    api = await startTestUpstream(backend);
    ana = await joinMember(api, 'Ana');
    ben = await joinMember(api, 'Ben');
    cleo = await joinMember(api, 'Cleo');
  });
  afterAll(() => api?.stop());
  beforeEach(async () => {
    await db().delete(ledgerEntries);
    await db().delete(ledgerTransactions);
    await db().delete(ledgerAccounts);
    await db().delete(giftRecords);
    await db().delete(payments);
    await db().delete(sandboxOrders);
    await db().delete(redPackets);
    await db().delete(chatConversations);
    await db().delete(chatMessages);
    await db().delete(blocks);
    await db().delete(albumPhotos);
    await db().update(users).set({
      vipLevel: 0,
      vipExpiresAt: null,
      paysForMessages: false,
      paysForPhotos: false,
      payNoticeDismissedAt: null,
      gender: 0,
    });
  });

  it('lists the catalogue: coin packages at about a dollar a coin, packs, memberships, gifts with icons, bill kinds in the member’s language', async () => {
    const coins = (await get(ana, '/coin/list')).data;
    expect(coins.length).toBeGreaterThan(3);
    for (const pack of coins) expect(pack.price).toBe(pack.goldCoin);
    const packs = (await get(ana, '/translate/list')).data;
    // A pack is always cheaper than paying 1 coin per 100 characters.
    for (const pack of packs) expect(pack.goldCoin).toBeLessThan(pack.character / 100);
    const plans = (await get(ana, '/vip/list')).data;
    expect(plans.map((plan: any) => plan.vipLevel)).toEqual(expect.arrayContaining([1, 2]));
    const gifts = (await get(ana, '/gift/list', 'de')).data;
    expect(gifts[0]).toMatchObject({ id: 1, name: 'Rose', goldCoin: 1 });
    const icon = await fetch(`${api.url}${gifts[0].icon}`);
    expect(icon.headers.get('content-type')).toBe('image/svg+xml');
    // Drawn, not an emoji in text (which needs an emoji font the device may lack); each gift its own.
    const svg = await icon.text();
    expect(svg).toMatch(/^<svg [^>]*viewBox="0 0 64 64"/);
    expect(svg).not.toContain('<text');
    expect(await (await fetch(`${api.url}${gifts[1].icon}`)).text()).not.toBe(svg);
    expect((await fetch(`${api.url}/user-service/gift/icon/unknown.svg`)).status).toBe(404);
    const kinds = (await get(ana, '/bill/type', 'es')).data;
    expect(kinds.find((kind: any) => kind.type === 'gift_sent').name).not.toBe('Gift sent');
  });

  it('buys a translation pack with coins: coins down, characters up, a bill line each, the ledger reconciled', async () => {
    await credit(ana, 50);
    const pack = (await get(ana, '/translate/list')).data[0];
    const bought = await post(ana, '/translate/recharge', { id: pack.id, idempotencyKey: 'pack-1' });
    expect(bought.code, bought.msg).toBe(200);
    expect(await wallet(ana)).toMatchObject({
      goldCoin: 50 - pack.goldCoin,
      character: pack.character,
      vipCharacter: 0,
      vipLevel: 0,
    });
    const bills = (await get(ana, '/bill/list')).data.list;
    expect(bills.map((bill: any) => [bill.type, bill.asset, bill.change])).toEqual(
      expect.arrayContaining([
        ['translation_pack', 'coin', -pack.goldCoin],
        ['translation_pack', 'character', pack.character],
        ['coin_purchase', 'coin', 50],
      ]),
    );
    expect((await get(ana, '/bill/list?type=coin_purchase')).data.list).toHaveLength(1);
    expect(await api.upstream.ledger.reconcile()).toEqual([]);
  });

  it('answers a retried purchase (same key) with the first result and moves value once; another purchase with that key is refused', async () => {
    await credit(ana, 100);
    const first = await post(ana, '/translate/recharge', { id: 1, idempotencyKey: 'same' });
    const again = await post(ana, '/pay/gold-coin-pay', { type: 'translate', id: 1, idempotencyKey: 'same' });
    expect(again).toEqual(first);
    expect((await wallet(ana)).goldCoin).toBe(100 - first.data.goldCoin);
    const before = await snapshot();
    const other = await post(ana, '/translate/recharge', { id: 2, idempotencyKey: 'same' }, 'de');
    expect(other).toMatchObject({ code: 400, data: { reason: 'IDEMPOTENCY_KEY_REUSED', field: 'idempotencyKey' } });
    expect(other.msg).not.toContain('purchase id');
    expect(await snapshot()).toEqual(before);
    // Keys are the member's own: Ben's "same" is another purchase.
    await credit(ben, 100);
    expect((await post(ben, '/translate/recharge', { id: 2, idempotencyKey: 'same' })).code).toBe(200);
  });

  it('refuses a purchase above the balance with INSUFFICIENT_COINS and changes nothing; the key stays usable', async () => {
    await credit(ana, 5);
    const before = await snapshot();
    const refused = await post(ana, '/vip/recharge', { id: 1, idempotencyKey: 'vip-try' });
    expect(refused).toMatchObject({ code: 400, data: { reason: 'INSUFFICIENT_COINS' } });
    expect(await snapshot()).toEqual(before);
    await credit(ana, 100);
    expect((await post(ana, '/vip/recharge', { id: 1, idempotencyKey: 'vip-try' })).code).toBe(200);
  });

  it('refuses bad input with the field named, changing nothing', async () => {
    await credit(ana, 100);
    const before = await snapshot();
    for (const [path, body, field] of [
      ['/translate/recharge', { id: 1 }, 'idempotencyKey'],
      ['/translate/recharge', { id: 1, idempotencyKey: 'x'.repeat(101) }, 'idempotencyKey'],
      ['/translate/recharge', { id: 1, idempotencyKey: 'white space' }, 'idempotencyKey'],
      ['/translate/recharge', { id: 99, idempotencyKey: key() }, 'id'],
      ['/vip/recharge', { id: 'one', idempotencyKey: key() }, 'id'],
      ['/pay/gold-coin-pay', { type: 'car', id: 1, idempotencyKey: key() }, 'type'],
      ['/gift/give-gifts', { userId: ben.id, giftId: 999, idempotencyKey: key() }, 'giftId'],
      ['/gift/give-gifts', { userId: ben.id, giftId: 1, count: 0, idempotencyKey: key() }, 'count'],
      ['/gift/give-gifts', { userId: ben.id, giftId: 1, count: 2.5, idempotencyKey: key() }, 'count'],
      ['/gift/give-gifts', { userId: ana.id, giftId: 1, idempotencyKey: key() }, 'userId'],
    ] as const) {
      const answer = await post(ana, path, body);
      expect(answer, `${path} ${JSON.stringify(body)}`).toMatchObject({
        code: 400,
        data: { reason: 'VALIDATION', field },
      });
    }
    expect((await get(ana, '/gift/records?type=both')).data).toMatchObject({ reason: 'VALIDATION', field: 'type' });
    expect((await get(ana, '/bill/list?type=bribe')).data).toMatchObject({ reason: 'VALIDATION', field: 'type' });
    expect(await snapshot()).toEqual(before);
  });

  it('buys a membership for oneself and extends it, and an upgrade for another member, who gets the level and characters at once', async () => {
    await credit(ana, 1000);
    const plans = (await get(ana, '/vip/list')).data;
    const vipMonth = plans.find((plan: any) => plan.vipLevel === 1 && plan.months === 1);
    const svipMonth = plans.find((plan: any) => plan.vipLevel === 2 && plan.months === 1);
    const mine = (await post(ana, '/vip/recharge', { id: vipMonth.id, idempotencyKey: key() })).data;
    expect(mine).toMatchObject({ vipLevel: 1, userId: ana.id });
    const again = (await post(ana, '/vip/recharge', { id: vipMonth.id, idempotencyKey: key() })).data;
    // The second month starts where the first ends.
    expect(again.vipExpiresAt - mine.vipExpiresAt).toBeGreaterThanOrEqual(28 * 86_400_000);
    // The month bought second is credited when it begins, not now.
    expect(await wallet(ana)).toMatchObject({ vipLevel: 1, vipCharacter: vipMonth.monthlyCharacter, freeGiftsLeft: 5 });

    const gift = await post(ana, '/pay/gold-coin-pay', {
      type: 'vip',
      id: svipMonth.id,
      userId: ben.id,
      idempotencyKey: key(),
    });
    expect(gift.code, gift.msg).toBe(200);
    expect(await wallet(ben)).toMatchObject({
      vipLevel: 2,
      goldCoin: 0,
      vipCharacter: svipMonth.monthlyCharacter,
      freeGiftsLeft: null,
    });
    // Ben's own info carries his balances; what others read of him carries his level, never his balances.
    expect((await get(ben, '/account/my-info')).data).toMatchObject({
      vipLevel: 2,
      userAccountVo: { goldCoin: 0, character: 0, vipCharacter: svipMonth.monthlyCharacter },
    });
    const seen = (await get(ana, `/user/info?userId=${ben.id}`)).data;
    expect(seen.vipLevel).toBe(2);
    expect(seen.userAccountVo).toBeUndefined();
    expect((await wallet(ana)).goldCoin).toBe(1000 - 2 * vipMonth.goldCoin - svipMonth.goldCoin);
    // Not for a member one may not reach.
    await db().insert(blocks).values({ blockerId: cleo.id, blockedId: ana.id });
    expect(
      (await post(ana, '/vip/recharge', { id: vipMonth.id, userId: cleo.id, idempotencyKey: key() })).data.reason,
    ).toBe('USER_NOT_FOUND');
    expect(await api.upstream.ledger.reconcile()).toEqual([]);
  });

  it('credits each month of a membership when it begins, once, and takes back what is left at its end, once', async () => {
    await credit(ana, 100);
    const plans = (await get(ana, '/vip/list')).data;
    const threeMonths = plans.find((plan: any) => plan.vipLevel === 1 && plan.months === 3);
    await post(ana, '/vip/recharge', { id: threeMonths.id, idempotencyKey: key() });
    const monthly = threeMonths.monthlyCharacter;
    expect((await wallet(ana)).vipCharacter).toBe(monthly);
    expect(await api.upstream.economy.creditDueMonths()).toBe(0); // the second month has not begun
    const [row] = await db().select().from(users).where(eq(users.id, ana.id));
    expect(row.vipAllowanceDueAt!.getTime()).toBeGreaterThan(Date.now() + 27 * 86_400_000);

    // The second month begins: credited once, whoever runs the pass.
    await db()
      .update(users)
      .set({ vipAllowanceDueAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, ana.id));
    expect(await api.upstream.economy.creditDueMonths()).toBe(1);
    expect(await api.upstream.economy.creditDueMonths()).toBe(0);
    expect((await wallet(ana)).vipCharacter).toBe(2 * monthly);

    // The membership ends: the level goes, and so do the characters left, once.
    await db()
      .update(users)
      .set({ vipExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, ana.id));
    expect(await api.upstream.economy.endExpired()).toBe(1);
    expect(await api.upstream.economy.endExpired()).toBe(0);
    expect(await wallet(ana)).toMatchObject({ vipLevel: 0, vipCharacter: 0 });
    expect((await get(ana, '/bill/list?type=membership_expiry')).data.list[0]).toMatchObject({
      asset: 'vip_character',
      change: -2 * monthly,
    });
    expect(await api.upstream.ledger.reconcile()).toEqual([]);
  });

  it('ends a membership at its end: the member is normal again', async () => {
    await credit(ana, 100);
    await post(ana, '/vip/recharge', { id: 1, idempotencyKey: key() });
    expect((await wallet(ana)).vipLevel).toBe(1);
    await db()
      .update(users)
      .set({ vipExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(users.id, ana.id));
    expect(await wallet(ana)).toMatchObject({ vipLevel: 0, vipExpiresAt: null, freeGiftsLeft: 0 });
    expect((await get(ben, `/user/info?userId=${ana.id}`)).data.vipLevel).toBe(0);
    expect((await get(ana, '/account/my-info')).data).toMatchObject({ vipLevel: 0, vipExpiresAt: null });
  });

  it('gives gifts: a VIP’s 5 free a month first, then coins; records for both sides; never across a block', async () => {
    await credit(ana, 100);
    await post(ana, '/vip/recharge', { id: 1, idempotencyKey: key() }); // 30 coins: 70 left
    const rose = (await get(ana, '/gift/list')).data.find((gift: any) => gift.id === 1);
    const four = await post(ana, '/gift/give-gifts', { userId: ben.id, giftId: 5, count: 4, idempotencyKey: key() });
    expect(four.data).toMatchObject({ free: true, goldCoin: 0 });
    expect((await wallet(ana)).freeGiftsLeft).toBe(1);
    // Two more do not fit in the one free gift left: both are paid.
    const two = await post(ana, '/gift/give-gifts', { userId: ben.id, giftId: 1, count: 2, idempotencyKey: key() });
    expect(two.data).toMatchObject({ free: false, goldCoin: 2 * rose.goldCoin });
    expect((await wallet(ana)).goldCoin).toBe(70 - 2 * rose.goldCoin);

    // Each gift shows in their chat as a custom message.
    const chat = (await get(ben, `/chat/history?userId=${ana.id}`)).data.list;
    expect(chat.map((message: any) => [message.type, message.custom])).toEqual([
      ['custom', { type: 'gift', id: 1, amount: 2, url: rose.icon }],
      ['custom', { type: 'gift', id: 5, amount: 4, url: expect.stringContaining('bouquet') }],
    ]);
    const received = (await get(ben, '/gift/records?type=received')).data;
    expect(received.total).toBe(2);
    expect(received.list[0]).toMatchObject({ name: 'Rose', number: 2, donor: { id: ana.id }, donee: null });
    const sent = (await get(ana, '/gift/records?type=sent&size=1')).data;
    expect(sent).toMatchObject({ total: 2, list: [{ number: 2, donee: { id: ben.id } }] });

    await db().insert(blocks).values({ blockerId: ben.id, blockedId: ana.id });
    const before = await snapshot();
    expect(
      (await post(ana, '/gift/give-gifts', { userId: ben.id, giftId: 1, idempotencyKey: key() })).data.reason,
    ).toBe('USER_NOT_FOUND');
    expect(await snapshot()).toEqual(before);
    expect(await api.upstream.ledger.reconcile()).toEqual([]);
  });

  it('refuses a paid gift above the balance and a gift to nobody', async () => {
    await credit(ana, 3);
    expect(
      (await post(ana, '/gift/give-gifts', { userId: ben.id, giftId: 3, idempotencyKey: key() })).data.reason,
    ).toBe('INSUFFICIENT_COINS');
    expect(
      (await post(ana, '/gift/give-gifts', { userId: 987654, giftId: 1, idempotencyKey: key() })).data.reason,
    ).toBe('USER_NOT_FOUND');
    expect((await wallet(ana)).goldCoin).toBe(3);
  });

  it('buys coins through the sandbox: a labelled test checkout, paid on the server, credited once by its signed notice', async () => {
    const purchase = await startPurchase(api, ana, { id: 2 });
    expect(purchase).toMatchObject({ goldCoin: 30, price: 30 });
    const page = await fetch(`${api.url}${purchase.approveUrl}`, { headers: { 'accept-language': 'de' } });
    const html = await page.text();
    expect(html).toContain('30.00 USD');
    expect(html).not.toContain('Test payment'); // in German
    const paid = await checkout(api, purchase.approveUrl, 'pay');
    expect(paid.status).toBe(303);
    expect(paid.headers.get('location')).toBe(`http://127.0.0.1:4000/paySuccess?payment=${purchase.paymentId}`);
    expect(await wallet(ana)).toMatchObject({ goldCoin: 30 });
    expect((await get(ana, `/pay/payment?paymentId=${purchase.paymentId}`)).data).toMatchObject({
      status: 'completed',
      goldCoin: 30,
    });
    // The member's return settles nothing twice; a second click on the page changes nothing.
    expect((await post(ana, '/pay/paypal-success-pay', { paymentId: purchase.paymentId })).data.status).toBe(
      'completed',
    );
    expect((await checkout(api, purchase.approveUrl, 'pay')).headers.get('location')).toBe(purchase.approveUrl);
    expect((await wallet(ana)).goldCoin).toBe(30);
    expect(
      (await db().select().from(webhookOutbox).where(eq(webhookOutbox.type, 'economy.wallet'))).some(
        (row) => (row.payload as any).userId === ana.id && (row.payload as any).reason === 'coin_purchase',
      ),
    ).toBe(true);
    // Another member cannot read it.
    expect((await get(ben, `/pay/payment?paymentId=${purchase.paymentId}`)).data.reason).toBe('PAYMENT_NOT_FOUND');
    expect((await get(ana, '/bill/list?type=coin_purchase')).data.list[0]).toMatchObject({ change: 30, asset: 'coin' });
    expect(await api.upstream.ledger.reconcile()).toEqual([]);
  });

  it('credits nothing for a cancelled checkout, a forged or unsigned notice, or an order whose amount is not the payment’s', async () => {
    const cancelled = await startPurchase(api, ana);
    const back = await checkout(api, cancelled.approveUrl, 'cancel');
    expect(back.headers.get('location')).toContain('outcome=cancelled');
    expect((await get(ana, `/pay/payment?paymentId=${cancelled.paymentId}`)).data.status).toBe('cancelled');

    const pending = await startPurchase(api, ana);
    const [order] = await db().select().from(sandboxOrders).where(eq(sandboxOrders.reference, pending.paymentId));
    expect((await postNotice(api, sandboxNotice(order.id, 'a guessed secret'))).data.reason).toBe('PAYMENT_SIGNATURE');
    expect((await postNotice(api, { body: sandboxNotice(order.id).body })).data.reason).toBe('PAYMENT_SIGNATURE');
    // A genuine notice, but the provider's record says the order is not paid: nothing.
    expect((await postNotice(api, sandboxNotice(order.id))).code).toBe(200);
    // The provider's record is what counts: paid, but for another amount than the payment.
    await db().update(sandboxOrders).set({ status: 'COMPLETED', amountCents: 1 }).where(eq(sandboxOrders.id, order.id));
    expect((await postNotice(api, sandboxNotice(order.id))).code).toBe(500);
    expect(await wallet(ana)).toMatchObject({ goldCoin: 0 });
    expect((await get(ana, `/pay/payment?paymentId=${pending.paymentId}`)).data.status).toBe('created');
  });

  it('refuses a purchase of no package, a fraction of a coin, too many coins or an unknown provider', async () => {
    for (const [body, field] of [
      [{ id: 99 }, 'packageId'],
      [{ goldCoin: 2.5 }, 'packageId'],
      [{ goldCoin: 0 }, 'packageId'],
      [{ goldCoin: 1_000_000 }, 'packageId'],
      [{ id: 1, provider: 'barter' }, 'provider'],
      [{ id: 1, returnUrl: 'javascript:alert(1)' }, 'returnUrl'],
    ] as const) {
      const answer = await post(ana, '/coin/recharge', { returnUrl: 'http://127.0.0.1:4000/paySuccess', ...body });
      expect(answer, JSON.stringify(body)).toMatchObject({ code: 400, data: { field } });
    }
    expect(await db().select().from(payments)).toEqual([]);
    // Any whole number of coins up to the maximum is a top-up.
    expect((await startPurchase(api, ana, { goldCoin: 7 })).price).toBe(7);
  });

  it('sends a red packet in chat: coins held until the recipient opens it once; an unopened one goes back once', async () => {
    await credit(ana, 100);
    const sent = await post(ana, '/chat/red-packet/send', {
      userId: ben.id,
      amount: 50,
      note: 'Feliz cumpleaños',
      idempotencyKey: key(),
    });
    expect(sent.code, sent.msg).toBe(200);
    expect((await wallet(ana)).goldCoin).toBe(50);
    const [message] = (await get(ben, `/chat/history?userId=${ana.id}`)).data.list;
    expect(message).toMatchObject({
      type: 'custom',
      from: ana.id,
      custom: { type: 'red-packet', id: sent.data.redPacketId, amount: 50, note: 'Feliz cumpleaños' },
    });
    const id = sent.data.redPacketId;
    // Only the recipient opens it; whoever is not one of the two does not even see it.
    expect((await post(ana, '/chat/red-packet/open', { redPacketId: id })).data.reason).toBe('RED_PACKET_UNAVAILABLE');
    expect((await get(cleo, `/chat/red-packet?redPacketId=${id}`)).data.reason).toBe('RED_PACKET_UNAVAILABLE');
    const opened = await post(ben, '/chat/red-packet/open', { redPacketId: id });
    expect(opened.data).toMatchObject({ amount: 50, status: 'opened' });
    // a second tap: the same answer, no second credit
    expect(await post(ben, '/chat/red-packet/open', { redPacketId: id })).toEqual(opened);
    expect((await wallet(ben)).goldCoin).toBe(50);
    expect((await get(ana, `/chat/red-packet?redPacketId=${id}`)).data).toMatchObject({ status: 'opened', amount: 50 });
    expect(await api.upstream.redPackets.returnExpired()).toBe(0);

    const unopened = (await post(ana, '/chat/red-packet/send', { userId: ben.id, amount: 20, idempotencyKey: key() }))
      .data.redPacketId;
    await db()
      .update(redPackets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(redPackets.id, unopened));
    expect(await api.upstream.redPackets.returnExpired()).toBe(1);
    expect(await api.upstream.redPackets.returnExpired()).toBe(0);
    expect((await wallet(ana)).goldCoin).toBe(50);
    expect((await post(ben, '/chat/red-packet/open', { redPacketId: unopened })).data.reason).toBe(
      'RED_PACKET_UNAVAILABLE',
    );
    expect((await get(ana, '/bill/list?type=red_packet_returned')).data.list[0]).toMatchObject({ change: 20 });
    expect(await api.upstream.ledger.reconcile()).toEqual([]);
  });

  it('refuses a red packet of a bad amount, above the balance, or across a block, changing nothing', async () => {
    await credit(ana, 30);
    const before = await snapshot();
    for (const amount of [0, -5, 2.5, '10', 1_000_000]) {
      expect(
        (await post(ana, '/chat/red-packet/send', { userId: ben.id, amount, idempotencyKey: key() })).data,
        String(amount),
      ).toMatchObject({ reason: 'VALIDATION', field: 'amount' });
    }
    expect(
      (
        await post(ana, '/chat/red-packet/send', {
          userId: ben.id,
          amount: 10,
          note: 'x'.repeat(61),
          idempotencyKey: key(),
        })
      ).data.field,
    ).toBe('note');
    expect(
      (await post(ana, '/chat/red-packet/send', { userId: ben.id, amount: 31, idempotencyKey: key() })).data.reason,
    ).toBe('INSUFFICIENT_COINS');
    expect(
      (await post(ana, '/chat/red-packet/send', { userId: 987654, amount: 1, idempotencyKey: key() })).data.reason,
    ).toBe('USER_NOT_FOUND');
    await db().insert(blocks).values({ blockerId: ben.id, blockedId: ana.id });
    expect(
      (await post(ana, '/chat/red-packet/send', { userId: ben.id, amount: 10, idempotencyKey: key() })).data.reason,
    ).toBe('BLOCKED');
    expect(await snapshot()).toEqual(before);
  });

  it('charges a member who pays for messages 1 coin for the first message with a new contact, once per pair; replies, gifts and customer service are free', async () => {
    await db().update(users).set({ paysForMessages: true }).where(eq(users.id, ana.id));
    const send = (from: TestMember, to: TestMember | number, clientId: string) =>
      post(from, '/chat/send', { userId: typeof to === 'number' ? to : to.id, type: 'txt', msg: 'hello', clientId });
    // No coins: the first message is refused and nothing is written.
    const before = await snapshot();
    expect((await send(ana, ben, 'first-1')).data.reason).toBe('INSUFFICIENT_COINS');
    expect(await snapshot()).toEqual(before);
    await credit(ana, 5);
    expect((await send(ana, ben, 'first-2')).code).toBe(200);
    expect((await send(ana, ben, 'second')).code).toBe(200);
    expect((await wallet(ana)).goldCoin).toBe(4);
    expect((await get(ana, '/bill/list?type=unlock')).data.list).toEqual([
      expect.objectContaining({ change: -1, asset: 'coin' }),
    ]);
    // Cleo wrote to Ana first: Ana's reply is free.
    expect((await send(cleo, ana, 'from-cleo')).code).toBe(200);
    expect((await send(ana, cleo, 'reply')).code).toBe(200);
    expect((await wallet(ana)).goldCoin).toBe(4);
    // Customer service is free.
    const service = await api.upstream.chat.serviceAccount();
    expect((await send(ana, service, 'help')).code).toBe(200);
    expect((await wallet(ana)).goldCoin).toBe(4);
    // A member who does not pay for messages pays nothing.
    expect((await send(ben, cleo, 'ben-first')).code).toBe(200);
    expect(await api.upstream.ledger.reconcile()).toEqual([]);
  });

  it('locks another member’s photos for a member who pays for photos until they pay 3 coins, once', async () => {
    await db()
      .insert(albumPhotos)
      .values([1, 2].map((n) => ({ userId: ben.id, key: `album/ben-${n}.jpg`, width: 10, height: 10 })));
    const album = () => get(ana, `/album/list?userId=${ben.id}`);
    expect((await album()).data).toMatchObject({ total: 2, locked: false });
    await db().update(users).set({ paysForPhotos: true }).where(eq(users.id, ana.id));
    expect((await album()).data).toEqual({ total: 2, locked: true, unlockPrice: 3, list: [] });
    // Her own album stays hers.
    expect((await get(ana, '/album/list')).data.locked).toBe(false);
    const before = await snapshot();
    expect((await post(ana, '/album/unlock', { userId: ben.id })).data.reason).toBe('INSUFFICIENT_COINS');
    expect(await snapshot()).toEqual(before);
    await credit(ana, 10);
    const first = await post(ana, '/album/unlock', { userId: ben.id });
    expect(first.data).toEqual({ unlock: 'photos', userId: ben.id, goldCoin: 3 });
    expect((await post(ana, '/album/unlock', { userId: ben.id })).data).toEqual(first.data);
    expect((await wallet(ana)).goldCoin).toBe(7);
    const open = (await album()).data;
    expect(open.locked).toBe(false);
    expect(open.list).toHaveLength(2);
    expect((await post(ana, '/album/unlock', { userId: ana.id })).data.field).toBe('userId');
    expect((await post(ana, '/album/unlock', { userId: 987654 })).data.reason).toBe('USER_NOT_FOUND');
    expect(await api.upstream.ledger.reconcile()).toEqual([]);
  });

  it('shows the pay notice to a male member who pays, until he dismisses it', async () => {
    const notice = async () => (await get(ana, '/account/my-info')).data;
    expect(await notice()).toMatchObject({ isPayMsg: 0, isBurnPayMsg: 0, payNotice: false });
    await db().update(users).set({ paysForPhotos: true, gender: 1 }).where(eq(users.id, ana.id));
    expect(await notice()).toMatchObject({ isPayMsg: 0, isBurnPayMsg: 1, payNotice: true });
    expect((await post(ana, '/message/update_alert_status', { type: 'other' })).data.field).toBe('type');
    expect((await post(ana, '/message/update_alert_status', { type: 'pay' })).code).toBe(200);
    expect((await notice()).payNotice).toBe(false);
    // Another member never sees these.
    const seen = (await get(ben, `/user/info?userId=${ana.id}`)).data;
    expect(seen).not.toHaveProperty('isPayMsg');
    expect(seen).not.toHaveProperty('payNotice');
  });

  it('gives customer service no gifts or red packets', async () => {
    await credit(ana, 50);
    const service = await api.upstream.chat.serviceAccount();
    const before = await snapshot();
    expect(
      (await post(ana, '/gift/give-gifts', { userId: service, giftId: 1, idempotencyKey: key() })).data.reason,
    ).toBe('USER_NOT_FOUND');
    expect(
      (await post(ana, '/chat/red-packet/send', { userId: service, amount: 5, idempotencyKey: key() })).data.reason,
    ).toBe('USER_NOT_FOUND');
    expect(await snapshot()).toEqual(before);
  });

  it('keeps a member balance from going negative in the database itself', async () => {
    await credit(ana, 1);
    const error = await db()
      .update(ledgerAccounts)
      .set({ balance: -1 })
      .where(eq(ledgerAccounts.userId, ana.id))
      .then(
        () => undefined,
        (failure: Error & { cause?: Error }) => failure,
      );
    expect(error?.cause?.message).toMatch(/ledger_accounts_member_not_negative/);
  });

  it('finds what does not reconcile', async () => {
    await credit(ana, 10);
    expect(await api.upstream.ledger.reconcile()).toEqual([]);
    await db().update(ledgerAccounts).set({ balance: 11 }).where(eq(ledgerAccounts.userId, ana.id));
    expect(await api.upstream.ledger.reconcile()).toEqual([
      `member ${ana.id}'s coin balance is 11, its entries sum to 10`,
    ]);
  });
});

/** Races only show on PostgreSQL (PGlite is one connection). */
describe('economy under concurrency on postgres', () => {
  let api: TestUpstream;
  let ana: TestMember;
  let ben: TestMember;

  beforeAll(async () => {
    api = await startTestUpstream('postgres');
    ana = await joinMember(api, 'Ana');
    ben = await joinMember(api, 'Ben');
  });
  afterAll(() => api?.stop());

  const credit = (who: TestMember, coins: number, key: string) => creditCoins(api.upstream, who.id, coins, key);

  it('1,000 concurrent spends of 1 coin on 500: exactly 500 succeed and the balance ends at 0', async () => {
    await credit(ana, 500, 'grant-500');
    const spend = (n: number) =>
      api.upstream.ledger
        .post({ userId: ana.id, key: `spend-${n}`, kind: 'unlock', request: { n } }, async () => ({
          legs: [
            { account: { userId: ana.id }, asset: 'coin', amount: -1 },
            { account: { system: 'spent' }, asset: 'coin', amount: 1 },
          ],
          result: { n },
        }))
        .then(
          () => 'ok',
          (error) => error.reason,
        );
    const outcomes = await Promise.all(Array.from({ length: 1000 }, (_, n) => spend(n)));
    expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(500);
    expect(outcomes.filter((outcome) => outcome === 'INSUFFICIENT_COINS')).toHaveLength(500);
    expect((await api.upstream.ledger.balances(ana.id)).coin).toBe(0);
    expect(await api.upstream.ledger.reconcile()).toEqual([]);
  });

  it('the same purchase retried 10 times at once with one key: one movement, ten identical answers', async () => {
    await credit(ben, 100, 'grant-100');
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        api.call('POST', '/translate/recharge', { token: ben.token, body: { id: 1, idempotencyKey: 'once' } }),
      ),
    );
    for (const answer of answers) expect(answer).toEqual(answers[0]);
    expect(answers[0].code).toBe(200);
    const { db } = api.upstream.database;
    const movements = await db.select().from(ledgerTransactions).where(eq(ledgerTransactions.idempotencyKey, 'once'));
    expect(movements).toHaveLength(1);
    expect((await api.upstream.ledger.balances(ben.id)).coin).toBe(100 - answers[0].data.goldCoin);
    expect(await api.upstream.ledger.reconcile()).toEqual([]);
  });

  it('a notice delivered 25 times at once, and the member’s return beside it, credit once', async () => {
    const purchase = await startPurchase(api, ana);
    const { db } = api.upstream.database;
    const [order] = await db.select().from(sandboxOrders).where(eq(sandboxOrders.reference, purchase.paymentId));
    await db.update(sandboxOrders).set({ status: 'COMPLETED' }).where(eq(sandboxOrders.id, order.id));
    const before = (await api.upstream.ledger.balances(ana.id)).coin;
    const answers = await Promise.all([
      ...Array.from({ length: 25 }, () => postNotice(api, sandboxNotice(order.id))),
      api.call('POST', '/pay/paypal-success-pay', { token: ana.token, body: { paymentId: purchase.paymentId } }),
    ]);
    for (const answer of answers) expect(answer.code).toBe(200);
    expect((await api.upstream.ledger.balances(ana.id)).coin).toBe(before + purchase.goldCoin);
    expect(
      await db
        .select()
        .from(ledgerTransactions)
        .where(eq(ledgerTransactions.idempotencyKey, `payment:${purchase.paymentId}`)),
    ).toHaveLength(1);
    expect(await api.upstream.ledger.reconcile()).toEqual([]);
  });

  it('a red packet opened from two tabs at once is credited once; opening and returning at once, one of them happens', async () => {
    const { db } = api.upstream.database;
    await credit(ana, 100, 'grant-packets');
    const send = async (amount: number, idempotencyKey: string) =>
      (
        await api.call('POST', '/chat/red-packet/send', {
          token: ana.token,
          body: { userId: ben.id, amount, idempotencyKey },
        })
      ).data.redPacketId as number;
    const id = await send(10, 'packet-1');
    const before = (await api.upstream.ledger.balances(ben.id)).coin;
    const tabs = await Promise.all(
      [0, 1].map(() => api.call('POST', '/chat/red-packet/open', { token: ben.token, body: { redPacketId: id } })),
    );
    expect(tabs[0]).toEqual(tabs[1]);
    expect(tabs[0].data).toMatchObject({ amount: 10, status: 'opened' });
    expect((await api.upstream.ledger.balances(ben.id)).coin).toBe(before + 10);

    const racing = await send(7, 'packet-2');
    await db
      .update(redPackets)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(redPackets.id, racing));
    const [opening, returned] = await Promise.all([
      api.call('POST', '/chat/red-packet/open', { token: ben.token, body: { redPacketId: racing } }),
      api.upstream.redPackets.returnExpired(),
    ]);
    expect((opening.code === 200 ? 1 : 0) + returned).toBe(1);
    expect(await api.upstream.ledger.reconcile()).toEqual([]);
  });

  it('two first messages at once from a member who pays: charged once', async () => {
    const dan = await joinMember(api, 'Dan'); // a new contact: no message between them yet
    await api.upstream.database.db.update(users).set({ paysForMessages: true }).where(eq(users.id, ana.id));
    const coins = async () => (await api.call('GET', '/pay/wallet', { token: ana.token })).data.goldCoin as number;
    await credit(ana, 10, 'grant-first-messages');
    const before = await coins();
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, n) =>
        api.call('POST', '/chat/send', {
          token: ana.token,
          body: { userId: dan.id, type: 'txt', msg: `hi ${n}`, clientId: `race-${n}` },
        }),
      ),
    );
    expect(answers.map((answer) => answer.code)).toEqual([200, 200, 200, 200, 200]);
    expect(await coins()).toBe(before - 1);
    expect(await api.upstream.ledger.reconcile()).toEqual([]);
  });

  it('two gifts at once do not both take a VIP’s last free gift', async () => {
    const { db } = api.upstream.database;
    await credit(ben, 100, 'grant-gifts');
    await api.call('POST', '/vip/recharge', { token: ben.token, body: { id: 1, idempotencyKey: 'ben-vip' } });
    await api.call('POST', '/gift/give-gifts', {
      token: ben.token,
      body: { userId: ana.id, giftId: 1, count: 4, idempotencyKey: 'four' },
    });
    const both = await Promise.all(
      ['a', 'b'].map((name) =>
        api.call('POST', '/gift/give-gifts', {
          token: ben.token,
          body: { userId: ana.id, giftId: 1, idempotencyKey: `last-${name}` },
        }),
      ),
    );
    expect(both.map((answer) => answer.data.free).sort()).toEqual([false, true]);
    const free = await db.select().from(giftRecords).where(eq(giftRecords.free, true));
    expect(free.reduce((sum, record) => sum + record.count, 0)).toBe(5);
  });
});
