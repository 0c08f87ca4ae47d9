import type { Reporter, TestModule } from 'vitest/node';

/** Prints the plain closing line "N passed, N failed" that CI reads in any language. */
export default class PlainSummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    for (const module of testModules) {
      const failedBefore = failed;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else skipped++;
      }
      // A file that failed to load, or whose beforeAll failed (its tests then show as
      // skipped), has no failed test but must still count as a failure.
      if (module.state() === 'failed' && failed === failedBefore) failed++;
    }
    console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  }
}
