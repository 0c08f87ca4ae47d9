import { defineConfig } from 'vitest/config';

// Three projects, run one after another (`sequence.groupOrder`), each with the number of files
// side by side that two cores bear. `npm run test:unit`, `test:int` and `test:e2e` run one each.
export default defineConfig({
  resolve: {
    // One copy of graphql: the CJS and ESM entry points otherwise load twice.
    alias: { graphql: 'graphql/index.js' },
  },
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    reporters: ['default', './tests/support/plain-summary-reporter.ts'],
    projects: [
      {
        extends: true,
        test: {
          // Modules on their own: no database server, no listening port, no engine.
          name: 'unit',
          include: ['{bff,upstream,web,codegen}/**/*.test.{ts,tsx}', 'tests/codegen/**/*.test.ts'],
          maxWorkers: 2,
          sequence: { groupOrder: 0 },
        },
      },
      {
        extends: true,
        test: {
          // The tiers over real HTTP and sockets, on PGlite and PostgreSQL (tests/support/upstream.ts's
          // BACKENDS): each file has its own databases and ports. One file at a time for now: side by
          // side on two cores, the timing-sensitive files (webhook retries, outages, the fuzzers'
          // budgets, Apertium's deadline) failed under the load.
          name: 'integration',
          include: ['tests/{upstream,bff,security}/**/*.test.ts'],
          maxWorkers: 2,
          // Apertium's APy, once for the run (translation tests need the real engine), and the migrated PGlite
          // every in-memory upstream starts from.
          globalSetup: ['./tests/support/apertium-setup.ts', './tests/support/pglite-template.ts'],
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          // Chromium against the tiers: a browser each, one file at a time (as integration).
          name: 'browser',
          include: ['tests/e2e/**/*.test.ts'],
          maxWorkers: 2,
          globalSetup: [
            './tests/support/apertium-setup.ts',
            './tests/support/pglite-template.ts',
            './tests/support/web-build-setup.ts',
          ],
          sequence: { groupOrder: 2 },
        },
      },
    ],
  },
});
