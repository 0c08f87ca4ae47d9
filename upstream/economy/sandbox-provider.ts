import { request } from 'undici';
import { createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/open';
import { sandboxOrders } from '../db/schema';
import { ANYONE } from '../http/session';
import { toUiLanguage, translate } from '../i18n';
import type { PaymentProvider, ProviderOrder } from './payments';

/** Where the sandbox's checkout page lives; the BFF passes this path through outside production. */
export const SANDBOX_CHECKOUT_PATH = '/sandbox-pay/checkout';
const SIGNATURE_HEADER = 'x-sandbox-signature';

const sign = (body: string, secret: string) => `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

const STATUS: Record<string, ProviderOrder['status']> = {
  CREATED: 'created',
  COMPLETED: 'completed',
  CANCELLED: 'cancelled',
};

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The embedded test payment provider (docs/decisions.md "Payments"), so a newcomer can buy
 * coins on `npm start`: a checkout page clearly labelled as a test, where "pay" or "cancel"
 * is decided on the server, which then calls the merchant back with a signed webhook, as a
 * real provider would. It keeps its own orders (`sandbox_orders`); the merchant side
 * (PaymentService) reads them only through this provider interface.
 */
export class SandboxProvider implements PaymentProvider {
  readonly name = 'sandbox';

  constructor(
    private readonly db: Database,
    private readonly secret: string,
    /** Where to send the signed notice (the merchant's webhook), known once the upstream listens. */
    private readonly webhookUrl: () => string,
    private readonly log: (message: string) => void = () => {},
  ) {}

  async createOrder(order: {
    reference: string;
    amountCents: number;
    currency: string;
    description: string;
    returnUrl: string;
    cancelUrl: string;
  }) {
    const id = randomUUID();
    await this.db.insert(sandboxOrders).values({ id, ...order });
    return { orderId: id, approveUrl: `${SANDBOX_CHECKOUT_PATH}/${id}` };
  }

  async getOrder(orderId: string): Promise<ProviderOrder> {
    const [row] = await this.db.select().from(sandboxOrders).where(eq(sandboxOrders.id, orderId));
    if (!row) throw new Error(`sandbox order ${orderId} does not exist`);
    return {
      orderId: row.id,
      status: STATUS[row.status],
      amountCents: row.amountCents,
      currency: row.currency,
      reference: row.reference,
    };
  }

  /** The sandbox completes an order on its own page: nothing to do when the member returns. */
  completeOrder(orderId: string) {
    return this.getOrder(orderId);
  }

  async verifyWebhook(headers: Record<string, string | string[] | undefined>, rawBody: string) {
    const given = headers[SIGNATURE_HEADER];
    if (typeof given !== 'string') return undefined;
    const expected = Buffer.from(sign(rawBody, this.secret));
    if (given.length !== expected.length || !timingSafeEqual(Buffer.from(given), expected)) return undefined;
    try {
      const body = JSON.parse(rawBody) as { orderId?: unknown };
      return typeof body.orderId === 'string' ? body.orderId : undefined;
    } catch {
      return undefined;
    }
  }

  /** The member paid or cancelled on the checkout page: the order changes once, then the merchant is told. */
  private async decide(orderId: string, pay: boolean) {
    const [row] = await this.db
      .update(sandboxOrders)
      .set({ status: pay ? 'COMPLETED' : 'CANCELLED' })
      .where(and(eq(sandboxOrders.id, orderId), eq(sandboxOrders.status, 'CREATED')))
      .returning();
    if (!row) return undefined; // decided already (a second click)
    const body = JSON.stringify({ type: pay ? 'order.completed' : 'order.cancelled', orderId });
    try {
      const response = await request(this.webhookUrl(), {
        method: 'POST',
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(body, this.secret) },
        body,
        signal: AbortSignal.timeout(10_000),
      });
      await response.body.dump();
      if (response.statusCode >= 300) this.log(`sandbox webhook for ${orderId} answered HTTP ${response.statusCode}`);
    } catch (error) {
      // The member's return to the success page settles it too (PaymentService.returned).
      this.log(`sandbox webhook for ${orderId} failed: ${(error as Error).message}`);
    }
    return row;
  }

  /** The checkout page and its two buttons. */
  routes(app: FastifyInstance) {
    const page = (language: string, title: string, body: string) =>
      `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>` +
      `<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:2rem auto;padding:0 1rem;color:#222}.badge{display:inline-block;background:#ffe9a8;border:1px solid #d9a300;border-radius:4px;padding:.2rem .5rem;font-weight:600}` +
      `.amount{font-size:1.6rem;margin:1rem 0}button{font-size:1rem;padding:.7rem 1.2rem;margin:.3rem .5rem .3rem 0;border-radius:6px;border:1px solid #888;cursor:pointer}.pay{background:#1f6feb;color:#fff;border-color:#1f6feb}</style></head><body>${body}</body></html>`;
    const languageOf = (headers: Record<string, string | string[] | undefined>) =>
      toUiLanguage(String(headers['accept-language'] ?? 'en').split(/[,;]/)[0]);
    const find = async (id: string) =>
      /^[0-9a-f-]{36}$/.test(id)
        ? (await this.db.select().from(sandboxOrders).where(eq(sandboxOrders.id, id)))[0]
        : undefined;

    app.get(`${SANDBOX_CHECKOUT_PATH}/:id`, ANYONE, async (request, reply) => {
      const language = languageOf(request.headers);
      const order = await find((request.params as { id: string }).id);
      if (!order) return reply.callNotFound();
      const title = translate(language, 'sandbox.title');
      const amount = `${(order.amountCents / 100).toFixed(2)} ${order.currency}`;
      const body =
        order.status === 'CREATED'
          ? `<p class="badge">${escapeHtml(title)}</p><p>${escapeHtml(translate(language, 'sandbox.notice'))}</p><p>${escapeHtml(order.description)}</p>` +
            `<p class="amount">${escapeHtml(translate(language, 'sandbox.amount'))}: <strong>${amount}</strong></p>` +
            `<form method="post"><button class="pay" name="action" value="pay">${escapeHtml(translate(language, 'sandbox.pay'))}</button><button name="action" value="cancel">${escapeHtml(translate(language, 'sandbox.cancel'))}</button></form>`
          : `<p class="badge">${escapeHtml(title)}</p><p>${escapeHtml(translate(language, 'sandbox.done'))}</p>`;
      return reply
        .header('content-type', 'text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(page(language, title, body));
    });

    app.register(async (scope) => {
      scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) =>
        done(null, new URLSearchParams(body as string)),
      );
      scope.post(`${SANDBOX_CHECKOUT_PATH}/:id`, ANYONE, async (request, reply) => {
        const order = await find((request.params as { id: string }).id);
        if (!order) return reply.callNotFound();
        if (order.status !== 'CREATED') return reply.redirect(`${SANDBOX_CHECKOUT_PATH}/${order.id}`, 303);
        const pay = (request.body as URLSearchParams | undefined)?.get('action') === 'pay';
        const decided = await this.decide(order.id, pay);
        if (!decided) return reply.redirect(`${SANDBOX_CHECKOUT_PATH}/${order.id}`, 303);
        return reply.redirect(pay ? decided.returnUrl : decided.cancelUrl, 303);
      });
    });
  }
}
