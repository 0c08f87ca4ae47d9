import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

/**
 * `npm start`: the upstream and the BFF (which serves the built web client) as two
 * processes on the embedded defaults, sharing a webhook secret made for this run.
 */
const root = path.join(__dirname, '..');
const bffPort = process.env.PORT ?? '4000';
const upstreamPort = process.env.UPSTREAM_PORT ?? '4001';
const shared = {
  ...process.env,
  WEBHOOK_SECRET: process.env.WEBHOOK_SECRET ?? randomBytes(32).toString('hex'),
  UPSTREAM_PORT: upstreamPort,
  UPSTREAM_URL: process.env.UPSTREAM_URL ?? `http://127.0.0.1:${upstreamPort}`,
  BFF_WEBHOOK_URL: process.env.BFF_WEBHOOK_URL ?? `http://127.0.0.1:${bffPort}/webhooks/upstream`,
  PORT: bffPort,
};

const children: ChildProcess[] = [];
let stopping = false;

function run(name: string, entry: string) {
  // node itself with tsx's loader, so a signal reaches the tier directly.
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, entry)], { cwd: root, env: shared, stdio: 'inherit' });
  child.on('exit', (code) => {
    if (stopping) return;
    console.error(`${name} exited (${code ?? 'signal'}); stopping Across.`);
    stop(code ?? 1);
  });
  children.push(child);
}

function stop(code = 0) {
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode !== null ? resolve(null) : child.once('exit', resolve))))).then(() => process.exit(code));
}

run('upstream', 'upstream/main.ts');
run('bff', 'bff/main.ts');
const graphiql = process.env.NODE_ENV === 'production' ? '' : ` (GraphiQL at http://127.0.0.1:${bffPort}/graphql)`;
console.log(`\nAcross is starting: open http://127.0.0.1:${bffPort}/${graphiql}\n`);
process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));
