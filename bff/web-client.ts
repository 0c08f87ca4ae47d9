import { createReadStream, existsSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/**
 * Serves the built web client: files from `dist`, and index.html for every other GET so
 * client routes (/login, /userHomePage/7, ...) load the app. Hashed assets are cached for good.
 */
export function createWebClientHandler(dist: string | undefined) {
  const indexFile = dist ? path.join(dist, 'index.html') : '';
  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    if (!dist || !existsSync(indexFile)) {
      res.writeHead(503, { 'content-type': 'text/plain; charset=utf-8' }).end('The web client is not built: run `npm run build`.');
      return;
    }
    const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://local').pathname);
    const file = path.join(dist, path.normalize(pathname));
    const isAsset = file.startsWith(dist + path.sep) && existsSync(file) && statSync(file).isFile();
    const target = isAsset ? file : indexFile;
    const headers: Record<string, string> = {
      'content-type': CONTENT_TYPES[path.extname(target)] ?? 'application/octet-stream',
      'x-content-type-options': 'nosniff',
      'cache-control': isAsset && pathname.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
    };
    if (target === indexFile) headers['x-frame-options'] = 'DENY';
    res.writeHead(200, headers);
    if (req.method === 'HEAD') res.end();
    else createReadStream(target).pipe(res);
  };
}
