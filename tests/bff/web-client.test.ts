import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWebClientHandler } from '../../bff/web-client';
import { buildWebClient } from '../support/web-build';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

describe('web client files over HTTP', () => {
  /** Holds a copy of the build in `dist/` and, beside it, a file that must never be served. */
  let root: string;
  let server: Server;
  let port: number;
  /** The entry script index.html loads: large enough that the build precompressed it. */
  let entryPath: string;
  let entry: Buffer;
  let indexHtml: Buffer;

  /** A request with the path sent as written (no URL normalisation) and exactly these headers. */
  function get(pathname: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const req = request({ host: '127.0.0.1', port, path: pathname, method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      });
      req.on('error', reject);
      req.end();
    });
  }

  beforeAll(async () => {
    root = mkdtempSync(path.join(os.tmpdir(), 'across-web-client-'));
    const dist = path.join(root, 'dist');
    cpSync(buildWebClient(), dist, { recursive: true });
    writeFileSync(path.join(root, 'secret.txt'), 'not for the web');
    indexHtml = readFileSync(path.join(dist, 'index.html'));
    entryPath = /<script type="module" crossorigin src="([^"]+)"/.exec(indexHtml.toString())![1];
    entry = readFileSync(path.join(dist, entryPath));
    server = createServer(createWebClientHandler(dist));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await new Promise<void>((resolve) => server.close(() => resolve()));
    rmSync(root, { recursive: true, force: true });
  });

  function expectCachedScript(answer: Answer) {
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers.vary).toBe('accept-encoding');
  }

  it('sends an asset brotli-compressed to a browser that accepts br', async () => {
    const answer = await get(entryPath, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expectCachedScript(answer);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(entry.length / 2);
    expect(brotliDecompressSync(answer.body).equals(entry)).toBe(true);
  });

  it('sends it gzip-compressed to a client that accepts only gzip, or refuses br', async () => {
    for (const acceptEncoding of ['gzip', 'br;q=0, gzip;q=0.8', 'GZIP;q=0.5, identity']) {
      const answer = await get(entryPath, { 'accept-encoding': acceptEncoding });
      expectCachedScript(answer);
      expect(answer.headers['content-encoding'], acceptEncoding).toBe('gzip');
      expect(gunzipSync(answer.body).equals(entry)).toBe(true);
    }
  });

  it('sends it as it is otherwise', async () => {
    const headerSets: Array<Record<string, string>> = [
      {},
      { 'accept-encoding': 'identity' },
      { 'accept-encoding': 'deflate, gzip;q=0, br;q=0' },
    ];
    for (const headers of headerSets) {
      const answer = await get(entryPath, headers);
      expectCachedScript(answer);
      expect(answer.headers['content-encoding']).toBeUndefined();
      expect(answer.body.equals(entry)).toBe(true);
    }
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const full = await get(entryPath, { 'accept-encoding': 'br' });
    const head = await get(entryPath, { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.length).toBe(0);
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(full.headers['content-length']);
  });

  it('sends index.html uncached, framed by nobody, for the root and every client route', async () => {
    for (const pathname of ['/', '/index.html', '/login', '/userHomePage/7', '/no/such/page']) {
      const answer = await get(pathname, { 'accept-encoding': 'gzip, br' });
      expect(answer.status, pathname).toBe(200);
      expect(answer.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('no-cache');
      expect(answer.headers['x-frame-options']).toBe('DENY');
      expect(answer.headers['x-content-type-options']).toBe('nosniff');
      const body =
        answer.headers['content-encoding'] === 'br'
          ? brotliDecompressSync(answer.body)
          : answer.headers['content-encoding'] === 'gzip'
            ? gunzipSync(answer.body)
            : answer.body;
      expect(body.equals(indexHtml)).toBe(true);
    }
  });

  it('answers 404 for a hashed asset that is not there, so an old page does not run HTML as a script', async () => {
    const answer = await get('/assets/index-gone1234.js');
    expect(answer.status).toBe(404);
    expect(answer.headers['cache-control']).toBe('no-cache');
  });

  it('never sends a file outside the build', async () => {
    for (const pathname of [
      '/../secret.txt',
      '/%2e%2e/secret.txt',
      '/assets/..%2f..%2fsecret.txt',
      '/..%5csecret.txt',
      '/%2fsecret.txt%00',
    ]) {
      const answer = await get(pathname);
      expect([200, 404], pathname).toContain(answer.status);
      expect(answer.body.toString(), pathname).not.toContain('not for the web');
    }
    expect((await get('/%E0%A4%A')).status).toBe(400);
    expect((await get('/', {}, 'POST')).status).toBe(405);
  });
});
