// @ts-check
/**
 * One Lighthouse run in a fresh Chromium, with Lighthouse's defaults (mobile form factor, simulated
 * throttling), and the figures the benchmark takes from its report.
 */
import { readFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromeArgs, chromePath } from './chrome.mjs';

/** @typedef {import('lighthouse').Result} LhResult */
/**
 * @typedef {{ performance: number, accessibility: number, bestPractices: number, seo: number,
 *   fcp: number, lcp: number, tbt: number, cls: number, jsKB: number, requests: number, installRequests: number,
 *   domElements: number,
 *   benchmarkIndex: number, warnings: string[], failing: string[], consoleErrors: string[],
 *   byDesign: { seo: boolean, bestPractices: boolean } }} LighthouseFigures
 */

/** The categories audited unless asked otherwise. */
const allCategories = ['performance', 'accessibility', 'best-practices', 'seo'];

/**
 * @param {string} url
 * @param {boolean} expect404
 * @param {string[]} [categories] fewer categories, a quicker run (the script-cost comparison takes `performance` only)
 */
export async function runLighthouse(url, expect404, categories = allCategories) {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless', ...chromeArgs] });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
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

/** @param {LhResult} lhr @param {string} id */
export function score(lhr, id) {
  return Math.round((lhr.categories[id]?.score ?? 0) * 100);
}

/** @param {LhResult} lhr @param {string} id */
function metric(lhr, id) {
  return lhr.audits[id]?.numericValue ?? Number.NaN;
}

/** @param {LhResult} lhr @param {string} id */
function tableItems(lhr, id) {
  const details = /** @type {{ items?: Array<Record<string, unknown>> } | undefined} */ (lhr.audits[id]?.details);
  return details?.items ?? [];
}

/**
 * The paths Chromium fetches to judge a page installable, apart from what the page loads: the web app
 * manifest the page links and the icons it names (the full browser fetches them, the headless shell
 * does not).
 */
const manifestPath = '/manifest.webmanifest';
const installPaths = new Set([
  manifestPath,
  .../** @type {{ icons: { src: string }[] }} */ (
    JSON.parse(readFileSync(new URL('../../site/public/manifest.webmanifest', import.meta.url), 'utf8'))
  ).icons.map((icon) => new URL(icon.src, `http://site${manifestPath}`).pathname),
]);

/** Whether a request is one of Chromium's installability fetches. @param {Record<string, unknown>} item */
const forInstall = (item) =>
  typeof item.url === 'string' && !item.url.startsWith('data:') && installPaths.has(new URL(item.url).pathname);

/** Sum of the transfer sizes of every script the page loaded, in KB. @param {LhResult} lhr */
function scriptKB(lhr) {
  const bytes = tableItems(lhr, 'network-requests')
    .filter((item) => item.resourceType === 'Script')
    .reduce((sum, item) => sum + Number(item.transferSize ?? 0), 0);
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
  return tableItems(lhr, 'errors-in-console').map((item) => {
    const text = `${item.source ?? 'console'}: ${String(item.description ?? '').split('\n')[0]}`;
    return text.length > 160 ? `${text.slice(0, 157)}…` : text;
  });
}

/** SEO audits the 404 page fails on purpose: it answers 404, and it is `noindex`. */
const notFoundSeo = new Set(['seo: http-status-code', 'seo: is-crawlable']);

/**
 * What the 404 page loses by design: SEO's status-code and crawlability audits (it answers 404 and is
 * `noindex`), and the console error by which Chromium reports the document's own 404 (best practices;
 * Lighthouse gives that error's address as its `sourceLocation`). Anything else still counts.
 * @param {LhResult} lhr
 */
function lostByDesign(lhr) {
  const failing = failingAudits(lhr);
  const onlyOwnStatus = tableItems(lhr, 'errors-in-console').every((item) => {
    const source = /** @type {{ url?: string } | undefined} */ (item.sourceLocation);
    return source?.url === lhr.finalDisplayedUrl && /status of 404/.test(String(item.description ?? ''));
  });
  return {
    seo: failing.filter((audit) => audit.startsWith('seo: ')).every((audit) => notFoundSeo.has(audit)),
    bestPractices:
      onlyOwnStatus &&
      failing
        .filter((audit) => audit.startsWith('best-practices: '))
        .every((audit) => audit === 'best-practices: errors-in-console'),
  };
}

/**
 * @param {LhResult} lhr
 * @param {boolean} notFound the unknown path, which answers 404 on purpose
 * @returns {LighthouseFigures}
 */
export function lighthouseFigures(lhr, notFound) {
  return {
    performance: score(lhr, 'performance'),
    accessibility: score(lhr, 'accessibility'),
    bestPractices: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    fcp: metric(lhr, 'first-contentful-paint'),
    lcp: metric(lhr, 'largest-contentful-paint'),
    tbt: metric(lhr, 'total-blocking-time'),
    cls: metric(lhr, 'cumulative-layout-shift'),
    jsKB: scriptKB(lhr),
    // Every request the page made until it was idle (Lighthouse waits for network and CPU quiet),
    // data: URIs included; Chromium's installability fetches apart.
    requests: tableItems(lhr, 'network-requests').filter((item) => !forInstall(item)).length,
    installRequests: tableItems(lhr, 'network-requests').filter(forInstall).length,
    // Lighthouse 13 replaced the `dom-size` audit with this insight; its value is the element count.
    domElements: metric(lhr, 'dom-size-insight'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    // Lighthouse warns that the 404 page answers 404: that is the point of it.
    warnings: lhr.runWarnings.map(String).filter((warning) => !notFound || !/Status code: 404/.test(warning)),
    failing: failingAudits(lhr),
    consoleErrors: consoleErrors(lhr),
    byDesign: notFound ? lostByDesign(lhr) : { seo: false, bestPractices: false },
  };
}

/**
 * What a page's load costs the phone's main thread, as Lighthouse simulates it (4× CPU slowdown): its
 * main-thread work (`mainthread-work-breakdown`, every task's self time by kind, summed), the script
 * part of it (the kinds Script Evaluation and Script Parsing & Compilation), TBT, the longest task
 * (`long-tasks`, which lists top-level tasks of 50 ms and more: 0 when there is none), when the trace
 * ended (observed, ms after the navigation started: the trace lasts until the page has been quiet for a
 * while, so its end says whether what happens late, a splash's lift, was counted) and the CPU
 * benchmark index of the run.
 * @typedef {{ mainThreadMs: number, scriptMs: number, tbtMs: number, longestTaskMs: number, traceEndMs: number,
 *   benchmarkIndex: number }} MainThreadFigures
 */

/** The kinds of main-thread work (Lighthouse's task groups) that are script. */
const scriptGroups = new Set(['scriptEvaluation', 'scriptParseCompile']);

/** @param {LhResult} lhr @returns {MainThreadFigures} */
export function mainThreadFigures(lhr) {
  const scriptMs = tableItems(lhr, 'mainthread-work-breakdown')
    .filter((item) => typeof item.group === 'string' && scriptGroups.has(item.group))
    .reduce((sum, item) => sum + Number(item.duration ?? 0), 0);
  const longTasks = tableItems(lhr, 'long-tasks').map((item) => Number(item.duration ?? 0));
  return {
    mainThreadMs: metric(lhr, 'mainthread-work-breakdown'),
    scriptMs,
    tbtMs: metric(lhr, 'total-blocking-time'),
    longestTaskMs: Math.max(0, ...longTasks),
    traceEndMs: Number(tableItems(lhr, 'metrics')[0]?.observedTraceEnd ?? Number.NaN),
    benchmarkIndex: lhr.environment.benchmarkIndex,
  };
}
