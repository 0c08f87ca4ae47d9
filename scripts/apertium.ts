import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Apertium's HTTP server (APy), the embedded translation engine, as Debian installs it
 * (scripts/install-apertium.sh): where it is and how it is started, for `npm start` and the tests.
 */
export const APY = '/usr/bin/apertium-apy';
const MODES = '/usr/share/apertium/modes';
const LANGUAGE_NAMES = '/usr/share/apertium-apy/langNames.db';

export const apyInstalled = () => existsSync(APY) && existsSync(MODES);

/** Installs it (root on Debian only); false when it could not. */
export function installApertium(root: string): boolean {
  const installed = spawnSync('bash', [path.join(root, 'scripts', 'install-apertium.sh')], { stdio: 'inherit' });
  return installed.status === 0 && apyInstalled();
}

/**
 * APy's command line on `port`: every installed pair, pipelines shut after 10 idle minutes
 * (each running direction holds 100–250 MB), and its per-request log in `logDir` when given.
 */
export const apyArgs = (port: number, logDir?: string) => [
  '-p',
  String(port),
  '-l',
  LANGUAGE_NAMES,
  '-m',
  '600',
  ...(logDir ? ['-d', '-P', logDir] : []),
  MODES,
];

/** Resolves once APy at `url` lists its pairs; rejects after `timeoutMs`. */
export async function waitForApy(url: string, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await fetch(`${url}/listPairs`, { signal: AbortSignal.timeout(1_000) })).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`Apertium's APy did not answer at ${url} within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}
