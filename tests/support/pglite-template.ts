import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS } from '../../upstream/db/open';

/** Where the run's migrated PGlite dump is, for every test file: set before the workers start, so they inherit it. */
export const PGLITE_TEMPLATE = 'ACROSS_TEST_PGLITE_TEMPLATE';

/** The run's template for in-memory upstreams (upstream/config.ts `memoryTemplate`); unset outside a Vitest run. */
export const memoryTemplate = () => process.env[PGLITE_TEMPLATE] || undefined;

/**
 * Vitest's global setup: one migrated in-memory database dumped for the whole run. A new PGlite cluster takes seconds
 * (initdb in WebAssembly) and the integration and browser files start about a hundred; loading the dump takes a
 * fraction of that, and each upstream still applies any migration the dump lacks.
 */
export default async function setup() {
  if (process.env[PGLITE_TEMPLATE]) return;
  const client = new PGlite();
  await migrate(drizzle(client), { migrationsFolder: MIGRATIONS });
  const dump = await client.dumpDataDir('none');
  await client.close();
  const file = path.join(tmpdir(), `across-pglite-template-${process.pid}.tar`);
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  process.env[PGLITE_TEMPLATE] = file;
  return () => {
    rmSync(file, { force: true });
    delete process.env[PGLITE_TEMPLATE];
  };
}
