// @ts-check
/**
 * `npm run bench`: every route of the production build, served as it will be hosted (the Firebase
 * Hosting emulator with firebase.json's headers and compression), in two builds (variants.mjs): as
 * shipped, with the splash, and splashless, the measurement-only build without it. For each route and
 * build, run after run with the builds interleaved (shipped, splashless, shipped, …) so both meet the
 * machine in the same state:
 *
 *   - Lighthouse (lighthouse.mjs): mobile, simulated throttling, a fresh browser per run;
 *   - the DevTools protocol in Playwright (devtools.mjs): the style, layout and task time of an
 *     unthrottled load, and a visit at 4× CPU on slow 4G timing hydration, the splash's lift and the
 *     long animation frames after it.
 *
 * After each route's runs, once whatever `--runs` (bytes do not vary with the CPU) and on the shipped
 * build only (what visitors get): the bytes over the network on a first visit (the page alone, and with
 * the service worker's install) and on a return visit, with the kinds of files the return visit still
 * fetched (networkBytes.mjs; 8–10 s per route on a busy 2-core machine, most of it the worker's install
 * and the browser's update check; every run prints the table at its end).
 *
 * Then the targets, shipped against splashless (targets.mjs). Writes `bench/results.md`
 * (committed), marking misses. A benchmark, not a test: it reports misses and never fails on one (it
 * exits non-zero only when it cannot measure).
 *
 *   npm run bench                       every route, one run each
 *   npm run bench -- --runs 3           the median of 3 runs per route
 *   npm run bench -- --reports <dir>    also keep every Lighthouse report (JSON) in <dir>
 *   npm run bench -- --route / --variant shipped
 *                                       a quick look at some routes or one build (printed, the bytes
 *                                       table too; results.md is written only for a full run)
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { format, resolveConfig } from 'prettier';
import { buildSite } from '../build/prerender.mjs';
import { readBuiltRoutes } from '../build/routes.mjs';
import { startEmulators } from '../firebase/emulators.mjs';
import { chromiumVersion } from './chrome.mjs';
import { renderingSamplesPerRun, renderingWork, throttledVisit, withChromium } from './devtools.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { networkBytes } from './networkBytes.mjs';
import { bytesConsoleLine, bytesSection, consoleLines, resultsMarkdown } from './report.mjs';
import { summarize } from './row.mjs';
import { variants } from './variants.mjs';

/** @typedef {import('./variants.mjs').Variant} Variant */
/** @typedef {import('./row.mjs').Row} Row */
/** @typedef {import('./row.mjs').Run} Run */
/** @typedef {import('./report.mjs').BytesRow} BytesRow */

const root = fileURLToPath(new URL('../..', import.meta.url));
const resultsFile = join(root, 'bench', 'results.md');

/** A path that does not exist (answers 404 with the not-found page), measured after every route of the build. */
const notFoundPath = '/no-such-page';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '1' },
    reports: { type: 'string' },
    route: { type: 'string', multiple: true },
    variant: { type: 'string' },
  },
});
const runsPerRoute = Math.max(1, Number.parseInt(args.runs ?? '1', 10) || 1);
const reportsDir = args.reports ? resolve(args.reports) : undefined;
const measuredVariants = args.variant ? variants.filter((variant) => variant.id === args.variant) : variants;
if (measuredVariants.length === 0) throw new Error(`--variant: one of ${variants.map((v) => v.id).join(', ')}`);
/** A quick look (some routes or one variant) is printed only: results.md always holds a full run. */
const fullRun = !args.route?.length && measuredVariants === variants;

/** @param {string} outDir A page of each route of that build (its `.vite/routes.json`), and the not-found path. */
const routesOf = (outDir) =>
  args.route?.length ? args.route : [...readBuiltRoutes(outDir).onePagePerRoute, notFoundPath];

/** @param {import('./lighthouse.mjs').LhResult} lhr @param {Variant} variant @param {string} route @param {number} run */
function keepReport(lhr, variant, route, run) {
  if (!reportsDir) return;
  const dir = join(reportsDir, variant.id);
  mkdirSync(dir, { recursive: true });
  const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '-');
  writeFileSync(join(dir, `${name}${runsPerRoute > 1 ? `-run${run + 1}` : ''}.json`), JSON.stringify(lhr));
}

/** One run of one route in one build: Lighthouse, then the DevTools-protocol visits. @param {string} url @param {boolean} notFound @param {Variant} variant @returns {Promise<Run>} */
async function measureOnce(url, notFound, variant) {
  const lhr = await runLighthouse(url, notFound);
  return withChromium(async (browser) => {
    const rendering = [];
    for (let sample = 0; sample < renderingSamplesPerRun; sample++) rendering.push(await renderingWork(browser, url));
    return { lhr, rendering, visit: await throttledVisit(browser, url, variant.hasSplash) };
  });
}

/** Every run of one route, the builds interleaved. @param {string} route @param {Record<string, string | undefined>} baseUrls */
async function measureRoute(route, baseUrls) {
  const notFound = route === notFoundPath;
  /** @type {Map<Variant, Run[]>} */
  const runs = new Map(measuredVariants.map((variant) => [variant, []]));
  for (let run = 0; run < runsPerRoute; run++)
    for (const variant of measuredVariants) {
      const baseUrl = baseUrls[variant.id];
      if (!baseUrl) throw new Error(`The Hosting emulator does not serve the ${variant.id} build`);
      const measured = await measureOnce(`${baseUrl}${route}`, notFound, variant);
      keepReport(measured.lhr, variant, route, run);
      runs.get(variant)?.push(measured);
    }
  return [...runs].map(([variant, variantRuns]) => ({
    variant,
    row: summarize(route, notFound, variantRuns),
    lhr: /** @type {Run} */ (variantRuns[0]).lhr,
  }));
}

async function main() {
  const date = new Date();
  const loadAtStart = loadavg()[0] ?? 0;
  /** @type {Map<Variant, Row[]>} */
  const rowsByVariant = new Map(measuredVariants.map((variant) => [variant, []]));
  /** @type {BytesRow[]} */
  const bytesRows = [];
  let lighthouseVersion = '';
  let userAgent = '';
  /** @type {string[]} */
  const folders = [];
  try {
    const builds = [];
    for (const variant of measuredVariants) {
      const outDir = mkdtempSync(join(tmpdir(), `site-bench-${variant.id}-`));
      folders.push(outDir);
      console.log(`Building: ${variant.title}…`);
      await buildSite({ outDir, mode: variant.mode, logLevel: 'error' });
      builds.push({ variant, outDir });
    }
    // One Hosting emulator serves both builds (the first on its usual address), so their runs can alternate.
    const [first, ...others] = /** @type {[{ variant: Variant, outDir: string }, ...typeof builds]} */ (builds);
    console.log('Starting the Hosting and Auth emulators…');
    const emulators = await startEmulators({
      only: ['auth', 'hosting'],
      hostingDir: first.outDir,
      moreSites: Object.fromEntries(others.map(({ variant, outDir }) => [variant.id, outDir])),
    });
    try {
      /** @type {Record<string, string | undefined>} */
      const baseUrls = { ...emulators.siteUrls, [first.variant.id]: emulators.hostingUrl };
      for (const route of routesOf(first.outDir)) {
        const measured = await measureRoute(route, baseUrls);
        for (const { variant, row, lhr } of measured) {
          rowsByVariant.get(variant)?.push(row);
          lighthouseVersion = lhr.lighthouseVersion;
          userAgent = lhr.environment.hostUserAgent;
        }
        console.log(consoleLines(route, measured).join('\n'));
        const shippedUrl = baseUrls.shipped;
        if (shippedUrl) {
          const started = Date.now();
          const bytes = await withChromium((browser) => networkBytes(browser, shippedUrl, route));
          const row = { route, notFound: route === notFoundPath, bytes };
          bytesRows.push(row);
          console.log(bytesConsoleLine(row, Date.now() - started));
        }
      }
    } finally {
      await emulators.stop();
    }
  } finally {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  }

  console.log(
    bytesRows.length
      ? `\n${bytesSection(bytesRows)}`
      : '\nBytes over the network: measured on the shipped build only (not with --variant splashless).',
  );
  if (!fullRun) {
    console.log('\nSome routes or one variant: bench/results.md is left as it is (it holds full runs only).');
    return;
  }
  const markdown = resultsMarkdown({
    date,
    lighthouseVersion,
    chromium: chromiumVersion(),
    userAgent,
    cores: availableParallelism(),
    loadAtStart,
    runs: runsPerRoute,
    notFoundPath,
    results: [...rowsByVariant].map(([variant, rows]) => ({ variant, rows })),
    bytes: bytesRows,
  });
  mkdirSync(join(root, 'bench'), { recursive: true });
  // Formatted as the repository's prettier check expects (the file is committed).
  const prettierOptions = (await resolveConfig(resultsFile)) ?? {};
  writeFileSync(resultsFile, await format(markdown, { ...prettierOptions, filepath: resultsFile }));
  console.log(`\nWrote ${relative(root, resultsFile)}`);
  if (reportsDir) console.log(`Lighthouse reports in ${reportsDir}`);
}

try {
  await main();
  process.exit(0);
} catch (error) {
  console.error(error);
  process.exit(1);
}
