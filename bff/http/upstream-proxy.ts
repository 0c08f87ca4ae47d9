import type { IncomingMessage, ServerResponse } from 'node:http';
import { request } from 'undici';
import { IMAGE_MAX_BYTES, toUiLanguage } from '../constants';
import { bffMessage } from '../messages';

const PASSED_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified', 'location'];

/** The one upload path: the browser sends the bytes with an upload grant (`?grant=`). */
export const UPLOAD_PATH = '/media/upload';
/** Gift pictures: public, like the catalogue that names them. */
export const GIFT_ICON_PREFIX = '/gift/icon/';
/** The gift mall's drawings of its goods: public too, like the shop that shows them. */
export const MALL_PICTURE_PREFIX = '/umall-goods/picture/';
/** Outside production: the embedded sandbox payment provider's checkout page (a page and its form). */
export const SANDBOX_CHECKOUT_PREFIX = '/sandbox-pay/checkout/';

/**
 * Pass-through for what the browser exchanges straight with upstream: media files
 * (`/media/...`, authorised upstream by their signed URL), uploads (authorised by their
 * grant) and, outside production, the development mailbox and the sandbox payment page.
 * Only the path, the query, the body's type and language travel; no cookie or token does.
 */
export function createUpstreamProxy(upstreamUrl: string) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://bff');
    const upload = url.pathname === UPLOAD_PATH;
    const checkout = url.pathname.startsWith(SANDBOX_CHECKOUT_PREFIX);
    const allowed = upload ? ['POST'] : checkout ? ['GET', 'HEAD', 'POST'] : ['GET', 'HEAD'];
    if (!allowed.includes(req.method ?? '')) {
      res.writeHead(405, { allow: allowed.join(', ') }).end();
      return;
    }
    if (upload) {
      const refusal = uploadRefusal(req);
      if (refusal) return refuse(req, res, refusal);
    }
    const path = url.pathname.startsWith('/media/') || checkout ? url.pathname : `/user-service${url.pathname}`;
    const withBody = req.method === 'POST';
    const answer = await request(new URL(`${path}${url.search}`, upstreamUrl), {
      method: req.method as 'GET' | 'HEAD' | 'POST',
      headers: {
        language: String(req.headers.language ?? 'en'),
        'accept-language': String(req.headers['accept-language'] ?? 'en'),
        ...(withBody ? { 'content-type': req.headers['content-type'] ?? 'application/octet-stream' } : {}),
      },
      ...(withBody ? { body: req } : {}),
    });
    const headers: Record<string, string> = { 'x-content-type-options': 'nosniff' };
    for (const name of PASSED_HEADERS) {
      const value = answer.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    res.writeHead(answer.statusCode, headers);
    if (req.method === 'HEAD') {
      await answer.body.dump();
      res.end();
      return;
    }
    for await (const chunk of answer.body) res.write(chunk);
    res.end();
  };
}

/**
 * An upload the BFF answers itself, before any byte goes on: one without its length, or
 * longer than upstream takes. Said in the contract's envelope and the member's language, so
 * the page shows the limit in words.
 */
function uploadRefusal(req: IncomingMessage): { status: number; reason: string; msg: string } | null {
  const language = toUiLanguage(req.headers.language);
  const declared = req.headers['content-length'];
  const length = Number(declared);
  if (declared === undefined || !Number.isInteger(length))
    return { status: 411, reason: 'LENGTH_REQUIRED', msg: bffMessage(language, 'upload.lengthRequired') };
  if (length > IMAGE_MAX_BYTES)
    return {
      status: 413,
      reason: 'TOO_LARGE',
      msg: bffMessage(language, 'upload.tooLarge', { megabytes: IMAGE_MAX_BYTES / 1024 / 1024 }),
    };
  return null;
}

/**
 * Answers at once and reads the rest of the body into nothing: a browser still sending its
 * photo gets the answer when it has sent it, where closing the socket would reset the
 * connection and show as a network failure.
 */
function refuse(req: IncomingMessage, res: ServerResponse, refusal: { status: number; reason: string; msg: string }) {
  req.resume();
  res.writeHead(refusal.status, { 'content-type': 'application/json', 'x-content-type-options': 'nosniff' });
  res.end(JSON.stringify({ code: refusal.status, msg: refusal.msg, data: { reason: refusal.reason } }));
}
