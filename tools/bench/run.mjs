// @ts-check
/**
 * `npm run bench`: Lighthouse on every route of the production build, served as it will be hosted
 * (the Firebase Hosting emulator with firebase.json's headers and compression), in two variants:
 *
 *   - as shipped: the real build, with its 3000 ms splash screen;
 *   - splash skipped: the same build without the splash (`buildSite({ skipSplash: true })`, a
 *     measurement-only flag), to see what the page itself costs.
 *
 * Lighthouse's defaults: mobile form factor, simulated throttling. Debian's Chromium (CHROME_PATH,
 * else CHROMIUM_PATH, else /usr/bin/chromium), a fresh browser per run. Writes `bench/results.md`
 * (committed) with a table per variant and the targets, marking misses. A benchmark, not a test: it
 * reports misses and never fails on one (it exits non-zero only when it cannot measure).
 *
 *   npm run bench                       every route, one run each
 *   npm run bench -- --runs 3           the median of 3 runs per route (by performance score)
 *   npm run bench -- --reports <dir>    also keep each run's full Lighthouse report (JSON) in <dir>
 *   npm run bench -- --route / --variant shipped
 *                                       a quick look at some routes of one variant (printed; results.md
 *                                       is written only for a full run)
 */
import { chromiumArgs, chromiumPath } from '../chromium.mjs';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { format, resolveConfig } from 'prettier';
import { buildSite } from '../build/build-site.mjs';
import { startEmulators } from '../firebase/emulators.mjs';
import { readBuiltRoutes } from '../build/routes.mjs';

const root = fileURLToPath(new URL('../..', import.meta.url));
const resultsFile = join(root, 'bench', 'results.md');
const chromePath = process.env.CHROME_PATH ?? chromiumPath;
const chromeFlags = ['--headless', ...chromiumArgs];

/** A path that does not exist (answers 404 with the not-found page), measured after every route of the build. */
const notFoundPath = '/no-such-page';

/** @typedef {import('lighthouse').Result} LhResult */
/**
 * @typedef {{ route: string, performance: number, accessibility: number, bestPractices: number, seo: number,
 *   fcp: number, lcp: number, tbt: number, cls: number, jsKB: number, warnings: string[], failing: string[],
 *   consoleErrors: string[],
 *   byDesign: { seo: boolean, bestPractices: boolean } }} Row
 * @typedef {{ id: 'shipped' | 'no-splash', title: string, skipSplash: boolean, targets: string,
 *   misses: (row: Row) => Partial<Record<keyof Row, boolean>> }} Variant
 */

/** Accessibility, best practices and SEO at 100 (what a 404 page loses by design excepted): both variants. */
/** @param {Row} row */
const auditMisses = (row) => ({
  accessibility: row.accessibility < 100,
  bestPractices: !row.byDesign.bestPractices && row.bestPractices < 100,
  seo: !row.byDesign.seo && row.seo < 100,
});

/** @type {Variant[]} */
const variants = [
  {
    id: 'shipped',
    title: 'As shipped (with the 3000 ms splash)',
    skipSplash: false,
    targets: 'performance ≥ 92, FCP ≤ 0.9 s, TBT ≤ 150 ms, CLS 0; accessibility, best practices and SEO 100',
    misses: (row) => ({
      performance: row.performance < 92,
      fcp: row.fcp > 900,
      tbt: row.tbt > 150,
      cls: row.cls > 0,
      ...auditMisses(row),
    }),
  },
  {
    id: 'no-splash',
    title: 'Splash skipped (measurement-only build)',
    skipSplash: true,
    targets: 'performance ≥ 98, LCP ≤ 1.5 s; accessibility, best practices and SEO 100',
    misses: (row) => ({ performance: row.performance < 98, lcp: row.lcp > 1500, ...auditMisses(row) }),
  },
];

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
/** @param {string} outDir A page of each route of that build (its `.vite/routes.json`), and the not-found path. */
const routesOf = (outDir) =>
  args.route?.length ? args.route : [...readBuiltRoutes(outDir).onePagePerRoute, notFoundPath];
const measuredVariants = args.variant ? variants.filter((variant) => variant.id === args.variant) : variants;
if (measuredVariants.length === 0) throw new Error(`--variant: one of ${variants.map((v) => v.id).join(', ')}`);
/** A quick look (some routes or one variant) is printed only: results.md always holds a full run. */
const fullRun = !args.route?.length && measuredVariants === variants;

/** @param {LhResult} lhr @param {string} id */
function score(lhr, id) {
  return Math.round((lhr.categories[id]?.score ?? 0) * 100);
}

/** @param {LhResult} lhr @param {string} id */
function metric(lhr, id) {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

/** Sum of the transfer sizes of every script the page loaded, in KB. @param {LhResult} lhr */
function scriptKB(lhr) {
  const details = /** @type {{ items?: Array<{ resourceType?: string, transferSize?: number }> } | undefined} */ (
    lhr.audits['network-requests']?.details
  );
  const bytes = (details?.items ?? [])
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
  return bytes / 1024;
}

/** The audits of the accessibility, best-practices and SEO categories that do not pass. @param {LhResult} lhr */
function failingAudits(lhr) {
  return ['accessibility', 'best-practices', 'seo'].flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .filter((ref) => ref.weight > 0 && (lhr.audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => `${category}: ${ref.id}`),
  );
}

/** The console errors Lighthouse saw, shortened. @param {LhResult} lhr */
function consoleErrors(lhr) {
  const details = /** @type {{ items?: Array<{ source?: string, description?: string }> } | undefined} */ (
    lhr.audits['errors-in-console']?.details
  );
  return (details?.items ?? []).map((item) => {
    const text = `${item.source ?? 'console'}: ${(item.description ?? '').split('\n')[0]}`;
    return text.length > 160 ? `${text.slice(0, 157)}…` : text;
  });
}

/**
 * What the 404 page loses by design, for answering 404: SEO's status-code audit, and the console error
 * by which Chromium reports the document's own 404 (best practices). Anything else still counts.
 * @param {LhResult} lhr
 */
function lostByDesign(lhr) {
  const failing = failingAudits(lhr);
  const consoleItems = /** @type {{ items?: Array<{ url?: string, description?: string }> } | undefined} */ (
    lhr.audits['errors-in-console']?.details
  )?.items;
  const onlyOwnStatus = (consoleItems ?? []).every(
    (item) => item.url === lhr.finalDisplayedUrl && /status of 404/.test(item.description ?? ''),
  );
  return {
    seo: failing.filter((audit) => audit.startsWith('seo: ')).every((audit) => audit === 'seo: http-status-code'),
    bestPractices:
      onlyOwnStatus &&
      failing
        .filter((audit) => audit.startsWith('best-practices: '))
        .every((audit) => audit === 'best-practices: errors-in-console'),
  };
}

/** One Lighthouse run in a fresh Chromium. @param {string} url @param {boolean} expect404 */
async function runLighthouse(url, expect404) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
      // Lighthouse refuses to audit an error status unless told; the 404 page is meant to answer 404.
      ignoreStatusCode: expect404,
    });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError)
      throw new Error(`${url}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`);
    return result.lhr;
  } finally {
    chrome.kill();
  }
}

/** @param {string} baseUrl @param {string} route @param {Variant} variant */
async function measure(baseUrl, route, variant) {
  /** @type {LhResult[]} */
  const runs = [];
  for (let run = 0; run < runsPerRoute; run++)
    runs.push(await runLighthouse(`${baseUrl}${route}`, route === notFoundPath));
  // The median run by performance score.
  runs.sort((a, b) => score(a, 'performance') - score(b, 'performance'));
  const lhr = /** @type {LhResult} */ (runs[Math.floor((runs.length - 1) / 2)]);
  if (reportsDir) {
    const dir = join(reportsDir, variant.id);
    mkdirSync(dir, { recursive: true });
    const name = route === '/' ? 'home' : route.slice(1).replaceAll('/', '-');
    writeFileSync(join(dir, `${name}.json`), JSON.stringify(lhr));
  }
  /** @type {Row} */
  const row = {
    route,
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcp: metric(lhr, 'first-contentful-paint'),
    lcp: metric(lhr, 'largest-contentful-paint'),
    tbt: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    jsKB: scriptKB(lhr),
    // Lighthouse warns that the 404 page answers 404: that is the point of it.
    warnings: lhr.runWarnings
      .map(String)
      .filter((warning) => route !== notFoundPath || !/Status code: 404/.test(warning)),
    failing: failingAudits(lhr),
    consoleErrors: consoleErrors(lhr),
    byDesign: route === notFoundPath ? lostByDesign(lhr) : { seo: false, bestPractices: false },
  };
  return { row, lighthouseVersion: lhr.lighthouseVersion, userAgent: lhr.environment.hostUserAgent };
}

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
/** CLS with three decimals, but never a non-zero shift shown as 0.000. @param {number} cls */
const shift = (cls) => (cls === 0 ? '0' : cls < 0.001 ? '< 0.001' : cls.toFixed(3));

/** @param {Variant} variant @param {Row[]} rows */
function table(variant, rows) {
  const lines = [
    '| route | performance | accessibility | best practices | SEO | FCP | LCP | TBT | CLS | JS transferred |',
    '| --- | --: | --: | --: | --: | --: | --: | --: | --: | --: |',
  ];
  let missCount = 0;
  for (const row of rows) {
    const misses = variant.misses(row);
    /** @param {keyof Row} key @param {string} text */
    const cell = (key, text) => {
      if (!misses[key]) return text;
      missCount++;
      return `**${text} ✗**`;
    };
    const route = row.route === notFoundPath ? `${row.route} (404)` : row.route;
    lines.push(
      `| ${route} | ${cell('performance', String(row.performance))} | ${cell('accessibility', String(row.accessibility))} | ${cell('bestPractices', String(row.bestPractices))} | ${cell('seo', String(row.seo))} | ${cell('fcp', seconds(row.fcp))} | ${cell('lcp', seconds(row.lcp))} | ${cell('tbt', `${Math.round(row.tbt)} ms`)} | ${cell('cls', shift(row.cls))} | ${cell('jsKB', `${row.jsKB.toFixed(1)} KB`)} |`,
    );
  }
  return { markdown: lines.join('\n'), missCount };
}

function chromiumVersion() {
  try {
    const out = execFileSync(chromePath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return /[\d.]{6,}/.exec(out)?.[0] ?? out.trim();
  } catch {
    return 'unknown';
  }
}

async function main() {
  const started = new Date();
  const loadAtStart = loadavg()[0] ?? 0;
  const folders = /** @type {string[]} */ ([]);
  /** @type {Array<{ variant: Variant, rows: Row[] }>} */
  const results = [];
  let lighthouseVersion = '';
  let userAgent = '';
  try {
    // Build first, as shipped before the measurement-only variant.
    const builds = [];
    for (const variant of measuredVariants) {
      const outDir = mkdtempSync(join(tmpdir(), `site-bench-${variant.id}-`));
      folders.push(outDir);
      console.log(`Building: ${variant.title}…`);
      await buildSite({ outDir, skipSplash: variant.skipSplash, logLevel: 'error' });
      builds.push({ variant, outDir });
    }
    for (const { variant, outDir } of builds) {
      console.log(`\n${variant.title}: starting the Hosting and Auth emulators…`);
      const emulators = await startEmulators({ only: ['auth', 'hosting'], hostingDir: outDir });
      try {
        const baseUrl = /** @type {string} */ (emulators.hostingUrl);
        /** @type {Row[]} */
        const rows = [];
        for (const route of routesOf(outDir)) {
          const measured = await measure(baseUrl, route, variant);
          ({ lighthouseVersion, userAgent } = measured);
          const { row } = measured;
          rows.push(row);
          console.log(
            `  ${route.padEnd(16)} perf ${row.performance}  a11y ${row.accessibility}  bp ${row.bestPractices}  seo ${row.seo}  FCP ${seconds(row.fcp)}  LCP ${seconds(row.lcp)}  TBT ${Math.round(row.tbt)} ms  CLS ${shift(row.cls)}  JS ${row.jsKB.toFixed(1)} KB`,
          );
        }
        results.push({ variant, rows });
      } finally {
        await emulators.stop();
      }
    }
  } finally {
    for (const folder of folders) rmSync(folder, { recursive: true, force: true });
  }

  const sections = results.map(({ variant, rows }) => {
    const { markdown, missCount } = table(variant, rows);
    const verdict = missCount === 0 ? 'every target met' : `${missCount} miss${missCount === 1 ? '' : 'es'} (bold, ✗)`;
    const warnings = rows.flatMap((row) =>
      row.warnings.map((warning) => `- ${row.route}: ${warning.replaceAll('\n', ' ')}`),
    );
    /** @type {Map<string, string[]>} */
    const errorRoutes = new Map();
    for (const row of rows)
      for (const error of new Set(row.consoleErrors))
        errorRoutes.set(error, [...(errorRoutes.get(error) ?? []), row.route]);
    const errors = [...errorRoutes].map(([error, where]) => `- ${error.replaceAll('|', '\\|')} (${where.join(', ')})`);
    const failing = rows
      .filter((row) => row.failing.length > 0)
      .map((row) => `- ${row.route}: ${row.failing.map((audit) => `\`${audit}\``).join(', ')}`);
    return [
      `## ${variant.title}`,
      '',
      `Targets: ${variant.targets}. Result: ${verdict}.`,
      '',
      markdown,
      ...(failing.length ? ['', 'Audits not passed (accessibility, best practices, SEO):', '', ...failing] : []),
      ...(errors.length ? ['', 'Console errors:', '', ...errors] : []),
      ...(warnings.length ? ['', 'Lighthouse warnings:', '', ...warnings] : []),
    ].join('\n');
  });
  const markdown = `# Benchmark

Lighthouse on every route of the production build, served by the Firebase Hosting emulator with the
headers and compression of \`firebase.json\`. Written by \`npm run bench\` (\`tools/bench/run.mjs\`); do
not edit by hand.

- Date: ${started.toISOString().slice(0, 16).replace('T', ' ')} UTC
- Lighthouse ${lighthouseVersion}, mobile form factor, simulated throttling (Lighthouse defaults)
- Chromium ${chromiumVersion()} (headless; ${userAgent})
- Machine: ${availableParallelism()} CPU cores, load average ${loadAtStart.toFixed(1)} at the start. Simulated throttling
  scales the page's measured CPU work: a busy machine inflates FCP, LCP and TBT.
- Runs per route: ${runsPerRoute}${runsPerRoute > 1 ? ' (the median by performance score)' : ''}
- Scores out of 100; FCP/LCP first and largest contentful paint; TBT total blocking time; CLS
  cumulative layout shift; JS transferred: the sum of the transfer sizes of every script loaded.
- \`${notFoundPath}\` is an unknown path: it answers 404 with the site's not-found page (audited with
  Lighthouse's \`ignoreStatusCode\`). What a 404 loses by design is not a miss: SEO's status-code audit,
  and best practices' console-error audit when its only error is Chromium reporting that 404.

${sections.join('\n\n')}
`;
  if (!fullRun) {
    console.log('\nSome routes or one variant: bench/results.md is left as it is (it holds full runs only).');
    return;
  }
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
