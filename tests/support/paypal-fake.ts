import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local server answering as PayPal's REST API does, in the shapes its documentation gives
 * (OAuth2 client credentials, Orders v2 create / show / capture with PayPal-Request-Id,
 * verify-webhook-signature), so the adapter is tested at its HTTP boundary. `approve` is the
 * payer approving on PayPal's page; a notice is genuine when its signature is `GENUINE_SIGNATURE`.
 */
export const PAYPAL_CLIENT = { clientId: 'test-client', clientSecret: 'test-secret', webhookId: 'WH1TEST' };
export const GENUINE_SIGNATURE = 'genuine-signature';

interface FakeOrder {
  id: string;
  status: 'PAYER_ACTION_REQUIRED' | 'APPROVED' | 'COMPLETED';
  unit: {
    reference_id: string;
    custom_id: string;
    description: string;
    amount: { currency_code: string; value: string };
  };
  captureResponse?: unknown;
  captureRequestId?: string;
}

export async function startPayPalFake() {
  const orders = new Map<string, FakeOrder>();
  const byCreateRequest = new Map<string, string>();
  const tokens = new Set<string>();
  const requests: Array<{ method: string; path: string; headers: IncomingMessage['headers']; body: any }> = [];
  let captureFailures = 0;
  const orderBody = (order: FakeOrder) => ({
    id: order.id,
    status: order.status,
    purchase_units: [
      {
        ...order.unit,
        ...(order.status === 'COMPLETED'
          ? {
              payments: {
                captures: [
                  {
                    id: `CAP-${order.id}`,
                    status: 'COMPLETED',
                    amount: order.unit.amount,
                    custom_id: order.unit.custom_id,
                  },
                ],
              },
            }
          : {}),
      },
    ],
    links: [
      { href: `https://api-m.sandbox.paypal.com/v2/checkout/orders/${order.id}`, rel: 'self', method: 'GET' },
      { href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`, rel: 'payer-action', method: 'GET' },
    ],
  });

  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (chunk) => (raw += chunk));
    req.on('end', () => {
      const path = (req.url ?? '').split('?')[0];
      let body: any = raw;
      try {
        body = raw && req.headers['content-type']?.includes('json') ? JSON.parse(raw) : raw;
      } catch {
        /* kept raw */
      }
      requests.push({ method: req.method ?? '', path, headers: req.headers, body });
      const send = (status: number, value: unknown) =>
        res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));

      if (req.method === 'POST' && path === '/v1/oauth2/token') {
        const expected = `Basic ${Buffer.from(`${PAYPAL_CLIENT.clientId}:${PAYPAL_CLIENT.clientSecret}`).toString('base64')}`;
        if (req.headers.authorization !== expected || body !== 'grant_type=client_credentials')
          return send(401, { error: 'invalid_client', error_description: 'Client Authentication failed' });
        const token = `A21AA${randomBytes(12).toString('hex')}`;
        tokens.add(token);
        return send(200, {
          scope: 'https://uri.paypal.com/services/payments/payment',
          access_token: token,
          token_type: 'Bearer',
          app_id: 'APP-TEST',
          expires_in: 32400,
          nonce: 'n',
        });
      }
      if (!tokens.has(String(req.headers.authorization).replace(/^Bearer /, '')))
        return send(401, { error: 'invalid_token', error_description: 'Token signature verification failed' });

      if (req.method === 'POST' && path === '/v2/checkout/orders') {
        const requestId = String(req.headers['paypal-request-id'] ?? '');
        const known = byCreateRequest.get(requestId);
        if (known) return send(200, orderBody(orders.get(known)!));
        const unit = body?.purchase_units?.[0];
        if (body?.intent !== 'CAPTURE' || !unit?.amount?.value || !unit.amount.currency_code)
          return send(422, { name: 'UNPROCESSABLE_ENTITY', details: [{ issue: 'MISSING_REQUIRED_PARAMETER' }] });
        const order: FakeOrder = {
          id: randomBytes(8).toString('hex').toUpperCase(),
          status: 'PAYER_ACTION_REQUIRED',
          unit,
        };
        orders.set(order.id, order);
        if (requestId) byCreateRequest.set(requestId, order.id);
        return send(200, orderBody(order));
      }
      const show = /^\/v2\/checkout\/orders\/([^/]+)$/.exec(path);
      if (req.method === 'GET' && show) {
        const order = orders.get(show[1]);
        return order ? send(200, orderBody(order)) : send(404, { name: 'RESOURCE_NOT_FOUND' });
      }
      const capture = /^\/v2\/checkout\/orders\/([^/]+)\/capture$/.exec(path);
      if (req.method === 'POST' && capture) {
        const order = orders.get(capture[1]);
        if (!order) return send(404, { name: 'RESOURCE_NOT_FOUND' });
        if (captureFailures > 0) {
          captureFailures--;
          return send(503, { name: 'SERVICE_UNAVAILABLE', message: 'Service Unavailable.' });
        }
        const requestId = String(req.headers['paypal-request-id'] ?? '');
        if (order.status === 'COMPLETED' && requestId && requestId === order.captureRequestId)
          return send(201, order.captureResponse);
        if (order.status !== 'APPROVED')
          return send(422, {
            name: 'UNPROCESSABLE_ENTITY',
            details: [{ issue: order.status === 'COMPLETED' ? 'ORDER_ALREADY_CAPTURED' : 'ORDER_NOT_APPROVED' }],
          });
        order.status = 'COMPLETED';
        order.captureRequestId = requestId;
        order.captureResponse = orderBody(order);
        return send(201, order.captureResponse);
      }
      if (req.method === 'POST' && path === '/v1/notifications/verify-webhook-signature') {
        const genuine =
          body?.transmission_sig === GENUINE_SIGNATURE &&
          body?.webhook_id === PAYPAL_CLIENT.webhookId &&
          body?.webhook_event?.id;
        return send(200, { verification_status: genuine ? 'SUCCESS' : 'FAILURE' });
      }
      return send(404, { name: 'NOT_FOUND' });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    orders,
    /** The payer approves the order on PayPal's page. */
    approve(orderId: string) {
      orders.get(orderId)!.status = 'APPROVED';
    },
    /** The next capture call answers 503, as PayPal does when it is briefly unavailable. */
    failNextCapture() {
      captureFailures++;
    },
    /** A webhook notice about an order, as PayPal sends it (headers and body). */
    notice(orderId: string, signature = GENUINE_SIGNATURE) {
      const body = JSON.stringify({
        id: `WH-${randomBytes(6).toString('hex')}`,
        event_version: '1.0',
        create_time: new Date().toISOString(),
        resource_type: 'checkout-order',
        event_type: 'CHECKOUT.ORDER.APPROVED',
        resource: { id: orderId, status: 'APPROVED' },
      });
      const headers = {
        'content-type': 'application/json',
        'paypal-auth-algo': 'SHA256withRSA',
        'paypal-cert-url': 'https://api.sandbox.paypal.com/v1/notifications/certs/CERT-TEST',
        'paypal-transmission-id': `T-${randomBytes(6).toString('hex')}`,
        'paypal-transmission-sig': signature,
        'paypal-transmission-time': new Date().toISOString(),
      };
      return { headers, body };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
