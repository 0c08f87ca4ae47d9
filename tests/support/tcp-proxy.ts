import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP relay in front of a real server, to make it misbehave the way networks do:
 * `refuse()` drops every connection (a crash or restart), `hang()` accepts and never
 * answers (a stuck process), `resume()` relays again. Nothing of the server is faked.
 */
export async function startTcpProxy(targetPort: number) {
  let mode: 'relay' | 'refuse' | 'hang' = 'relay';
  const open = new Set<Socket>();
  const server = createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => {});
    if (mode === 'refuse') return void client.destroy();
    if (mode === 'hang') return; // accepted; nothing is ever read or answered
    const upstream = connect(targetPort, '127.0.0.1');
    open.add(upstream);
    upstream.on('close', () => {
      open.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream).pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  const port = (server.address() as { port: number }).port;
  const dropAll = () => {
    for (const socket of open) socket.destroy();
  };
  return {
    url: `http://127.0.0.1:${port}`,
    refuse() {
      mode = 'refuse';
      dropAll();
    },
    hang() {
      mode = 'hang';
      dropAll();
    },
    resume() {
      mode = 'relay';
    },
    async close() {
      dropAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;
