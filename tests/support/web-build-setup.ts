import startApertium from './apertium-setup';
import makePgliteTemplate from './pglite-template';
import makePostgresTemplate from './postgres';
import { buildWebClientAside } from './web-build';

/**
 * Vitest's global setup for the browser tests: the web client is built before the files that serve it start side by
 * side, in a child process while the run's APy starts and its PGlite template migrates (both otherwise one after the
 * other, tens of seconds on two cores before any file starts).
 */
export default async function setup() {
  const [stopApertium, removeTemplate, removePostgresTemplate] = await Promise.all([
    startApertium(),
    makePgliteTemplate(),
    makePostgresTemplate(),
    buildWebClientAside(),
  ]);
  return async () => {
    stopApertium?.();
    removeTemplate?.();
    await removePostgresTemplate?.();
  };
}
