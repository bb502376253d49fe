/**
 * Prints, after the default reporter, how many tests ran per Vitest project, for stories what each one
 * checked, and the seconds each project's files took (their durations added up: projects and files
 * run side by side, so they add up to more than the run's wall time, printed last); then one closing
 * line `tests: N passed, N failed`.
 */
import type { Reporter, TestModule } from 'vitest/node';

export default class SummaryReporter implements Reporter {
  private startedAt = performance.now();

  onTestRunStart() {
    this.startedAt = performance.now();
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const byProject = new Map<string, { passed: number; failed: number; skipped: number; ms: number }>();
    for (const module of testModules) {
      const counts = byProject.get(module.project.name) ?? { passed: 0, failed: 0, skipped: 0, ms: 0 };
      counts.ms += module.diagnostic().duration;
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') counts.passed++;
        else if (state === 'failed') counts.failed++;
        else counts.skipped++;
      }
      byProject.set(module.project.name, counts);
    }
    const lines = [...byProject].map(([name, c]) => {
      const what =
        name === 'storybook'
          ? ' stories, each with its play function, a font audit, axe in light and dark, and 2 screenshot comparisons'
          : ' tests';
      const seconds = `${Math.round(c.ms / 1000)} s`;
      return `  ${name}: ${c.passed + c.failed + c.skipped}${what} (${c.passed} passed, ${c.failed} failed) in ${seconds}`;
    });
    const total = [...byProject.values()].reduce(
      (sum, c) => ({ passed: sum.passed + c.passed, failed: sum.failed + c.failed }),
      { passed: 0, failed: 0 },
    );
    console.log(
      [
        '',
        'Summary by project (seconds: the durations of its files, added up):',
        ...lines,
        `  wall time of the run: ${Math.round((performance.now() - this.startedAt) / 1000)} s`,
        `tests: ${total.passed} passed, ${total.failed} failed`,
      ].join('\n'),
    );
  }
}
