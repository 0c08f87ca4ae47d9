import { and, asc, eq, inArray } from 'drizzle-orm';
import { UI_LANGUAGES, type UiLanguage } from '../constants';
import type { Database } from '../db/open';
import { type mallCategories, mallGoods, mallOrderEvents, type mallOrders, users } from '../db/schema';
import { openableBy, type SocialService } from '../social/service';
import { type OrderRole, pictureUrl, textIn } from './queries';

type GoodsRow = typeof mallGoods.$inferSelect;
type OrderRow = typeof mallOrders.$inferSelect;
type UserInfo = Awaited<ReturnType<SocialService['present']>>[number];

/** A category as the shop lists it. */
export const categoryInfo = (row: typeof mallCategories.$inferSelect, language: UiLanguage) => ({
  id: row.id,
  name: textIn(row.names, language),
});

/** Goods as the shop shows them: with the price and the stock left. */
export const goodsInfo = (row: GoodsRow, language: UiLanguage) => ({
  id: row.id,
  categoryId: row.categoryId,
  name: textIn(row.names, language),
  description: textIn(row.descriptions, language),
  pictures: row.pictures.map(pictureUrl),
  goldCoin: row.price,
  stock: row.stock,
  onSale: row.onSale,
});

/** The member's reading language for what upstream writes for them (a chat message's goods name). */
export const readingLanguage = (row: { interfaceLanguage: string | null }): UiLanguage =>
  (UI_LANGUAGES as readonly string[]).includes(row.interfaceLanguage ?? '')
    ? (row.interfaceLanguage as UiLanguage)
    : 'en';

/**
 * An order as one member (or staff) sees it (docs/contract.md "Gift mall"): the buyer sees what
 * they paid and never an address the recipient entered; the recipient never sees a price (not
 * the order's, nor the goods': the goods come without one); staff see everything.
 */
export interface OrderInfo {
  id: number;
  role: OrderRole;
  goods: { id: number; name: string; pictures: string[] } | null;
  quantity: number;
  message: string;
  state: string;
  payment: string;
  fulfilment: string;
  addressBy: 'buyer' | 'recipient';
  /** The buyer and staff only. */
  unitPrice?: number;
  goldCoin?: number;
  /** Null for the buyer when the recipient entered it, and while no address is given. */
  consignee: { name: string; phone: string; address: string } | null;
  buyerId: number;
  recipientId: number;
  buyer: UserInfo | null;
  recipient: UserInfo | null;
  createdAt: string;
  expiresAt: string | null;
  updatedAt: string;
  history: Array<{ what: string; by: string; at: string }>;
}

/** Orders as their viewers see them, in few queries: each `(viewerId, role, row)` is one answer. */
export async function presentOrders(
  db: Database,
  social: SocialService,
  seen: Array<{ viewerId: number; role: OrderRole; row: OrderRow }>,
  language: UiLanguage | ((viewerId: number) => UiLanguage),
): Promise<OrderInfo[]> {
  if (seen.length === 0) return [];
  const languageOf = typeof language === 'function' ? language : () => language;
  const goodsIds = [...new Set(seen.map(({ row }) => row.goodsId))];
  const orderIds = [...new Set(seen.map(({ row }) => row.id))];
  const [goods, history] = await Promise.all([
    db.select().from(mallGoods).where(inArray(mallGoods.id, goodsIds)),
    db
      .select()
      .from(mallOrderEvents)
      .where(inArray(mallOrderEvents.orderId, orderIds))
      .orderBy(asc(mallOrderEvents.id)),
  ]);
  const people = await peopleSeen(
    db,
    social,
    seen.flatMap(({ viewerId, row }) => [
      { viewerId, userId: row.buyerId },
      { viewerId, userId: row.recipientId },
    ]),
  );
  return seen.map(({ viewerId, role, row }) => {
    const shownGoods = goods.find((found) => found.id === row.goodsId);
    const seesAddress = role !== 'buyer' || row.addressBy === 'buyer';
    const paid = role !== 'recipient';
    return {
      id: row.id,
      role,
      goods: shownGoods
        ? {
            id: shownGoods.id,
            name: textIn(shownGoods.names, languageOf(viewerId)),
            pictures: shownGoods.pictures.map(pictureUrl),
          }
        : null,
      quantity: row.quantity,
      message: row.message,
      state: row.state,
      payment: row.payment,
      fulfilment: row.fulfilment,
      addressBy: row.addressBy as 'buyer' | 'recipient',
      ...(paid ? { unitPrice: row.unitPrice, goldCoin: row.total } : {}),
      consignee:
        seesAddress && row.address !== null
          ? { name: row.consignee ?? '', phone: row.phone ?? '', address: row.address }
          : null,
      buyerId: row.buyerId,
      recipientId: row.recipientId,
      buyer: people.get(`${viewerId}:${row.buyerId}`) ?? null,
      recipient: people.get(`${viewerId}:${row.recipientId}`) ?? null,
      createdAt: row.createdAt.toISOString(),
      expiresAt: row.state === 'awaiting_address' ? (row.expiresAt?.toISOString() ?? null) : null,
      updatedAt: row.updatedAt.toISOString(),
      history: history
        .filter((event) => event.orderId === row.id)
        .map((event) => ({ what: event.what, by: event.actorRole, at: event.at.toISOString() })),
    };
  });
}

/**
 * Members as each viewer may see them now (social's presenter), keyed `viewer:member`: the other
 * side of an order is left out once hidden from the viewer, blocked either way or gone.
 */
async function peopleSeen(db: Database, social: SocialService, pairs: Array<{ viewerId: number; userId: number }>) {
  const byViewer = new Map<number, Set<number>>();
  for (const { viewerId, userId } of pairs) byViewer.set(viewerId, (byViewer.get(viewerId) ?? new Set()).add(userId));
  const seen: Array<{ viewerId: number; row: typeof users.$inferSelect }> = [];
  for (const [viewerId, ids] of byViewer) {
    const rows = await db
      .select()
      .from(users)
      .where(and(inArray(users.id, [...ids]), openableBy(viewerId)));
    for (const row of rows) seen.push({ viewerId, row });
  }
  const shown = await social.presentEach(seen, db);
  return new Map(shown.map((info, index) => [`${seen[index].viewerId}:${info.id}`, info]));
}

/** The goods of one order, for the chat message and the notice (its name in the recipient's language). */
export async function goodsOf(db: Database, goodsId: number) {
  const [row] = await db.select().from(mallGoods).where(eq(mallGoods.id, goodsId));
  return row;
}
