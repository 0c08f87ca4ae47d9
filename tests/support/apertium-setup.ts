import { spawn } from 'node:child_process';
import { APY, apyArgs, apyInstalled, waitForApy } from '../../scripts/apertium';
import { freePort } from './free-port';

/**
 * Where the run's APy listens, for every test file: set before the test workers start, so they inherit it (unset when
 * Apertium is not installed: .ci/run installs it).
 */
export const APERTIUM_TEST_URL = 'ACROSS_TEST_APERTIUM_URL';

/**
 * Vitest's global setup: one APy for the whole run (each pair's pipeline loads once), so
 * every upstream under test translates through the real engine. The integration and browser
 * projects both name it; the first one started serves both.
 */
export default async function setup() {
  if (!apyInstalled() || process.env[APERTIUM_TEST_URL]) return;
  const port = await freePort();
  const apy = spawn(APY, apyArgs(port), { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await waitForApy(url);
  process.env[APERTIUM_TEST_URL] = url;
  return () => {
    apy.kill('SIGTERM');
  };
}
