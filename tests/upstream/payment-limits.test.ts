import { and, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payments, rateLimits, sandboxOrders } from '../../upstream/db/schema';
import { joinMember, type TestMember } from '../support/members';
import { startTestUpstream, type TestUpstream } from '../support/upstream';

/**
 * Starting coin purchases is limited per member (5 a minute, 30 a day) and a member has at
 * most 5 payments waiting: a burst of starts made one payment and one provider order each.
 * On PostgreSQL, where concurrent starts really race.
 */
describe('coin purchase starts are limited per member', () => {
  let api: TestUpstream;
  const db = () => api.upstream.database.db;
  const start = (who: TestMember, language = 'en') =>
    api.call('POST', '/coin/recharge', {
      token: who.token,
      language,
      body: { id: 1, returnUrl: 'http://127.0.0.1:4000/paySuccess' },
    });
  const paymentsOf = async (who: TestMember) => db().select().from(payments).where(eq(payments.userId, who.id));
  const ordersOf = async (who: TestMember) => {
    const ids = (await paymentsOf(who)).map((payment) => payment.id);
    return (await db().select().from(sandboxOrders)).filter((order) => ids.includes(order.reference));
  };
  /** A minute has passed for the member's start limits (the day's count stays). */
  const minuteLater = (who: TestMember) =>
    db()
      .delete(rateLimits)
      .where(eq(rateLimits.key, `payment-start-minute:${who.id}`));

  beforeAll(async () => {
    api = await startTestUpstream('postgres');
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('20 simultaneous starts from one member make 5 payments and 5 orders; the rest are RATE_LIMITED with a wait', async () => {
    const ana = await joinMember(api, 'Ana');
    const answers = await Promise.all(Array.from({ length: 20 }, () => start(ana, 'de')));
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(5);
    const refused = answers.filter((answer) => answer.code !== 200);
    expect(refused).toHaveLength(15);
    for (const answer of refused) {
      expect(answer).toMatchObject({
        code: 429,
        msg: 'Du hast in kurzer Zeit viele Käufe begonnen. Bitte warte einen Moment und versuche es dann erneut.',
        data: { reason: 'RATE_LIMITED' },
      });
      expect(answer.data.retryAfterSeconds).toBeGreaterThanOrEqual(1);
      expect(answer.data.retryAfterSeconds).toBeLessThanOrEqual(60);
    }
    expect(await paymentsOf(ana)).toHaveLength(5);
    expect(await ordersOf(ana)).toHaveLength(5);
    // Another member is not held up by Ana's starts.
    expect((await start(await joinMember(api, 'Ben'))).code).toBe(200);
  });

  it('caps the payments waiting to be paid at 5, atomically; a cancelled or 3-hour-old one stops counting', async () => {
    const cleo = await joinMember(api, 'Cleo');
    for (let i = 0; i < 3; i++) expect((await start(cleo)).code).toBe(200);
    await minuteLater(cleo);
    // Three wait: of five simultaneous starts, two fit.
    const answers = await Promise.all(Array.from({ length: 5 }, () => start(cleo)));
    expect(answers.filter((answer) => answer.code === 200)).toHaveLength(2);
    for (const answer of answers.filter((found) => found.code !== 200)) {
      expect(answer).toMatchObject({
        code: 429,
        msg: 'You have 5 purchases waiting to be paid. Pay or cancel one at the provider, or try again later.',
        data: { reason: 'RATE_LIMITED' },
      });
      // When the oldest waiting one stops counting: about three hours.
      expect(answer.data.retryAfterSeconds).toBeGreaterThan(3 * 3600 - 120);
      expect(answer.data.retryAfterSeconds).toBeLessThanOrEqual(3 * 3600);
    }
    expect(await paymentsOf(cleo)).toHaveLength(5);
    expect(await ordersOf(cleo)).toHaveLength(5);

    // Cancelling one at the provider frees its place.
    await minuteLater(cleo);
    const [waiting] = await ordersOf(cleo);
    const cancelled = await fetch(`${api.url}/sandbox-pay/checkout/${waiting.id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'action=cancel',
      redirect: 'manual',
    });
    expect(cancelled.status).toBe(303);
    expect((await start(cleo)).code).toBe(200);
    expect((await start(cleo)).data.reason).toBe('RATE_LIMITED');
    // One started over three hours ago no longer waits: the provider's order has expired.
    await minuteLater(cleo);
    const [oldest] = await db()
      .select()
      .from(payments)
      .where(and(eq(payments.userId, cleo.id), eq(payments.status, 'created')))
      .limit(1);
    await db()
      .update(payments)
      .set({ createdAt: sql`now() - interval '3 hours 1 minute'` })
      .where(eq(payments.id, oldest.id));
    expect((await start(cleo)).code).toBe(200);
  });

  it('holds 30 starts a day', async () => {
    const dan = await joinMember(api, 'Dan');
    expect((await start(dan)).code).toBe(200);
    // 29 more have been started today (their payments long paid or gone).
    await db()
      .update(rateLimits)
      .set({ hits: 30 })
      .where(like(rateLimits.key, `payment-start-day:${dan.id}`));
    await minuteLater(dan);
    const refused = await start(dan);
    expect(refused).toMatchObject({ code: 429, data: { reason: 'RATE_LIMITED' } });
    expect(refused.data.retryAfterSeconds).toBeGreaterThan(23 * 3600);
    expect(await paymentsOf(dan)).toHaveLength(1);
  });
});
