import { connect, createServer, type Socket } from 'node:net';

/**
 * A TCP relay in front of a real server, to make it misbehave the way networks do:
 * `refuse()` drops every connection (a crash or restart), `hang()` accepts and never
 * answers, and stops relaying on connections already open without closing them (a stuck
 * process: nothing fails, everything waits), `resume()` relays again, what waited included.
 * Nothing of the server is faked.
 */
export async function startTcpProxy(targetPort: number) {
  let mode: 'relay' | 'refuse' | 'hang' = 'relay';
  const open = new Set<Socket>();
  /** Relayed connections, to stop and start relaying on them. */
  const relayed = new Set<{ client: Socket; upstream: Socket }>();
  const server = createServer((client) => {
    open.add(client);
    client.on('close', () => open.delete(client));
    client.on('error', () => {});
    if (mode === 'refuse') return void client.destroy();
    const upstream = connect(targetPort, '127.0.0.1');
    open.add(upstream);
    upstream.on('close', () => {
      open.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => client.destroy());
    const pair = { client, upstream };
    relayed.add(pair);
    client.on('close', () => {
      relayed.delete(pair);
      upstream.destroy();
    });
    relay(pair);
    // Accepted, and nothing read or answered until the process comes unstuck.
    if (mode === 'hang') freeze(pair);
  });
  const relay = ({ client, upstream }: { client: Socket; upstream: Socket }) => client.pipe(upstream).pipe(client);
  const freeze = ({ client, upstream }: { client: Socket; upstream: Socket }) => {
    client.unpipe(upstream).pause();
    upstream.unpipe(client).pause();
  };
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
      relayed.forEach(freeze);
    },
    resume() {
      if (mode === 'hang') relayed.forEach(relay);
      mode = 'relay';
    },
    async close() {
      dropAll();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;
