import { and, desc, eq, or } from 'drizzle-orm';
import type { UiLanguage } from '../constants';
import type { Database } from '../db/open';
import { ledgerAccounts, mallGoods, mallOrders, memberSanctions, payments, users } from '../db/schema';

/** How many of a member's latest orders and payments the desk shows. */
export const CONTEXT_ROWS = 5;

/** What support staff see of a member beside the conversation (docs/contract.md "Support desk"). */
export interface MemberContext {
  memberId: number;
  /** 0 normal, 1 VIP, 2 SVIP: what holds now (an expired membership is 0). */
  vipLevel: number;
  vipExpiresAt: string | null;
  coins: number;
  orders: Array<{
    id: number;
    role: 'buyer' | 'recipient';
    goods: string;
    quantity: number;
    total: number;
    state: string;
    createdAt: string;
  }>;
  payments: Array<{
    id: string;
    provider: string;
    coins: number;
    amountCents: number;
    currency: string;
    status: string;
    createdAt: string;
  }>;
  /** A sanction in force: suspended until a time, or banned (`until` null). */
  sanction: { kind: 'suspended' | 'banned'; until: string | null } | null;
}

/**
 * The member's membership, coin balance, latest mall orders (bought or received) and coin payments, and a sanction
 * in force: read from the tables the account, economy, mall and moderation domains keep, read-only.
 */
export async function memberContext(db: Database, memberId: number, language: UiLanguage): Promise<MemberContext> {
  const [[member], [account], orders, paid, [sanction]] = await Promise.all([
    db.select({ vipLevel: users.vipLevel, vipExpiresAt: users.vipExpiresAt }).from(users).where(eq(users.id, memberId)),
    db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.userId, memberId), eq(ledgerAccounts.asset, 'coin'))),
    db
      .select({ order: mallOrders, names: mallGoods.names })
      .from(mallOrders)
      .innerJoin(mallGoods, eq(mallGoods.id, mallOrders.goodsId))
      .where(or(eq(mallOrders.buyerId, memberId), eq(mallOrders.recipientId, memberId)))
      .orderBy(desc(mallOrders.id))
      .limit(CONTEXT_ROWS),
    db
      .select()
      .from(payments)
      .where(eq(payments.userId, memberId))
      .orderBy(desc(payments.createdAt))
      .limit(CONTEXT_ROWS),
    db.select().from(memberSanctions).where(eq(memberSanctions.memberId, memberId)),
  ]);
  const now = Date.now();
  const vipActive = member && member.vipLevel > 0 && member.vipExpiresAt && member.vipExpiresAt.getTime() > now;
  const inForce = sanction && (sanction.kind === 'banned' || (sanction.until && sanction.until.getTime() > now));
  return {
    memberId,
    vipLevel: vipActive ? member.vipLevel : 0,
    vipExpiresAt: vipActive ? member.vipExpiresAt!.toISOString() : null,
    coins: account?.balance ?? 0,
    orders: orders.map(({ order, names }) => ({
      id: order.id,
      role: order.buyerId === memberId ? 'buyer' : 'recipient',
      goods: names[language] ?? names.en ?? Object.values(names)[0] ?? '',
      quantity: order.quantity,
      // What the buyer paid: the recipient's side never shows a price to them, staff see it.
      total: order.total,
      state: order.state,
      createdAt: order.createdAt.toISOString(),
    })),
    payments: paid.map((payment) => ({
      id: payment.id,
      provider: payment.provider,
      coins: payment.coins,
      amountCents: payment.amountCents,
      currency: payment.currency,
      status: payment.status,
      createdAt: payment.createdAt.toISOString(),
    })),
    sanction: inForce
      ? { kind: sanction.kind as 'suspended' | 'banned', until: sanction.until?.toISOString() ?? null }
      : null,
  };
}
