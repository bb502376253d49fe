/**
 * Islands: a page is static HTML, and only its interactive parts load code and hydrate, each when it is
 * needed. No React before the load event, and none at all on a page whose first view holds only parts
 * that wait for the visitor; an island hydrates as it scrolls into view, and responds. A press that reaches a form before its island
 * has hydrated is never lost and never submitted natively: on a page whose scripts arrive late, the URL
 * never changes and the spec's message shows (on the dev server too: dev-server.e2e.ts); a tab pressed
 * early ends up selected, a carousel's button pressed early moves it.
 */
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { newsletter } from '../src/content/footer';
import { backToTopText, navigation } from '../src/content/navigation';
import { offline } from '../src/content/offline';
import { projectDetail, projects } from '../src/content/projects';
import { techStackSection } from '../src/content/techStack';
import { testimonialsSection } from '../src/content/testimonials';
import { openPage, requestsSettled, url, useBrowser } from './harness';
import { forms, pressControlEarly, pressEarly } from './pressEarly';

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

/** The glyphs the page draws from a file (the glyph sprite), or from an id it does not hold. */
const glyphsFromAFile = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('use')]
      .map((use) => use.getAttribute('href') ?? '')
      .filter((href) => /glyph/.test(href) && !(href.startsWith('#') && document.getElementById(href.slice(1)))),
  );

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

  it('an island draws its glyphs from the page, those it draws only in the browser too: none from a file', async () => {
    const session = await openPage(browser(), '/', { viewport: 'phone' });
    const { page } = session;
    const drawnFromAFile = () => glyphsFromAFile(page);
    // The menu's dialog and its close button.
    await page.getByRole('button', { name: navigation.menuButton.open }).click();
    await page.getByRole('dialog').waitFor();
    expect(await drawnFromAFile()).toEqual([]);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'detached' });
    for (const island of ['Portfolio', 'Testimonials']) {
      await page.locator(`[data-island="${island}"]`).scrollIntoViewIfNeeded();
      await hydrated(page, island);
    }
    // The testimonials stopped: their toggle shows Play.
    const testimonials = page.getByRole('region', { name: testimonialsSection.carouselLabel });
    await testimonials.getByRole('button', { name: /^pause/i }).click();
    await testimonials.getByRole('button', { name: /^start/i }).waitFor();
    // The newsletter's error, and back to top, shown once the page is scrolled.
    const signup = page.getByRole('contentinfo');
    await signup.getByRole('button', { name: newsletter.submit }).click();
    await signup.getByText(newsletter.emptyEmailError).waitFor();
    await page.getByRole('button', { name: backToTopText.label }).waitFor();
    expect(await page.locator('use').count()).toBeGreaterThan(20);
    expect(await drawnFromAFile()).toEqual([]);
    expect(session.errors).toEqual([]);
    await session.close();
  });

  it("a project's gallery draws its glyphs from the page: the full-screen toggle, and Play once stopped", async () => {
    const session = await openPage(browser(), `/projects/${projects[0]!.id}`);
    const { page } = session;
    const { carousel } = projectDetail;
    await hydrated(page, 'ProjectGallery');
    await page.getByRole('button', { name: carousel.enterFullscreen }).waitFor();
    await page.getByRole('button', { name: carousel.pause }).click();
    await page.getByRole('button', { name: carousel.play }).waitFor();
    expect(await glyphsFromAFile(page)).toEqual([]);
    expect(session.errors).toEqual([]);
    await session.close();
  });

  it.each(forms)('$name: its errors draw their glyphs from the page', async ({ path, submit, message }) => {
    const session = await openPage(browser(), path);
    const { page } = session;
    await page.getByRole('button', { name: submit, exact: true }).click();
    await page.getByText(message).first().waitFor();
    expect(await glyphsFromAFile(page)).toEqual([]);
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

describe('a press before its island hydrates (build)', () => {
  it.each(forms)('$name: kept, carried out, never submitted natively', async (form) => {
    await pressEarly(browser(), url(form.path), form);
  });

  it('no form of the prerendered pages submits by GET', async () => {
    for (const form of forms) {
      const html = await (await fetch(url(form.path))).text();
      const tags = html.match(/<form\b[^>]*>/g) ?? [];
      expect(tags.length, form.path).toBeGreaterThan(0);
      for (const tag of tags) expect(tag, form.path).toMatch(/\bmethod="post"/);
    }
  });

  it('a tab: kept, carried out, selected', async () => {
    const tab = (page: Page) =>
      page.getByRole('tablist', { name: techStackSection.filterLabel }).getByRole('tab', { name: 'Frontend' });
    await pressControlEarly(browser(), url('/developers'), tab, async (page) => {
      await expect.poll(() => tab(page).getAttribute('aria-selected')).toBe('true');
    });
  });

  it('a carousel’s Next: kept, carried out, the next slide shown', async () => {
    const { carousel } = projectDetail;
    const total = projects.find((project) => project.id === 1)!.images.length;
    await pressControlEarly(
      browser(),
      url('/projects/1'),
      (page) => page.getByRole('button', { name: carousel.next, exact: true }),
      async (page) => {
        const second = page.getByRole('button', { name: carousel.goTo(2, total), exact: true }).first();
        await expect.poll(() => second.getAttribute('aria-current')).toBe('true');
        // Moved by the press, not by autoplay, which the press stopped: Play shows (autoplay never shows it).
        await page.getByRole('button', { name: carousel.play, exact: true }).waitFor();
      },
    );
  });
});
