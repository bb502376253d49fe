/**
 * Content paints from the prerendered HTML, whatever the scripts are doing. On the shipped build, the
 * splash leaves on time with every script refused. On the splashless build, on every route, every `h1`
 * and `h2` in `<main>` is fully visible once scrolled into view: with JavaScript off, with every script
 * request refused, and with only the app's code refused (a bundle that is slow or fails; the small
 * scroll-in script still runs and hides what is below the fold until it scrolls into view).
 */
import type { Browser, BrowserContextOptions, Locator, Page } from 'playwright';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { splash } from '../src/content/constants';
import { url, useBrowser, viewports } from './harness';

const browser = useBrowser();

interface Variant {
  context: BrowserContextOptions;
  /** Which script requests are refused. */
  refuse: (scriptUrl: string) => boolean;
}

const variants: Record<string, Variant> = {
  'JavaScript off': { context: { javaScriptEnabled: false }, refuse: () => false },
  'every script refused': { context: {}, refuse: () => true },
  "the app's code refused": { context: {}, refuse: (scriptUrl) => !scriptUrl.includes('/reveal-on-scroll-') },
};

/** The opacity the visitor sees: the element's own times every ancestor's. */
const effectiveOpacity = (element: Element) => {
  let opacity = 1;
  for (let node: Element | null = element; node; node = node.parentElement)
    opacity *= Number(getComputedStyle(node).opacity);
  return opacity;
};

async function openWith(browser: Browser, variant: Variant): Promise<Page> {
  const context = await browser.newContext({ viewport: viewports.phone, serviceWorkers: 'block', ...variant.context });
  await context.route(
    (address) => address.pathname.endsWith('.js'),
    (route) => (variant.refuse(route.request().url()) ? route.abort() : route.continue()),
  );
  return context.newPage();
}

/**
 * Headings of `<main>` not fully visible once scrolled into view, each with its opacity. The page is
 * scrolled down through them in order; a scroll-in block stays shown once scrolled past, so each
 * heading only has to have started its fade (its block no longer waiting) before the next, and all are
 * checked together at the end.
 */
async function headingsNotShown(page: Page): Promise<string[]> {
  const headings = page.locator('main :is(h1, h2)');
  const count = await headings.count();
  expect(count).toBeGreaterThan(0);
  const shown: Locator[] = [];
  const notShown: string[] = [];
  const described = async (heading: Locator) =>
    `${await heading.innerText()} (${await heading.evaluate(effectiveOpacity)})`;
  for (let index = 0; index < count; index++) {
    const heading = headings.nth(index);
    if (!(await heading.isVisible())) continue; // e.g. in a closed tab panel
    await heading.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const started = await expect
      .poll(() => heading.evaluate((element) => element.closest('[data-reveal-state="waiting"]') === null))
      .toBe(true)
      .then(() => true)
      .catch(() => false);
    if (started) shown.push(heading);
    else notShown.push(await described(heading));
  }
  // An entrance or scroll-in fade may still play: the longest is 1.1 s of delay and 0.8 s of fade.
  const fullyShown = (heading: Locator) => heading.evaluate(effectiveOpacity).then((opacity) => opacity === 1);
  await expect
    .poll(async () => (await Promise.all(shown.map(fullyShown))).every(Boolean))
    .toBe(true)
    .catch(() => undefined);
  for (const heading of shown) if (!(await fullyShown(heading))) notShown.push(await described(heading));
  return notShown;
}

describe.each(Object.entries(variants))('first paint without the app, %s', (_name, variant) => {
  let page: Page;
  beforeAll(async () => {
    page = await openWith(browser(), variant);
  });
  afterAll(() => page.context().close());

  it.each(inject('sitePages').onePerRoute)(
    'shows every h1 and h2 of main on %s once scrolled into view',
    async (route) => {
      await page.goto(url(route, 'splashless'), { waitUntil: 'load' });
      expect(await headingsNotShown(page)).toEqual([]);
    },
  );
});

it('hides what is below the fold until it scrolls into view, with only the scroll-in script running', async () => {
  const page = await openWith(browser(), variants["the app's code refused"]!);
  await page.goto(url('/', 'splashless'), { waitUntil: 'load' });
  // The script ran without the app: the home page's lower sections wait below the fold.
  await page.waitForFunction(() => document.querySelectorAll('[data-reveal-state="waiting"]').length > 0);
  const waiting = (await page.locator('[data-reveal-state="waiting"]').first().elementHandle())!;
  expect(await waiting.evaluate((element) => getComputedStyle(element).opacity)).toBe('0');
  await waiting.evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));
  await expect.poll(() => waiting.evaluate((element) => getComputedStyle(element).opacity)).toBe('1');
  await page.context().close();
});

/** The first frame that shows the splash and the first after it that does not (ms since navigation start). */
type SplashSeen = { shownAt?: number; leftAt?: number };

/** Runs in the page (an init script, which no refused request stops): notes `SplashSeen` in `window.splashSeen`. */
function recordSplashFrames() {
  const seen: SplashSeen = {};
  (window as unknown as { splashSeen: SplashSeen }).splashSeen = seen;
  const check = (now: number) => {
    const overlay = document.querySelector('[data-splash]');
    if (overlay && getComputedStyle(overlay).visibility === 'visible') seen.shownAt ??= now;
    else if (seen.shownAt !== undefined) return void (seen.leftAt = now);
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

it("lifts the splash on time when the page's first script never arrives, and shows the page", async () => {
  const page = await openWith(browser(), variants['every script refused']!);
  await page.addInitScript(recordSplashFrames);
  await page.goto(url('/about', 'shipped'), { waitUntil: 'load' });
  await page.waitForFunction(() => (window as unknown as { splashSeen: SplashSeen }).splashSeen.leftAt !== undefined);
  const seen = await page.evaluate(() => (window as unknown as { splashSeen: SplashSeen }).splashSeen);
  expect(seen.shownAt).toBeLessThan(splash.durationMs);
  expect(seen.leftAt).toBeGreaterThanOrEqual(splash.durationMs - 10);
  // Gone for the pointer too, and the page it covered is fully shown.
  const hit = await page.evaluate(() =>
    document.elementFromPoint(innerWidth / 2, innerHeight / 2)?.closest('[data-splash]'),
  );
  expect(hit).toBeNull();
  expect(await headingsNotShown(page)).toEqual([]);
  await page.context().close();
});
