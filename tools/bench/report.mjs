// @ts-check
/** The benchmark's figures as console lines (each route as it is measured) and as `bench/results.md`. */
import { afterLiftMs, renderingSamplesPerRun } from './devtools.mjs';
import { count, fineMillis, millis, missed, seconds, shift } from './format.mjs';
import { splashTargets, splashVerdicts } from './targets.mjs';

/** @typedef {import('./row.mjs').Row} Row */
/** @typedef {import('./variants.mjs').Variant} Variant */
/** @typedef {import('./lighthouse.mjs').LighthouseFigures} LighthouseFigures */
/** @typedef {{ variant: Variant, rows: Row[] }} VariantResults */

/** @param {Row} row */
const routeName = (row) => (row.notFound ? `${row.route} (404)` : row.route);

/** @param {Row} row @param {Variant} variant @param {(text: string, miss: boolean) => string} mark */
function lighthouseCells(row, variant, mark) {
  const figures = row.lighthouse;
  const misses = variant.misses(figures);
  /** @param {keyof LighthouseFigures} key @param {string} text */
  const cell = (key, text) => mark(text, misses[key] === true);
  return {
    performance: cell('performance', String(figures.performance)),
    accessibility: cell('accessibility', String(figures.accessibility)),
    bestPractices: cell('bestPractices', String(figures.bestPractices)),
    seo: cell('seo', String(figures.seo)),
    fcp: cell('fcp', seconds(figures.fcp)),
    lcp: cell('lcp', seconds(figures.lcp)),
    tbt: cell('tbt', millis(figures.tbt)),
    cls: cell('cls', shift(figures.cls)),
    js: `${figures.jsKB.toFixed(1)} KB`,
    requests: count(figures.requests),
    dom: count(figures.domElements),
    benchmarkIndex: count(figures.benchmarkIndex),
    missCount: Object.values(misses).filter(Boolean).length,
  };
}

/** @param {Row} row */
function renderingCells({ rendering }) {
  return {
    style: `${fineMillis(rendering.styleMs)} (${count(rendering.styleCount)})`,
    layout: `${fineMillis(rendering.layoutMs)} (${count(rendering.layoutCount)})`,
    styleLayout: fineMillis(rendering.styleLayoutMs),
    tasks: millis(rendering.taskMs),
    styleLayoutCpu: fineMillis(rendering.styleLayoutCpuMs),
    tasksCpu: millis(rendering.taskCpuMs),
  };
}

/** @param {Row} row @param {Variant} variant */
function visitCells({ visit }, variant) {
  return {
    hydrated: seconds(visit.hydratedMs),
    lifted: variant.hasSplash ? seconds(visit.liftedMs) : '0 (no splash)',
    hydratedFirst: variant.hasSplash ? (visit.hydratedMs < visit.liftedMs ? 'yes' : 'no') : '—',
    longest: visit.longestFrameAfterLiftMs === 0 ? 'none' : millis(visit.longestFrameAfterLiftMs),
    longFrames: count(visit.longFramesAfterLift),
  };
}

/**
 * The lines printed for one route once every variant is measured.
 * @param {string} route
 * @param {Array<{ variant: Variant, row: Row }>} measured
 */
export function consoleLines(route, measured) {
  const lines = [route];
  for (const { variant, row } of measured) {
    const lh = lighthouseCells(row, variant, missed.console);
    const work = renderingCells(row);
    const visit = visitCells(row, variant);
    const indent = ' '.repeat(14);
    lines.push(
      `  ${variant.id.padEnd(12)}perf ${lh.performance}  a11y ${lh.accessibility}  bp ${lh.bestPractices}  seo ${lh.seo}  FCP ${lh.fcp}  LCP ${lh.lcp}  TBT ${lh.tbt}  CLS ${lh.cls}  JS ${lh.js}  requests ${lh.requests}  DOM ${lh.dom}  CPU index ${lh.benchmarkIndex}`,
      `${indent}unthrottled, elapsed: style ${work.style}  layout ${work.layout}  style + layout ${work.styleLayout}  tasks ${work.tasks}; CPU: style + layout ${work.styleLayoutCpu}  tasks ${work.tasksCpu}`,
      `${indent}4× CPU, slow 4G: hydrated ${visit.hydrated}  lifted ${visit.lifted}  hydrated before lift ${visit.hydratedFirst}  longest frame after lift ${visit.longest}  frames > 50 ms after lift ${visit.longFrames}`,
    );
  }
  const shipped = measured.find(({ variant }) => variant.id === 'shipped')?.row;
  const splashless = measured.find(({ variant }) => variant.id === 'splashless')?.row;
  if (shipped && splashless)
    lines.push(
      `  shipped ÷ splashless: ${splashVerdicts(shipped, splashless)
        .map((verdict) => `${verdict.label} ${missed.console(verdict.text, verdict.miss)}`)
        .join('  ')}`,
    );
  return lines;
}

/** @param {string[]} headings @param {string} [align] */
const tableHead = (headings, align = '--:') => [
  `| ${headings.join(' | ')} |`,
  `| --- | ${headings
    .slice(1)
    .map(() => align)
    .join(' | ')} |`,
];
/** @param {string[]} cells */
const tableRow = (cells) => `| ${cells.join(' | ')} |`;
/** @param {number} missCount */
const verdict = (missCount) =>
  missCount === 0 ? 'every target met' : `${missCount} miss${missCount === 1 ? '' : 'es'} (bold, ✗)`;

/** @param {VariantResults} results */
function variantSection({ variant, rows }) {
  let missCount = 0;
  const lighthouse = rows.map((row) => {
    const cells = lighthouseCells(row, variant, missed.markdown);
    missCount += cells.missCount;
    return tableRow([
      routeName(row),
      cells.performance,
      cells.accessibility,
      cells.bestPractices,
      cells.seo,
      cells.fcp,
      cells.lcp,
      cells.tbt,
      cells.cls,
      cells.js,
      cells.requests,
      cells.dom,
      cells.benchmarkIndex,
    ]);
  });
  const rendering = rows.map((row) => {
    const cells = renderingCells(row);
    return tableRow([
      routeName(row),
      cells.style,
      cells.layout,
      cells.styleLayout,
      cells.tasks,
      cells.styleLayoutCpu,
      cells.tasksCpu,
    ]);
  });
  const visits = rows.map((row) => {
    const cells = visitCells(row, variant);
    return tableRow([
      routeName(row),
      cells.hydrated,
      cells.lifted,
      cells.hydratedFirst,
      cells.longest,
      cells.longFrames,
    ]);
  });
  const failing = rows
    .filter((row) => row.lighthouse.failing.length > 0)
    .map((row) => `- ${row.route}: ${row.lighthouse.failing.map((audit) => `\`${audit}\``).join(', ')}`);
  /** @type {Map<string, string[]>} */
  const errorRoutes = new Map();
  for (const row of rows)
    for (const error of new Set(row.lighthouse.consoleErrors))
      errorRoutes.set(error, [...(errorRoutes.get(error) ?? []), row.route]);
  const errors = [...errorRoutes].map(([error, where]) => `- ${error.replaceAll('|', '\\|')} (${where.join(', ')})`);
  const warnings = rows.flatMap((row) =>
    row.lighthouse.warnings.map((warning) => `- ${row.route}: ${warning.replaceAll('\n', ' ')}`),
  );
  return [
    `## ${variant.title}`,
    '',
    `Lighthouse targets: ${variant.targets}. Result: ${verdict(missCount)}.`,
    '',
    ...tableHead([
      'route',
      'performance',
      'accessibility',
      'best practices',
      'SEO',
      'FCP',
      'LCP',
      'TBT',
      'CLS',
      'JS transferred',
      'requests',
      'DOM elements',
      'CPU benchmark index',
    ]),
    ...lighthouse,
    ...(failing.length ? ['', 'Audits not passed (accessibility, best practices, SEO):', '', ...failing] : []),
    ...(errors.length ? ['', 'Console errors:', '', ...errors] : []),
    ...(warnings.length ? ['', 'Lighthouse warnings:', '', ...warnings] : []),
    '',
    'DevTools protocol, unthrottled, first 6 s: elapsed time (and count in brackets), and the main thread’s CPU time:',
    '',
    ...tableHead([
      'route',
      'style recalculation',
      'layout',
      'style + layout',
      'task time',
      'style + layout, CPU',
      'task time, CPU',
    ]),
    ...rendering,
    '',
    `Throttled visit (4× CPU, slow 4G; times from the navigation start; long animation frames overlapping the ${afterLiftMs / 1000} s after the lift):`,
    '',
    ...tableHead([
      'route',
      'hydrated',
      'splash lifted',
      'hydrated before lift',
      'longest frame after lift',
      'frames > 50 ms after lift',
    ]),
    ...visits,
  ].join('\n');
}

/** @param {Row[]} shippedRows @param {Row[]} splashlessRows */
function issueSection(shippedRows, splashlessRows) {
  let missCount = 0;
  /** @type {string[]} */
  let headings = [];
  const lines = shippedRows.flatMap((shipped) => {
    const splashless = splashlessRows.find((row) => row.route === shipped.route);
    if (!splashless) return [];
    const verdicts = splashVerdicts(shipped, splashless);
    headings = ['route', ...verdicts.map((verdict) => verdict.label)];
    missCount += verdicts.filter((verdict) => verdict.miss).length;
    return [tableRow([routeName(shipped), ...verdicts.map((v) => missed.markdown(v.text, v.miss))])];
  });
  return [
    '## Shipped against splashless, against the targets',
    '',
    `Targets: ${splashTargets}. Result: ${verdict(missCount)}. Ratios are shipped / splashless; requests and DOM elements as shipped, Lighthouse's.`,
    '',
    ...tableHead(headings),
    ...lines,
  ].join('\n');
}

/**
 * @param {{ date: Date, lighthouseVersion: string, chromium: string, userAgent: string, cores: number,
 *   loadAtStart: number, runs: number, notFoundPath: string, results: VariantResults[] }} bench
 */
export function resultsMarkdown(bench) {
  const indexes = bench.results.flatMap(({ rows }) => rows.flatMap((row) => row.benchmarkIndexes));
  const shipped = bench.results.find(({ variant }) => variant.id === 'shipped');
  const splashless = bench.results.find(({ variant }) => variant.id === 'splashless');
  return `# Benchmark

Lighthouse and Chrome's DevTools protocol on every route of the production build, served by the
Firebase Hosting emulator with the headers and compression of \`firebase.json\`. Written by \`npm run
bench\` (\`tools/bench/run.mjs\`); do not edit by hand.

- Date: ${bench.date.toISOString().slice(0, 16).replace('T', ' ')} UTC
- Lighthouse ${bench.lighthouseVersion}, mobile form factor, simulated throttling (Lighthouse defaults)
- Chromium ${bench.chromium} (headless; ${bench.userAgent})
- Machine: ${bench.cores} CPU cores, load average ${bench.loadAtStart.toFixed(1)} at the start; Lighthouse's CPU benchmark index
  ${Math.round(Math.min(...indexes))}–${Math.round(Math.max(...indexes))} over its runs. Simulated throttling scales the page's measured CPU work: a busy
  or slow machine inflates FCP, LCP and TBT.
- Runs per route: ${bench.runs}, the builds interleaved (shipped, splashless, shipped, …)${bench.runs > 1 ? '. Lighthouse: the\n  median run by performance score; DevTools protocol: the median of each figure' : ''}
- Scores out of 100; FCP/LCP first and largest contentful paint; TBT total blocking time; CLS
  cumulative layout shift; JS transferred: the sum of the transfer sizes of every script loaded;
  requests: every request until the page was idle; DOM elements: Lighthouse's DOM-size insight.
- DevTools protocol (Playwright, viewport 412×823): unthrottled, over the first 6 s after the navigation
  start, ${renderingSamplesPerRun} visits per run, the median of all: elapsed time (\`Performance.getMetrics\`: RecalcStyle,
  Layout, TaskDuration) and the main thread's CPU time (a trace's style and layout events; ThreadTime).
  Shipped is compared with splashless by CPU time: on 2 cores the elapsed figures also count the time
  the main thread waited for a core, and vary twice as much from visit to visit;
  and a visit at 4× CPU on slow 4G (150 ms,
  1.6 Mbps down, 750 Kbps up): when the page hydrated (its \`page-hydrated\` mark), when the splash
  lifted (\`main#main\` no longer covered; 0 without a splash), and the long animation frames (over 50
  ms: script, style, layout and paint of one frame) that overlap the ${afterLiftMs / 1000} s after the lift.
- \`${bench.notFoundPath}\` is an unknown path: it answers 404 with the site's not-found page (audited with
  Lighthouse's \`ignoreStatusCode\`). What a 404 loses by design is not a miss: SEO's status-code and
  crawlability audits (it answers 404 and is \`noindex\`), and best practices' console-error audit when its
  only error is Chromium reporting that 404.

${[
  ...(shipped && splashless ? [issueSection(shipped.rows, splashless.rows)] : []),
  ...bench.results.map(variantSection),
].join('\n\n')}
`;
}
