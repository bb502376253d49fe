// @ts-check
/**
 * The script-cost comparison's figures (scriptCost.mjs) as console lines, each route as it is
 * measured, and as its section of `bench/results.md`: a summary over the routes, then a table per
 * route with the three builds side by side, shipped against its floor (main-thread work as a ratio,
 * the rest as differences) and shipped against the previous build.
 */
import { count, millis, seconds, signedMillis, signedPercent, times } from './format.mjs';

/** @typedef {import('./scriptCost.mjs').ScriptCostRow} ScriptCostRow */
/** @typedef {import('./scriptCost.mjs').BuildId} BuildId */
/** @typedef {import('./lighthouse.mjs').MainThreadFigures} MainThreadFigures */
/**
 * @typedef {{ date: Date, lighthouseVersion: string, chromium: string, userAgent: string, cores: number,
 *   loadAtStart: number, runs: number, allRoutes: boolean, ports: string, shipped: string,
 *   previous: { ref: string, commit: string, install: string, drift: string }, rows: ScriptCostRow[] }} ScriptCostBench
 */
/** @typedef {{ label: string, shipped: string, floor: string, previous: string, againstFloor: string, againstPrevious: string }} FigureLine */

/** @param {{ route: string, notFound: boolean }} row */
const routeName = (row) => (row.notFound ? `${row.route} (404)` : row.route);

/** Lighthouse's long-tasks audit lists tasks of 50 ms and more: 0 means none. @param {number} ms */
const longestTask = (ms) => (Number.isNaN(ms) ? '—' : ms === 0 ? '< 50 ms' : millis(ms));

/** When a trace ended; `—` when the report did not say. @param {number} ms */
const traceEnd = (ms) => (Number.isNaN(ms) ? '—' : seconds(ms));

/**
 * The median ratio, and the range of the runs' own where there are two or more (`1.49× (runs 1.31–1.72×)`):
 * how far one run may land from the median.
 * @param {number} ratio @param {number[]} runs
 */
const ratioWithRuns = (ratio, runs) =>
  runs.length < 2 ? times(ratio) : `${times(ratio)} (runs ${Math.min(...runs).toFixed(2)}–${times(Math.max(...runs))})`;

/** A difference and the change in percent of the base (`+180 ms (+8%)`). @param {number} value @param {number} base */
const change = (value, base) => `${signedMillis(value - base)} (${signedPercent(value - base, base)})`;

/**
 * Each figure of one route: the three builds, shipped against its floor, shipped against the previous
 * build (`—` where a build lacks the route or a figure allows no comparison).
 * @param {ScriptCostRow} row
 * @returns {FigureLine[]}
 */
export function figureLines(row) {
  const { shipped, floor, previous } = row.medians;
  /**
   * @param {string} label
   * @param {keyof MainThreadFigures} key
   * @param {(value: number) => string} show
   * @param {((shipped: number, other: number) => string) | undefined} againstFloor
   * @param {((shipped: number, other: number) => string) | undefined} againstPrevious
   * @returns {FigureLine}
   */
  const line = (label, key, show, againstFloor, againstPrevious) => ({
    label,
    shipped: shipped ? show(shipped[key]) : '—',
    floor: floor ? show(floor[key]) : '—',
    previous: previous ? show(previous[key]) : '—',
    againstFloor: shipped && floor && againstFloor ? againstFloor(shipped[key], floor[key]) : '—',
    againstPrevious: shipped && previous && againstPrevious ? againstPrevious(shipped[key], previous[key]) : '—',
  });
  /** @param {number} a @param {number} b */
  const difference = (a, b) => signedMillis(a - b);
  /** Both tasks listed (50 ms or more), else no comparison. @param {number} a @param {number} b */
  const taskDifference = (a, b) => (a > 0 && b > 0 ? signedMillis(a - b) : '—');
  return [
    line('main-thread work', 'mainThreadMs', millis, (a, b) => ratioWithRuns(a / b, row.floorRatios), change),
    line('of which script', 'scriptMs', millis, difference, change),
    line('TBT', 'tbtMs', millis, difference, difference),
    line('longest task', 'longestTaskMs', longestTask, taskDifference, taskDifference),
    line('trace ends', 'traceEndMs', traceEnd, undefined, undefined),
    line('CPU benchmark index', 'benchmarkIndex', count, undefined, undefined),
  ];
}

/**
 * The lines printed for one route once its runs are done.
 * @param {ScriptCostRow} row
 */
export function scriptCostConsoleLines(row) {
  const lines = figureLines(row);
  const width = Math.max(...lines.map((line) => line.label.length));
  return [
    `${routeName(row)}  (script cost: shipped · floor · previous; shipped ÷ or − floor; shipped − previous)`,
    ...lines.map(
      (line) =>
        `  ${line.label.padEnd(width)}  ${line.shipped} · ${line.floor} · ${line.previous};  ${line.againstFloor};  ${line.againstPrevious}`,
    ),
  ];
}

/** @param {string[]} cells */
const tableRow = (cells) => `| ${cells.join(' | ')} |`;
/** The first column left-aligned, the figures right-aligned. @param {string[]} headings */
const tableHead = (headings) => [
  tableRow(headings),
  tableRow(headings.map((_, index) => (index === 0 ? '---' : '--:'))),
];

/**
 * One line per route: main-thread work and TBT of the three builds, and the comparisons the brief of
 * the bench asks for first.
 * @param {ScriptCostRow[]} rows @param {string} previousName
 */
function summaryTable(rows, previousName) {
  return [
    ...tableHead([
      'route',
      'main-thread work: shipped · floor · previous',
      'shipped ÷ floor',
      `shipped − ${previousName}`,
      'TBT: shipped · floor · previous',
      'TBT shipped − floor',
      `TBT shipped − ${previousName}`,
    ]),
    ...rows.map((row) => {
      const [mainThread, , tbt] = /** @type {[FigureLine, FigureLine, FigureLine]} */ (figureLines(row));
      return tableRow([
        routeName(row),
        `${mainThread.shipped} · ${mainThread.floor} · ${mainThread.previous}`,
        mainThread.againstFloor,
        mainThread.againstPrevious,
        `${tbt.shipped} · ${tbt.floor} · ${tbt.previous}`,
        tbt.againstFloor,
        tbt.againstPrevious,
      ]);
    }),
  ];
}

/** @param {ScriptCostRow} row @param {string} previousName */
function routeTable(row, previousName) {
  return [
    `### ${routeName(row)}`,
    '',
    ...(row.medians.previous ? [] : [`No page for this route in ${previousName}: not measured there.`, '']),
    ...tableHead(['', 'shipped', 'static floor', previousName, 'shipped ÷ or − floor', `shipped − ${previousName}`]),
    ...figureLines(row).map((line) =>
      tableRow([line.label, line.shipped, line.floor, line.previous, line.againstFloor, line.againstPrevious]),
    ),
  ];
}

/** How the previous build was made. @param {ScriptCostBench['previous']} previous */
const previousBuilt = ({ ref, commit, install, drift }) =>
  `\`${ref}\` (${commit.slice(0, 10)}), built by its own \`tools/build/prerender.mjs\`; its packages ${
    install === 'linked' ? "linked to today's install" : 'installed with `npm ci`'
  } (its lockfile against today's install: ${drift})`;

/**
 * The section of results.md (without its markers: resultsFile.mjs adds them).
 * @param {ScriptCostBench} bench
 */
export function scriptCostSection(bench) {
  const previousName = `previous (${bench.previous.ref})`;
  const indexes = bench.rows.flatMap((row) => row.benchmarkIndexes);
  const range = indexes.length
    ? `${count(Math.min(...indexes))}–${count(Math.max(...indexes))}`
    : '— (nothing was measured)';
  return [
    '## What scripts cost: shipped, its static floor, and a previous build',
    '',
    `Written by \`npm run bench\` (tools/bench/scriptCost.mjs; tools/bench/README.md tells how to read it). ${
      bench.allRoutes ? 'Every route of the shipped build.' : '**Some routes only** (`--route`).'
    }`,
    '',
    `- Date: ${bench.date.toISOString().slice(0, 16).replace('T', ' ')} UTC. Lighthouse ${bench.lighthouseVersion}, mobile form factor, simulated throttling (its defaults: 4× CPU slowdown, slow 4G), performance category only. Chromium ${bench.chromium} (headless; ${bench.userAgent}).`,
    `- Machine: ${bench.cores} CPU cores, load average ${bench.loadAtStart.toFixed(1)} at the start. Lighthouse's CPU benchmark index: ${range} over the runs (each build's median in the tables). Simulated throttling scales the work it observes: compare the builds within one run, not with another run's or machine's figures.`,
    `- Runs per route: ${bench.runs}, the builds interleaved (shipped, floor, previous, shipped, …); each figure is the median of its runs. Beside shipped ÷ floor, the lowest and highest of the runs' own ratios (each run measures the two builds one after the other): a median near a limit may fall either side of it in another run.`,
    `- Shipped: \`buildSite({ mode: 'production' })\` of ${bench.shipped}.`,
    '- Static floor: a copy of the shipped build, every `<script>` element and every `<link rel="modulepreload">` removed from every HTML file and `sw.js` deleted. Whatever a script would change stays as prerendered.',
    `- Previous: ${previousBuilt(bench.previous)}.`,
    `- Served by tools/bench/staticServer.mjs (the hosting settings of firebase.json, the previous build with its own: clean URLs, redirects, headers; gzip) on ${bench.ports}, one origin per build.`,
    "- Main-thread work: Lighthouse's `mainthread-work-breakdown` total; of which script: its Script Evaluation and Script Parsing & Compilation; TBT: total blocking time; longest task: the longest top-level task in Lighthouse's `long-tasks`, which lists those of 50 ms and more. All as Lighthouse simulates them on a phone.",
    "- Trace ends: when Lighthouse's trace ended, after the navigation start (observed, unscaled): once the page has been quiet for a while. A shipped page's trace that ends after its splash lifts (3.00 s) also counts the lift and the entrances that follow it, which the floor has none of (tools/bench/README.md, “What the floor is, and is not”).",
    '',
    ...summaryTable(bench.rows, previousName),
    '',
    ...bench.rows.flatMap((row) => [...routeTable(row, previousName), '']),
  ]
    .join('\n')
    .trimEnd();
}
