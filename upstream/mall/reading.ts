import { and, asc, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import type { UiLanguage } from '../constants';
import type { Database } from '../db/open';
import { mallCategories, mallGoods, mallOrders, users } from '../db/schema';
import type { Page } from '../paging';
import type { SocialService } from '../social/service';
import { categoryInfo, goodsInfo, presentOrders } from './presenting';
import type { Session } from '../account/service';
import { ADMINS, requireStaff, staffAccess } from '../staff/access';
import { categoryNotFound, type OrderRole, type OrderState } from './queries';
import { type OrderStage, stageCondition } from './staff-orders';

/** What the shop and the orders lists read (docs/contract.md "Gift mall"). */
export class MallReading {
  constructor(
    private readonly db: Database,
    private readonly social: SocialService,
  ) {}

  /** GET /umall-classify/list: every category, in the shop's order. */
  async categories(language: UiLanguage) {
    const rows = await this.db
      .select()
      .from(mallCategories)
      .orderBy(asc(mallCategories.position), asc(mallCategories.id));
    return rows.map((row) => categoryInfo(row, language));
  }

  /** GET /umall-classify/goodlist: the goods on sale in a category, a page. */
  async goods(categoryId: number, page: Page, language: UiLanguage) {
    const [category] = await this.db.select().from(mallCategories).where(eq(mallCategories.id, categoryId));
    if (!category) throw categoryNotFound();
    const where = and(eq(mallGoods.categoryId, categoryId), eq(mallGoods.onSale, true));
    const [{ total }] = await this.db.select({ total: count() }).from(mallGoods).where(where);
    const rows = await this.db
      .select()
      .from(mallGoods)
      .where(where)
      .orderBy(asc(mallGoods.position), asc(mallGoods.id))
      .limit(page.size)
      .offset(page.offset);
    return { total, list: rows.map((row) => goodsInfo(row, language)) };
  }

  /** GET /umall-goods/batch: goods by id in the order asked, null for an unknown id (the BFF's loader). */
  async goodsBatch(ids: number[], language: UiLanguage) {
    const rows = await this.db.select().from(mallGoods).where(inArray(mallGoods.id, ids));
    return ids.map((id) => {
      const row = rows.find((found) => found.id === id);
      return row ? goodsInfo(row, language) : null;
    });
  }

  /** GET /umall-order/mebuy and /umall-order/receiver: the caller's orders placed or received, newest first. */
  async mine(viewerId: number, role: 'buyer' | 'recipient', page: Page, language: UiLanguage) {
    const where = eq(role === 'buyer' ? mallOrders.buyerId : mallOrders.recipientId, viewerId);
    return this.list(where, page, language, () => ({ viewerId, role }));
  }

  /**
   * GET /umall-order/batch: each order as the caller may see it (buyer, recipient, staff), null otherwise. Staff's
   * view needs the caller's `session`: an admin's that passed the second factor.
   */
  async batch(viewerId: number, ids: number[], language: UiLanguage, session?: Session) {
    const access = session ? await staffAccess(this.db, session) : undefined;
    const staff = access?.role === 'admin' && access.verified;
    const rows = await this.db
      .select()
      .from(mallOrders)
      .where(
        and(
          inArray(mallOrders.id, ids),
          staff ? undefined : or(eq(mallOrders.buyerId, viewerId), eq(mallOrders.recipientId, viewerId)),
        ),
      );
    const roleOf = (row: (typeof rows)[number]): OrderRole =>
      row.buyerId === viewerId ? 'buyer' : row.recipientId === viewerId ? 'recipient' : 'staff';
    const shown = await presentOrders(
      this.db,
      this.social,
      rows.map((row) => ({ viewerId, role: roleOf(row), row })),
      language,
    );
    return ids.map((id) => shown.find((order) => order.id === id) ?? null);
  }

  /** GET /staff/orders: every order, newest first, of a `state` or a `stage` only when given; admins only. */
  async staffList(
    staff: Session,
    filter: { state?: OrderState; stage?: OrderStage },
    page: Page,
    language: UiLanguage,
  ) {
    await requireStaff(this.db, staff, ADMINS);
    const where = and(
      filter.state ? eq(mallOrders.state, filter.state) : undefined,
      filter.stage ? stageCondition(filter.stage) : undefined,
    );
    return this.list(where, page, language, () => ({
      viewerId: staff.userId,
      role: 'staff' as const,
    }));
  }

  private async list(
    where: SQL | undefined,
    page: Page,
    language: UiLanguage,
    seenBy: () => { viewerId: number; role: OrderRole },
  ) {
    const [{ total }] = await this.db.select({ total: count() }).from(mallOrders).where(where);
    const rows = await this.db
      .select()
      .from(mallOrders)
      .where(where)
      .orderBy(desc(mallOrders.id))
      .limit(page.size)
      .offset(page.offset);
    const list = await presentOrders(
      this.db,
      this.social,
      rows.map((row) => ({ ...seenBy(), row })),
      language,
    );
    return { total, list };
  }
}
