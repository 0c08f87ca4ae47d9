import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mallGoodsChanges, mallOrders, users } from '../../upstream/db/schema';
import { ensureCatalogue } from '../../upstream/mall/seed';
import { creditCoins } from '../support/ledger';
import { befriend, buyBody, goodsBySlug } from '../support/mall';
import { joinMember, type TestMember } from '../support/members';
import { staffFactor } from '../support/staff';
import { BACKENDS, startTestUpstream, type TestUpstream } from '../support/upstream';

/** Admins' catalogue and orders by stage (docs/contract.md "Staff: the mall's catalogue"), on both backends. */
describe.each(BACKENDS)('staff: the mall’s catalogue and orders on %s', (backend) => {
  let api: TestUpstream;
  let ana: TestMember;
  let ben: TestMember;
  let admin: TestMember;
  let moderator: TestMember;
  let unverified: TestMember;
  let keys = 0;
  const post = (who: TestMember, path: string, body: unknown, language = 'en') =>
    api.call('POST', path, { token: who.token, body, language });
  const get = (who: TestMember, path: string, language = 'en') => api.call('GET', path, { token: who.token, language });

  beforeAll(async () => {
    api = await startTestUpstream(backend);
    ana = await joinMember(api, 'Ana');
    ben = await joinMember(api, 'Ben');
    admin = await joinMember(api, 'Ada');
    moderator = await joinMember(api, 'Mo');
    unverified = await joinMember(api, 'Una');
    await befriend(api, ana.id, ben.id);
    await creditCoins(api.upstream, ana.id, 1000, 'start');
    await staffFactor(api, admin, 'admin');
    await staffFactor(api, moderator, 'moderator');
    await api.upstream.database.db.update(users).set({ staffRole: 'admin' }).where(eq(users.id, unverified.id));
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('refuses every catalogue route to members, other roles and an unverified admin, changing nothing', async () => {
    const roses = await goodsBySlug(api, 'red-roses');
    const calls = [
      (who: TestMember) => get(who, '/staff/goods'),
      (who: TestMember) => post(who, '/staff/goods/price', { id: roses.id, goldCoin: 1 }),
      (who: TestMember) => post(who, '/staff/goods/stock', { id: roses.id, change: -1 }),
      (who: TestMember) => post(who, '/staff/goods/shelf', { id: roses.id, onSale: false }),
      (who: TestMember) => get(who, '/staff/orders?stage=to_ship'),
    ];
    for (const call of calls) {
      expect((await call(ana)).data.reason).toBe('FORBIDDEN');
      expect((await call(moderator)).data.reason).toBe('FORBIDDEN');
      expect((await call(unverified)).data.reason).toBe('STAFF_SECOND_FACTOR_REQUIRED');
    }
    expect(await goodsBySlug(api, 'red-roses')).toEqual(roses);
    expect(await api.upstream.database.db.$count(mallGoodsChanges)).toBe(0);
  });

  it('lists every goods of every shelf, on sale or not, with its price and stock', async () => {
    const tulips = await goodsBySlug(api, 'tulips');
    expect((await post(admin, '/staff/goods/shelf', { id: tulips.id, onSale: false })).data).toMatchObject({
      id: tulips.id,
      onSale: false,
    });
    const first = (await get(admin, '/staff/goods?size=50', 'de')).data;
    expect(first.total).toBe(20);
    expect(first.list).toHaveLength(20);
    expect(first.list[0]).toMatchObject({ name: 'Elf rote Rosen', goldCoin: 39, stock: 200, onSale: true });
    expect(first.list.find((goods: { id: number }) => goods.id === tulips.id)).toMatchObject({ onSale: false });
    const second = (await get(admin, '/staff/goods?size=5&page=2')).data;
    expect(second.list.map((goods: { id: number }) => goods.id)).toEqual(
      first.list.slice(5, 10).map((goods: { id: number }) => goods.id),
    );
    // Off the shelf: members neither see it nor buy it; back on, they do.
    const shelf = (await get(ana, `/umall-classify/goodlist?categoryId=${tulips.categoryId}`)).data;
    expect(shelf.list.map((goods: { id: number }) => goods.id)).not.toContain(tulips.id);
    const refused = await post(ana, '/umall-goods/buy', buyBody(ben.id, tulips.id, `k${++keys}`));
    expect(refused.data.reason).toBe('GOODS_NOT_FOUND');
    await post(admin, '/staff/goods/shelf', { id: tulips.id, onSale: true });
    expect((await post(ana, '/umall-goods/buy', buyBody(ben.id, tulips.id, `k${++keys}`))).code).toBe(200);
  });

  it('changes a price for later orders only: an order placed before keeps its unit price', async () => {
    const bear = await goodsBySlug(api, 'teddy-bear');
    const before = (await post(ana, '/umall-goods/buy', buyBody(ben.id, bear.id, `k${++keys}`, { quantity: 2 }))).data;
    expect(before).toMatchObject({ unitPrice: bear.price, goldCoin: 2 * bear.price });
    const changed = await post(admin, '/staff/goods/price', { id: bear.id, goldCoin: bear.price + 10 });
    expect(changed.data).toMatchObject({ id: bear.id, goldCoin: bear.price + 10 });
    const after = (await post(ana, '/umall-goods/buy', buyBody(ben.id, bear.id, `k${++keys}`))).data;
    expect(after).toMatchObject({ unitPrice: bear.price + 10, goldCoin: bear.price + 10 });
    const [kept] = await api.upstream.database.db.select().from(mallOrders).where(eq(mallOrders.id, before.id));
    expect(kept).toMatchObject({ unitPrice: bear.price, total: 2 * bear.price });
    expect((await get(admin, `/umall-order/batch?ids=${before.id}`)).data[0]).toMatchObject({
      unitPrice: bear.price,
      goldCoin: 2 * bear.price,
    });
    const audit = await api.upstream.database.db
      .select()
      .from(mallGoodsChanges)
      .where(eq(mallGoodsChanges.goodsId, bear.id));
    expect(audit).toEqual([
      expect.objectContaining({ actorId: admin.id, what: 'price', detail: { from: bear.price, to: bear.price + 10 } }),
    ]);
  });

  it('moves the stock by a difference, never below zero, each change audited', async () => {
    const heart = await goodsBySlug(api, 'heart-chocolate');
    expect((await post(admin, '/staff/goods/stock', { id: heart.id, change: 15 })).data.stock).toBe(heart.stock + 15);
    expect((await post(admin, '/staff/goods/stock', { id: heart.id, change: -5 })).data.stock).toBe(heart.stock + 10);
    const tooMany = await post(admin, '/staff/goods/stock', { id: heart.id, change: -(heart.stock + 11) }, 'de');
    expect(tooMany.data).toMatchObject({ reason: 'STOCK_BELOW_ZERO', field: 'change' });
    expect(tooMany.msg).toBe('Der Bestand kann nicht unter null fallen.');
    const toZero = await post(admin, '/staff/goods/stock', { id: heart.id, change: -(heart.stock + 10) });
    expect(toZero.data.stock).toBe(0);
    const audit = await api.upstream.database.db
      .select({ what: mallGoodsChanges.what, detail: mallGoodsChanges.detail })
      .from(mallGoodsChanges)
      .where(eq(mallGoodsChanges.goodsId, heart.id))
      .orderBy(asc(mallGoodsChanges.id));
    expect(audit.map((row) => row.detail)).toEqual([
      { from: heart.stock, to: heart.stock + 15, change: 15 },
      { from: heart.stock + 15, to: heart.stock + 10, change: -5 },
      { from: heart.stock + 10, to: 0, change: -(heart.stock + 10) },
    ]);
  });

  it('refuses bad input in the caller’s language, changing nothing', async () => {
    const lavender = await goodsBySlug(api, 'lavender');
    const cases: Array<[string, Record<string, unknown>, string]> = [
      ['/staff/goods/price', { id: lavender.id, goldCoin: 0 }, 'goldCoin'],
      ['/staff/goods/price', { id: lavender.id, goldCoin: 12.5 }, 'goldCoin'],
      ['/staff/goods/price', { id: lavender.id, goldCoin: '20' }, 'goldCoin'],
      ['/staff/goods/price', { id: lavender.id, goldCoin: 100_001 }, 'goldCoin'],
      ['/staff/goods/stock', { id: lavender.id, change: 0 }, 'change'],
      ['/staff/goods/stock', { id: lavender.id, change: 1.5 }, 'change'],
      ['/staff/goods/stock', { id: lavender.id, change: 100_001 }, 'change'],
      ['/staff/goods/shelf', { id: lavender.id, onSale: 'no' }, 'onSale'],
      ['/staff/goods/price', { id: 'x', goldCoin: 20 }, 'id'],
    ];
    for (const [path, body, field] of cases) {
      const answer = await post(admin, path, body, 'ja');
      expect(answer.data, `${path} ${JSON.stringify(body)}`).toMatchObject({ reason: 'VALIDATION', field });
      expect(answer.msg).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    }
    expect((await post(admin, '/staff/goods/price', { id: 99_999, goldCoin: 20 })).data.reason).toBe('GOODS_NOT_FOUND');
    expect((await post(admin, '/staff/goods/stock', { id: 99_999, change: 1 })).data.reason).toBe('GOODS_NOT_FOUND');
    expect((await get(admin, '/staff/orders?stage=lost')).data).toMatchObject({ reason: 'VALIDATION', field: 'stage' });
    expect(await goodsBySlug(api, 'lavender')).toEqual(lavender);
    expect(await api.upstream.database.db.$count(mallGoodsChanges, eq(mallGoodsChanges.goodsId, lavender.id))).toBe(0);
  });

  it('keeps an admin’s price, stock and shelf when the catalogue is ensured again at a start', async () => {
    const macarons = await goodsBySlug(api, 'macarons');
    await post(admin, '/staff/goods/price', { id: macarons.id, goldCoin: 99 });
    await post(admin, '/staff/goods/stock', { id: macarons.id, change: -7 });
    await post(admin, '/staff/goods/shelf', { id: macarons.id, onSale: false });
    await ensureCatalogue(api.upstream.database.db);
    expect(await goodsBySlug(api, 'macarons')).toMatchObject({
      price: 99,
      stock: macarons.stock - 7,
      onSale: false,
    });
  });

  it('lists orders by stage: awaiting the address, to ship, shipped, delivered, closed', async () => {
    const roses = await goodsBySlug(api, 'red-roses');
    const buy = async (ask: boolean) =>
      (await post(ana, '/umall-goods/buy', buyBody(ben.id, roses.id, `k${++keys}`, { ask }))).data.id as number;
    const awaiting = await buy(true);
    const closed = await buy(true);
    await post(ana, '/umall-order/cancel', { id: closed });
    const toShip = await buy(false);
    const shipped = await buy(false);
    const delivered = await buy(false);
    for (const [id, steps] of [
      [shipped, ['shipped']],
      [delivered, ['shipped', 'delivered']],
    ] as const)
      for (const fulfilment of steps) await post(admin, '/staff/orders/fulfilment', { id, fulfilment });
    const ids = async (stage: string) =>
      ((await get(admin, `/staff/orders?stage=${stage}&size=50`)).data.list as Array<{ id: number }>).map(
        (order) => order.id,
      );
    const stages = {
      awaiting_address: await ids('awaiting_address'),
      to_ship: await ids('to_ship'),
      shipped: await ids('shipped'),
      delivered: await ids('delivered'),
      closed: await ids('closed'),
    };
    expect(stages.awaiting_address).toContain(awaiting);
    expect(stages.to_ship).toContain(toShip);
    expect(stages.shipped).toEqual([shipped]);
    expect(stages.delivered).toEqual([delivered]);
    expect(stages.closed).toEqual([closed]);
    for (const [stage, list] of Object.entries(stages))
      for (const [other, otherList] of Object.entries(stages))
        if (stage !== other)
          expect(
            list.filter((id) => otherList.includes(id)),
            `${stage} ∩ ${other}`,
          ).toEqual([]);
    const order = (await get(admin, '/staff/orders?stage=to_ship&size=1')).data.list[0];
    expect(order).toMatchObject({
      id: toShip,
      role: 'staff',
      quantity: 1,
      consignee: { name: 'Lucía García', address: 'Calle Mayor 1, 28013 Madrid' },
      buyer: { id: ana.id },
      recipient: { id: ben.id },
    });
  });
});
