import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../db/schema';
import { ApiError, validationError } from '../errors';
import { enqueueEvent } from '../webhooks/outbox';

/** What a ledger account holds: gold coins, pack translation characters, membership translation characters. */
export type Asset = 'coin' | 'character' | 'vip_character';

/**
 * The product's own accounts, the other side of every member's movement. Their balances are
 * the sums of their entries, not stored: a stored one would be a row every spend in the
 * product waits on.
 */
export type SystemAccount =
  /** Coins and characters that came in through a payment (its balance is minus all ever sold). */
  | 'sales'
  /** What members paid the product with coins: gifts, memberships, packs, unlocks, translations. */
  | 'spent'
  /** Red packets sent and not yet opened or returned; gift-mall orders awaiting their recipient's address. */
  | 'escrow'
  /** Membership characters granted each month, and what was left of them at expiry. */
  | 'allowance';

/** Every kind of movement; a member's bill shows each of their entries with its kind (`/bill/type`). */
export const BILL_KINDS = [
  'coin_purchase',
  'translation_pack',
  'membership',
  'membership_allowance',
  'membership_expiry',
  'gift_sent',
  'red_packet_sent',
  'red_packet_received',
  'red_packet_returned',
  'unlock',
  'translation',
  'shop_order',
  'shop_order_returned',
] as const;
export type BillKind = (typeof BILL_KINDS)[number];

/**
 * One entry of a member's bill, with its movement's kind and detail, and `byUserId`: whose movement it is (who bought,
 * sent, opened or was charged).
 */
export interface BillRow {
  id: number;
  kind: BillKind;
  asset: Asset;
  amount: number;
  detail: Record<string, unknown> | null;
  byUserId: number;
  createdAt: Date;
}

/** One side of a movement: `amount` added to (negative: taken from) a member's or a system account. */
export interface Leg {
  account: { userId: number } | { system: SystemAccount };
  asset: Asset;
  amount: number;
}

/** What a movement posts: its legs (summing to zero per asset), its answer, and what a bill line says about it. */
export interface Posting<R> {
  legs: Leg[];
  result: R;
  /** Shown on the bill (the gift, the pack, the other member ...): small JSON, no secrets. */
  detail?: Record<string, unknown>;
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_:.-]{1,100}$/;

/** The spec's insufficient-coins error (§8 code 105), per asset. */
export const insufficient = (asset: Asset) =>
  asset === 'coin'
    ? new ApiError(400, 'INSUFFICIENT_COINS', 'ledger.insufficientCoins')
    : new ApiError(400, 'INSUFFICIENT_CHARACTERS', 'ledger.insufficientCharacters');

/** A stable text of a request: the same request in any key order hashes the same. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * The double-entry ledger (docs/decisions.md "Economy"). Every movement of value is one
 * transaction row and its entries, written in the same database transaction as the member
 * balances they change; a member's balance can never go below zero (a check constraint,
 * and the conditional update before it); every movement carries the member's idempotency
 * key: the same key with the same request answers the first result, with another request
 * it is refused.
 */
export class Ledger {
  constructor(
    /** The database movements are posted to (read by those who meter against the balances). */
    readonly db: Database,
    /** Called after a movement commits: its wallet events are in the outbox. */
    private readonly onEvent: () => void = () => {},
  ) {}

  /**
   * Runs `posting` once per (userId, key) in one transaction and applies what it returns.
   * Concurrent calls with one key wait for the first: on PostgreSQL the key's unique index
   * holds them until it commits, then they answer its result. A posting that throws (an
   * insufficient balance included) rolls everything back, the key too.
   */
  async post<R>(
    movement: { userId: number; key: string; kind: BillKind; request: unknown },
    posting: (tx: Database) => Promise<Posting<R>>,
    db: Database = this.db,
  ): Promise<{ result: R; replayed: boolean }> {
    if (typeof movement.key !== 'string' || !IDEMPOTENCY_KEY.test(movement.key))
      throw validationError('idempotencyKey', 'ledger.idempotencyKey');
    const requestHash = createHash('sha256')
      .update(canonical({ kind: movement.kind, request: movement.request }))
      .digest('hex');
    const outcome = await db.transaction(async (tx) => {
      const [claimed] = await tx
        .insert(ledgerTransactions)
        .values({
          userId: movement.userId,
          idempotencyKey: movement.key,
          kind: movement.kind,
          requestHash,
          result: null,
        })
        .onConflictDoNothing()
        .returning({ id: ledgerTransactions.id });
      if (!claimed) {
        const [first] = await tx
          .select()
          .from(ledgerTransactions)
          .where(
            and(eq(ledgerTransactions.userId, movement.userId), eq(ledgerTransactions.idempotencyKey, movement.key)),
          );
        if (!first || first.requestHash !== requestHash)
          throw new ApiError(400, 'IDEMPOTENCY_KEY_REUSED', 'ledger.keyReused', 'idempotencyKey');
        return { result: first.result as R, replayed: true };
      }
      const { legs, result, detail } = await posting(tx);
      await this.apply(tx, claimed.id, legs);
      await tx
        .update(ledgerTransactions)
        .set({ result: result as object, detail: detail ?? null })
        .where(eq(ledgerTransactions.id, claimed.id));
      // Every member whose balance moved is told, so their open tabs show it at once.
      const moved = [...new Set(legs.flatMap((leg) => ('userId' in leg.account ? [leg.account.userId] : [])))];
      for (const userId of moved) await enqueueEvent(tx, 'economy.wallet', { userId, reason: movement.kind });
      return { result, replayed: false };
    });
    if (!outcome.replayed) this.onEvent();
    return outcome;
  }

  /** Writes the entries and changes the member balances, in account order (no deadlock between two movements). */
  private async apply(tx: Database, transactionId: number, legs: Leg[]) {
    const sums = new Map<Asset, number>();
    for (const leg of legs) {
      if (!Number.isSafeInteger(leg.amount) || leg.amount === 0)
        throw new Error(`a ledger leg needs a non-zero whole amount, not ${leg.amount}`);
      sums.set(leg.asset, (sums.get(leg.asset) ?? 0) + leg.amount);
    }
    for (const [asset, sum] of sums)
      if (sum !== 0) throw new Error(`the legs of a movement of ${asset} sum to ${sum}, not 0`);
    if (legs.length === 0) return; // a free gift moves no value: its movement is only its record
    const accounts = await this.accounts(tx, legs);
    const entries = legs
      .map((leg) => ({ leg, accountId: accounts.get(accountName(leg))! }))
      .sort((a, b) => a.accountId - b.accountId);
    for (const { leg, accountId } of entries) {
      if (!('userId' in leg.account)) continue;
      const [changed] = await tx
        .update(ledgerAccounts)
        .set({ balance: sql`${ledgerAccounts.balance} + ${leg.amount}` })
        .where(and(eq(ledgerAccounts.id, accountId), sql`${ledgerAccounts.balance} + ${leg.amount} >= 0`))
        .returning({ id: ledgerAccounts.id });
      if (!changed) throw insufficient(leg.asset);
    }
    await tx
      .insert(ledgerEntries)
      .values(entries.map(({ leg, accountId }) => ({ transactionId, accountId, amount: leg.amount })));
  }

  /** The accounts the legs name, made on first use; their ids by name. */
  private async accounts(tx: Database, legs: Leg[]) {
    const wanted = [...new Map(legs.map((leg) => [accountName(leg), leg])).values()].sort((a, b) =>
      accountName(a) < accountName(b) ? -1 : 1,
    );
    await tx
      .insert(ledgerAccounts)
      .values(
        wanted.map((leg) =>
          'userId' in leg.account
            ? { userId: leg.account.userId, asset: leg.asset }
            : { systemName: leg.account.system, asset: leg.asset },
        ),
      )
      .onConflictDoNothing();
    const userIds = wanted.flatMap((leg) => ('userId' in leg.account ? [leg.account.userId] : []));
    const systems = wanted.flatMap((leg) => ('system' in leg.account ? [leg.account.system] : []));
    const rows = await tx
      .select()
      .from(ledgerAccounts)
      .where(
        sql`(${userIds.length ? inArray(ledgerAccounts.userId, userIds) : sql`false`}) or (${systems.length ? inArray(ledgerAccounts.systemName, systems) : sql`false`})`,
      );
    return new Map(
      rows.map((row) => [
        row.userId !== null ? `user:${row.userId}:${row.asset}` : `system:${row.systemName}:${row.asset}`,
        row.id,
      ]),
    );
  }

  /** A member's balances (0 where they never had any). */
  async balances(userId: number, db: Database = this.db): Promise<Record<Asset, number>> {
    const rows = await db
      .select({ asset: ledgerAccounts.asset, balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.userId, userId));
    const balance = (asset: Asset) => rows.find((row) => row.asset === asset)?.balance ?? 0;
    return { coin: balance('coin'), character: balance('character'), vip_character: balance('vip_character') };
  }

  /**
   * A member's bill: their entries, newest first, with the movement's kind, detail and whose it is; only `kind`, only
   * `assets` when given.
   */
  async bills(
    userId: number,
    page: { offset: number; size: number },
    filter: { kind?: BillKind; assets?: Asset[] } = {},
  ): Promise<{ list: BillRow[]; hasMore: boolean }> {
    const where = and(
      eq(ledgerAccounts.userId, userId),
      filter.kind ? eq(ledgerTransactions.kind, filter.kind) : undefined,
      filter.assets ? inArray(ledgerAccounts.asset, filter.assets) : undefined,
    );
    const rows = await this.db
      .select({
        id: ledgerEntries.id,
        kind: ledgerTransactions.kind,
        asset: ledgerAccounts.asset,
        amount: ledgerEntries.amount,
        detail: ledgerTransactions.detail,
        byUserId: ledgerTransactions.userId,
        createdAt: ledgerTransactions.createdAt,
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerEntries.accountId, ledgerAccounts.id))
      .innerJoin(ledgerTransactions, eq(ledgerEntries.transactionId, ledgerTransactions.id))
      .where(where)
      .orderBy(desc(ledgerEntries.id))
      .limit(page.size + 1)
      .offset(page.offset);
    return { list: rows.slice(0, page.size) as BillRow[], hasMore: rows.length > page.size };
  }

  /**
   * The ledger's own check (tests, and `npm run ledger:check` for an operator): every
   * movement sums to zero per asset, every member balance equals the sum of its entries and
   * is not negative. Answers the problems found; none is a healthy ledger.
   */
  async reconcile(db: Database = this.db): Promise<string[]> {
    const problems: string[] = [];
    const unbalanced = await db
      .select({
        transactionId: ledgerEntries.transactionId,
        asset: ledgerAccounts.asset,
        sum: sql<number>`sum(${ledgerEntries.amount})`.mapWith(Number),
      })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerEntries.accountId, ledgerAccounts.id))
      .groupBy(ledgerEntries.transactionId, ledgerAccounts.asset)
      .having(sql`sum(${ledgerEntries.amount}) <> 0`);
    for (const row of unbalanced) problems.push(`movement ${row.transactionId} of ${row.asset} sums to ${row.sum}`);
    const drifted = await db
      .select({
        id: ledgerAccounts.id,
        userId: ledgerAccounts.userId,
        asset: ledgerAccounts.asset,
        balance: ledgerAccounts.balance,
        // Spelled out: inside a subquery drizzle leaves columns unqualified, and "id" would be the entry's.
        sum: sql<number>`coalesce((select sum("e"."amount") from "ledger_entries" "e" where "e"."account_id" = "ledger_accounts"."id"), 0)`.mapWith(
          Number,
        ),
      })
      .from(ledgerAccounts)
      .where(isNotNull(ledgerAccounts.userId))
      .orderBy(asc(ledgerAccounts.id));
    for (const row of drifted) {
      if (row.balance !== row.sum)
        problems.push(`member ${row.userId}'s ${row.asset} balance is ${row.balance}, its entries sum to ${row.sum}`);
      if (row.balance < 0) problems.push(`member ${row.userId}'s ${row.asset} balance is negative: ${row.balance}`);
    }
    const unfinished = await db
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(isNull(ledgerTransactions.result));
    for (const row of unfinished) problems.push(`movement ${row.id} has no result`);
    return problems;
  }
}

const accountName = (leg: Leg) =>
  'userId' in leg.account ? `user:${leg.account.userId}:${leg.asset}` : `system:${leg.account.system}:${leg.asset}`;
