import { eq, sql } from 'drizzle-orm';
import { friendships, ledgerAccounts, ledgerEntries, mallGoods, mallOrders } from '../../upstream/db/schema';
import type { TestUpstream } from './upstream';

/** A test upstream or a whole stack: what holds the database. */
type WithDatabase = Pick<TestUpstream, 'upstream'>;

/** Two members made friends both ways, as an accepted request leaves them. */
export async function befriend(api: WithDatabase, a: number, b: number) {
  await api.upstream.database.db
    .insert(friendships)
    .values([
      { userId: a, friendId: b },
      { userId: b, friendId: a },
    ])
    .onConflictDoNothing();
}

/** A catalogue goods' row by slug. */
export async function goodsBySlug(api: WithDatabase, slug: string) {
  const [row] = await api.upstream.database.db.select().from(mallGoods).where(eq(mallGoods.slug, slug));
  return row;
}

export async function setStock(api: WithDatabase, goodsId: number, stock: number) {
  await api.upstream.database.db.update(mallGoods).set({ stock }).where(eq(mallGoods.id, goodsId));
}

/** The escrow account's coins: the sum of its entries (red packets and orders awaiting an address). */
export async function escrowCoins(api: TestUpstream) {
  const [row] = await api.upstream.database.db
    .select({ sum: sql<number>`coalesce(sum(${ledgerEntries.amount}), 0)`.mapWith(Number) })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerEntries.accountId, ledgerAccounts.id))
    .where(sql`${ledgerAccounts.systemName} = 'escrow' and ${ledgerAccounts.asset} = 'coin'`);
  return row.sum;
}

/** Moves an order's 7 days into the past, as if they had gone by. */
export async function ageOrder(api: TestUpstream, orderId: number) {
  await api.upstream.database.db
    .update(mallOrders)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(mallOrders.id, orderId));
}

/** A buy with the buyer's own address, or asking the recipient (`ask`). */
export function buyBody(
  userId: number,
  goodsId: number,
  key: string,
  options: { quantity?: number; ask?: boolean } = {},
) {
  return {
    userId,
    goodsId,
    quantity: options.quantity ?? 1,
    message: 'Happy birthday!',
    idempotencyKey: key,
    ...(options.ask
      ? { askRecipient: true }
      : { consignee: 'Lucía García', phone: '+34 600 123 456', address: 'Calle Mayor 1, 28013 Madrid' }),
  };
}
