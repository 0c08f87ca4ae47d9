import { request } from 'undici';
import type { PaymentProvider, ProviderOrder } from './payments';

export interface PayPalConfig {
  /** https://api-m.paypal.com, or https://api-m.sandbox.paypal.com for PayPal's own sandbox. */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  /** The webhook's id in the PayPal developer dashboard: signatures are verified against it. */
  webhookId: string;
}

const REQUEST_TIMEOUT_MS = 15_000;
/** A token is renewed this long before PayPal says it expires. */
const TOKEN_MARGIN_MS = 60_000;

interface PayPalOrder {
  id: string;
  status: string;
  purchase_units?: Array<{
    reference_id?: string;
    custom_id?: string;
    amount?: { currency_code: string; value: string };
    payments?: {
      captures?: Array<{ status: string; amount: { currency_code: string; value: string }; custom_id?: string }>;
    };
  }>;
  links?: Array<{ href: string; rel: string }>;
}

/** "10.00" → 1000: PayPal's amounts are decimal strings. */
const cents = (value: string) => Math.round(Number(value) * 100);

/**
 * PayPal Checkout, Orders v2 (docs/decisions.md "Payments"): an order is created with our
 * payment id as `custom_id`, the member approves it on PayPal, and it is captured by us when
 * they come back or when PayPal's webhook says it was approved. Every write carries a
 * `PayPal-Request-Id`, so a retried create or capture is the same one on PayPal's side.
 * Webhooks are verified by PayPal's verify-webhook-signature API.
 */
export class PayPalProvider implements PaymentProvider {
  readonly name = 'paypal';
  private token: { value: string; expiresAt: number } | undefined;

  constructor(private readonly config: PayPalConfig) {}

  private async accessToken() {
    if (this.token && this.token.expiresAt > Date.now()) return this.token.value;
    const response = await request(`${this.config.apiUrl}/v1/oauth2/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${this.config.clientId}:${this.config.clientSecret}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: 'grant_type=client_credentials',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (response.statusCode >= 300) {
      await response.body.dump();
      throw new Error(`PayPal token request answered HTTP ${response.statusCode}`);
    }
    const body = (await response.body.json()) as { access_token: string; expires_in: number };
    this.token = { value: body.access_token, expiresAt: Date.now() + body.expires_in * 1000 - TOKEN_MARGIN_MS };
    return this.token.value;
  }

  private async call<T>(method: 'GET' | 'POST', path: string, body?: unknown, requestId?: string): Promise<T> {
    const response = await request(`${this.config.apiUrl}${path}`, {
      method,
      headers: {
        authorization: `Bearer ${await this.accessToken()}`,
        'content-type': 'application/json',
        ...(requestId ? { 'paypal-request-id': requestId } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    if (response.statusCode === 401) this.token = undefined; // renewed on the next call
    if (response.statusCode >= 300)
      throw new Error(
        `PayPal ${method} ${path} answered HTTP ${response.statusCode}: ${(await response.body.text()).slice(0, 300)}`,
      );
    return (await response.body.json()) as T;
  }

  private toOrder(order: PayPalOrder): ProviderOrder {
    const unit = order.purchase_units?.[0];
    const capture = unit?.payments?.captures?.[0];
    const amount = capture?.amount ?? unit?.amount;
    const status: ProviderOrder['status'] =
      order.status === 'COMPLETED' && capture?.status === 'COMPLETED'
        ? 'completed'
        : order.status === 'APPROVED'
          ? 'approved'
          : order.status === 'VOIDED'
            ? 'cancelled'
            : 'created';
    return {
      orderId: order.id,
      status,
      amountCents: amount ? cents(amount.value) : 0,
      currency: amount?.currency_code ?? '',
      reference: unit?.custom_id ?? capture?.custom_id ?? '',
    };
  }

  async createOrder(order: {
    reference: string;
    amountCents: number;
    currency: string;
    description: string;
    returnUrl: string;
    cancelUrl: string;
  }) {
    const created = await this.call<PayPalOrder>(
      'POST',
      '/v2/checkout/orders',
      {
        intent: 'CAPTURE',
        purchase_units: [
          {
            reference_id: order.reference,
            custom_id: order.reference,
            description: order.description,
            amount: { currency_code: order.currency, value: (order.amountCents / 100).toFixed(2) },
          },
        ],
        payment_source: {
          paypal: {
            experience_context: {
              return_url: order.returnUrl,
              cancel_url: order.cancelUrl,
              user_action: 'PAY_NOW',
              shipping_preference: 'NO_SHIPPING',
            },
          },
        },
      },
      `create-${order.reference}`,
    );
    const approve = created.links?.find((link) => link.rel === 'payer-action' || link.rel === 'approve');
    if (!approve) throw new Error(`PayPal order ${created.id} has no approval link`);
    return { orderId: created.id, approveUrl: approve.href };
  }

  async getOrder(orderId: string) {
    return this.toOrder(await this.call<PayPalOrder>('GET', `/v2/checkout/orders/${encodeURIComponent(orderId)}`));
  }

  /** Captures an approved order; the request id is the order's, so a retried capture is the same one at PayPal. */
  async completeOrder(orderId: string) {
    return this.toOrder(
      await this.call<PayPalOrder>(
        'POST',
        `/v2/checkout/orders/${encodeURIComponent(orderId)}/capture`,
        {},
        `capture-${orderId}`,
      ),
    );
  }

  async verifyWebhook(headers: Record<string, string | string[] | undefined>, rawBody: string) {
    const header = (name: string) => (typeof headers[name] === 'string' ? (headers[name] as string) : undefined);
    const [algo, certUrl, transmissionId, signature, time] = [
      'paypal-auth-algo',
      'paypal-cert-url',
      'paypal-transmission-id',
      'paypal-transmission-sig',
      'paypal-transmission-time',
    ].map(header);
    if (!algo || !certUrl || !transmissionId || !signature || !time) return undefined;
    let event: {
      event_type?: string;
      resource?: { id?: string; supplementary_data?: { related_ids?: { order_id?: string } } };
    };
    try {
      event = JSON.parse(rawBody);
    } catch {
      return undefined;
    }
    const verified = await this.call<{ verification_status: string }>(
      'POST',
      '/v1/notifications/verify-webhook-signature',
      {
        auth_algo: algo,
        cert_url: certUrl,
        transmission_id: transmissionId,
        transmission_sig: signature,
        transmission_time: time,
        webhook_id: this.config.webhookId,
        webhook_event: event,
      },
    );
    if (verified.verification_status !== 'SUCCESS') return undefined;
    // An order event names the order; a capture event names it among its related ids.
    return event.event_type?.startsWith('CHECKOUT.ORDER.')
      ? event.resource?.id
      : event.resource?.supplementary_data?.related_ids?.order_id;
  }
}
