// @ts-check
/**
 * What the benchmark reads through Chrome's DevTools protocol, beside Lighthouse: two visits of a page
 * in Playwright on a phone-sized viewport (Lighthouse's mobile screen, 412×823).
 *
 *   - renderingWork: unthrottled, the page's style, layout and task time over its first 6 s,
 *     `renderingSamplesPerRun` times per run in fresh contexts, each two ways: elapsed
 *     (`Performance.getMetrics`), and the main thread's CPU time (the trace's thread time of its
 *     style and layout events; `ThreadTime` for all its tasks). On a 2-core machine the elapsed
 *     figures also count the time the main thread waited for a core (the same page's style + layout
 *     measured 31–61 ms elapsed, 19–34 ms of CPU), so the ratios between two builds are taken
 *     over CPU time: the work the page itself costs.
 *   - throttledVisit: 4× CPU and Lighthouse's slow 4G, when the page hydrated (its
 *     `performance.mark('page-hydrated')`), when the splash lifted (`main#main` no longer covered), and
 *     the long animation frames (over 50 ms) in the 2 s after the lift: what a visitor meets once the
 *     page shows. Frames, not the Long Tasks API's tasks: the frame that shows the page is mostly style
 *     recalculation, layout and paint, which a long task does not count.
 */
import { chromium } from 'playwright';
import { chromeArgs, chromePath } from './chrome.mjs';

/** @typedef {import('playwright').Browser} Browser */
/**
 * Elapsed milliseconds (`…Ms`) and the main thread's CPU milliseconds (`…CpuMs`).
 * @typedef {{ styleMs: number, styleCount: number, layoutMs: number, layoutCount: number, styleLayoutMs: number, taskMs: number,
 *   styleLayoutCpuMs: number, taskCpuMs: number }} RenderingFigures
 */
/** @typedef {{ hydratedMs: number, liftedMs: number, longestFrameAfterLiftMs: number, longFramesAfterLift: number }} VisitFigures */
/** @typedef {{ liftedAt?: number, longFrames: Array<{ start: number, duration: number }> }} PageRecord */

const viewport = { width: 412, height: 823 };
/** How long after the navigation starts the rendering work is read. */
const renderingWindowMs = 6000;
/** Unthrottled visits per run whose rendering work is recorded (the row takes the median of all). */
export const renderingSamplesPerRun = 3;
/** How long after the splash lifts long frames count. */
export const afterLiftMs = 2000;
/** Lighthouse's mobile slow 4G (`throttling.mobileSlow4G`): 150 ms, 1.6 Mbps down, 750 Kbps up, 4× CPU. */
const cpuSlowdown = 4;
const slow4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
/** How long a throttled visit may wait for the page to hydrate and its splash to lift. */
const visitTimeoutMs = 45_000;

/**
 * A fresh Chromium for some visits, closed after them.
 * @template T
 * @param {(browser: Browser) => Promise<T>} use
 */
export async function withChromium(use) {
  const browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
  try {
    return await use(browser);
  } finally {
    await browser.close();
  }
}

/** A page in a fresh context (empty cache), with a DevTools-protocol session on it. @param {Browser} browser */
async function openPage(browser) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  return { context, page, cdp };
}

/** The trace events of a style recalculation and of a layout (category `devtools.timeline`). */
const styleLayoutEvents = new Set(['UpdateLayoutTree', 'Layout']);

/**
 * @typedef {{ name: string, ph: string, pid: number, tid: number, tdur?: number,
 *   args?: { beginData?: { frame?: string } } }} TraceEvent
 */

/**
 * The page's main thread's CPU time in a trace's style and layout events (`tdur`, µs), in ms. The trace
 * holds every renderer of the browser (Chromium's own pages too), so only the thread that styles the
 * page's main frame counts; the SVG images it draws (frames of their own) run on that thread and count.
 * @param {Buffer} trace Chromium's JSON trace
 * @param {string} mainFrame the page's main frame id
 */
function styleLayoutCpuMs(trace, mainFrame) {
  /** @type {{ traceEvents: TraceEvent[] }} */
  const { traceEvents } = JSON.parse(trace.toString());
  const styleLayout = traceEvents.filter((event) => event.ph === 'X' && styleLayoutEvents.has(event.name));
  const page = styleLayout.find((event) => event.args?.beginData?.frame === mainFrame);
  if (!page) throw new Error(`No style or layout event of the page's frame ${mainFrame} in the trace`);
  let micros = 0;
  for (const event of styleLayout) if (event.pid === page.pid && event.tid === page.tid) micros += event.tdur ?? 0;
  return micros / 1000;
}

/**
 * Style recalculation, layout and task time (ms) and counts over the first 6 s of an unthrottled load,
 * elapsed and in CPU time.
 * @param {Browser} browser
 * @param {string} url
 * @returns {Promise<RenderingFigures>}
 */
export async function renderingWork(browser, url) {
  const { context, page, cdp } = await openPage(browser);
  try {
    await browser.startTracing(page, { categories: ['devtools.timeline'] });
    await cdp.send('Performance.enable');
    await page.goto(url);
    const { frameTree } = await cdp.send('Page.getFrameTree');
    const sinceStart = await page.evaluate(() => performance.now());
    await page.waitForTimeout(Math.max(0, renderingWindowMs - sinceStart));
    const { metrics } = await cdp.send('Performance.getMetrics');
    const trace = await browser.stopTracing();
    /** @param {string} name */
    const value = (name) => metrics.find((entry) => entry.name === name)?.value ?? Number.NaN;
    const styleMs = value('RecalcStyleDuration') * 1000;
    const layoutMs = value('LayoutDuration') * 1000;
    return {
      styleMs,
      styleCount: value('RecalcStyleCount'),
      layoutMs,
      layoutCount: value('LayoutCount'),
      styleLayoutMs: styleMs + layoutMs,
      taskMs: value('TaskDuration') * 1000,
      styleLayoutCpuMs: styleLayoutCpuMs(trace, frameTree.frame.id),
      taskCpuMs: value('ThreadTime') * 1000,
    };
  } finally {
    await context.close();
  }
}

/**
 * Runs in the page before its scripts: notes in `window.benchRecord` every long animation frame, and
 * the moment the splash lifts, when `main#main`'s wrapper loses `data-splash-covered` (a mutation
 * observer sees that in the same task, before anything the page starts in reaction to it). It reads
 * the attribute, not the computed style: forcing the style there would move the frame's style
 * recalculation into the script.
 */
function recordLiftAndLongFrames() {
  /** @type {PageRecord} */
  const record = { longFrames: [] };
  Object.assign(window, { benchRecord: record });
  new PerformanceObserver((list) => {
    for (const frame of list.getEntries()) record.longFrames.push({ start: frame.startTime, duration: frame.duration });
  }).observe({ type: 'long-animation-frame', buffered: true });
  const observer = new MutationObserver(() => {
    const main = document.querySelector('main#main');
    if (!main || main.closest('[data-splash-covered]')) return;
    record.liftedAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-splash-covered'] });
}

/**
 * A visit at 4× CPU on slow 4G: when the page hydrated and the splash lifted (ms from the navigation
 * start; without a splash, the lift is 0), and the long animation frames that overlap the 2 s from the
 * lift.
 * A moment that never came within the time allowed is NaN.
 * @param {Browser} browser
 * @param {string} url
 * @param {boolean} hasSplash
 * @returns {Promise<VisitFigures>}
 */
export async function throttledVisit(browser, url, hasSplash) {
  const { context, page, cdp } = await openPage(browser);
  try {
    await page.addInitScript(recordLiftAndLongFrames);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', slow4G);
    await page.goto(url, { timeout: visitTimeoutMs });
    const seen = () => {
      const record = /** @type {{ benchRecord: PageRecord }} */ (/** @type {unknown} */ (window)).benchRecord;
      return {
        hydrated: performance.getEntriesByName('page-hydrated')[0]?.startTime ?? Number.NaN,
        lifted: record.liftedAt ?? Number.NaN,
        longFrames: record.longFrames,
      };
    };
    await page
      .waitForFunction(
        ({ hasSplash, afterLiftMs }) => {
          const record = /** @type {{ benchRecord: PageRecord }} */ (/** @type {unknown} */ (window)).benchRecord;
          const lifted = hasSplash ? record.liftedAt : 0;
          // Islands that wait for the visitor never hydrate in this visit: the lift and the time after it end it.
          return lifted !== undefined && performance.now() >= lifted + afterLiftMs;
        },
        { hasSplash, afterLiftMs },
        { polling: 250, timeout: visitTimeoutMs },
      )
      .catch(() => undefined);
    const { hydrated, lifted: liftedInPage, longFrames } = await page.evaluate(seen);
    const lifted = hasSplash ? liftedInPage : 0;
    const afterLift = longFrames.filter(
      (frame) => frame.start + frame.duration > lifted && frame.start < lifted + afterLiftMs,
    );
    return {
      hydratedMs: hydrated,
      liftedMs: lifted,
      longestFrameAfterLiftMs: Number.isNaN(lifted)
        ? Number.NaN
        : Math.max(0, ...afterLift.map((frame) => frame.duration)),
      longFramesAfterLift: Number.isNaN(lifted) ? Number.NaN : afterLift.length,
    };
  } finally {
    await context.close();
  }
}
