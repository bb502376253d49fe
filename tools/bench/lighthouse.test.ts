import { describe, expect, it } from 'vitest';
import { mainThreadFigures, type LhResult } from './lighthouse.mjs';

/** The parts of a Lighthouse report that `mainThreadFigures` reads. */
const report = (longTasks: number[]) =>
  ({
    environment: { benchmarkIndex: 1234.5 },
    audits: {
      'mainthread-work-breakdown': {
        numericValue: 2000,
        details: {
          items: [
            { group: 'styleLayout', duration: 900 },
            { group: 'scriptEvaluation', duration: 700 },
            { group: 'other', duration: 200 },
            { group: 'scriptParseCompile', duration: 120 },
            { group: 'garbageCollection', duration: 80 },
          ],
        },
      },
      'total-blocking-time': { numericValue: 150 },
      metrics: { details: { items: [{ observedTraceEnd: 4598.2 }] } },
      'long-tasks': { details: { items: longTasks.map((duration) => ({ url: 'x', duration, startTime: 0 })) } },
    },
  }) as unknown as LhResult;

describe('mainThreadFigures', () => {
  it('takes the main-thread total, its script kinds, TBT, the longest task, the trace end and the benchmark index', () => {
    expect(mainThreadFigures(report([180, 75]))).toEqual({
      mainThreadMs: 2000,
      scriptMs: 820,
      tbtMs: 150,
      longestTaskMs: 180,
      traceEndMs: 4598.2,
      benchmarkIndex: 1234.5,
    });
  });

  it('gives a longest task of 0 when no task reached 50 ms (Lighthouse lists none)', () => {
    expect(mainThreadFigures(report([])).longestTaskMs).toBe(0);
  });
});
