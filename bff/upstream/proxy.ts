import type { IncomingMessage, ServerResponse } from 'node:http';
import { request } from 'undici';

const PASSED_HEADERS = ['content-type', 'content-length', 'cache-control', 'etag', 'last-modified'];

/** The one upload path: the browser sends the bytes with an upload grant (`?grant=`). */
export const UPLOAD_PATH = '/media/upload';

/**
 * Pass-through for what the browser exchanges straight with upstream: media files
 * (`/media/...`, authorised upstream by their signed URL), uploads (authorised by their
 * grant) and, outside production, the development mailbox. Only the path, the query and
 * the body's type travel; no cookie or token does.
 */
export function createUpstreamProxy(upstreamUrl: string) {
  return async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://bff');
    const upload = url.pathname === UPLOAD_PATH;
    const allowed = upload ? ['POST'] : ['GET', 'HEAD'];
    if (!allowed.includes(req.method ?? '')) {
      res.writeHead(405, { allow: allowed.join(', ') }).end();
      return;
    }
    const path = url.pathname.startsWith('/media/') ? url.pathname : `/user-service${url.pathname}`;
    const answer = await request(new URL(`${path}${url.search}`, upstreamUrl), {
      method: req.method as 'GET' | 'HEAD' | 'POST',
      ...(upload
        ? { body: req, headers: { 'content-type': req.headers['content-type'] ?? 'application/octet-stream', language: String(req.headers.language ?? 'en') } }
        : {}),
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
