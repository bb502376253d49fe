/**
 * Prints, after the default reporter, how many tests ran per Vitest project and, for stories, what
 * each one checked; then one closing line `tests: N passed, N failed`.
 */
import type { Reporter, TestModule } from 'vitest/node';

export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const byProject = new Map<string, { passed: number; failed: number; skipped: number }>();
    for (const module of testModules) {
      const counts = byProject.get(module.project.name) ?? { passed: 0, failed: 0, skipped: 0 };
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
          ? ' stories, each with its play function, axe in light and dark, and 2 screenshot comparisons'
          : ' tests';
      return `  ${name}: ${c.passed + c.failed + c.skipped}${what} (${c.passed} passed, ${c.failed} failed)`;
    });
    const total = [...byProject.values()].reduce(
      (sum, c) => ({ passed: sum.passed + c.passed, failed: sum.failed + c.failed }),
      { passed: 0, failed: 0 },
    );
    console.log(
      ['', 'Summary by project:', ...lines, `tests: ${total.passed} passed, ${total.failed} failed`].join('\n'),
    );
  }
}
