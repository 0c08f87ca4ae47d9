import { BaseSequencer, type TestSpecification } from 'vitest/node';
import { defineConfig } from 'vitest/config';

/** The order the projects' files start in: the unit files (a broken module shows in seconds), then the longest. */
const PROJECT_ORDER = ['unit', 'browser', 'integration'];
/**
 * Files far longer than their size says: each runs every page in two languages through tests/support/layout-world.ts.
 * Vitest starts the files it has no timings for (a clean clone, as CI's) largest first, so layout-pages.test.ts, the
 * smallest, started last and ran alone for two minutes while the other worker had nothing left.
 */
const LONG_SMALL_FILES = ['tests/e2e/layout-pages.test.ts', 'tests/e2e/layout.test.ts'];

/** Files side by side, the same in every project (they share one queue). */
const WORKERS = Number(process.env.ACROSS_TEST_WORKERS) || 2;

class LongestFirst extends BaseSequencer {
  async sort(files: TestSpecification[]) {
    const rank = (file: TestSpecification) => {
      const long = LONG_SMALL_FILES.some((name) => file.moduleId.endsWith(name)) ? 0 : 1;
      return PROJECT_ORDER.indexOf(file.project.name) * 2 + long;
    };
    // Vitest's own order within each rank: the longest last time, or the largest.
    return (await super.sort(files)).sort((a, b) => rank(a) - rank(b));
  }
}

// Three projects in one queue, as many files side by side as two cores bear: a project's last
// files no longer run alone while the next project waits. `npm run test:unit`, `test:int` and
// `test:e2e` run one each.
export default defineConfig({
  resolve: {
    // One copy of graphql: the CJS and ESM entry points otherwise load twice.
    alias: { graphql: 'graphql/index.js' },
  },
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    reporters: ['default', './tests/support/plain-summary-reporter.ts'],
    sequence: { sequencer: LongestFirst },
    projects: [
      {
        extends: true,
        test: {
          // Modules on their own: no database server, no listening port, no engine.
          name: 'unit',
          include: ['{bff,upstream,web,codegen}/**/*.test.{ts,tsx}', 'tests/codegen/**/*.test.ts'],
          maxWorkers: WORKERS,
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
          maxWorkers: WORKERS,
          isolate: false,
          // The web client built, beside the APy and the PGlite and PostgreSQL templates (integration's, which find
          // them started). Listed before integration so that its global setup runs first.
          globalSetup: ['./tests/support/web-build-setup.ts'],
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
          maxWorkers: WORKERS,
          isolate: false,
          // Apertium's APy, once for the run (translation tests need the real engine), the migrated PGlite every
          // in-memory upstream starts from and the migrated PostgreSQL database every test database is copied from.
          globalSetup: [
            './tests/support/apertium-setup.ts',
            './tests/support/pglite-template.ts',
            './tests/support/postgres.ts',
          ],
        },
      },
    ],
  },
});
