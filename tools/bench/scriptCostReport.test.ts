import { describe, expect, it } from 'vitest';
import { runRatios, type ScriptCostRow } from './scriptCost.mjs';
import { figureLines, scriptCostConsoleLines, scriptCostSection } from './scriptCostReport.mjs';

const home: ScriptCostRow = {
  route: '/',
  notFound: false,
  medians: {
    shipped: {
      mainThreadMs: 4280.4,
      scriptMs: 1900,
      tbtMs: 160.2,
      longestTaskMs: 180,
      traceEndMs: 4601,
      benchmarkIndex: 1210,
    },
    floor: { mainThreadMs: 2240, scriptMs: 12, tbtMs: 0, longestTaskMs: 0, traceEndMs: 2796, benchmarkIndex: 1190.5 },
    previous: {
      mainThreadMs: 3760,
      scriptMs: 1500,
      tbtMs: 190,
      longestTaskMs: 0,
      traceEndMs: 3120,
      benchmarkIndex: 1250,
    },
  },
  benchmarkIndexes: [1210, 1190.5, 1250],
  floorRatios: [2.05, 1.84, 1.91],
};
/** A route the previous build had no page for. */
const newPage: ScriptCostRow = {
  route: '/islands',
  notFound: false,
  medians: { shipped: home.medians.shipped, floor: home.medians.floor },
  benchmarkIndexes: [980, 2010],
  floorRatios: [1.91],
};

describe('figureLines', () => {
  it('sets the three builds side by side, shipped against its floor and against the previous build', () => {
    expect(figureLines(home)).toEqual([
      {
        label: 'main-thread work',
        shipped: '4,280 ms',
        floor: '2,240 ms',
        previous: '3,760 ms',
        againstFloor: '1.91× (runs 1.84–2.05×)',
        againstPrevious: '+520 ms (+14%)',
      },
      {
        label: 'of which script',
        shipped: '1,900 ms',
        floor: '12 ms',
        previous: '1,500 ms',
        againstFloor: '+1,888 ms',
        againstPrevious: '+400 ms (+27%)',
      },
      {
        label: 'TBT',
        shipped: '160 ms',
        floor: '0 ms',
        previous: '190 ms',
        againstFloor: '+160 ms',
        againstPrevious: '−30 ms',
      },
      {
        label: 'longest task',
        shipped: '180 ms',
        floor: '< 50 ms',
        previous: '< 50 ms',
        againstFloor: '—',
        againstPrevious: '—',
      },
      {
        label: 'trace ends',
        shipped: '4.60 s',
        floor: '2.80 s',
        previous: '3.12 s',
        againstFloor: '—',
        againstPrevious: '—',
      },
      {
        label: 'CPU benchmark index',
        shipped: '1210',
        floor: '1191',
        previous: '1250',
        againstFloor: '—',
        againstPrevious: '—',
      },
    ]);
  });

  it('leaves the previous build’s cells empty when it had no such page, and gives no range for one run', () => {
    const [mainThread] = figureLines(newPage);
    expect(mainThread).toMatchObject({ previous: '—', againstFloor: '1.91×', againstPrevious: '—' });
  });
});

describe('runRatios', () => {
  const run = (mainThreadMs: number) => ({
    mainThreadMs,
    scriptMs: 0,
    tbtMs: 0,
    longestTaskMs: 0,
    traceEndMs: 0,
    benchmarkIndex: 0,
  });

  it('divides each run of the shipped build by the same run of the floor', () => {
    expect(runRatios([run(600), run(900)], [run(400), run(450)])).toEqual([1.5, 2]);
  });

  it('has nothing to divide by without a floor, or for a run the floor lacks', () => {
    expect(runRatios([run(600)], undefined)).toEqual([]);
    expect(runRatios([run(600), run(700)], [run(300)])).toEqual([2]);
  });
});

describe('scriptCostConsoleLines', () => {
  it('prints a line per figure under the route', () => {
    const lines = scriptCostConsoleLines(home);
    expect(lines[0]).toMatch(/^\/ {2}\(script cost/);
    expect(lines[1]).toBe(
      '  main-thread work     4,280 ms · 2,240 ms · 3,760 ms;  1.91× (runs 1.84–2.05×);  +520 ms (+14%)',
    );
  });
});

describe('scriptCostSection', () => {
  const section = scriptCostSection({
    date: new Date('2026-11-29T10:00:00Z'),
    lighthouseVersion: '13.5.0',
    chromium: '156.0.8078.108',
    userAgent: 'HeadlessChrome/156',
    cores: 2,
    loadAtStart: 0.4,
    runs: 3,
    allRoutes: false,
    ports: '127.0.0.1:4801 (shipped), :4802 (floor), :4803 (previous)',
    shipped: 'the working tree at 1aa5bf2',
    previous: { ref: '1206ac8', commit: '1206ac8d675ef06e3ddba0c069b0ca19cf8df106', install: 'linked', drift: 'x' },
    rows: [home, newPage],
  });

  it('states the run: routes, runs, the benchmark index over every run, the builds', () => {
    expect(section).toContain('**Some routes only**');
    expect(section).toContain('Runs per route: 3');
    expect(section).toContain("the lowest and highest of the runs' own ratios");
    expect(section).toContain('CPU benchmark index: 980–2010 over the runs');
    expect(section).toContain('`1206ac8` (1206ac8d67)');
  });

  it('has a summary line per route', () => {
    expect(section).toContain(
      '| / | 4,280 ms · 2,240 ms · 3,760 ms | 1.91× (runs 1.84–2.05×) | +520 ms (+14%) | 160 ms · 0 ms · 190 ms | +160 ms | −30 ms |',
    );
  });

  it('has a table per route, and says where the previous build had no page', () => {
    expect(section).toContain(
      [
        '### /',
        '',
        '|  | shipped | static floor | previous (1206ac8) | shipped ÷ or − floor | shipped − previous (1206ac8) |',
        '| --- | --: | --: | --: | --: | --: |',
        '| main-thread work | 4,280 ms | 2,240 ms | 3,760 ms | 1.91× (runs 1.84–2.05×) | +520 ms (+14%) |',
      ].join('\n'),
    );
    expect(section).toContain('### /islands\n\nNo page for this route in previous (1206ac8): not measured there.');
  });
});
