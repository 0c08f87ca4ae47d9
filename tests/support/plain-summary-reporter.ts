import type { Reporter, TestModule } from 'vitest/node';

/**
 * Prints how long each project took (from its first file starting to its last ending: the
 * projects share one queue, so their spans overlap), then the plain closing line "N passed,
 * N failed" that CI reads in any language.
 */
export default class PlainSummaryReporter implements Reporter {
  private readonly projects = new Map<string, { files: number; start: number; end: number }>();

  onTestModuleQueued(testModule: TestModule) {
    const name = testModule.project.name || 'tests';
    const project = this.projects.get(name) ?? { files: 0, start: Date.now(), end: Date.now() };
    project.files++;
    this.projects.set(name, project);
  }

  onTestModuleEnd(testModule: TestModule) {
    const project = this.projects.get(testModule.project.name || 'tests');
    if (project) project.end = Date.now();
  }

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
    console.log('');
    for (const [name, project] of this.projects) {
      console.log(
        `${name}: ${project.files} file${project.files === 1 ? '' : 's'} in ${duration(project.end - project.start)}`,
      );
    }
    console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
  }
}

/** 8.2 s, 3 min 05 s */
function duration(ms: number) {
  if (ms < 59_950) return `${(ms / 1000).toFixed(1)} s`;
  const seconds = Math.round(ms / 1000);
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`;
}
