import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A relay in front of the run's Apertium: it counts the translations asked of the engine
 * (`translations`: each POST /translate, with its langpair and text) and, while `failing`,
 * answers them 503 as an engine in trouble does, so a test can show what an engine call
 * costs and what its failure leaves behind.
 */
export async function startApertiumRelay(apertiumUrl: string) {
  const target = new URL(apertiumUrl);
  const relay = {
    url: '',
    translations: [] as Array<{ langpair: string; q: string }>,
    failing: false,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (req.url?.startsWith('/translate')) {
        const fields = new URLSearchParams(body.toString());
        relay.translations.push({ langpair: fields.get('langpair') ?? '', q: fields.get('q') ?? '' });
        if (relay.failing)
          return void res
            .writeHead(503, { 'content-type': 'application/json' })
            .end('{"status":"error","code":503,"message":"Service Unavailable"}');
      }
      const upstream = forward(
        { host: target.hostname, port: target.port, path: req.url, method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', () => res.writeHead(502).end());
      upstream.end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  relay.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return relay;
}

export type ApertiumRelay = Awaited<ReturnType<typeof startApertiumRelay>>;
