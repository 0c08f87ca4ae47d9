import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, mallOrders, noticeGroups, users, webhookOutbox } from '../../upstream/db/schema';
import { creditCoins } from '../support/ledger';
import { ageOrder, befriend, buyBody, escrowCoins, goodsBySlug, setStock } from '../support/mall';
import { joinMember, type TestMember } from '../support/members';
import { BACKENDS, startTestUpstream, type TestUpstream } from '../support/upstream';
import { staffFactor } from '../support/staff';

describe.each(BACKENDS)('gift mall on %s', (backend) => {
  let api: TestUpstream;
  let ana: TestMember;
  let ben: TestMember;
  let cleo: TestMember;
  let keys = 0;
  const key = () => `buy-${++keys}`;
  const post = (who: TestMember, path: string, body: unknown, language = 'en') =>
    api.call('POST', path, { token: who.token, body, language });
  const get = (who: TestMember, path: string, language = 'en') => api.call('GET', path, { token: who.token, language });
  const coins = async (who: TestMember) => (await api.upstream.ledger.balances(who.id)).coin;

  beforeAll(async () => {
    api = await startTestUpstream(backend);
    ana = await joinMember(api, 'Ana');
    ben = await joinMember(api, 'Ben');
    cleo = await joinMember(api, 'Cleo');
    await befriend(api, ana.id, ben.id);
    await creditCoins(api.upstream, ana.id, 1000, 'start');
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('lists the categories and goods in the member’s language, with drawn pictures', async () => {
    const categories = (await get(ana, '/umall-classify/list', 'es')).data;
    expect(categories.map((category: { name: string }) => category.name)).toEqual([
      'Flores',
      'Bombones',
      'Peluches',
      'Perfumes',
      'Té',
      'Joyería',
    ]);
    const flowers = (await get(ana, `/umall-classify/goodlist?categoryId=${categories[0].id}&size=2`, 'de')).data;
    expect(flowers.total).toBe(4);
    expect(flowers.list[0]).toMatchObject({ name: 'Elf rote Rosen', goldCoin: 39, stock: 200, onSale: true });
    const picture = await fetch(`${api.url}${flowers.list[0].pictures[0]}`);
    expect(picture.headers.get('content-type')).toBe('image/svg+xml');
    expect(await picture.text()).toContain('<title>Eleven red roses</title>');
    expect((await get(ana, '/umall-classify/goodlist?categoryId=999')).data.reason).toBe('CATEGORY_NOT_FOUND');
    const batch = (await get(ana, `/umall-goods/batch?ids=${flowers.list[1].id},999`, 'ja')).data;
    expect(batch[0].name).toBe('ひまわりの花束');
    expect(batch[1]).toBeNull();
  });

  it('buys for a friend with the buyer’s address: confirmed, coins taken, a chat message and a notice', async () => {
    const roses = await goodsBySlug(api, 'red-roses');
    const before = await coins(ana);
    const answer = await post(ana, '/umall-goods/buy', buyBody(ben.id, roses.id, key(), { quantity: 2 }));
    expect(answer.code).toBe(200);
    expect(answer.data).toMatchObject({
      role: 'buyer',
      state: 'confirmed',
      payment: 'taken',
      fulfilment: 'not_shipped',
      quantity: 2,
      unitPrice: 39,
      goldCoin: 78,
      consignee: { name: 'Lucía García', address: 'Calle Mayor 1, 28013 Madrid' },
    });
    expect(answer.data.history.map((step: { what: string }) => step.what)).toEqual(['placed', 'confirmed']);
    expect(await coins(ana)).toBe(before - 78);
    expect((await goodsBySlug(api, 'red-roses')).stock).toBe(roses.stock - 2);
    expect(await escrowCoins(api)).toBe(0);
    const db = api.upstream.database.db;
    const [message] = await db
      .select()
      .from(chatMessages)
      .where(eq(chatMessages.clientId, `shop-gift-${answer.data.id}`));
    expect(message.custom).toMatchObject({ type: 'shop-gift', id: answer.data.id, amount: 2, note: 'Happy birthday!' });
    expect(JSON.stringify(message.custom)).not.toContain('78');
    const notices = (await get(ben, '/interact/list')).data.list;
    expect(notices[0]).toMatchObject({ kind: 'shop_gift', targetType: 'order', targetId: answer.data.id });
    const received = (await get(ben, '/umall-order/receiver')).data;
    expect(received.list[0]).toMatchObject({ role: 'recipient', quantity: 2, message: 'Happy birthday!' });
    expect(received.list[0].buyer.id).toBe(ana.id);
    expect(received.list[0]).not.toHaveProperty('goldCoin');
    expect(await api.upstream.ledger.reconcile()).toEqual([]);
  });

  it('asks the friend for their address: coins held until they give it, staff ship and deliver', async () => {
    const bear = await goodsBySlug(api, 'teddy-bear');
    const before = await coins(ana);
    const placed = (await post(ana, '/umall-goods/buy', buyBody(ben.id, bear.id, key(), { ask: true }))).data;
    expect(placed).toMatchObject({
      state: 'awaiting_address',
      payment: 'held',
      addressBy: 'recipient',
      consignee: null,
    });
    expect(await coins(ana)).toBe(before - 35);
    expect(await escrowCoins(api)).toBe(35);
    const given = await post(ben, '/umall-order/address', {
      id: placed.id,
      consignee: 'Ben Okafor',
      phone: '+44 20 7946 0000',
      address: '221B Baker Street, London',
    });
    expect(given.data).toMatchObject({ state: 'confirmed', payment: 'taken', consignee: { name: 'Ben Okafor' } });
    expect(await escrowCoins(api)).toBe(0);
    expect((await get(ana, `/umall-order/batch?ids=${placed.id}`)).data[0]).toMatchObject({
      state: 'confirmed',
      consignee: null,
    });
    // Giving it again, or declining now, changes nothing.
    expect((await post(ben, '/umall-order/decline', { id: placed.id })).data.reason).toBe('ORDER_CLOSED');
    expect(await coins(ana)).toBe(before - 35);

    const shipped = { id: placed.id, fulfilment: 'shipped' };
    expect((await post(ana, '/staff/orders/fulfilment', shipped)).data.reason).toBe('FORBIDDEN');
    expect((await get(ana, '/staff/orders')).data.reason).toBe('FORBIDDEN');
    await staffFactor(api, cleo, 'admin');
    const delivered = { id: placed.id, fulfilment: 'delivered' };
    expect((await post(cleo, '/staff/orders/fulfilment', delivered)).data.reason).toBe('FULFILMENT_OUT_OF_ORDER');
    expect((await post(cleo, '/staff/orders/fulfilment', shipped)).data).toMatchObject({
      role: 'staff',
      fulfilment: 'shipped',
    });
    expect((await post(cleo, '/staff/orders/fulfilment', delivered)).data).toMatchObject({
      fulfilment: 'delivered',
      consignee: { address: '221B Baker Street, London' },
    });
    const staffList = (await get(cleo, '/staff/orders?state=confirmed')).data;
    expect(staffList.list.map((order: { id: number }) => order.id)).toContain(placed.id);
    const history = (await get(ana, `/umall-order/batch?ids=${placed.id}`)).data[0].history;
    expect(history.map((step: { what: string; by: string }) => `${step.what}:${step.by}`)).toEqual([
      'placed:buyer',
      'confirmed:recipient',
      'shipped:staff',
      'delivered:staff',
    ]);
  });

  it('returns the coins and the stock once on a decline, a cancel or the expiry', async () => {
    const tea = await goodsBySlug(api, 'jasmine-tea');
    const before = await coins(ana);
    const order = async () =>
      (await post(ana, '/umall-goods/buy', buyBody(ben.id, tea.id, key(), { ask: true, quantity: 3 }))).data;
    const declined = await order();
    expect((await post(ben, '/umall-order/decline', { id: declined.id })).data).toMatchObject({
      state: 'declined',
      payment: 'returned',
    });
    expect((await post(ben, '/umall-order/decline', { id: declined.id })).data.reason).toBe('ORDER_CLOSED');
    const cancelled = await order();
    expect((await post(ben, '/umall-order/cancel', { id: cancelled.id })).data.reason).toBe('ORDER_NOT_FOUND');
    expect((await post(ana, '/umall-order/cancel', { id: cancelled.id })).data).toMatchObject({ state: 'cancelled' });
    const expiring = await order();
    expect(await api.upstream.mall.expireDue()).toBe(0);
    await ageOrder(api, expiring.id);
    expect(await api.upstream.mall.expireDue()).toBe(1);
    expect(await api.upstream.mall.expireDue()).toBe(0);
    expect((await get(ben, `/umall-order/batch?ids=${expiring.id}`)).data[0]).toMatchObject({
      state: 'expired',
      payment: 'returned',
      history: [{ what: 'placed' }, { what: 'expired', by: 'system' }],
    });
    expect(await coins(ana)).toBe(before);
    expect((await goodsBySlug(api, 'jasmine-tea')).stock).toBe(tea.stock);
    expect(await escrowCoins(api)).toBe(0);
    expect(await api.upstream.ledger.reconcile()).toEqual([]);
  });

  it('answers a repeated key with the first order, and refuses its reuse for another', async () => {
    const candle = await goodsBySlug(api, 'vanilla-candle');
    const body = buyBody(ben.id, candle.id, 'candle-once');
    const first = await post(ana, '/umall-goods/buy', body);
    const again = await post(ana, '/umall-goods/buy', body);
    expect(again.data.id).toBe(first.data.id);
    expect((await goodsBySlug(api, 'vanilla-candle')).stock).toBe(candle.stock - 1);
    const reused = await post(ana, '/umall-goods/buy', { ...body, quantity: 2 });
    expect(reused.data).toMatchObject({ reason: 'IDEMPOTENCY_KEY_REUSED', field: 'idempotencyKey' });
  });

  it('refuses a stranger, an empty stock, too few coins and bad input, changing nothing', async () => {
    const ring = await goodsBySlug(api, 'birthstone-ring');
    const db = api.upstream.database.db;
    const snapshot = async () => ({
      orders: (await db.select({ n: count() }).from(mallOrders))[0].n,
      outbox: (await db.select({ n: count() }).from(webhookOutbox))[0].n,
      notices: (await db.select({ n: count() }).from(noticeGroups))[0].n,
      stock: (await goodsBySlug(api, 'birthstone-ring')).stock,
      ana: await coins(ana),
      ben: await coins(ben),
    });
    const before = await snapshot();
    const refused = async (who: TestMember, body: Record<string, unknown>, reason: string, field?: string) => {
      const answer = await post(who, '/umall-goods/buy', body, 'de');
      expect(answer.data.reason, JSON.stringify(body)).toBe(reason);
      if (field) expect(answer.data.field).toBe(field);
      expect(answer.msg).not.toMatch(/^mall\./);
    };
    await refused(ana, buyBody(cleo.id, ring.id, key()), 'NOT_A_FRIEND', 'userId');
    await refused(ana, buyBody(ana.id, ring.id, key()), 'NOT_A_FRIEND', 'userId');
    await refused(ben, buyBody(ana.id, ring.id, key()), 'INSUFFICIENT_COINS');
    await refused(ana, buyBody(ben.id, 99999, key()), 'GOODS_NOT_FOUND');
    await setStock(api, ring.id, 1);
    await refused(ana, buyBody(ben.id, ring.id, key(), { quantity: 2 }), 'OUT_OF_STOCK');
    await setStock(api, ring.id, before.stock);
    const good = buyBody(ben.id, ring.id, key());
    await refused(ana, { ...good, quantity: 0 }, 'VALIDATION', 'quantity');
    await refused(ana, { ...good, quantity: 11 }, 'VALIDATION', 'quantity');
    await refused(ana, { ...good, quantity: '2' }, 'VALIDATION', 'quantity');
    await refused(ana, { ...good, message: 'x'.repeat(201) }, 'VALIDATION', 'message');
    await refused(ana, { ...good, phone: 'call me' }, 'VALIDATION', 'phone');
    await refused(ana, { ...good, consignee: ' ' }, 'VALIDATION', 'consignee');
    await refused(ana, { ...good, address: 'x'.repeat(301) }, 'VALIDATION', 'address');
    await refused(ana, { ...good, askRecipient: true }, 'VALIDATION', 'askRecipient');
    await refused(ana, { ...good, askRecipient: 'yes' }, 'VALIDATION', 'askRecipient');
    await refused(ana, { userId: ben.id, goodsId: ring.id, idempotencyKey: key() }, 'VALIDATION', 'address');
    await refused(ana, { ...good, userId: 'ben' }, 'VALIDATION', 'userId');
    await refused(ana, { ...good, idempotencyKey: 'no spaces allowed' }, 'VALIDATION', 'idempotencyKey');
    expect(await snapshot()).toEqual(before);
    expect(
      (await post(ana, '/umall-order/address', { id: 1, consignee: 'A', phone: '12', address: 'B' })).data.field,
    ).toBe('phone');
    expect((await post(ana, '/umall-order/decline', { id: 'x' })).data.field).toBe('id');
    expect((await get(ana, '/umall-order/batch?ids=')).data.field).toBe('ids');
    expect((await post(ben, '/staff/orders/fulfilment', { id: 1, fulfilment: 'lost' })).data.field).toBe('fulfilment');
  });
});
