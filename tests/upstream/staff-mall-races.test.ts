import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mallGoodsChanges } from '../../upstream/db/schema';
import { goodsBySlug, setStock } from '../support/mall';
import { joinMember, type TestMember } from '../support/members';
import { staffFactor } from '../support/staff';
import { startTestUpstream, type TestUpstream } from '../support/upstream';

/** Two admins changing one goods' stock at once, and a restart after their changes, on PostgreSQL. */
describe('staff catalogue under concurrency on postgres', () => {
  let api: TestUpstream;
  let second: TestUpstream | undefined;
  let ada: TestMember;
  let bo: TestMember;
  const change = (who: TestMember, id: number, by: number) =>
    api.call('POST', '/staff/goods/stock', { token: who.token, body: { id, change: by } });

  beforeAll(async () => {
    api = await startTestUpstream('postgres');
    ada = await joinMember(api, 'Ada');
    bo = await joinMember(api, 'Bo');
    await staffFactor(api, ada, 'admin');
    await staffFactor(api, bo, 'admin');
  });
  afterAll(async () => {
    await second?.upstream.stop();
    await api?.stop();
  });

  it('counts every change of two admins at once, and refuses those that would go below zero', async () => {
    const perfume = await goodsBySlug(api, 'rose-perfume');
    await setStock(api, perfume.id, 10);
    // 30 of +3 from one admin and 30 of −2 from the other, at once: all of them count (10 + 90 − 60).
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => [change(ada, perfume.id, 3), change(bo, perfume.id, -2)]).flat(),
    );
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(60);
    expect((await goodsBySlug(api, 'rose-perfume')).stock).toBe(40);
    // Both take 30 of the last 40 at once: one does, the other is refused and changes nothing.
    const [first, other] = await Promise.all([change(ada, perfume.id, -30), change(bo, perfume.id, -30)]);
    const outcomes = [first, other].map((answer) => (answer.code === 200 ? answer.data.stock : answer.data.reason));
    expect(outcomes.sort()).toEqual([10, 'STOCK_BELOW_ZERO']);
    expect((await goodsBySlug(api, 'rose-perfume')).stock).toBe(10);
    expect(await api.upstream.database.db.$count(mallGoodsChanges, eq(mallGoodsChanges.goodsId, perfume.id))).toBe(61);
  });

  it('keeps an admin’s price, stock and shelf through a restart (another process starting on the database)', async () => {
    const candle = await goodsBySlug(api, 'vanilla-candle');
    await api.call('POST', '/staff/goods/price', { token: ada.token, body: { id: candle.id, goldCoin: 77 } });
    await change(ada, candle.id, 5);
    await api.call('POST', '/staff/goods/shelf', { token: bo.token, body: { id: candle.id, onSale: false } });
    second = await startTestUpstream('postgres', { config: { databaseUrl: api.upstream.config.databaseUrl } });
    expect(await goodsBySlug(second, 'vanilla-candle')).toMatchObject({
      price: 77,
      stock: candle.stock + 5,
      onSale: false,
    });
  });
});
