// @ts-check
/** The benchmark's figures as console lines (each route as it is measured) and as `bench/results.md`. */
import { afterLiftMs, renderingSamplesPerRun } from './devtools.mjs';
import { count, fineMillis, kilobytes, millis, missed, seconds, shift } from './format.mjs';
import { keptKinds } from './networkBytes.mjs';
import { splashTargets, splashVerdicts } from './targets.mjs';

/** @typedef {import('./row.mjs').Row} Row */
/** @typedef {import('./variants.mjs').Variant} Variant */
/** @typedef {import('./lighthouse.mjs').LighthouseFigures} LighthouseFigures */
/** @typedef {{ variant: Variant, rows: Row[] }} VariantResults */
/** @typedef {import('./networkBytes.mjs').Tally} Tally */
/** @typedef {{ route: string, notFound: boolean, bytes: import('./networkBytes.mjs').NetworkBytes }} BytesRow */

/** @param {{ route: string, notFound: boolean }} row */
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
    requests: `${count(figures.requests)}${figures.installRequests > 0 ? ` (+${count(figures.installRequests)} install)` : ''}`,
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
    hydratedFirst: variant.hasSplash
      ? Number.isNaN(visit.hydratedMs) || visit.hydratedMs < visit.liftedMs
        ? 'yes'
        : 'no'
      : '—',
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

/**
 * The first column left-aligned, the others as `align` (right-aligned figures), text columns at the end left-aligned.
 * @param {string[]} headings @param {string} [align] @param {number} [textColumns]
 */
const tableHead = (headings, align = '--:', textColumns = 0) => [
  `| ${headings.join(' | ')} |`,
  `| --- | ${headings
    .slice(1)
    .map((_, index) => (index >= headings.length - 1 - textColumns ? '---' : align))
    .join(' | ')} |`,
];
/** @param {string[]} cells */
const tableRow = (cells) => `| ${cells.join(' | ')} |`;
/** @param {number} missCount */
const verdict = (missCount) =>
  missCount === 0 ? 'every target met' : `${missCount} miss${missCount === 1 ? '' : 'es'} (bold, ✗)`;

/** @param {Tally} tally */
const bytesAndRequests = (tally) =>
  Number.isNaN(tally.bytes) ? '—' : `${kilobytes(tally.bytes)} (${count(tally.requests)})`;

/**
 * What came over the network on the return visit, by kind of file; a kind the worker keeps (script,
 * stylesheet, font, sprite) is a miss, and so is a worker that never became ready.
 * @param {BytesRow} row
 * @param {(text: string, miss: boolean) => string} mark
 */
function returnVisitKinds({ bytes }, mark) {
  if (!bytes.workerReady) return { text: mark('the worker was not ready within 60 s', true), miss: true };
  let miss = false;
  const parts = [...bytes.returnVisit.kinds].map(([kind, { count: files, bytes: sum }]) => {
    const kept = keptKinds.includes(kind);
    miss ||= kept;
    const label = kind === 'service worker script' ? '`/sw.js` (update check)' : kind;
    return mark(`${label}${files > 1 ? ` ×${files}` : ''} ${kilobytes(sum)}`, kept);
  });
  if (!bytes.updateChecked) parts.push('no update check of `/sw.js` within 20 s');
  return { text: parts.join(', ') || 'nothing', miss };
}

/**
 * The line printed for one route.
 * @param {BytesRow} row
 * @param {number} tookMs how long the measurement took
 */
export function bytesConsoleLine(row, tookMs) {
  const { beforeWorker, firstVisit, returnVisit, otherOrigins } = row.bytes;
  const over = returnVisitKinds(row, missed.console).text;
  return [
    `  bytes (shipped, ${seconds(tookMs)}): first visit ${bytesAndRequests(beforeWorker)} before the worker, ${bytesAndRequests(firstVisit)} with its install; return visit ${bytesAndRequests(returnVisit)}: ${over}`,
    ...(otherOrigins.length ? [`  not counted, other origins: ${otherOrigins.join(', ')}`] : []),
  ].join('\n');
}

/**
 * The bytes over the network on a first and a return visit, route by route (`npm run bench` prints it;
 * a full run writes it into results.md).
 * @param {BytesRow[]} rows
 */
export function bytesSection(rows) {
  let misses = 0;
  const lines = rows.map((row) => {
    const over = returnVisitKinds(row, missed.markdown);
    if (over.miss) misses++;
    const { beforeWorker, firstVisit, returnVisit } = row.bytes;
    return tableRow([
      routeName(row),
      bytesAndRequests(beforeWorker),
      bytesAndRequests(firstVisit),
      bytesAndRequests(returnVisit),
      over.text,
    ]);
  });
  const others = [...new Set(rows.flatMap((row) => row.bytes.otherOrigins))];
  return [
    '## Bytes over the network: first and return visit',
    '',
    'The shipped build (what visitors get; the splashless one differs by the splash alone), one fresh browser',
    'context per route, service workers allowed, unthrottled: the bytes the Hosting emulator sent back (status line,',
    'headers and the gzip or brotli body as sent, 1 KB = 1024 B), and the requests in brackets, counted by a relay',
    "in front of it (`tools/bench/networkBytes.mjs`). First visit: before the worker's script is asked for (the",
    "page until idle), and with the worker's install (the shell, every page but sign-in and the images it fetches",
    'before `navigator.serviceWorker.ready`; a file the page already took from the network comes from the HTTP',
    'cache). Return visit: the same route in a new page once the worker is ready, until the browser has checked',
    "`/sw.js` for an update. Over the emulator's HTTP/1.1 every response carries its headers in full (about 1 KB,",
    'the Content-Security-Policy among them); HTTP/2 and 3, as Firebase Hosting serves, compress repeated headers.',
    'Target: no script, stylesheet, font or sprite over the network on a return visit.',
    `Result: ${misses === 0 ? 'met on every route' : `${misses} route${misses === 1 ? '' : 's'} missed (bold, ✗)`}.`,
    '',
    ...tableHead(
      [
        'route',
        'first visit, before the worker',
        'first visit, with its install',
        'return visit',
        'over the network on the return visit',
      ],
      '--:',
      1,
    ),
    ...lines,
    ...(others.length ? ['', `Not counted (other origins): ${others.join(', ')}.`] : []),
  ].join('\n');
}

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
 *   loadAtStart: number, runs: number, notFoundPath: string, results: VariantResults[], bytes: BytesRow[] }} bench
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
  requests: every request the page made until it was idle (data: URIs included), and in brackets
  what the full browser fetched besides to judge the site installable (the web app manifest and the
  icons it names); DOM elements: Lighthouse's DOM-size insight.
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
  ...(bench.bytes.length ? [bytesSection(bench.bytes)] : []),
].join('\n\n')}
`;
}
