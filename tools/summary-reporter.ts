/**
 * Prints, after the default reporter, per Vitest project: how many tests ran (for stories, what each
 * one checked) and how long the project took, from its first file's start to its last file's end, and
 * when in the run that was (with its files' durations added up beside it: files run side by side); then the run's wall time and
 * one closing line `tests: N passed, N failed`.
 */
import type { Reporter, TestModule } from 'vitest/node';

interface ProjectTally {
  passed: number;
  failed: number;
  skipped: number;
  /** Durations of the project's files, added up. */
  fileMs: number;
  firstStart: number;
  lastEnd: number;
}

const seconds = (ms: number) => `${Math.round(ms / 1000)} s`;

export default class SummaryReporter implements Reporter {
  private startedAt = performance.now();
  private readonly moduleStarts = new Map<string, number>();
  private readonly moduleEnds = new Map<string, number>();

  onTestRunStart() {
    this.startedAt = performance.now();
  }

  onTestModuleStart(module: TestModule) {
    this.moduleStarts.set(module.id, performance.now());
  }

  onTestModuleEnd(module: TestModule) {
    this.moduleEnds.set(module.id, performance.now());
  }

  onTestRunEnd(testModules: ReadonlyArray<TestModule>) {
    const byProject = new Map<string, ProjectTally>();
    for (const module of testModules) {
      const tally = byProject.get(module.project.name) ?? {
        passed: 0,
        failed: 0,
        skipped: 0,
        fileMs: 0,
        firstStart: Infinity,
        lastEnd: -Infinity,
      };
      tally.fileMs += module.diagnostic().duration;
      tally.firstStart = Math.min(tally.firstStart, this.moduleStarts.get(module.id) ?? Infinity);
      tally.lastEnd = Math.max(tally.lastEnd, this.moduleEnds.get(module.id) ?? -Infinity);
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        if (state === 'passed') tally.passed++;
        else if (state === 'failed') tally.failed++;
        else tally.skipped++;
      }
      byProject.set(module.project.name, tally);
    }
    const lines = [...byProject].map(([name, t]) => {
      const what =
        name === 'storybook'
          ? ' stories, each with its play function, a font audit, axe in light and dark, and 2 screenshot comparisons'
          : ' tests';
      const took =
        t.lastEnd >= t.firstStart
          ? `${seconds(t.lastEnd - t.firstStart)}, ${seconds(t.firstStart - this.startedAt)} to ${seconds(t.lastEnd - this.startedAt)} into the run`
          : '?';
      return `  ${name}: ${t.passed + t.failed + t.skipped}${what} (${t.passed} passed, ${t.failed} failed) in ${took} (files added up: ${seconds(t.fileMs)})`;
    });
    const total = [...byProject.values()].reduce(
      (sum, t) => ({ passed: sum.passed + t.passed, failed: sum.failed + t.failed }),
      { passed: 0, failed: 0 },
    );
    console.log(
      [
        '',
        'Summary by project:',
        ...lines,
        `  wall time of the run: ${seconds(performance.now() - this.startedAt)}`,
        `tests: ${total.passed} passed, ${total.failed} failed`,
      ].join('\n'),
    );
  }
}
