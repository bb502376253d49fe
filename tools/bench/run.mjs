// @ts-check
/**
 * `npm run bench`: every route of the production build (or those of `--route`), in two comparisons,
 * each interleaving its builds run after run (route by route: build A, B, C, then the next run) so
 * that all meet the machine in the same state, each figure the median of `--runs` runs:
 *
 * 1. What scripts cost (scriptCost.mjs, scriptCostReport.mjs): the build as shipped, its static floor
 *    (the same build with every script, module preload and the service worker removed: floor.mjs),
 *    and a previous commit's build (`--previous`, default `defaultPreviousRef`: previousBuild.mjs, cached in
 *    node_modules/.cache/bench-previous/), each served by the bench's own static server
 *    (staticServer.mjs: firebase.json's hosting settings, gzip) on ports from `--port` (default 4801).
 *    Lighthouse only, performance category: main-thread work and its script part, TBT, the longest
 *    task, the CPU benchmark index.
 *
 * 2. The splash: every route served as it will be hosted (the Firebase Hosting emulator with
 *    firebase.json's headers and compression, on firebase.json's ports), in two builds (variants.mjs):
 *    as shipped, with the splash, and splashless, the measurement-only build without it. For each
 *    route and build:
 *
 *   - Lighthouse (lighthouse.mjs): mobile, simulated throttling, a fresh browser per run;
 *   - the DevTools protocol in Playwright (devtools.mjs): the style, layout and task time of an
 *     unthrottled load, and a visit at 4× CPU on slow 4G timing hydration, the splash's lift and the
 *     long animation frames after it.
 *
 *    After each route's runs, once whatever `--runs` (bytes do not vary with the CPU) and on the shipped
 *    build only (what visitors get): the bytes over the network on a first visit (the page alone, and with
 *    the service worker's install) and on a return visit, with the kinds of files the return visit still
 *    fetched (networkBytes.mjs; 8–10 s per route on a busy 2-core machine, most of it the worker's install
 *    and the browser's update check; every run prints the table at its end). Then the targets, shipped
 *    against splashless (targets.mjs), misses marked.
 *
 * Writes `bench/results.md` (committed): the script-cost section after every run that measured it
 * (it says which routes), the splash comparison only after a full run of it. A benchmark, not a
 * test: it reports misses and never fails on one (it exits non-zero only when it cannot measure).
 * tools/bench/README.md has more.
 *
 *   npm run bench                          both comparisons, every route, the median of 3 runs
 *   npm run bench -- --runs 5              the median of 5 runs per route
 *   npm run bench -- --only script-cost    one comparison (script-cost or splash)
 *   npm run bench -- --route / --route /about
 *                                          some routes only
 *   npm run bench -- --previous <ref>      the previous build of another commit
 *   npm run bench -- --port <n>            the script-cost servers' first port (default 4801; n, n+1, n+2)
 *   npm run bench -- --shipped-dir <dir>   measure a build already made (e.g. site/dist) as shipped
 *   npm run bench -- --variant shipped     the splash comparison on one build (printed only)
 *   npm run bench -- --reports <dir>       also keep every Lighthouse report (JSON) in <dir>
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildSite } from '../build/prerender.mjs';
import { readBuiltRoutes } from '../build/routes.mjs';
import { startEmulators } from '../firebase/emulators.mjs';
import { chromiumVersion } from './chrome.mjs';
import { renderingSamplesPerRun, renderingWork, throttledVisit, withChromium } from './devtools.mjs';
import { makeStaticFloor } from './floor.mjs';
import { runLighthouse } from './lighthouse.mjs';
import { networkBytes } from './networkBytes.mjs';
import { previousBuild } from './previousBuild.mjs';
import { bytesConsoleLine, bytesSection, consoleLines, resultsMarkdown } from './report.mjs';
import { readResults, sectionOf, withSection, writeResults } from './resultsFile.mjs';
import { summarize } from './row.mjs';
import { measureScriptCost } from './scriptCost.mjs';
import { scriptCostConsoleLines, scriptCostSection } from './scriptCostReport.mjs';
import { variants } from './variants.mjs';

/** @typedef {import('./variants.mjs').Variant} Variant */
/** @typedef {import('./row.mjs').Row} Row */
/** @typedef {import('./row.mjs').Run} Run */
/** @typedef {import('./report.mjs').BytesRow} BytesRow */

const root = fileURLToPath(new URL('../..', import.meta.url));
const resultsFile = join(root, 'bench', 'results.md');
/** The script-cost comparison's section of results.md (resultsFile.mjs). */
const scriptCostSectionId = 'script-cost';

/** A path that does not exist (answers 404 with the not-found page), measured after every route of the build. */
const notFoundPath = '/no-such-page';

const comparisons = /** @type {const} */ (['script-cost', 'splash']);

/** The build the site is compared with by default: the last one the team measured against (a git ref). */
const defaultPreviousRef = '1206ac8';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    reports: { type: 'string' },
    route: { type: 'string', multiple: true },
    variant: { type: 'string' },
    only: { type: 'string' },
    previous: { type: 'string', default: defaultPreviousRef },
    port: { type: 'string', default: '4801' },
    'shipped-dir': { type: 'string' },
  },
});
const runsPerRoute = Math.max(1, Number.parseInt(args.runs ?? '3', 10) || 1);
const reportsDir = args.reports ? resolve(args.reports) : undefined;
const measuredVariants = args.variant ? variants.filter((variant) => variant.id === args.variant) : variants;
if (measuredVariants.length === 0) throw new Error(`--variant: one of ${variants.map((v) => v.id).join(', ')}`);
if (args.only && !comparisons.some((name) => name === args.only))
  throw new Error(`--only: one of ${comparisons.join(', ')}`);
const measuring = {
  scriptCost: !args.only || args.only === 'script-cost',
  splash: !args.only || args.only === 'splash',
};
const firstPort = Number.parseInt(args.port ?? '4801', 10);
if (!(firstPort > 0 && firstPort < 65534)) throw new Error(`--port: a port number, not ${args.port}`);
const previousRef = args.previous ?? defaultPreviousRef;
const shippedDir = args['shipped-dir'] ? resolve(args['shipped-dir']) : undefined;
/** A quick look (some routes or one variant) is printed only: results.md always holds a full run of the splash comparison. */
const fullRun = !args.route?.length && measuredVariants === variants;

/** @param {string} outDir A page of each route of that build (its `.vite/routes.json`), and the not-found path. */
const routesOf = (outDir) =>
  args.route?.length ? args.route : [...readBuiltRoutes(outDir).onePagePerRoute, notFoundPath];

/**
 * Keeps a Lighthouse report, when asked to (`--reports`), as `<dir>/<folder>/<route>[-run<n>].json`.
 * @param {import('./lighthouse.mjs').LhResult} lhr @param {string} folder @param {string} route @param {number} run
 */
function keepReport(lhr, folder, route, run) {
  if (!reportsDir) return;
  const dir = join(reportsDir, folder);
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
      keepReport(measured.lhr, variant.id, route, run);
      runs.get(variant)?.push(measured);
    }
  return [...runs].map(([variant, variantRuns]) => ({
    variant,
    row: summarize(route, notFound, variantRuns),
    lhr: /** @type {Run} */ (variantRuns[0]).lhr,
  }));
}

/** Where the shipped build comes from, for the results: the working tree's commit, and whether it had changes. */
function shippedSource() {
  if (shippedDir) return `the build in \`${relative(root, shippedDir) || '.'}\` (\`--shipped-dir\`)`;
  /** @param {string[]} gitArgs */
  const git = (gitArgs) => execFileSync('git', gitArgs, { cwd: root, encoding: 'utf8' }).trim();
  try {
    const commit = git(['rev-parse', '--short', 'HEAD']);
    const changed = git(['status', '--porcelain', '--', '.', ':(exclude)bench', ':(exclude)tools/bench']) !== '';
    return `the working tree at ${commit}${changed ? ', with uncommitted changes' : ''}`;
  } catch {
    return 'the working tree';
  }
}

/**
 * The script-cost comparison of the shipped build in `shipped`, its floor and the previous build;
 * returns the section of results.md.
 * @param {string} shipped
 * @param {string[]} routes
 * @param {string[]} folders temp folders to remove at the end
 */
async function scriptCostComparison(shipped, routes, folders) {
  const loadAtStart = loadavg()[0] ?? 0;
  const date = new Date();
  const floorDir = join(mkdtempSync(join(tmpdir(), 'site-bench-floor-')), 'site');
  folders.push(join(floorDir, '..'));
  const { pages } = makeStaticFloor(shipped, floorDir);
  console.log(`Static floor: ${pages} HTML files without scripts or module preloads, no sw.js`);
  const previous = await previousBuild(previousRef);
  console.log(
    `Previous build: ${previousRef} (${previous.commit.slice(0, 7)}), ${previous.cached ? 'from the cache' : 'built now'}, in ${relative(root, previous.outDir)}`,
  );
  const ports = `127.0.0.1:${firstPort} (shipped), :${firstPort + 1} (floor), :${firstPort + 2} (previous)`;
  console.log(`\nScript cost: ${routes.length} routes × ${runsPerRoute} runs × 3 builds, served on ${ports}\n`);
  const { rows, lighthouseVersion, userAgent } = await measureScriptCost({
    builds: [
      { id: 'shipped', dir: shipped },
      { id: 'floor', dir: floorDir },
      { id: 'previous', dir: previous.outDir, firebaseJson: previous.firebaseJsonFile },
    ],
    routes,
    notFoundPath,
    runs: runsPerRoute,
    port: firstPort,
    onRoute: (row) => console.log(scriptCostConsoleLines(row).join('\n')),
    onReport: (lhr, build, route, run) => keepReport(lhr, `script-cost/${build}`, route, run),
  });
  return scriptCostSection({
    date,
    lighthouseVersion,
    chromium: chromiumVersion(),
    userAgent,
    cores: availableParallelism(),
    loadAtStart,
    runs: runsPerRoute,
    allRoutes: !args.route?.length,
    ports,
    shipped: shippedSource(),
    previous,
    rows,
  });
}

/**
 * The splash comparison (shipped against splashless, on the Hosting emulator); returns the whole of
 * results.md for a full run, else nothing (printed only).
 * @param {Map<Variant, string>} builds the folder of each measured variant
 * @param {string[]} routes
 */
async function splashComparison(builds, routes) {
  const date = new Date();
  const loadAtStart = loadavg()[0] ?? 0;
  /** @type {Map<Variant, Row[]>} */
  const rowsByVariant = new Map(measuredVariants.map((variant) => [variant, []]));
  /** @type {BytesRow[]} */
  const bytesRows = [];
  let lighthouseVersion = '';
  let userAgent = '';
  // One Hosting emulator serves both builds (the first on its usual address), so their runs can alternate.
  const [first, ...others] = /** @type {[[Variant, string], ...[Variant, string][]]} */ ([...builds]);
  console.log('\nSplash: starting the Hosting and Auth emulators…');
  const emulators = await startEmulators({
    only: ['auth', 'hosting'],
    hostingDir: first[1],
    moreSites: Object.fromEntries(others.map(([variant, outDir]) => [variant.id, outDir])),
  });
  try {
    /** @type {Record<string, string | undefined>} */
    const baseUrls = { ...emulators.siteUrls, [first[0].id]: emulators.hostingUrl };
    for (const route of routes) {
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

  console.log(
    bytesRows.length
      ? `\n${bytesSection(bytesRows)}`
      : '\nBytes over the network: measured on the shipped build only (not with --variant splashless).',
  );
  if (!fullRun) {
    console.log(
      '\nSplash: some routes or one variant: its part of bench/results.md is left as it is (full runs only).',
    );
    return undefined;
  }
  return resultsMarkdown({
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
}

/**
 * Builds what the comparisons measure into temp folders: one build, and its copy without the splash
 * when that is measured (the shipped one is `--shipped-dir` when given). The folder of each variant.
 * @param {string[]} folders temp folders to remove at the end
 */
async function buildVariants(folders) {
  const wanted = variants.filter(
    (variant) =>
      (measuring.splash && measuredVariants.includes(variant)) || (measuring.scriptCost && variant.id === 'shipped'),
  );
  /** @param {string} id */
  const tempDir = (id) => {
    const dir = mkdtempSync(join(tmpdir(), `site-bench-${id}-`));
    folders.push(dir);
    return dir;
  };
  const splashless = wanted.find((variant) => variant.id === 'splashless');
  const shipped = wanted.find((variant) => variant.id === 'shipped');
  const splashlessDir = splashless ? tempDir('splashless') : undefined;
  const builtDir = !shippedDir || splashlessDir ? tempDir('shipped') : undefined;
  if (builtDir) {
    console.log(`Building: ${wanted.map((variant) => variant.title).join(' and ')}…`);
    await buildSite({
      outDir: builtDir,
      ...(splashlessDir ? { splashlessOutDir: splashlessDir } : {}),
      logLevel: 'error',
    });
  }
  /** @type {Map<Variant, string>} */
  const builds = new Map();
  const shippedBuild = shippedDir ?? builtDir;
  if (shipped && shippedBuild) builds.set(shipped, shippedBuild);
  if (splashless && splashlessDir) builds.set(splashless, splashlessDir);
  return builds;
}

async function main() {
  /** @type {string[]} */
  const folders = [];
  try {
    const builds = await buildVariants(folders);
    const [firstBuild] = builds.values();
    if (!firstBuild) throw new Error('Nothing to measure');
    const routes = routesOf(firstBuild);
    const shipped = [...builds].find(([variant]) => variant.id === 'shipped')?.[1];
    if (measuring.scriptCost && shipped) {
      const section = await scriptCostComparison(shipped, routes, folders);
      await writeResults(resultsFile, withSection(readResults(resultsFile), scriptCostSectionId, section));
      console.log(`\nWrote the script-cost section of ${relative(root, resultsFile)}`);
    }
    if (measuring.splash) {
      const splashBuilds = new Map([...builds].filter(([variant]) => measuredVariants.includes(variant)));
      const markdown = await splashComparison(splashBuilds, routes);
      if (markdown) {
        // The script-cost section, measured in this run or an earlier one, is kept.
        const kept = sectionOf(readResults(resultsFile), scriptCostSectionId);
        await writeResults(resultsFile, withSection(markdown, scriptCostSectionId, kept));
        console.log(`\nWrote ${relative(root, resultsFile)}`);
      }
    }
    if (reportsDir) console.log(`Lighthouse reports in ${reportsDir}`);
  } finally {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  }
}

try {
  await main();
  process.exit(0);
} catch (error) {
  console.error(error);
  process.exit(1);
}
