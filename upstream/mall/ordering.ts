import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { ChatService } from '../chat/service';
import type { Database } from '../db/open';
import { friendships, mallGoods, mallOrderEvents, mallOrders, users } from '../db/schema';
import type { Ledger } from '../economy/ledger';
import { ApiError } from '../errors';
import type { NoticeService } from '../notices/service';
import type { SocialService } from '../social/service';
import { enqueueEvent } from '../webhooks/outbox';
import { presentOrders, readingLanguage } from './presenting';
import {
  fulfilmentOutOfOrder,
  goodsNotFound,
  notAFriend,
  ORDER_ADDRESS_DAYS,
  orderClosed,
  orderNotFound,
  type OrderRole,
  outOfStock,
  pictureUrl,
  textIn,
} from './queries';

type OrderRow = typeof mallOrders.$inferSelect;

/** The consignee, phone and address: the spec's receiver (§3 Order). */
export interface Address {
  consignee: string;
  phone: string;
  address: string;
}

export interface PlaceInput {
  key: string;
  userId: number;
  goodsId: number;
  quantity: number;
  message: string;
  /** The buyer's entry; null asks the recipient for theirs. */
  address: Address | null;
}

/** How an order awaiting its address ends without one; each returns the coins and the stock, once. */
type Return = { state: 'declined'; by: 'recipient' } | { state: 'cancelled'; by: 'buyer' } | { state: 'expired' };

/** Orders the expiry pass settles in one pass at most. */
const EXPIRY_BATCH = 100;

/** Thrown inside an expiry's movement when another worker holds or settled the order: nothing to do. */
class Skipped extends Error {}

/**
 * Placing and settling orders (docs/decisions.md "Gift mall"). Every change is one ledger
 * movement and its order rows in one transaction: the coins go to `escrow` with the order,
 * from there to `spent` when it is confirmed, or back to the buyer (with the stock) when it is
 * declined, cancelled or expires. Each settlement changes the order only from
 * `awaiting_address`, so exactly one happens; its movement's key is the order's own
 * (`ledgerRef`), so a retry answers the first.
 */
export class MallOrdering {
  constructor(
    private readonly db: Database,
    private readonly ledger: Ledger,
    private readonly chat: ChatService,
    private readonly notices: NoticeService,
    private readonly social: SocialService,
    private readonly onEvent: () => void,
  ) {}

  /** POST /umall-goods/buy: the order's id (a replay of the key answers the first one's). */
  async place(buyerId: number, input: PlaceInput): Promise<number> {
    const { key, ...request } = input;
    const { result } = await this.ledger.post({ userId: buyerId, key, kind: 'shop_order', request }, async (tx) => {
      if (input.userId === buyerId) throw notAFriend();
      const [friend] = await tx
        .select({ interfaceLanguage: users.interfaceLanguage })
        .from(friendships)
        .innerJoin(users, eq(users.id, friendships.friendId))
        .where(and(eq(friendships.userId, buyerId), eq(friendships.friendId, input.userId), isNull(users.cancelledAt)));
      if (!friend) throw notAFriend();
      // One conditional update: concurrent orders queue on the goods' row, and stock never goes below zero.
      const [goods] = await tx
        .update(mallGoods)
        .set({ stock: sql`${mallGoods.stock} - ${input.quantity}` })
        .where(and(eq(mallGoods.id, input.goodsId), eq(mallGoods.onSale, true), gte(mallGoods.stock, input.quantity)))
        .returning();
      if (!goods) {
        const [sold] = await tx
          .select({ id: mallGoods.id })
          .from(mallGoods)
          .where(and(eq(mallGoods.id, input.goodsId), eq(mallGoods.onSale, true)));
        throw sold ? outOfStock() : goodsNotFound();
      }
      const total = goods.price * input.quantity;
      const confirmed = input.address !== null;
      const [order] = await tx
        .insert(mallOrders)
        .values({
          buyerId,
          recipientId: input.userId,
          goodsId: goods.id,
          quantity: input.quantity,
          unitPrice: goods.price,
          total,
          message: input.message,
          addressBy: confirmed ? 'buyer' : 'recipient',
          consignee: input.address?.consignee ?? null,
          phone: input.address?.phone ?? null,
          address: input.address?.address ?? null,
          state: confirmed ? 'confirmed' : 'awaiting_address',
          payment: confirmed ? 'taken' : 'held',
          expiresAt: confirmed ? null : sql`now() + ${`${ORDER_ADDRESS_DAYS} days`}::interval`,
        })
        .returning();
      await this.log(tx, order.id, buyerId, 'buyer', confirmed ? ['placed', 'confirmed'] : ['placed']);
      // The gift in their chat, named in the recipient's language, never with its price; chat's rules hold.
      await this.chat.send(
        buyerId,
        {
          userId: input.userId,
          clientId: `shop-gift-${order.id}`,
          ext: null,
          type: 'custom',
          custom: {
            type: 'shop-gift',
            id: order.id,
            amount: input.quantity,
            url: pictureUrl(goods.pictures[0]),
            name: textIn(goods.names, readingLanguage(friend)),
            ...(input.message ? { note: input.message } : {}),
          },
        },
        tx,
      );
      await this.notices.record(tx, {
        memberId: input.userId,
        actorId: buyerId,
        kind: 'shop_gift',
        targetId: order.id,
      });
      await this.announce(tx, order);
      return {
        legs: [
          { account: { userId: buyerId }, asset: 'coin', amount: -total },
          { account: { system: 'escrow' }, asset: 'coin', amount: total },
          // With the buyer's address the order is confirmed at once: held and taken in one movement.
          ...(confirmed
            ? ([
                { account: { system: 'escrow' }, asset: 'coin', amount: -total },
                { account: { system: 'spent' }, asset: 'coin', amount: total },
              ] as const)
            : []),
        ],
        result: { orderId: order.id },
        detail: { orderId: order.id, goodsId: goods.id, quantity: input.quantity, userId: input.userId },
      };
    });
    this.onEvent();
    return result.orderId;
  }

  /** POST /umall-order/address: the recipient's own address; the order is confirmed and the coins taken. */
  async provideAddress(recipientId: number, orderId: number, address: Address) {
    const order = await this.own(orderId, 'recipient', recipientId);
    await this.settle(order, 'confirm', { orderId, ...address }, async (tx) => {
      const [done] = await tx
        .update(mallOrders)
        .set({ ...address, state: 'confirmed', payment: 'taken', expiresAt: null, updatedAt: sql`now()` })
        .where(and(eq(mallOrders.id, orderId), eq(mallOrders.state, 'awaiting_address')))
        .returning();
      if (!done) throw orderClosed();
      await this.log(tx, orderId, recipientId, 'recipient', ['confirmed']);
      await this.announce(tx, done);
      return {
        legs: [
          { account: { system: 'escrow' }, asset: 'coin', amount: -done.total },
          { account: { system: 'spent' }, asset: 'coin', amount: done.total },
        ],
        result: { orderId, state: 'confirmed' },
        detail: { orderId, goodsId: done.goodsId, quantity: done.quantity, userId: done.recipientId },
      };
    });
  }

  /** POST /umall-order/decline: the recipient says no; the coins and the stock go back. */
  async decline(recipientId: number, orderId: number) {
    await this.giveBack(await this.own(orderId, 'recipient', recipientId), { state: 'declined', by: 'recipient' });
  }

  /** POST /umall-order/cancel: the buyer takes it back before it is confirmed. */
  async cancel(buyerId: number, orderId: number) {
    await this.giveBack(await this.own(orderId, 'buyer', buyerId), { state: 'cancelled', by: 'buyer' });
  }

  /**
   * Orders whose recipient gave no address in time expire, the coins and stock going back
   * once: the order's row is taken `FOR UPDATE SKIP LOCKED` (a pass never waits on an order a
   * decline or another worker holds), its state re-checked, and the movement keyed by the order.
   */
  async expireDue(): Promise<number> {
    const due = await this.db
      .select()
      .from(mallOrders)
      .where(and(eq(mallOrders.state, 'awaiting_address'), lte(mallOrders.expiresAt, sql`now()`)))
      .orderBy(asc(mallOrders.expiresAt))
      .limit(EXPIRY_BATCH);
    let expired = 0;
    for (const order of due) {
      try {
        if (await this.giveBack(order, { state: 'expired' })) expired++;
      } catch (error) {
        if (!(error instanceof Skipped) && !(error instanceof ApiError)) throw error;
      }
    }
    return expired;
  }

  /** POST /staff/orders/fulfilment: a confirmed order shipped, then delivered; the same step again changes nothing. */
  async fulfil(staffId: number, orderId: number, fulfilment: 'shipped' | 'delivered') {
    const before = fulfilment === 'shipped' ? 'not_shipped' : 'shipped';
    const changed = await this.db.transaction(async (tx) => {
      const [done] = await tx
        .update(mallOrders)
        .set({ fulfilment, updatedAt: sql`now()` })
        .where(and(eq(mallOrders.id, orderId), eq(mallOrders.state, 'confirmed'), eq(mallOrders.fulfilment, before)))
        .returning();
      if (!done) {
        const [order] = await tx.select().from(mallOrders).where(eq(mallOrders.id, orderId));
        if (!order) throw orderNotFound();
        if (order.fulfilment === fulfilment) return false;
        throw fulfilmentOutOfOrder();
      }
      await this.log(tx, orderId, staffId, 'staff', [fulfilment]);
      await this.announce(tx, done);
      return true;
    });
    if (changed) this.onEvent();
  }

  /** The order if `memberId` is its `role` (else ORDER_NOT_FOUND, as for an unknown one) and it still awaits an address. */
  private async own(orderId: number, role: 'buyer' | 'recipient', memberId: number) {
    const party = role === 'buyer' ? mallOrders.buyerId : mallOrders.recipientId;
    const [order] = await this.db
      .select()
      .from(mallOrders)
      .where(and(eq(mallOrders.id, orderId), eq(party, memberId)));
    if (!order) throw orderNotFound();
    if (order.state !== 'awaiting_address') throw orderClosed();
    return order;
  }

  /** Declined, cancelled or expired: the state changes from awaiting_address only, the coins and stock go back. */
  private async giveBack(order: OrderRow, end: Return): Promise<boolean> {
    const expiring = end.state === 'expired';
    return this.settle(order, end.state, { orderId: order.id }, async (tx) => {
      // An expiry skips an order another transaction holds (theirs to settle) and one not yet due.
      const claimable = expiring
        ? inArray(
            mallOrders.id,
            tx
              .select({ id: mallOrders.id })
              .from(mallOrders)
              .where(and(eq(mallOrders.id, order.id), lte(mallOrders.expiresAt, sql`now()`)))
              .for('update', { skipLocked: true }),
          )
        : eq(mallOrders.id, order.id);
      const [done] = await tx
        .update(mallOrders)
        .set({ state: end.state, payment: 'returned', expiresAt: null, updatedAt: sql`now()` })
        .where(and(claimable, eq(mallOrders.state, 'awaiting_address')))
        .returning();
      if (!done) throw expiring ? new Skipped() : orderClosed();
      await tx
        .update(mallGoods)
        .set({ stock: sql`${mallGoods.stock} + ${done.quantity}` })
        .where(eq(mallGoods.id, done.goodsId));
      const actor = end.state === 'expired' ? null : end.by === 'buyer' ? done.buyerId : done.recipientId;
      await this.log(tx, done.id, actor, end.state === 'expired' ? 'system' : end.by, [end.state]);
      await this.announce(tx, done);
      return {
        legs: [
          { account: { system: 'escrow' }, asset: 'coin', amount: -done.total },
          { account: { userId: done.buyerId }, asset: 'coin', amount: done.total },
        ],
        result: { orderId: done.id, state: end.state },
        detail: { orderId: done.id, goodsId: done.goodsId, quantity: done.quantity, userId: done.recipientId },
      };
    });
  }

  /**
   * One settlement as its ledger movement, keyed by the order's own reference and the step (no
   * member's key can be one). Answers whether this call made the change: a retry of the same
   * step answers the first (false); another step that got there first is ORDER_CLOSED.
   */
  private async settle(
    order: OrderRow,
    step: string,
    request: Record<string, unknown>,
    posting: Parameters<Ledger['post']>[1],
  ): Promise<boolean> {
    try {
      const { replayed } = await this.ledger.post(
        {
          userId: order.buyerId,
          key: `mall-order:${order.ledgerRef}:${step}`,
          kind: step === 'confirm' ? 'shop_order' : 'shop_order_returned',
          request,
        },
        posting,
      );
      this.onEvent();
      return !replayed;
    } catch (error) {
      // The same step asked again with other details (another address) after it was done.
      if (error instanceof ApiError && error.reason === 'IDEMPOTENCY_KEY_REUSED') throw orderClosed();
      throw error;
    }
  }

  /** The order's history: who did what (the time is the transaction's). */
  private async log(tx: Database, orderId: number, actorId: number | null, role: OrderRole | 'system', what: string[]) {
    await tx.insert(mallOrderEvents).values(what.map((step) => ({ orderId, actorId, actorRole: role, what: step })));
  }

  /** `order.changed` to the buyer and the recipient, each the order as they see it, in the change's transaction. */
  private async announce(tx: Database, order: OrderRow) {
    const members = await tx
      .select({ id: users.id, interfaceLanguage: users.interfaceLanguage })
      .from(users)
      .where(inArray(users.id, [order.buyerId, order.recipientId]));
    const languageOf = (id: number) =>
      readingLanguage(members.find((member) => member.id === id) ?? { interfaceLanguage: null });
    const shown = await presentOrders(
      tx,
      this.social,
      [
        { viewerId: order.buyerId, role: 'buyer', row: order },
        { viewerId: order.recipientId, role: 'recipient', row: order },
      ],
      languageOf,
    );
    for (const view of shown)
      await enqueueEvent(tx, 'order.changed', {
        memberId: view.role === 'buyer' ? order.buyerId : order.recipientId,
        order: view,
      });
  }
}
