import { createServer } from 'node:net';

/** A port that was free a moment ago: a server told its address up front (the BFF's webhook URL, APy) listens there. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}
