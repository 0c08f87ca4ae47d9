import { randomUUID } from 'node:crypto';
import { and, count, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/open';
import { payments } from '../db/schema';
import { ApiError, validationError } from '../errors';
import { PAYMENT_START_LIMITS, PENDING_PAYMENT_WINDOW_MS, PENDING_PAYMENTS_MAX, type UiLanguage } from '../constants';
import { translate } from '../i18n';
import type { RateLimiter } from '../limits/rate-limit';
import './events';
import { COIN_PACKAGES, TOP_UP_MAX_COINS } from './catalogue';
import type { Ledger } from './ledger';

/** An order as the provider has it: the only source of what was paid. */
export interface ProviderOrder {
  orderId: string;
  /** `approved`: the payer approved it and it waits for our capture (PayPal). */
  status: 'created' | 'approved' | 'completed' | 'cancelled';
  amountCents: number;
  currency: string;
  /** Our payment id, given when the order was made. */
  reference: string;
}

/**
 * A payment provider (the embedded sandbox; PayPal): it makes an order the member approves
 * on the provider's page, tells us by a signed webhook, and answers what an order is.
 */
export interface PaymentProvider {
  readonly name: string;
  createOrder(order: {
    reference: string;
    amountCents: number;
    currency: string;
    description: string;
    returnUrl: string;
    cancelUrl: string;
  }): Promise<{ orderId: string; approveUrl: string }>;
  /**
   * Completes an order the payer approved, where the provider needs us to (PayPal's capture); the order afterwards.
   * Called once per order, after it was checked against its payment.
   */
  completeOrder(orderId: string, reference: string): Promise<ProviderOrder>;
  getOrder(orderId: string): Promise<ProviderOrder>;
  /** The order a webhook is about, when its signature is the provider's; undefined otherwise. */
  verifyWebhook(headers: Record<string, string | string[] | undefined>, rawBody: string): Promise<string | undefined>;
}

const paymentNotFound = () => new ApiError(404, 'PAYMENT_NOT_FOUND', 'payment.notFound');
const tooManyStarts = (retryAfterSeconds: number) =>
  new ApiError(429, 'RATE_LIMITED', 'payment.tooManyStarts', undefined, {}, retryAfterSeconds);
const tooManyPending = (retryAfterSeconds: number) =>
  new ApiError(
    429,
    'RATE_LIMITED',
    'payment.tooManyPending',
    undefined,
    { max: String(PENDING_PAYMENTS_MAX) },
    retryAfterSeconds,
  );
const CURRENCY = 'USD';
/**
 * A capture's claim on its payment holds this long (past PayPal's request timeout): a request that died mid-capture is
 * taken up again after it.
 */
const CAPTURE_LEASE_MS = 60_000;
const RETURN_URL_MAX = 500;

/**
 * Buying gold coins with money (docs/decisions.md "Payments"). The coins credited always
 * come from our payment row, made from the catalogue when the purchase started, and are
 * credited only when the provider's own record says that order, for that amount, is paid:
 * never from what a browser or a webhook body claims. Crediting is a ledger movement keyed by
 * the payment, so any number of webhooks and returns, at once, credit once.
 */
export class PaymentService {
  constructor(
    private readonly db: Database,
    private readonly ledger: Ledger,
    private readonly providers: ReadonlyMap<string, PaymentProvider>,
    private readonly limiter: RateLimiter,
    private readonly log: (message: string) => void = () => {},
  ) {}

  /** Where a purchase goes when the member names no provider: PayPal when it is configured, else the sandbox. */
  get defaultProvider(): string {
    return this.providers.has('paypal') ? 'paypal' : ([...this.providers.keys()][0] ?? 'sandbox');
  }

  private provider(name: string) {
    const provider = this.providers.get(name);
    if (!provider) throw validationError('provider', 'payment.provider');
    return provider;
  }

  /** POST /coin/recharge: a coin package (or a whole number of coins) through a provider; where to approve it. */
  async start(
    userId: number,
    input: { packageId?: number; coins?: number; provider: string; returnUrl: string; language: UiLanguage },
  ) {
    const provider = this.provider(input.provider);
    const coins =
      input.packageId !== undefined ? COIN_PACKAGES.find((found) => found.id === input.packageId)?.coins : input.coins;
    if (coins === undefined || !Number.isInteger(coins) || coins < 1 || coins > TOP_UP_MAX_COINS)
      throw validationError('packageId', 'economy.package', { max: String(TOP_UP_MAX_COINS) });
    let returnUrl: URL;
    try {
      returnUrl = new URL(input.returnUrl);
    } catch {
      throw validationError('returnUrl', 'body.invalid');
    }
    if (!['http:', 'https:'].includes(returnUrl.protocol) || input.returnUrl.length > RETURN_URL_MAX)
      throw validationError('returnUrl', 'body.invalid');
    const id = randomUUID();
    const amountCents = coins * 100; // a coin is about 1 USD, no discount (spec §9)
    await this.db.transaction(async (tx) => {
      // The limits' rows stay locked to the end: one member's starts queue here, so the
      // count of waiting payments below sees every earlier start.
      await this.limiter.reserve(
        PAYMENT_START_LIMITS.map(({ name, max, windowMs }) => ({
          key: `payment-start-${name}:${userId}`,
          max,
          windowMs,
        })),
        { tx, refuse: tooManyStarts },
      );
      const windowStart = sql`(now() - make_interval(secs => ${PENDING_PAYMENT_WINDOW_MS / 1000}))`;
      const [waiting] = await tx
        .select({
          pending: count(),
          // When the oldest of them stops counting.
          seconds: sql<number>`greatest(1, ceil(extract(epoch from min(${payments.createdAt}) - ${windowStart})))::int`,
        })
        .from(payments)
        .where(and(eq(payments.userId, userId), eq(payments.status, 'created'), gt(payments.createdAt, windowStart)));
      if (waiting.pending >= PENDING_PAYMENTS_MAX) throw tooManyPending(waiting.seconds);
      await tx.insert(payments).values({ id, userId, provider: provider.name, coins, amountCents, currency: CURRENCY });
    });
    const back = (outcome: string) => {
      const url = new URL(returnUrl);
      url.searchParams.set('payment', id);
      if (outcome) url.searchParams.set('outcome', outcome);
      return url.toString();
    };
    let order: { orderId: string; approveUrl: string };
    try {
      order = await provider.createOrder({
        reference: id,
        amountCents,
        currency: CURRENCY,
        description: translate(input.language, 'payment.item', { count: String(coins) }),
        returnUrl: back(''),
        cancelUrl: back('cancelled'),
      });
    } catch (error) {
      // No order the member can pay: it does not wait among their payments.
      await this.db.update(payments).set({ status: 'cancelled' }).where(eq(payments.id, id));
      throw error;
    }
    await this.db.update(payments).set({ providerOrderId: order.orderId }).where(eq(payments.id, id));
    return {
      paymentId: id,
      approveUrl: order.approveUrl,
      goldCoin: coins,
      price: amountCents / 100,
      currency: CURRENCY,
    };
  }

  /** A member's own payment (the success page asks after it). */
  async status(userId: number, paymentId: string) {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
    if (!row) throw paymentNotFound();
    return {
      paymentId: row.id,
      status: row.status,
      goldCoin: row.coins,
      price: row.amountCents / 100,
      currency: row.currency,
      completedAt: row.completedAt?.getTime() ?? null,
    };
  }

  /**
   * The member came back from the provider (PayPal's success return): complete the order if it needs us to, then
   * settle.
   */
  async returned(userId: number, paymentId: string) {
    const [row] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.id, paymentId), eq(payments.userId, userId)));
    if (!row?.providerOrderId) throw paymentNotFound();
    if (row.status === 'created') await this.settle(row);
    return this.status(userId, paymentId);
  }

  /** A provider's webhook: authentic ones settle the order they name from the provider's record. */
  async webhook(providerName: string, headers: Record<string, string | string[] | undefined>, rawBody: string) {
    const provider = this.provider(providerName);
    const orderId = await provider.verifyWebhook(headers, rawBody);
    if (!orderId) throw new ApiError(401, 'PAYMENT_SIGNATURE', 'payment.signature');
    const [row] = await this.db
      .select()
      .from(payments)
      .where(and(eq(payments.provider, provider.name), eq(payments.providerOrderId, orderId)));
    if (!row) throw paymentNotFound();
    if (row.status === 'created') await this.settle(row);
  }

  /**
   * Reads the order from the provider and acts on it. An order that is not the payment's
   * (another amount, currency or reference) is refused before anything is captured, so the
   * payer is never charged for coins they will not get. An approved order is captured by
   * exactly one request (a lease on the payment row); the others leave it to that one.
   */
  private async settle(row: PaymentRow) {
    const provider = this.provider(row.provider);
    const order = await provider.getOrder(row.providerOrderId!);
    if (!matches(row, order)) {
      // Paid already (a provider that takes the money on its own page): only an operator can refund it.
      if (order.status === 'completed')
        throw new Error(`payment ${row.id}: the provider's paid order ${order.orderId} does not match it`);
      this.log(
        `payment ${row.id}: the provider's order ${order.orderId} (${order.amountCents} ${order.currency}, reference ${order.reference}) does not match it; refused without capturing`,
      );
      await this.db
        .update(payments)
        .set({ status: 'cancelled' })
        .where(and(eq(payments.id, row.id), eq(payments.status, 'created')));
      return;
    }
    if (order.status !== 'approved') return this.settleWith(row, order);
    const [claimed] = await this.db
      .update(payments)
      .set({ captureClaimedAt: sql`now()` })
      .where(
        and(
          eq(payments.id, row.id),
          eq(payments.status, 'created'),
          or(
            isNull(payments.captureClaimedAt),
            lt(payments.captureClaimedAt, sql`now() - make_interval(secs => ${CAPTURE_LEASE_MS / 1000})`),
          ),
        ),
      )
      .returning({ id: payments.id });
    if (!claimed) return; // another request is capturing it, and settles it
    let captured: ProviderOrder;
    try {
      captured = await provider.completeOrder(order.orderId, row.id);
    } catch (error) {
      // the next notice or return tries again
      await this.db.update(payments).set({ captureClaimedAt: null }).where(eq(payments.id, row.id));
      throw error;
    }
    await this.settleWith(row, captured);
  }

  /** Applies what the provider says of the order: paid → coins credited once; cancelled → marked. */
  private async settleWith(row: PaymentRow, order: ProviderOrder) {
    if (!matches(row, order))
      throw new Error(`payment ${row.id}: the provider's order ${order.orderId} does not match it`);
    if (order.status === 'cancelled') {
      await this.db
        .update(payments)
        .set({ status: 'cancelled' })
        .where(and(eq(payments.id, row.id), eq(payments.status, 'created')));
      return;
    }
    if (order.status !== 'completed') return;
    await this.ledger.post(
      { userId: row.userId, key: `payment:${row.id}`, kind: 'coin_purchase', request: { paymentId: row.id } },
      async (tx) => {
        await tx.update(payments).set({ status: 'completed', completedAt: new Date() }).where(eq(payments.id, row.id));
        return {
          legs: [
            { account: { system: 'sales' }, asset: 'coin', amount: -row.coins },
            { account: { userId: row.userId }, asset: 'coin', amount: row.coins },
          ],
          result: { paymentId: row.id, goldCoin: row.coins },
          detail: { paymentId: row.id, provider: row.provider, price: row.amountCents / 100, currency: row.currency },
        };
      },
    );
  }
}

type PaymentRow = typeof payments.$inferSelect;

/**
 * Whether the provider's order is the one made for this payment: its id, our reference, the amount and the currency.
 */
const matches = (row: PaymentRow, order: ProviderOrder) =>
  order.orderId === row.providerOrderId &&
  order.reference === row.id &&
  order.amountCents === row.amountCents &&
  order.currency === row.currency;
