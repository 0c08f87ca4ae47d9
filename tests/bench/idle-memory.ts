import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APERTIUM_CLEAN_UP_SECS, APERTIUM_IDLE_SECS } from '../../scripts/apertium';
import { freePort } from '../support/stack';
import { buildWebClient } from '../support/web-build';

/**
 * Idle memory after `npm start` (issue 20): the tiers as scripts/start.ts starts them, on
 * PGlite in a fresh data folder with the demo seeded, Apertium's APy as the engine when it
 * is installed, left alone until their memory settles; then the resident memory of each
 * tier's process tree (APy's pipelines included), read from /proc.
 */
const ROOT = path.join(__dirname, '..', '..');
const MB = 1024 * 1024;
const GOAL_BYTES = 400 * MB;
/** Idle: APy has shut the pipelines the demo's translations started (the last before the upstream listens). */
const IDLE_AFTER_MS = (APERTIUM_IDLE_SECS + APERTIUM_CLEAN_UP_SECS + 5) * 1000;
/** Then settled: the total moved less than this over the last readings. */
const SETTLED_BYTES = 2 * MB;
const READING_EVERY_MS = 2_000;
const READINGS_SETTLED = 5;
const SETTLE_AT_MOST_MS = 60_000;

const TIERS = [
  { name: 'upstream', matches: (command: string) => command.includes('upstream/main.ts') },
  { name: 'bff', matches: (command: string) => command.includes('bff/main.ts') },
  { name: 'apertium', matches: (command: string) => command.includes('apertium-apy') },
] as const;

function children(pid: number): number[] {
  try {
    return readdirSync(`/proc/${pid}/task`).flatMap((task) =>
      readFileSync(`/proc/${pid}/task/${task}/children`, 'utf8').split(' ').filter(Boolean).map(Number),
    );
  } catch {
    return []; // it exited meanwhile
  }
}

/** Resident bytes; none for a process that exited (a pipeline APy shut and has not reaped yet holds no memory). */
function rss(pid: number): number {
  try {
    const kb = /^VmRSS:\s+(\d+) kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) * 1024 : 0;
  } catch {
    return 0;
  }
}

const commandLine = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ');
  } catch {
    return '';
  }
};

/** A process and all its descendants. */
function tree(pid: number): number[] {
  return [pid, ...children(pid).flatMap(tree)];
}

/** Each tier's process tree under the `npm start` process: its processes and their RSS summed. */
function readTiers(startPid: number) {
  return TIERS.map(({ name, matches }) => {
    const top = children(startPid).find((pid) => matches(commandLine(pid)));
    const sizes = (top ? tree(top) : []).map(rss).filter((bytes) => bytes > 0);
    return { name, processes: sizes.length, rss: sizes.reduce((sum, bytes) => sum + bytes, 0) };
  });
}

/** Resolves once `url` answers at all (any status). */
async function answers(url: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return void (await fetch(url, { signal: AbortSignal.timeout(1_000) }));
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** `npm run bench`, idle part: starts the product as `npm start` does and prints its idle memory beside the goal. */
export async function benchIdleMemory() {
  console.log(
    `\nidle memory after npm start (PGlite with the demo; ${IDLE_AFTER_MS / 1000} s on; each tier with its children, resident)`,
  );
  const dataDir = mkdtempSync(path.join(tmpdir(), 'across-bench-idle-'));
  const [bffPort, upstreamPort, apertiumPort] = [await freePort(), await freePort(), await freePort()];
  const start = spawn(process.execPath, ['--import', 'tsx', 'scripts/start.ts'], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      DATA_DIR: dataDir,
      PORT: String(bffPort),
      UPSTREAM_PORT: String(upstreamPort),
      APERTIUM_PORT: String(apertiumPort),
      APERTIUM_INSTALL: '0',
      WEB_DIST: buildWebClient(),
      UPSTREAM_LOG: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  try {
    // The upstream listens once the demo is seeded (its messages translated).
    await answers(`http://127.0.0.1:${upstreamPort}/`, 120_000);
    await answers(`http://127.0.0.1:${bffPort}/healthz`, 30_000);
    await new Promise((resolve) => setTimeout(resolve, IDLE_AFTER_MS));
    const readings: number[] = [];
    const started = Date.now();
    const pid = start.pid;
    if (pid === undefined) throw new Error('npm start did not start');
    let tiers = readTiers(pid);
    for (;;) {
      await new Promise((resolve) => setTimeout(resolve, READING_EVERY_MS));
      tiers = readTiers(pid);
      readings.push(tiers.reduce((sum, tier) => sum + tier.rss, 0));
      const last = readings.slice(-READINGS_SETTLED);
      const settled = last.length === READINGS_SETTLED && Math.max(...last) - Math.min(...last) < SETTLED_BYTES;
      if (settled || Date.now() - started > SETTLE_AT_MOST_MS) break;
    }
    const total = tiers.reduce((sum, tier) => sum + tier.rss, 0);
    const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;
    const verdict = total < GOAL_BYTES ? 'within' : `over by ${mb(total - GOAL_BYTES)}`;
    const parts = tiers.map(
      ({ name, processes, rss }) => `${name} ${mb(rss)}${processes > 1 ? ` (${processes} processes)` : ''}`,
    );
    console.log(`${parts.join('  ')}   total ${mb(total)}   goal < ${mb(GOAL_BYTES)}: ${verdict}`);
    if (tiers.some((tier) => tier.processes === 0))
      console.log(`(not running: ${tiers.filter((tier) => tier.processes === 0).map((tier) => tier.name)})`);
  } finally {
    const exited = once(start, 'exit');
    start.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
}
