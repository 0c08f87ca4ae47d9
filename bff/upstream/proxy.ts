import type { IncomingMessage, ServerResponse } from 'node:http';
import { request } from 'undici';

const PASSED_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified'];

/**
 * GET-only pass-through for what the browser loads straight from upstream: media files
 * (`/media/...`, authorised upstream by their signed URL) and, outside production, the
 * development mailbox. Only the path and query travel; no cookie or token does.
 */
export function createUpstreamProxy(upstreamUrl: string) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://bff');
    const path = url.pathname.startsWith('/media/') ? url.pathname : `/user-service${url.pathname}`;
    const answer = await request(new URL(`${path}${url.search}`, upstreamUrl), { method: req.method });
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
