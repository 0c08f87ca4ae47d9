import { and, eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mallOrders, rateLimits } from '../../upstream/db/schema';
import { creditCoins } from '../support/ledger';
import { ageOrder, befriend, buyBody, escrowCoins, goodsBySlug, setStock } from '../support/mall';
import { seedMatchMembers } from '../support/match';
import { startTestUpstream, type TestUpstream } from '../support/upstream';

/** Orders under contention, and two expiry workers, on PostgreSQL (many connections at once). */
describe('gift mall under concurrency on postgres', () => {
  let api: TestUpstream;
  let second: Awaited<ReturnType<typeof startTestUpstream>> | undefined;

  beforeAll(async () => {
    api = await startTestUpstream('postgres');
  });
  afterAll(async () => {
    await second?.upstream.stop();
    await api?.stop();
  });

  it('places exactly 10 of 100 concurrent orders for the last 10 items', async () => {
    const db = api.upstream.database.db;
    const [recipient, ...buyers] = await seedMatchMembers(db, 'shopper', 101);
    for (const buyer of buyers) {
      await befriend(api, buyer.id, recipient.id);
      await creditCoins(api.upstream, buyer.id, 100, `start-${buyer.id}`);
    }
    const bunny = await goodsBySlug(api, 'bunny');
    await setStock(api, bunny.id, 10);
    const answers = await Promise.all(
      buyers.map((buyer) =>
        api.call('POST', '/umall-goods/buy', {
          token: buyer.token,
          body: buyBody(recipient.id, bunny.id, `last-${buyer.id}`),
        }),
      ),
    );
    const codes = answers.map((answer) => (answer.code === 200 ? 'placed' : answer.data.reason));
    expect(codes.filter((code) => code === 'placed')).toHaveLength(10);
    expect(codes.filter((code) => code === 'OUT_OF_STOCK')).toHaveLength(90);
    expect((await goodsBySlug(api, 'bunny')).stock).toBe(0);
    expect(await db.$count(mallOrders, eq(mallOrders.goodsId, bunny.id))).toBe(10);
    const spent = await Promise.all(buyers.map(async (buyer) => (await api.upstream.ledger.balances(buyer.id)).coin));
    expect(spent.filter((coins) => coins === 100 - bunny.price)).toHaveLength(10);
    expect(spent.filter((coins) => coins === 100)).toHaveLength(90);
    expect(await api.upstream.ledger.reconcile()).toEqual([]);
  });

  it('returns an expired order’s coins exactly once with two upstream processes expiring at once', async () => {
    const db = api.upstream.database.db;
    second = await startTestUpstream('postgres', { config: { databaseUrl: api.upstream.config.databaseUrl } });
    const [recipient, buyer] = await seedMatchMembers(db, 'late', 2);
    await befriend(api, buyer.id, recipient.id);
    await creditCoins(api.upstream, buyer.id, 1000, 'late-start');
    const tea = await goodsBySlug(api, 'oolong');
    const ids: number[] = [];
    for (let n = 0; n < 15; n++) {
      const placed = await api.call('POST', '/umall-goods/buy', {
        token: buyer.token,
        body: buyBody(recipient.id, tea.id, `late-${n}`, { ask: true }),
      });
      ids.push(placed.data.id);
      await ageOrder(api, placed.data.id);
      if (n % 5 === 4) await db.delete(rateLimits); // chat's send limit: 20 messages in 10 s
    }
    expect((await api.upstream.ledger.balances(buyer.id)).coin).toBe(1000 - 15 * tea.price);
    const returned = await Promise.all([
      api.upstream.mall.expireDue(),
      second.upstream.mall.expireDue(),
      api.upstream.mall.expireDue(),
      second.upstream.mall.expireDue(),
    ]);
    expect(returned.reduce((sum, n) => sum + n, 0)).toBe(15);
    expect((await api.upstream.ledger.balances(buyer.id)).coin).toBe(1000);
    expect((await goodsBySlug(api, 'oolong')).stock).toBe(tea.stock);
    const states = await db.select({ state: mallOrders.state }).from(mallOrders).where(inArray(mallOrders.id, ids));
    expect(states.every((row) => row.state === 'expired')).toBe(true);
    expect(await api.upstream.ledger.reconcile()).toEqual([]);
  });

  it('keeps the ledger and the stock right through random orders, declines, cancels, addresses and expiries', async () => {
    const db = api.upstream.database.db;
    const [recipient, ...buyers] = await seedMatchMembers(db, 'random', 3);
    for (const buyer of buyers) {
      await befriend(api, buyer.id, recipient.id);
      await creditCoins(api.upstream, buyer.id, 500, `random-${buyer.id}`);
    }
    const goods = [await goodsBySlug(api, 'tulips'), await goodsBySlug(api, 'panda')];
    for (const each of goods) await setStock(api, each.id, 6);
    let keyCount = 0;
    const op = fc.oneof(
      fc.record({
        kind: fc.constant('buy' as const),
        buyer: fc.nat(1),
        goods: fc.nat(1),
        quantity: fc.integer({ min: 1, max: 4 }),
        ask: fc.boolean(),
      }),
      fc.record({
        kind: fc.constantFrom('decline' as const, 'cancel' as const, 'address' as const, 'expire' as const),
        pick: fc.nat(50),
      }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 15 }), async (ops) => {
        for (const step of ops) {
          await db.delete(rateLimits);
          if (step.kind === 'buy') {
            const buyer = buyers[step.buyer];
            await api.call('POST', '/umall-goods/buy', {
              token: buyer.token,
              body: buyBody(recipient.id, goods[step.goods].id, `r-${++keyCount}`, {
                quantity: step.quantity,
                ask: step.ask,
              }),
            });
            continue;
          }
          const waiting = await db
            .select()
            .from(mallOrders)
            .where(and(eq(mallOrders.recipientId, recipient.id), eq(mallOrders.state, 'awaiting_address')));
          if (waiting.length === 0) continue;
          const order = waiting[step.pick % waiting.length];
          const buyer = buyers.find((each) => each.id === order.buyerId)!;
          if (step.kind === 'decline')
            await api.call('POST', '/umall-order/decline', { token: recipient.token, body: { id: order.id } });
          else if (step.kind === 'cancel')
            await api.call('POST', '/umall-order/cancel', { token: buyer.token, body: { id: order.id } });
          else if (step.kind === 'address')
            await api.call('POST', '/umall-order/address', {
              token: recipient.token,
              body: { id: order.id, consignee: 'R', phone: '12345', address: 'Somewhere 1' },
            });
          else {
            await ageOrder(api, order.id);
            await api.upstream.mall.expireDue();
          }
        }
        // Everything follows from the orders: what is held, what each buyer paid, what is left in stock.
        const orders = await db
          .select()
          .from(mallOrders)
          .where(
            inArray(
              mallOrders.goodsId,
              goods.map((each) => each.id),
            ),
          );
        expect(await api.upstream.ledger.reconcile()).toEqual([]);
        const held = orders.filter((order) => order.payment === 'held').reduce((sum, order) => sum + order.total, 0);
        expect(await escrowCoins(api)).toBe(held);
        for (const buyer of buyers) {
          const paid = orders
            .filter((order) => order.buyerId === buyer.id && order.payment !== 'returned')
            .reduce((sum, order) => sum + order.total, 0);
          expect((await api.upstream.ledger.balances(buyer.id)).coin).toBe(500 - paid);
        }
        for (const each of goods) {
          const out = orders
            .filter((order) => order.goodsId === each.id && order.payment !== 'returned')
            .reduce((sum, order) => sum + order.quantity, 0);
          expect((await goodsBySlug(api, each.slug)).stock).toBe(6 - out);
        }
        // An order's state and its payment agree: held while awaiting, taken once confirmed, else returned.
        for (const order of orders)
          expect(order.payment).toBe(
            order.state === 'awaiting_address' ? 'held' : order.state === 'confirmed' ? 'taken' : 'returned',
          );
      }),
      { numRuns: 12 },
    );
  });
});
