import { inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chatMessages, ledgerTransactions, moderationItems, users } from '../../upstream/db/schema';
import type { DayFigures } from '../../upstream/figures/service';
import { creditCoins } from '../support/ledger';
import { joinMember, type TestMember } from '../support/members';
import { staffFactor } from '../support/staff';
import { BACKENDS, startTestUpstream, type TestUpstream } from '../support/upstream';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Noon (UTC) `daysAgo` UTC days before today, and that day as the figures name it. */
const noonOf = (daysAgo: number) => {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 12) - daysAgo * DAY_MS);
};
const dayOf = (daysAgo: number) => noonOf(daysAgo).toISOString().slice(0, 10);

type Counted = Omit<DayFigures, 'day'>;
const ZERO: Counted = { newMembers: 0, messages: 0, openReports: 0, coinsBought: 0, coinsSpent: 0 };

/** Admins' figures per UTC day (docs/decisions.md "Staff: figures"): rows seeded on known days, counted right. */
describe.each(BACKENDS)('staff figures on %s', (backend) => {
  let api: TestUpstream;
  let admin: TestMember;
  let ana: TestMember;
  let ben: TestMember;
  const figures = async () => {
    const answer = await api.call('GET', '/staff/figures', { token: admin.token });
    expect(answer.code, answer.msg).toBe(200);
    return answer.data.days as DayFigures[];
  };

  beforeAll(async () => {
    api = await startTestUpstream(backend);
    admin = await joinMember(api, 'Ada');
    ana = await joinMember(api, 'Ana');
    ben = await joinMember(api, 'Ben');
    await staffFactor(api, admin, 'admin');
  });
  afterAll(async () => {
    await api?.stop();
  });

  it('refuses members and other staff', async () => {
    const mo = await joinMember(api, 'Mo');
    await staffFactor(api, mo, 'moderator');
    expect((await api.call('GET', '/staff/figures', { token: ana.token })).data.reason).toBe('FORBIDDEN');
    expect((await api.call('GET', '/staff/figures', { token: mo.token })).data.reason).toBe('FORBIDDEN');
  });

  it('counts each day’s new members, messages, open reports, coins bought and spent, in UTC', async () => {
    const before = await figures();
    expect(before.map((row) => row.day)).toEqual(Array.from({ length: 14 }, (_, n) => dayOf(13 - n)));
    const db = api.upstream.database.db;

    // Members: three two days ago, one 20 days ago (outside the window).
    await db.insert(users).values(
      [2, 2, 2, 20].map((daysAgo, n) => ({
        email: `old${n}@example.test`,
        passwordHash: 'unused',
        nickname: `Old ${n}`,
        createdAt: noonOf(daysAgo),
      })),
    );
    // Messages: four three days ago (one recalled: still sent), one 15 days ago.
    await db.insert(chatMessages).values(
      [3, 3, 3, 3, 15].map((daysAgo, n) => ({
        senderId: ana.id,
        recipientId: ben.id,
        clientId: `figures-${n}`,
        type: 'txt',
        body: 'Hello',
        createdAt: noonOf(daysAgo),
        recalledAt: n === 0 ? noonOf(daysAgo) : null,
      })),
    );
    // Open reports: one from 5 days ago decided 3 days ago, one from 2 days ago still open, one from 20 days ago
    // decided 10 days ago (open at the end of the window's first three days).
    const item = (created: number, decided: number | null, targetId: number) => ({
      targetKind: 'member',
      targetId,
      reportedId: ben.id,
      category: 1,
      evidence: {},
      createdAt: noonOf(created),
      ...(decided === null
        ? {}
        : { state: 'decided', decision: 'dismiss', decidedBy: admin.id, decidedAt: noonOf(decided) }),
    });
    await db.insert(moderationItems).values([item(5, 3, 901), item(2, null, 902), item(20, 10, 903)]);
    // Coins: 50 bought yesterday, 30 of them spent yesterday, 7 bought 30 days ago.
    await creditCoins(api.upstream, ana.id, 50, 'figures-bought');
    await creditCoins(api.upstream, ana.id, 7, 'figures-old');
    await api.upstream.ledger.post(
      { userId: ana.id, key: 'figures-spent', kind: 'translation_pack', request: { coins: 30 } },
      async () => ({
        legs: [
          { account: { userId: ana.id }, asset: 'coin', amount: -30 },
          { account: { system: 'spent' }, asset: 'coin', amount: 30 },
        ],
        result: {},
      }),
    );
    const moved = (keys: string[], daysAgo: number) =>
      db
        .update(ledgerTransactions)
        .set({ createdAt: noonOf(daysAgo) })
        .where(inArray(ledgerTransactions.idempotencyKey, keys));
    await moved(['figures-bought', 'figures-spent'], 1);
    await moved(['figures-old'], 30);

    const after = await figures();
    const added = after.map((row, n) => {
      const was = before[n];
      return {
        day: row.day,
        newMembers: row.newMembers - was.newMembers,
        messages: row.messages - was.messages,
        openReports: row.openReports - was.openReports,
        coinsBought: row.coinsBought - was.coinsBought,
        coinsSpent: row.coinsSpent - was.coinsSpent,
      };
    });
    const expected = (daysAgo: number, counted: Partial<Counted>) => ({ day: dayOf(daysAgo), ...ZERO, ...counted });
    expect(added).toEqual([
      expected(13, { openReports: 1 }),
      expected(12, { openReports: 1 }),
      expected(11, { openReports: 1 }),
      expected(10, {}),
      expected(9, {}),
      expected(8, {}),
      expected(7, {}),
      expected(6, {}),
      expected(5, { openReports: 1 }),
      expected(4, { openReports: 1 }),
      expected(3, { messages: 4 }),
      expected(2, { newMembers: 3, openReports: 1 }),
      expected(1, { openReports: 1, coinsBought: 50, coinsSpent: 30 }),
      expected(0, { openReports: 1 }),
    ]);
    // Today's own rows: the four members made today (not customer service's account), and no messages (customer
    // service's welcomes not counted).
    expect(before[13]).toMatchObject({ newMembers: 4, messages: 0, coinsBought: 0 });
  });
});
