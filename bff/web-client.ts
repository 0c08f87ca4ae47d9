import { createReadStream, statSync, type Stats } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream';

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

/** The encodings the build writes next to a file (vite.config.mts), best first. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

/** How much the client wants `coding` (RFC 9110 §12.5.3): its q-value, else that of `*`, else 0. */
function acceptance(acceptEncoding: string, coding: string): number {
  let star = 0;
  for (const part of acceptEncoding.split(',')) {
    const [token, ...params] = part.trim().toLowerCase().split(';');
    const qParam = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (token === coding) return Number.isFinite(q) ? q : 0;
    if (token === '*') star = Number.isFinite(q) ? q : 0;
  }
  return star;
}

function fileStats(file: string): Stats | undefined {
  try {
    const stats = statSync(file);
    return stats.isFile() ? stats : undefined;
  } catch {
    return undefined;
  }
}

/** The file to send for `file`: its precompressed variant the client accepts most (br on a tie), else itself. */
function negotiate(
  file: string,
  acceptEncoding: string | undefined,
): { file: string; stats: Stats; encoding?: string } | undefined {
  const plain = fileStats(file);
  if (!plain) return undefined;
  let best: { file: string; stats: Stats; encoding?: string; q: number } = { file, stats: plain, q: 0 };
  for (const { name, suffix } of ENCODINGS) {
    const q = acceptEncoding ? acceptance(acceptEncoding, name) : 0;
    if (q <= best.q) continue;
    const stats = fileStats(file + suffix);
    if (stats) best = { file: file + suffix, stats, encoding: name, q };
  }
  return best;
}

/**
 * Serves the built web client: files from `dist`, and index.html for every other GET so
 * client routes (/login, /userHomePage/7, ...) load the app. Each file goes out as the build
 * precompressed it (br or gzip) when the browser accepts that. Hashed assets are cached for
 * good; a missing one is a 404, not the app (a page from an older build must not take HTML
 * for a script).
 */
export function createWebClientHandler(distOption: string | undefined) {
  const dist = distOption ? path.resolve(distOption) : '';
  const indexFile = path.join(dist, 'index.html');
  return (req: IncomingMessage, res: ServerResponse) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    if (!dist || !fileStats(indexFile)) {
      res
        .writeHead(503, { 'content-type': 'text/plain; charset=utf-8' })
        .end('The web client is not built: run `npm run build`.');
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://local').pathname);
    } catch {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end('Malformed path.');
      return;
    }
    const file = path.join(dist, path.normalize(pathname));
    const inDist = file.startsWith(dist + path.sep) && !file.includes('\0');
    const acceptEncoding = req.headers['accept-encoding'];
    const asset = inDist ? negotiate(file, acceptEncoding) : undefined;
    const isHashedAsset = pathname.startsWith('/assets/');
    if (!asset && isHashedAsset) {
      res
        .writeHead(404, {
          'content-type': 'text/plain; charset=utf-8',
          'cache-control': 'no-cache',
          'x-content-type-options': 'nosniff',
        })
        .end('Not found.');
      return;
    }
    const served = asset ? file : indexFile;
    const target = asset ?? negotiate(indexFile, acceptEncoding)!;
    const headers: Record<string, string> = {
      'content-type': CONTENT_TYPES[path.extname(served)] ?? 'application/octet-stream',
      'content-length': String(target.stats.size),
      'x-content-type-options': 'nosniff',
      'cache-control': asset && isHashedAsset ? 'public, max-age=31536000, immutable' : 'no-cache',
      // Caches keep one copy per encoding.
      vary: 'accept-encoding',
    };
    if (target.encoding) headers['content-encoding'] = target.encoding;
    if (served === indexFile) headers['x-frame-options'] = 'DENY';
    res.writeHead(200, headers);
    if (req.method === 'HEAD') res.end();
    // A file replaced by a new build mid-response ends the response instead of the process.
    else pipeline(createReadStream(target.file), res, () => {});
  };
}
