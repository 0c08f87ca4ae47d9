import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { APERTIUM_IDLE_SECS, APY_AT_REST, apyArgs, apyInstalled, installApertium, waitForApy } from './apertium';
import { supervise, type Supervisor } from './supervisor';

/**
 * `npm start`: the upstream and the BFF (which serves the built web client) as two
 * processes on the embedded defaults, sharing a webhook secret made for this run, and
 * Apertium's APy as the translation engine (installed first when missing, on a root Debian
 * machine). A tier that dies is restarted with backoff (scripts/supervisor.ts); the others
 * keep running.
 */
const root = path.join(__dirname, '..');
const bffPort = process.env.PORT ?? '4000';
const upstreamPort = process.env.UPSTREAM_PORT ?? '4001';
const apertiumPort = Number(process.env.APERTIUM_PORT ?? '4002');
const dataDir = path.resolve(root, process.env.DATA_DIR || 'data');

// The embedded engine, unless another is configured (TRANSLATION_ENGINE, APERTIUM_URL).
const wantsApertium = !process.env.APERTIUM_URL && (process.env.TRANSLATION_ENGINE ?? 'apertium') === 'apertium';
const apertium = wantsApertium && (apyInstalled() || (process.env.APERTIUM_INSTALL !== '0' && installApertium(root)));
if (wantsApertium && !apertium)
  console.warn(
    '\nTranslation is not available: Apertium is not installed (run scripts/install-apertium.sh as root, or set TRANSLATION_ENGINE).\n',
  );

const shared = {
  ...process.env,
  WEBHOOK_SECRET: process.env.WEBHOOK_SECRET ?? randomBytes(32).toString('hex'),
  UPSTREAM_PORT: upstreamPort,
  UPSTREAM_URL: process.env.UPSTREAM_URL ?? `http://127.0.0.1:${upstreamPort}`,
  BFF_WEBHOOK_URL: process.env.BFF_WEBHOOK_URL ?? `http://127.0.0.1:${bffPort}/webhooks/upstream`,
  PORT: bffPort,
  ...(apertium ? { APERTIUM_URL: `http://127.0.0.1:${apertiumPort}` } : {}),
};

/**
 * glibc hands an allocation of 128 KB or more straight to the system, and gives it back when freed, until one is freed:
 * then the bar rises with it, and the 19 MB each password hash takes (argon2id, several at once on the thread pool)
 * or an image sharp decodes stay in the allocator's pools, held for good by an idle upstream (some 30-70 MB). A fixed
 * bar keeps them going back. Other C libraries ignore it.
 */
const UPSTREAM_ENV = { MALLOC_MMAP_THRESHOLD_: String(128 * 1024) };

/** How long the tiers get to close (the upstream its database) before they are killed. */
const STOP_GRACE_MS = 5_000;
/** A signal this soon after the first is the same Ctrl-C passed on by a parent (npm run dev), not a second one. */
const SAME_SIGNAL_MS = 500;

const tiers: Supervisor[] = [];
if (apertium) {
  // APy logs every request: to a file in the data folder, not the terminal.
  mkdirSync(dataDir, { recursive: true });
  const [command, ...script] = APY_AT_REST;
  tiers.push(
    supervise({
      name: 'apertium',
      command,
      args: [...script, ...apyArgs(apertiumPort, dataDir, APERTIUM_IDLE_SECS)],
      cwd: root,
      env: process.env,
    }),
  );
}
// The engine first (a few seconds), so the upstream finds it when it starts; the tiers start anyway if it is slow.
const engineReady = apertium
  ? waitForApy(shared.APERTIUM_URL!, 20_000).catch((error: Error) =>
      console.warn(`${error.message}: translation waits for it.`),
    )
  : Promise.resolve();
const started = engineReady.then(() => {
  if (firstSignalAt !== undefined) return;
  // node itself with tsx's loader, so the supervisor's signal reaches the tier directly. Only its CommonJS hook: the
  // tiers are CommonJS, and its ES-module hooks run on a thread of their own (some 25 MB each tier).
  for (const [name, entry, env] of [
    ['upstream', 'upstream/main.ts', UPSTREAM_ENV],
    ['bff', 'bff/main.ts', {}],
  ] as const) {
    tiers.push(
      supervise({
        name,
        command: process.execPath,
        args: ['--require', 'tsx/cjs', path.join(root, entry)],
        cwd: root,
        env: { ...env, ...shared },
      }),
    );
  }
});

const graphiql = process.env.NODE_ENV === 'production' ? '' : ` (GraphiQL at http://127.0.0.1:${bffPort}/graphql)`;
console.log(`\nAcross is starting: open http://127.0.0.1:${bffPort}/${graphiql}\n`);

let firstSignalAt: number | undefined;
function stop() {
  if (firstSignalAt === undefined) {
    firstSignalAt = Date.now();
    started.then(() => Promise.all(tiers.map((tier) => tier.stop('SIGTERM')))).then(() => process.exit(0));
    setTimeout(kill, STOP_GRACE_MS).unref();
  } else if (Date.now() - firstSignalAt >= SAME_SIGNAL_MS) {
    kill(); // a second Ctrl-C does not wait
  }
}
function kill() {
  Promise.all(tiers.map((tier) => tier.stop('SIGKILL'))).then(() => process.exit(1));
}
// SIGHUP too: in their own process groups the tiers no longer get the closing terminal's hangup.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(signal, stop);
