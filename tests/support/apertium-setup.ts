import { spawn } from 'node:child_process';
import type { TestProject } from 'vitest/node';
import { APY, apyArgs, apyInstalled, waitForApy } from '../../scripts/apertium';
import { freePort } from './free-port';

declare module 'vitest' {
  interface ProvidedContext {
    /** Apertium's APy for every test file (null when Apertium is not installed: .ci/run installs it). */
    apertiumUrl: string | null;
  }
}

/**
 * Vitest's global setup: one APy for the whole run (each pair's pipeline loads once), so
 * every upstream under test translates through the real engine.
 */
export default async function setup(project: TestProject) {
  if (!apyInstalled()) {
    project.provide('apertiumUrl', null);
    return;
  }
  const port = await freePort();
  const apy = spawn(APY, apyArgs(port), { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  await waitForApy(url);
  project.provide('apertiumUrl', url);
  return () => {
    apy.kill('SIGTERM');
  };
}
