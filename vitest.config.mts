import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // One copy of graphql: the CJS and ESM entry points otherwise load twice.
    alias: { graphql: 'graphql/index.js' },
  },
  test: {
    include: ['{bff,upstream,web,codegen,tests}/**/*.test.{ts,tsx}'],
    exclude: ['**/node_modules/**', 'tests/bench/**'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Two cores: servers and browsers in parallel files fight for them.
    fileParallelism: false,
    reporters: ['default', './tests/support/plain-summary-reporter.ts'],
    // Apertium's APy, once for the run (translation tests need the real engine).
    globalSetup: ['./tests/support/apertium-setup.ts'],
  },
});
