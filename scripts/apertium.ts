import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

/**
 * Apertium's HTTP server (APy), the embedded translation engine, as Debian installs it
 * (scripts/install-apertium.sh): where it is and how it is started, for `npm start` and the tests.
 */
export const APY = '/usr/bin/apertium-apy';
/**
 * APy with its idle pipelines shut at rest too (scripts/apertium-apy-at-rest.py): what `npm start` runs.
 * Its arguments are APy's; the interpreter is the one Debian's APy runs on.
 */
export const APY_AT_REST = ['/usr/bin/python3', path.join(__dirname, 'apertium-apy-at-rest.py')] as const;
/**
 * Under `npm start`, a translation direction's pipeline stays up this long after its last use (a conversation in
 * progress stays quick), then gives its memory back; the next translation starts it again (a few hundred milliseconds).
 */
export const APERTIUM_IDLE_SECS = 120;
/** How often APY_AT_REST shuts the pipelines idle that long (CLEAN_UP_EVERY_MS in the script). */
export const APERTIUM_CLEAN_UP_SECS = 30;
const MODES = '/usr/share/apertium/modes';
const LANGUAGE_NAMES = '/usr/share/apertium-apy/langNames.db';

export const apyInstalled = () => existsSync(APY) && existsSync(MODES);

/** Installs it (root on Debian only); false when it could not. */
export function installApertium(root: string): boolean {
  const installed = spawnSync('bash', [path.join(root, 'scripts', 'install-apertium.sh')], { stdio: 'inherit' });
  return installed.status === 0 && apyInstalled();
}

/**
 * APy's command line on `port`: every installed pair, pipelines shut after `idleSecs` idle
 * (each running direction holds 100–250 MB; plain APy shuts one only when the next
 * translation comes), and its per-request log in `logDir` when given.
 */
export const apyArgs = (port: number, logDir?: string, idleSecs = 600) => [
  '-p',
  String(port),
  '-l',
  LANGUAGE_NAMES,
  '-m',
  String(idleSecs),
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
