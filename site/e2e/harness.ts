/**
 * Shared e2e helpers: Debian Chromium, the two widths of the spec's checks, a page opened past the
 * splash, console-error capture and the expected errors, axe, the horizontal-scroll check, waits on the
 * page's own state (never a fixed sleep), Auth-emulator users and sign-in, the forms' fields, and the
 * local ports (tools/ports.mjs).
 */
import { randomUUID } from 'node:crypto';
import AxeBuilder from '@axe-core/playwright';
import { chromium, type Browser, type BrowserContext, type Locator, type Page, type Request } from 'playwright';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { createUser } from '../../tools/auth/emulator.mjs';
import { headlessShellPath, testBrowserArgs } from '../../tools/chromium.mjs';
import { booking } from '../src/content/booking';
import { contact } from '../src/content/contact';
import { login } from '../src/content/login';

export { localAuthEmulatorOrigin, localHost, localInboxOrigin, localPorts } from '../../tools/ports.mjs';

export const viewports = {
  phone: { width: 375, height: 740 },
  desktop: { width: 1440, height: 900 },
} as const;

export type ViewportName = keyof typeof viewports;
export const viewportNames = Object.keys(viewports) as ViewportName[];

/**
 * One Chromium per test file, closed after it. Call at the top level of the file. `reuseTab`: the
 * file's pages open in one tab, kept between its tests (see `openPage`).
 */
export function useBrowser({ reuseTab = false } = {}): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await chromium.launch({ executablePath: headlessShellPath, args: testBrowserArgs });
    if (reuseTab) reusableTabs.set(browser, {});
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (!browser) throw new Error('useBrowser(): the browser is not started yet');
    return browser;
  };
}

/**
 * The one tab a `reuseTab` file opens its pages in, one test after another. A page opened in a new
 * tab costs Chromium several times the CPU of the same page in a tab that has shown the site before (a
 * new renderer process, cold caches), and page opens are most of the e2e run.
 * Between two tests `emptyTab` makes the next one a first visit: listeners and routes removed, the
 * connection back online, the pointer parked at (1, 1), the page left for `about:blank`, and every
 * storage of both builds' origins cleared (cookies, local and session storage, IndexedDB, caches).
 * Tests with a `beforeLoad` (init scripts, Playwright's clock) always get a tab of their own.
 */
interface ReusableTab {
  context: BrowserContext;
  page: Page;
  inUse: boolean;
}

/** The browsers whose files asked for `reuseTab`, each with its tab once opened. */
const reusableTabs = new WeakMap<Browser, { tab?: ReusableTab }>();

async function emptyTab(tab: ReusableTab): Promise<void> {
  const { page, context } = tab;
  page.removeAllListeners();
  await page.unrouteAll({ behavior: 'ignoreErrors' });
  await context.unrouteAll({ behavior: 'ignoreErrors' });
  await context.setOffline(false);
  await page.mouse.move(1, 1);
  // Session storage belongs to the tab, not the origin: cleared from the page, when it is still a
  // page of the site (a test may end elsewhere, where there is nothing of ours to clear).
  await page.evaluate(() => sessionStorage.clear()).catch(() => {});
  await page.goto('about:blank');
  const cdp = await context.newCDPSession(page);
  for (const origin of Object.values(inject('siteURLs')))
    await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: 'all' });
  await cdp.detach();
  tab.inUse = false;
}

const inFlight = new WeakMap<Page, Set<Request>>();
const requested = new WeakMap<Page, string[]>();

/** Counts the page's requests in flight from now on, for `requestsSettled`, and keeps their URLs, for `chunkRun`. */
export function trackRequests(page: Page): void {
  const pending = new Set<Request>();
  const urls: string[] = [];
  inFlight.set(page, pending);
  requested.set(page, urls);
  page.on('request', (request) => {
    pending.add(request);
    urls.push(request.url());
  });
  page.on('requestfinished', (request) => pending.delete(request));
  page.on('requestfailed', (request) => pending.delete(request));
}

/**
 * Resolves once the page has no request in flight at one of its idle moments (so a request its last
 * work starts counts, idle work included). Unlike Playwright's `networkidle`, which a page reaches
 * once per navigation, this holds now: e.g. for the code an island asks for once it has hydrated.
 */
export async function requestsSettled(page: Page): Promise<void> {
  const pending = inFlight.get(page);
  if (!pending) throw new Error('requestsSettled: call trackRequests(page) first');
  await expect
    .poll(async () => {
      // An idle moment first, so work the page queued for one (an island's import) has started its
      // requests; a page that gets none within 5 s is checked as it is.
      await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5_000 })));
      return pending.size;
    })
    .toBe(0);
}

/**
 * Resolves once the page has asked for its chunk `name` (`/assets/<name>-<hash>.js`, e.g. the motion
 * features an island fetches as it mounts) and that chunk has run. Arrived is not run: a chunk compiled
 * as it streams in (tools/build/compileHint.mjs) runs once it is compiled, and importing it again
 * resolves once the page's own import of it has run.
 */
export async function chunkRun(page: Page, name: string): Promise<void> {
  const urls = requested.get(page);
  if (!urls) throw new Error('chunkRun: call trackRequests(page) first');
  const pattern = new RegExp(`/assets/${name}-[\\w-]+\\.js$`);
  let url: string | undefined;
  await expect
    .poll(() => (url = urls.find((candidate) => pattern.test(candidate))), {
      message: `the page asks for its chunk /assets/${name}-<hash>.js`,
    })
    .toBeDefined();
  // A string: Vitest would rewrite an `import()` in this file's code.
  await page.evaluate(`import(${JSON.stringify(new URL(url!).pathname)})`);
}

export interface Session {
  readonly page: Page;
  readonly context: BrowserContext;
  /** Console errors and uncaught page errors seen so far. */
  readonly errors: string[];
  /** Every URL the page requested, from the first load on. */
  readonly requests: string[];
  /** Asserts no console error was seen, then closes the context. */
  close(): Promise<void>;
}

/**
 * The two builds the e2e run serves, both through the Hosting emulator with the production headers:
 * `shipped`, the production build as deployed, and `splashless`, the same build with its pages
 * rendered without the splash (the benchmark's variant too), for every test that is not about the splash: it opens
 * on the page at once instead of waiting out 3000 ms each time.
 */
export type Build = 'shipped' | 'splashless';

export interface OpenOptions {
  viewport?: ViewportName;
  reducedMotion?: 'reduce' | 'no-preference';
  /** The system's colour scheme (default light). */
  colorScheme?: 'light' | 'dark';
  /** Which build (default `splashless`). */
  build?: Build;
  /** Wait until the splash is gone and the page's content shows (default true). */
  pastSplash?: boolean;
  /** Runs before the first navigation (init scripts, routes). */
  beforeLoad?: (page: Page) => Promise<void>;
}

/**
 * Open options for a page on Playwright's controllable clock (timers, animation frames, `Date` and
 * `performance.now()`): it runs on its own like the real one until a test moves it on with
 * `page.clock.runFor(ms)`, and a carousel's timer then fires as it would over that time, at once.
 * (Only for timers: CSS animations keep the document's real timeline, so a jump of the page's clock
 * does not move an entrance on.)
 */
export const onPlaywrightClock = { beforeLoad: (page: Page) => page.clock.install() };

/** The address of a path on one of the two builds (default `splashless`). */
export function url(path: string, build: Build = 'splashless'): string {
  return `${inject('siteURLs')[build]}${path}`;
}

/**
 * Runs in the page: notes in `window.contentShownAt` (ms since navigation start) the moment `<main>`
 * becomes visible, i.e. the DOM change by which the splash uncovers the page (a mutation observer sees
 * it in the same task, before anything the page starts in reaction to it).
 */
function recordContentShown() {
  const shown = () => {
    const main = document.querySelector('main#main');
    return main !== null && !main.closest('[data-splash-covered]');
  };
  const observer = new MutationObserver(() => {
    if (!shown()) return;
    (window as unknown as { contentShownAt: number }).contentShownAt = performance.now();
    observer.disconnect();
  });
  observer.observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['data-splash-covered'],
  });
}

export interface CollectOptions {
  /** Console warnings too, each as `warning: …`. */
  warnings?: boolean;
  /** Each entry begins with the address of the page it was seen on (`<page URL>: …`). */
  pageUrl?: boolean;
  /**
   * A not-found page answers 404 on purpose (Hosting serves 404.html) and Chromium reports the
   * document's own status as a failed load: with this, that one message is not an error (any other
   * failed load still is).
   */
  notFoundDocuments?: boolean;
}

/**
 * The page's console errors and uncaught errors (`pageerror: …`) from now on, in the list returned, as
 * they come. A failed load names its resource: its address follows the text (`… (<URL>)`) when the text
 * does not hold it.
 */
export function collectErrors(page: Page, options: CollectOptions = {}): string[] {
  const errors: string[] = [];
  const note = (text: string) => errors.push(options.pageUrl ? `${page.url()}: ${text}` : text);
  const notFound = new Set<string>();
  if (options.notFoundDocuments)
    page.on('response', (response) => {
      const request = response.request();
      if (response.status() === 404 && request.isNavigationRequest() && request.frame() === page.mainFrame())
        notFound.add(response.url());
    });
  page.on('console', (message) => {
    const type = message.type();
    if (type !== 'error' && !(options.warnings && type === 'warning')) return;
    const text = message.text();
    const { url } = message.location();
    if (notFound.has(url) && text.includes('the server responded with a status of 404')) return;
    const entry = url && !text.includes(url) ? `${text} (${url})` : text;
    note(type === 'warning' ? `warning: ${entry}` : entry);
  });
  page.on('pageerror', (error) => note(`pageerror: ${error.message}`));
  return errors;
}

/** The errors that match none of `expected` (the ones a test provokes on purpose). */
export function unexpectedErrors(errors: readonly string[], expected: readonly RegExp[]): string[] {
  return errors.filter((error) => !expected.some((pattern) => pattern.test(error)));
}

/** Opens a route of a build in a fresh context, by default once its content shows. */
export async function openPage(browser: Browser, path: string, options: OpenOptions = {}): Promise<Session> {
  const {
    viewport = 'desktop',
    reducedMotion = 'no-preference',
    colorScheme = 'light',
    build = 'splashless',
    pastSplash = true,
  } = options;
  const slot = options.beforeLoad ? undefined : reusableTabs.get(browser);
  let tab = slot?.tab && !slot.tab.inUse ? slot.tab : undefined;
  if (tab) {
    await tab.page.setViewportSize(viewports[viewport]);
    await tab.page.emulateMedia({ reducedMotion, colorScheme });
  } else {
    // Service workers are blocked: these tests measure and use the page itself (offline.e2e.ts has its own).
    const context = await browser.newContext({
      viewport: viewports[viewport],
      reducedMotion,
      colorScheme,
      serviceWorkers: 'block',
    });
    const page = await context.newPage();
    await page.addInitScript(recordContentShown);
    tab = { context, page, inUse: false };
    if (slot && !slot.tab) slot.tab = tab;
  }
  tab.inUse = true;
  const { context, page } = tab;
  const reusedTab = slot?.tab === tab ? tab : undefined;
  const errors = collectErrors(page, { notFoundDocuments: true });
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  trackRequests(page);
  await options.beforeLoad?.(page);
  await page.goto(url(path, build));
  if (pastSplash) {
    await waitPastSplash(page);
    // What follows the splash (the page's lower parts, the footer's code) has arrived.
    await requestsSettled(page);
  }
  return {
    page,
    context,
    errors,
    requests,
    async close() {
      expect(errors, 'console errors').toEqual([]);
      if (reusedTab) await emptyTab(reusedTab);
      else await context.close();
    },
  };
}

/**
 * The splash is a `role="status"` overlay; the app content is ready once `<main>` is no longer covered
 * by it. Lifting it removes the overlay and the mark on what it covered at once (`startPage`).
 */
export async function waitPastSplash(page: Page): Promise<void> {
  await page.locator('main#main').waitFor({ state: 'visible' });
  await page.waitForFunction(() => {
    const main = document.querySelector('main#main');
    return main !== null && !main.closest('[data-splash-covered]') && !document.querySelector('[data-splash]');
  });
}

/**
 * Axe on the whole page (WCAG 2.x A/AA rules), in the colour scheme the page shows; returns serious and
 * critical violations. In axe's legacy mode: one `axe.run` in the page, where the default runs axe in
 * every frame and then again in a new blank tab, a renderer process of its own for every check, to merge
 * the frames' results. Legacy mode leaves cross-origin frames unchecked, so a page with one fails here: it
 * would need the default mode.
 */
export async function seriousAxeViolations(page: Page) {
  const { origin } = new URL(page.url());
  const crossOriginFrames = page
    .frames()
    .map((frame) => frame.url())
    .filter((address) => !address.startsWith('about:') && new URL(address).origin !== origin);
  expect(crossOriginFrames, 'cross-origin frames, which axe in legacy mode does not check').toEqual([]);
  // Judge the page as it settles, not halfway through an entrance (a fading heading has less contrast
  // than it will have).
  await animationsSettled(page);
  const results = await new AxeBuilder({ page })
    .setLegacyMode()
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
}

/** The cards (`article`s) of a section, after checking there are as many as `titles`, with these h3 titles in order. */
export async function cardsTitled(section: Locator, titles: readonly string[]): Promise<Locator> {
  const cards = section.getByRole('article');
  expect(await cards.count()).toBe(titles.length);
  expect(await section.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(titles);
  return cards;
}

/** Whether the document is wider than the viewport (a horizontal scrollbar). */
export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);
}

/** Scrolls the window to `y` and waits for the scroll listeners to run. */
export async function scrollTo(page: Page, y: number): Promise<void> {
  await page.evaluate((top) => window.scrollTo({ top, behavior: 'instant' }), y);
  await page.waitForFunction((top) => {
    const max = document.documentElement.scrollHeight - window.innerHeight;
    return Math.abs(window.scrollY - Math.min(top, max)) < 2;
  }, y);
  await nextFrames(page);
}

/**
 * Waits for the page to render two more frames: whatever an event set off synchronously has painted.
 * Bounded like every other wait (`page.evaluate` has no bound of its own).
 */
export async function nextFrames(page: Page): Promise<void> {
  await page.waitForFunction(
    () => new Promise<boolean>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(true)))),
  );
}

/** A message as the local inbox stored it. */
export interface InboxMessage {
  templateId: string;
  serviceId: string;
  publicKey: string;
  libVersion: string | null;
  templateParams: Record<string, string>;
}

/** The local inbox of this run (EmailJS's API stand-in). */
export const inbox = {
  url: () => inject('inboxURL'),
  async messages(): Promise<InboxMessage[]> {
    return (await fetch(`${inject('inboxURL')}/api/messages`)).json() as Promise<InboxMessage[]>;
  },
  /** Sends the inbox accepted but did not store (a repeat of a stored message's idempotency key). */
  async dropped(): Promise<{ templateId: string; reason: string; idempotencyKey: string }[]> {
    return (await fetch(`${inject('inboxURL')}/api/dropped`)).json() as Promise<
      { templateId: string; reason: string; idempotencyKey: string }[]
    >;
  },
  /** How many sends the inbox has received and is holding back now (a `delayMs` fault). */
  async held(): Promise<number> {
    return (await fetch(`${inject('inboxURL')}/api/held`)).json() as Promise<number>;
  },
  async clear(): Promise<void> {
    await fetch(`${inject('inboxURL')}/api/messages`, { method: 'DELETE' });
  },
  /** The next `count` sends answer `status` / `text`, after `delayMs`; or get no answer (`hangUp`). */
  async fault(fault: {
    status?: number;
    text?: string;
    delayMs?: number;
    count?: number;
    hangUp?: boolean;
  }): Promise<void> {
    await fetch(`${inject('inboxURL')}/__faults`, { method: 'POST', body: JSON.stringify(fault) });
  },
};

/**
 * What still moves on the page: finite animations running now (endless ones are decoration), and
 * scroll-in blocks (`Reveal`'s `data-reveal` elements and group items) on their way: those far enough in view to have been set off
 * (100 px, the scroll-in offset) and not yet fully shown, and those elsewhere caught between hidden
 * and shown (a block that repeats its entrance hides again once out of view). `report`: the list;
 * otherwise whether it is empty.
 */
function stillMoving(report: boolean): string[] | boolean {
  const running = document
    .getAnimations()
    .filter((animation) => animation.playState === 'running' && animation.effect?.getTiming().iterations !== Infinity)
    .map((animation) => `animation ${(animation as CSSAnimation).animationName ?? ''}`.trim());
  // Judged by their style too: a block set off but not yet started has no running animation.
  const entering = [...document.querySelectorAll<HTMLElement>('[data-reveal], [data-reveal-item]')]
    .filter((element) => {
      if (!element.checkVisibility()) return false;
      const box = element.getBoundingClientRect();
      const setOff = box.top < window.innerHeight - 100 && box.bottom > 0;
      const style = getComputedStyle(element);
      const opacity = Number(style.opacity);
      const shown = opacity === 1 && (style.transform === 'none' || style.transform === 'matrix(1, 0, 0, 1, 0, 0)');
      return setOff ? !shown : opacity > 0 && opacity < 1;
    })
    .map(
      (element) => `entering: "${(element.textContent ?? '').trim().slice(0, 40)}" ${element.getAttribute('style')}`,
    );
  const moving = [...running, ...entering];
  return report ? moving : moving.length === 0;
}

/** Waits until the page has settled (see {@link stillMoving}); says what still moves if it does not. */
export async function animationsSettled(page: Page): Promise<void> {
  try {
    await page.waitForFunction(stillMoving, false);
  } catch (error) {
    const moving = (await page.evaluate(stillMoving, true).catch(() => [])) as string[];
    throw new Error(`The page did not settle; still moving: ${moving.join('; ')}`, { cause: error });
  }
}

/**
 * Scrolls through the whole page, most of a screen at a time, so every scroll-in block is set off,
 * then waits until the page has settled; with `backToTop`, returns to the top and waits again (axe then
 * sees the page as a reader does).
 */
export async function revealAll(page: Page, { backToTop = false } = {}): Promise<void> {
  const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
  const step = Math.max(200, (page.viewportSize()?.height ?? 700) - 200);
  for (let y = 0; y < bottom; y += step) await scrollTo(page, y);
  await scrollTo(page, bottom);
  await animationsSettled(page);
  if (backToTop) {
    await scrollTo(page, 0);
    await animationsSettled(page);
  }
}

/**
 * Pauses the page's clock (`onPlaywrightClock`) a moment ahead of where it is, so that from then on it
 * moves only when the test moves it. The page's clock keeps running while the request travels, so
 * the moment is taken further ahead each time it has already passed.
 */
async function pauseClock(page: Page): Promise<void> {
  for (let lead = 50; ; lead *= 2) {
    const now = await page.evaluate(() => Date.now());
    try {
      await page.clock.pauseAt(now + lead);
      return;
    } catch (error) {
      if (lead >= 1_600 || !String(error).includes('past')) throw error;
    }
  }
}

/**
 * A carousel's autoplay interval on the page's own clock (`onPlaywrightClock`): notes in the page when
 * the carousel named `label` marks another dot current (a mutation observer, on the page clock), moves
 * the clock on 100 ms at a time until that has happened twice, and returns the page time between the
 * two. The clock is paused meanwhile, so the time the machine takes between two steps never counts.
 * Counting from a change rather than from the load, it holds however late the carousel's code arrives
 * and starts its timer.
 */
export async function autoplayInterval(page: Page, label: string): Promise<number> {
  // Its island hydrates in real time (its code arrives over the network): the clock is paused only
  // once the carousel runs, or its 14 s would pass in the few real seconds of the steps below.
  await expect
    .poll(() =>
      page.evaluate(
        (name) => document.querySelector(`[aria-label="${name}"]`)?.closest('[data-hydrated]') != null,
        label,
      ),
    )
    .toBe(true);
  await page.evaluate((name) => {
    const changes: number[] = [];
    (window as unknown as { dotChanges: number[] }).dotChanges = changes;
    const root = document.querySelector(`[aria-label="${name}"]`);
    if (!root) throw new Error(`No carousel named ${name}`);
    new MutationObserver(() => changes.push(performance.now())).observe(root, {
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-current'],
    });
  }, label);
  const changes = () => page.evaluate(() => (window as unknown as { dotChanges: number[] }).dotChanges);
  await pauseClock(page);
  for (let elapsed = 0; elapsed <= 14_000 && (await changes()).length < 2; elapsed += 100) await page.clock.runFor(100);
  await page.clock.resume();
  const [first, second] = await changes();
  if (first === undefined || second === undefined) throw new Error(`${label} did not move on twice in 14 s`);
  return second - first;
}

/** A new user of the Auth emulator, with an address of its own. */
export async function newUser(): Promise<{ email: string; password: string }> {
  const email = `clinic-${randomUUID().slice(0, 8)}@example.com`;
  const password = 'correct-horse-42';
  await createUser(email, password);
  return { email, password };
}

/** The sign-in form of the page's `main`, found by its texts. */
export function signInForm(page: Page) {
  const main = page.getByRole('main');
  return {
    email: main.getByRole('textbox', { name: new RegExp(`^${login.fields.email.label}`) }),
    password: main.getByLabel(new RegExp(`^${login.fields.password.label}`)),
    submit: main.getByRole('button', { name: login.submit, exact: true }),
  };
}

/** Fills in the sign-in form and sends it. */
export async function signIn(page: Page, { email, password }: { email: string; password: string }): Promise<void> {
  const form = signInForm(page);
  await form.email.fill(email);
  await form.password.fill(password);
  await form.submit.click();
}

/** A form of the page's `main` that sends e-mail: its name, e-mail and message fields and its button, found by their texts. */
function emailForm(page: Page, form: typeof contact.form | typeof booking.form) {
  const main = page.getByRole('main');
  const textbox = (field: 'name' | 'email' | 'message') =>
    main.getByRole('textbox', { name: form.fields[field].label, exact: true });
  return {
    name: textbox('name'),
    email: textbox('email'),
    message: textbox('message'),
    submit: page.getByRole('button', { name: form.submit }),
  };
}

/** The contact form of the page's `main`, found by its texts. */
export function contactForm(page: Page) {
  return emailForm(page, contact.form);
}

/** The booking form of the page's `main`, found by its texts: `contactForm`'s fields and the service. */
export function bookingForm(page: Page) {
  const service = page
    .getByRole('main')
    .getByRole('combobox', { name: booking.form.fields.service.label, exact: true });
  return { ...emailForm(page, booking.form), service };
}
