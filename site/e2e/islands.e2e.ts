/**
 * Islands: a page is static HTML, and only its interactive parts load code and hydrate, each when it is
 * needed. No React before the load event, and none at all on a page whose first view holds only parts
 * that wait for the visitor; an island hydrates as it scrolls into view, and responds. A press that reaches a form before its island
 * has hydrated is never lost and never submitted natively: on the build and on the dev server, on a
 * page whose scripts arrive late, the URL never changes and the spec's message shows.
 */
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { booking } from '../src/content/booking';
import { splash } from '../src/content/constants';
import { contact } from '../src/content/contact';
import { newsletter } from '../src/content/footer';
import { login } from '../src/content/login';
import { navigation } from '../src/content/navigation';
import { offline } from '../src/content/offline';
import { techStackSection } from '../src/content/techStack';
import { testimonialsSection } from '../src/content/testimonials';
import { useDevServer } from './devServer';
import { collectErrors, openPage, requestsSettled, url, useBrowser } from './harness';

const browser = useBrowser();

/** React's own code: the chunk the build puts React and the hydration in (see site/vite.config.ts). */
const isReactCode = (request: string) => /\/assets\/react-[\w-]+\.js$/.test(new URL(request).pathname);

/** The scripts the page had asked for before its load event began (from its resource timing). */
const requestedBeforeLoad = (page: Page) =>
  page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return performance
      .getEntriesByType('resource')
      .filter((entry) => entry.startTime < (navigation?.loadEventStart ?? 0))
      .map((entry) => entry.name);
  });

const hydrated = (page: Page, island: string) =>
  page.locator(`[data-island="${island}"][data-hydrated]`).waitFor({ state: 'attached' });

describe('islands', () => {
  it.each(['/', '/about', '/resources'])('%s requests no React code before its load event', async (path) => {
    const session = await openPage(browser(), path, { pastSplash: false });
    const { page } = session;
    await page.waitForLoadState('load');
    expect((await requestedBeforeLoad(page)).filter(isReactCode), 'React requested before the load event').toEqual([]);
    // The navigation bar's island hydrates on its first press, which it carries out: the theme switches.
    await page.getByRole('radio', { name: navigation.theme.choices.dark }).first().click();
    await hydrated(page, 'Header');
    await expect.poll(() => page.evaluate(() => document.documentElement.getAttribute('data-theme'))).toBe('dark');
    expect(session.requests.filter(isReactCode)).toHaveLength(1);
    await session.close();
  });

  it('a page whose first view holds no island that needs it loads no React, even when the connection goes', async () => {
    const session = await openPage(browser(), '/about', { pastSplash: false });
    const { page, context } = session;
    await page.waitForLoadState('load');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await requestsSettled(page);
    // The offline status is the page's own HTML and a few lines of its loader: it needs no island.
    const status = page.getByRole('status').getByText(offline.status.state, { exact: true });
    await context.setOffline(true);
    await status.waitFor();
    await context.setOffline(false);
    await status.waitFor({ state: 'detached' });
    expect(session.requests.filter(isReactCode), 'React requested with no island asking').toEqual([]);
    expect(await page.locator('[data-island][data-hydrated]').count()).toBe(0);
    expect(session.errors).toEqual([]);
    await session.close();
  });

  it('a carousel hydrates as it scrolls into view, and moves', async () => {
    const session = await openPage(browser(), '/');
    const { page } = session;
    expect(await page.locator('[data-island="Testimonials"][data-hydrated]').count()).toBe(0);
    const carousel = page.getByRole('region', { name: testimonialsSection.carouselLabel });
    await carousel.scrollIntoViewIfNeeded();
    await hydrated(page, 'Testimonials');
    const second = carousel.getByRole('button', { name: testimonialsSection.dotLabel(2, 6) });
    await second.click();
    await expect.poll(() => second.getAttribute('aria-current')).toBe('true');
    await session.close();
  });

  it('tabs hydrate as they scroll into view, and switch', async () => {
    const session = await openPage(browser(), '/developers');
    const { page } = session;
    const tabs = page.getByRole('tablist', { name: techStackSection.filterLabel });
    await tabs.scrollIntoViewIfNeeded();
    await hydrated(page, 'TechStack');
    const frontend = tabs.getByRole('tab', { name: 'Frontend' });
    await frontend.click();
    await expect.poll(() => frontend.getAttribute('aria-selected')).toBe('true');
    await session.close();
  });
});

/** Each form, where it is, its submit button, and the message an empty submit shows. */
const forms = [
  { name: 'contact', path: '/contact', submit: contact.form.submit, message: contact.form.requiredError },
  { name: 'booking', path: '/booking', submit: booking.form.submit, message: booking.form.requiredError },
  { name: 'newsletter', path: '/about', submit: newsletter.submit, message: newsletter.emptyEmailError },
  { name: 'sign-in', path: '/login', submit: login.submit, message: login.fieldErrors.emailRequired },
] as const;

/**
 * Opens `address` with its module scripts held back until the form's submit button has been pressed
 * (so the press lands before its island hydrates), and checks the press is carried out: the URL stays,
 * the message shows.
 */
async function pressEarly(address: string, form: (typeof forms)[number]): Promise<void> {
  const context = await browser().newContext({ viewport: { width: 1440, height: 900 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  // A later page of the visit: the dev server's pages have the splash, which this visit has seen.
  await page.addInitScript((key) => sessionStorage.setItem(key, '1'), splash.sessionKey);
  const errors = collectErrors(page);
  const addresses: string[] = [];
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) addresses.push(frame.url());
  });
  // The page's classic scripts (the first one keeps early presses) come at once; its modules after the press.
  let release = () => {};
  const pressed = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/*', async (route) => {
    const request = route.request();
    const classic = /\/assets\/(theme-choice|start-page|reveal-on-scroll)-/.test(request.url());
    if (request.resourceType() === 'script' && !classic) await pressed;
    await route.continue();
  });
  // Module scripts hold the load event back: the page is there once its HTML has arrived.
  await page.goto(address, { waitUntil: 'commit' });
  const button = page.getByRole('button', { name: form.submit, exact: true });
  await button.click();
  const island = page.locator('[data-island]', { has: button });
  expect(await island.getAttribute('data-hydrated'), 'the island had hydrated before the press').toBeNull();
  release();
  await page.getByText(form.message, { exact: true }).first().waitFor();
  expect(addresses).toEqual([address]);
  expect(page.url()).toBe(address);
  expect(errors).toEqual([]);
  await context.close();
}

describe('a press before its island hydrates (build)', () => {
  it.each(forms)('$name: kept, carried out, never submitted natively', async (form) => {
    await pressEarly(url(form.path), form);
  });

  it('no form of the prerendered pages submits by GET', async () => {
    for (const form of forms) {
      const html = await (await fetch(url(form.path))).text();
      const tags = html.match(/<form\b[^>]*>/g) ?? [];
      expect(tags.length, form.path).toBeGreaterThan(0);
      for (const tag of tags) expect(tag, form.path).toMatch(/\bmethod="post"/);
    }
  });
});

describe('a press before its island hydrates (npm start)', () => {
  const devOrigin = useDevServer();

  it.each(forms)('$name: kept, carried out, never submitted natively', async (form) => {
    await pressEarly(`${devOrigin()}${form.path}`, form);
  });
});
