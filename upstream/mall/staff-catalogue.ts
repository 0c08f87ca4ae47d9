import { and, asc, count, eq, gte, sql } from 'drizzle-orm';
import type { Session } from '../account/service';
import type { UiLanguage } from '../constants';
import type { Database } from '../db/open';
import { mallCategories, mallGoods, mallGoodsChanges } from '../db/schema';
import { ApiError } from '../errors';
import type { Page } from '../paging';
import { ADMINS, requireStaff } from '../staff/access';
import { goodsInfo } from './presenting';
import { goodsNotFound } from './queries';

/** The highest price an admin may set, in gold coins (a coin is 1 USD). */
export const GOODS_PRICE_MAX = 100_000;
/** The largest stock change at once, either way. */
export const STOCK_CHANGE_MAX = 100_000;

export const stockBelowZero = () => new ApiError(409, 'STOCK_BELOW_ZERO', 'mall.stockBelowZero', 'change');

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Admins' side of the catalogue (docs/decisions.md "Staff: the mall's catalogue"): every goods on every shelf, on
 * sale or not; a new price (orders keep the unit price they were placed at, so only later orders pay it); the stock
 * moved by a difference in one conditional update (never below zero, two admins at once both counted); off or back
 * on the shelf. Every change is checked with `requireStaff` first and written with its `mall_goods_changes` row in
 * one transaction. The catalogue's start-up (seed.ts) adds missing goods only, so these changes survive a restart.
 */
export class MallStaffCatalogue {
  constructor(private readonly db: Database) {}

  /** GET /staff/goods: every goods, shelf by shelf in the shop's order. */
  async list(staff: Session, page: Page, language: UiLanguage) {
    await requireStaff(this.db, staff, ADMINS);
    const [{ total }] = await this.db.select({ total: count() }).from(mallGoods);
    const rows = await this.db
      .select({ goods: mallGoods })
      .from(mallGoods)
      .innerJoin(mallCategories, eq(mallCategories.id, mallGoods.categoryId))
      .orderBy(asc(mallCategories.position), asc(mallCategories.id), asc(mallGoods.position), asc(mallGoods.id))
      .limit(page.size)
      .offset(page.offset);
    return { total, list: rows.map((row) => goodsInfo(row.goods, language)) };
  }

  /** POST /staff/goods/price: the price of one from now on. */
  async setPrice(staff: Session, goodsId: number, price: number, language: UiLanguage) {
    await requireStaff(this.db, staff, ADMINS);
    return this.change(staff, goodsId, 'price', language, async (tx) => {
      const [before] = await tx.select().from(mallGoods).where(eq(mallGoods.id, goodsId)).for('update');
      if (!before) throw goodsNotFound();
      const [after] = await tx.update(mallGoods).set({ price }).where(eq(mallGoods.id, goodsId)).returning();
      return { row: after, detail: { from: before.price, to: price } };
    });
  }

  /**
   * POST /staff/goods/stock: the stock moved by `change` (+N received, −N gone), in one conditional update: it
   * applies to the stock as it is when the row's turn comes, so two admins' changes both count, and one that would
   * go below zero is refused (STOCK_BELOW_ZERO), nothing changed.
   */
  async changeStock(staff: Session, goodsId: number, change: number, language: UiLanguage) {
    await requireStaff(this.db, staff, ADMINS);
    return this.change(staff, goodsId, 'stock', language, async (tx) => {
      const [after] = await tx
        .update(mallGoods)
        .set({ stock: sql`${mallGoods.stock} + ${change}` })
        .where(and(eq(mallGoods.id, goodsId), gte(sql`${mallGoods.stock} + ${change}`, 0)))
        .returning();
      if (!after) {
        const [exists] = await tx.select({ id: mallGoods.id }).from(mallGoods).where(eq(mallGoods.id, goodsId));
        throw exists ? stockBelowZero() : goodsNotFound();
      }
      return { row: after, detail: { from: after.stock - change, to: after.stock, change } };
    });
  }

  /** POST /staff/goods/shelf: off the shelf (members no longer see or buy it) or back on. */
  async setOnSale(staff: Session, goodsId: number, onSale: boolean, language: UiLanguage) {
    await requireStaff(this.db, staff, ADMINS);
    return this.change(staff, goodsId, 'shelf', language, async (tx) => {
      const [before] = await tx.select().from(mallGoods).where(eq(mallGoods.id, goodsId)).for('update');
      if (!before) throw goodsNotFound();
      const [after] = await tx.update(mallGoods).set({ onSale }).where(eq(mallGoods.id, goodsId)).returning();
      return { row: after, detail: { from: before.onSale, to: onSale } };
    });
  }

  private async change(
    staff: Session,
    goodsId: number,
    what: 'price' | 'stock' | 'shelf',
    language: UiLanguage,
    apply: (tx: Tx) => Promise<{ row: typeof mallGoods.$inferSelect; detail: Record<string, unknown> }>,
  ) {
    const row = await this.db.transaction(async (tx) => {
      const { row, detail } = await apply(tx);
      await tx.insert(mallGoodsChanges).values({ goodsId, actorId: staff.userId, what, detail });
      return row;
    });
    return goodsInfo(row, language);
  }
}
