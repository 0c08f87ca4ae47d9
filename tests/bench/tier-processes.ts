import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort, TEST_WEBHOOK_SECRET } from '../support/stack';

/**
 * The tiers as `npm start` runs them, one process each (the bench's own clients then take no
 * time from the server's event loop), and a plain `ws` server beside them to compare with.
 * Each server is started with MEMORY_PROBE: asked over IPC, it collects its garbage and
 * answers its own memory, so what a socket costs is read from the server alone.
 */
const ROOT = path.join(__dirname, '..', '..');

const MEMORY_PROBE = `
let statements = 0;
// How long the event loop was held past a 10 ms timer, since the last usage reading.
const loop = require('node:perf_hooks').monitorEventLoopDelay({ resolution: 10 });
loop.enable();
const held = (nanoseconds) => Math.max(0, nanoseconds / 1e6 - 10);
if (process.env.BENCH_COUNT_STATEMENTS) {
  const { Client } = require(require.resolve('pg', { paths: [process.cwd()] }));
  const query = Client.prototype.query;
  Client.prototype.query = function (...args) { statements++; return query.apply(this, args); };
}
process.on('message', (message) => {
  if (message === 'usage') {
    const { user, system } = process.cpuUsage();
    const [loopP99Ms, loopMaxMs] = [held(loop.percentile(99)), held(loop.max)];
    loop.reset();
    process.send({ usage: { cpuMs: (user + system) / 1000, statements, loopP99Ms, loopMaxMs } });
    return;
  }
  if (message !== 'memory') return;
  global.gc(); global.gc();
  const { heapUsed, rss } = process.memoryUsage();
  process.send({ memory: { heapUsed, rss } });
});
`;

export interface ServerMemory {
  heapUsed: number;
  rss: number;
}

/**
 * The process' CPU time so far, with BENCH_COUNT_STATEMENTS the statements it sent PostgreSQL,
 * and since the previous reading how long its event loop was held at worst and at p99 (a
 * garbage collection, a long task, or no core free for it).
 */
export interface ServerUsage {
  cpuMs: number;
  statements: number;
  loopP99Ms: number;
  loopMaxMs: number;
}

export interface MeasuredProcess {
  memory(): Promise<ServerMemory>;
  usage(): Promise<ServerUsage>;
  stop(): Promise<void>;
}

function measured(child: ChildProcess): MeasuredProcess {
  return {
    async memory() {
      // A moment for sockets that just opened or closed to settle, then the server's own reading.
      await new Promise((resolve) => setTimeout(resolve, 500));
      child.send('memory');
      for (;;) {
        const [message] = (await once(child, 'message')) as [{ memory?: ServerMemory }];
        if (message.memory) return message.memory;
      }
    },
    async usage() {
      child.send('usage');
      for (;;) {
        const [message] = (await once(child, 'message')) as [{ usage?: ServerUsage }];
        if (message.usage) return message.usage;
      }
    },
    async stop() {
      if (child.exitCode !== null) return;
      const exited = once(child, 'exit');
      child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Node with tsx, the memory probe and an IPC channel; the process' output goes to ours. */
function spawnServer(args: string[], env: NodeJS.ProcessEnv) {
  return spawn(process.execPath, ['--expose-gc', '--import', 'tsx', '--require', probeFile(), ...args], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit', 'ipc'],
  });
}

let probePath: string | undefined;
/** The probe written once to a temporary file, for `--require`. */
function probeFile() {
  if (!probePath) {
    probePath = path.join(mkdtempSync(path.join(tmpdir(), 'across-bench-')), 'memory-probe.cjs');
    writeFileSync(probePath, MEMORY_PROBE);
  }
  return probePath;
}

/** Resolves when the process prints a line matching `pattern` (its "listening" line). */
async function printed(child: ChildProcess, pattern: RegExp) {
  let seen = '';
  for await (const chunk of child.stdout!) {
    seen += String(chunk);
    const match = pattern.exec(seen);
    if (match) {
      child.stdout!.resume(); // later output is not read, and must not fill the pipe
      return match;
    }
  }
  throw new Error(`the process exited before printing ${pattern}: ${seen}`);
}

/** The upstream on `databaseUrl` and the BFF in front of it, as two processes. */
export async function startTierProcesses(databaseUrl: string) {
  const [upstreamPort, bffPort] = [await freePort(), await freePort()];
  const shared = { NODE_ENV: 'development', WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, UPSTREAM_LOG: '0', SEED_DEMO: '0' };
  const upstream = spawnServer(['upstream/main.ts'], {
    ...shared,
    DATABASE_URL: databaseUrl,
    BENCH_COUNT_STATEMENTS: '1',
    UPSTREAM_PORT: String(upstreamPort),
    BFF_WEBHOOK_URL: `http://127.0.0.1:${bffPort}/webhooks/upstream`,
  });
  await printed(upstream, /listening/);
  const bff = spawnServer(['bff/main.ts'], {
    ...shared,
    PORT: String(bffPort),
    UPSTREAM_URL: `http://127.0.0.1:${upstreamPort}`,
  });
  await printed(bff, /listening/);
  const [upstreamProcess, bffProcess] = [measured(upstream), measured(bff)];
  return {
    upstreamUrl: `http://127.0.0.1:${upstreamPort}`,
    bffUrl: `http://127.0.0.1:${bffPort}`,
    bff: bffProcess,
    upstream: upstreamProcess,
    async stop() {
      await bffProcess.stop();
      await upstreamProcess.stop();
    },
  };
}

/**
 * The upstream alone on `databaseUrl`, as `npm run start:upstream` runs it, its webhooks sent to
 * `webhookUrl` (a bench's own receiver, in place of the BFF); `env` adds settings.
 */
export async function startUpstreamProcess(databaseUrl: string, webhookUrl: string, env: NodeJS.ProcessEnv = {}) {
  const port = await freePort();
  const child = spawnServer(['upstream/main.ts'], {
    NODE_ENV: 'development',
    WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    UPSTREAM_LOG: '0',
    SEED_DEMO: '0',
    DATABASE_URL: databaseUrl,
    BENCH_COUNT_STATEMENTS: '1',
    UPSTREAM_PORT: String(port),
    BFF_WEBHOOK_URL: webhookUrl,
    ...env,
  });
  await printed(child, /listening/);
  return { url: `http://127.0.0.1:${port}`, ...measured(child) };
}

/** A plain `ws` server holding bare sockets: what a socket costs with nothing on it. */
export async function startPlainWebSocketServer() {
  const child = spawn(
    process.execPath,
    [
      '--expose-gc',
      '--require',
      probeFile(),
      '-e',
      `const { WebSocketServer } = require(${JSON.stringify(require.resolve('ws'))}); const server = new WebSocketServer({ port: 0, host: '127.0.0.1' }); server.on('listening', () => console.log('listening on ' + server.address().port));`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit', 'ipc'] },
  );
  const [, port] = await printed(child, /listening on (\d+)/);
  return { url: `ws://127.0.0.1:${port}`, ...measured(child) };
}

/**
 * The server's heap and RSS growth per socket while `cookies.length` sockets are open, the
 * sockets held by a child process so that only the server's side is counted. `graphql`: each
 * does the graphql-ws handshake and opens the one subscription a browser tab opens.
 * `whileOpen` runs after the reading, before the sockets close (load with idle subscribers around).
 */
export async function serverMemoryPerSocket(
  url: string,
  server: Pick<MeasuredProcess, 'memory'>,
  options: { cookies: string[]; graphql: boolean; whileOpen?: () => Promise<unknown> },
) {
  const before = await server.memory();
  const child = spawn(process.execPath, ['-e', TAB_HOLDER], {
    env: { ...process.env, URL: url, COOKIES: options.cookies.join('\n'), GRAPHQL: options.graphql ? '1' : '' },
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  await once(child.stdout!, 'data'); // "ready"
  const after = await server.memory();
  await options.whileOpen?.();
  child.stdin!.end();
  await once(child, 'exit');
  const sockets = options.cookies.length;
  return { heap: (after.heapUsed - before.heapUsed) / sockets, rss: (after.rss - before.rss) / sockets };
}

/** The child: opens the sockets one after another, says "ready", and holds them until stdin closes. */
const TAB_HOLDER = `
const WebSocket = require(${JSON.stringify(require.resolve('ws'))});
(async () => {
  const sockets = [];
  for (const cookie of process.env.COOKIES.split('\\n')) {
    const graphql = Boolean(process.env.GRAPHQL);
    const socket = new WebSocket(process.env.URL, graphql ? 'graphql-transport-ws' : undefined, { headers: cookie ? { cookie } : {} });
    await new Promise((resolve, reject) => { socket.once('open', resolve); socket.once('error', reject); });
    if (graphql) {
      socket.send(JSON.stringify({ type: 'connection_init', payload: {} }));
      await new Promise((resolve) => socket.once('message', resolve));
      socket.send(JSON.stringify({ id: '1', type: 'subscribe', payload: { query: 'subscription { viewerEvents { __typename } }' } }));
    }
    sockets.push(socket);
  }
  process.stdout.write('ready\\n');
  process.stdin.resume();
  process.stdin.on('end', () => { for (const socket of sockets) socket.terminate(); process.exit(0); });
})();
`;
