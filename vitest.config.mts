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
          // BACKENDS): each file has its own databases and ports, so two run side by side. A worker keeps
          // its modules from one file to the next (`isolate: false`): importing the tiers afresh for each
          // file cost a minute of CPU a run. No test mocks a module or changes the environment.
          name: 'integration',
          include: ['tests/{upstream,bff,security}/**/*.test.ts'],
          maxWorkers: 2,
          isolate: false,
          // Apertium's APy, once for the run (translation tests need the real engine), and the migrated PGlite
          // every in-memory upstream starts from.
          globalSetup: ['./tests/support/apertium-setup.ts', './tests/support/pglite-template.ts'],
          sequence: { groupOrder: 1 },
        },
      },
      {
        extends: true,
        test: {
          // Chromium against the tiers: a browser and a stack each, two files side by side, modules kept
          // (as integration).
          name: 'browser',
          include: ['tests/e2e/**/*.test.ts'],
          // A page waited on by expect.poll may be loading a screen's chunk on a busy machine: as long as
          // Playwright's own expectations wait (Vitest's default is 1 s).
          expect: { poll: { timeout: 5_000 } },
          maxWorkers: 2,
          isolate: false,
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
