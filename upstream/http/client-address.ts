import { createHmac, timingSafeEqual } from 'node:crypto';
import { isIP } from 'node:net';
import type { FastifyInstance } from 'fastify';

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * The member's own address, for per-client limits: the one the BFF vouches for
     * (signed with the shared secret), else the address of the connection itself.
     */
    clientIp: string;
    /** Whether the BFF vouched for this call (a valid signed client address): routes only the BFF may call check it. */
    vouched: boolean;
  }
}

/** Headers the BFF sends with every call (docs/contract.md "Client address"). */
export const CLIENT_IP_HEADER = 'x-across-client-ip';
export const CLIENT_IP_SIGNATURE_HEADER = 'x-across-client-signature';

export function clientIpSignature(ip: string, secret: string): string {
  return createHmac('sha256', secret).update(`client-ip:${ip}`).digest('base64url');
}

/** `::ffff:127.0.0.1` and `127.0.0.1` are one client. */
export function normaliseIp(ip: string): string {
  return ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
}

/**
 * Sets `request.clientIp`. Anyone can send the header, so it counts only with a valid
 * signature: a caller that reaches upstream directly is limited by its own address.
 */
export function registerClientAddress(app: FastifyInstance, secret: string) {
  app.decorateRequest('clientIp', '');
  app.decorateRequest('vouched', false);
  app.addHook('onRequest', async (request) => {
    const claimed = request.headers[CLIENT_IP_HEADER];
    const signature = request.headers[CLIENT_IP_SIGNATURE_HEADER];
    if (typeof claimed === 'string' && typeof signature === 'string' && isIP(claimed)) {
      const expected = Buffer.from(clientIpSignature(claimed, secret));
      const given = Buffer.from(signature);
      if (given.length === expected.length && timingSafeEqual(given, expected)) {
        request.clientIp = normaliseIp(claimed);
        request.vouched = true;
        return;
      }
    }
    request.clientIp = normaliseIp(request.ip);
  });
}
