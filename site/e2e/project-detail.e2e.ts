/**
 * Project detail pages (/projects/{id}), the project-not-found state and the 404 page: content, the image carousel (autoplay, manual actions that stop it, wrap-around,
 * fullscreen), the way back, the unknown-id and unknown-route screens.
 */
import type { Locator, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { brand } from '../src/content/brand';
import { caseStudyOf } from '../src/content/caseStudies';
import { navigation } from '../src/content/navigation';
import { notFound } from '../src/content/notFound';
import { productsPage } from '../src/content/products';
import { projectCarousel, projectDetail, projects, projectsList, type Project } from '../src/content/projects';
import {
  autoplayInterval,
  hasHorizontalScroll,
  onPlaywrightClock,
  openPage,
  revealAll,
  seriousAxeViolations,
  type Session,
  url,
  useBrowser,
  type ViewportName,
  viewportNames,
} from './harness';

const browser = useBrowser({ reuseTab: true });
const { carousel } = projectDetail;

const project = (id: number): Project => {
  const found = projects.find((p) => p.id === id);
  if (!found) throw new Error(`No project ${id}`);
  return found;
};

/** The site's navigation bar (the `banner` landmark, with the home wordmark). */
const navBar = (page: Page) => page.getByRole('banner');
const gallery = (page: Page) => page.getByRole('region', { name: carousel.label });
const dots = (page: Page) => gallery(page).getByRole('group', { name: carousel.dots });
const thumbnails = (page: Page) => gallery(page).getByRole('group', { name: carousel.thumbnails });

/** The slide shown (1-based), read from the dot marked current. */
async function currentSlide(page: Page): Promise<number> {
  const label = await dots(page).locator('[aria-current="true"]').getAttribute('aria-label');
  const match = /^Show image (\d+) of \d+$/.exec(label ?? '');
  if (!match) throw new Error(`Unexpected current dot: ${label}`);
  return Number(match[1]);
}

/** Slide n of the project is the one in view: its dot is current and its image (with its alt text) shows. */
async function expectShowing(page: Page, p: Project, n: number): Promise<void> {
  await expect.poll(() => currentSlide(page)).toBe(n);
  await gallery(page)
    .getByRole('img', { name: p.images[n - 1]!.alt })
    .waitFor({ state: 'visible' });
}

/** Takes the pointer off the carousel and focus out of it: nothing but a stop may keep autoplay still. */
async function leaveCarousel(page: Page): Promise<void> {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

async function expectAccessibleAndFitting(session: Session): Promise<void> {
  await revealAll(session.page, { backToTop: true });
  expect(await seriousAxeViolations(session.page)).toEqual([]);
  expect(await hasHorizontalScroll(session.page)).toBe(false);
}

// Every project at the phone width, one at the desktop width; what is content or the carousel's logic
// once; what the width changes (fit, axe) at both. Both widths' layouts are in the page screenshots.
describe.each(viewportNames)('project detail at %s', (viewport: ViewportName) => {
  const shownProjects = viewport === 'phone' ? projects : projects.slice(0, 1);
  it.each(shownProjects.map((p) => [p.id, p] as const))(
    'shows project %i under its title, without the navigation bar, with a way back to Products',
    async (id, p) => {
      const session = await openPage(browser(), `/projects/${id}`, { viewport });
      const { page } = session;
      const title = page.getByRole('heading', { level: 1 });
      await expect.poll(() => title.textContent()).toBe(p.title);
      expect(await page.title()).toBe(`${p.title} | ${brand.name}`);
      expect(await navBar(page).count()).toBe(0);
      expect(await page.getByRole('link', { name: navigation.home.ariaLabel }).count()).toBe(0);
      const back = page.getByRole('link', { name: projectDetail.back.label, exact: true });
      expect(await back.getAttribute('href')).toBe('/products');
      // The way back comes first on the page.
      const [backBox, titleBox] = await Promise.all([back.boundingBox(), title.boundingBox()]);
      expect(backBox!.y + backBox!.height).toBeLessThanOrEqual(titleBox!.y);

      // Following it opens Products, where the navigation bar is back.
      await back.click();
      await page.waitForURL(url('/products'));
      await page.getByRole('heading', { level: 1, name: productsPage.hero.title }).waitFor({ state: 'visible' });
      await navBar(page).waitFor({ state: 'visible' });
      await session.close();
    },
  );

  if (viewport === 'desktop')
    it('shows the numbered details, key features, stats, technologies, case study and the Code and Live Demo links', async () => {
      const p = project(3);
      const session = await openPage(browser(), `/projects/${p.id}`, { viewport });
      const { page } = session;

      await page.getByText(p.description, { exact: true }).waitFor({ state: 'visible' });

      const details = page.getByRole('region', { name: projectDetail.headings.details });
      const detailItems = details.locator('ol > li');
      const { details: longDescription, challenge, solution, outcome } = caseStudyOf(p.id);
      expect(await detailItems.count()).toBe(longDescription.length);
      for (const [i, text] of longDescription.entries()) {
        expect(await detailItems.nth(i).textContent()).toContain(text);
      }

      const features = page.getByRole('region', { name: projectDetail.headings.features }).getByRole('listitem');
      expect(await features.allTextContents()).toEqual([...p.features]);

      const stats = page.getByRole('region', { name: projectDetail.headings.stats });
      expect(await stats.getByRole('term').allTextContents()).toEqual(p.stats.map((s) => s.label));
      expect(await stats.getByRole('definition').allTextContents()).toEqual(p.stats.map((s) => s.value));
      // Team figures: a 2-member team.
      const team = p.stats.findIndex((s) => s.label === 'Team');
      expect(await stats.getByRole('definition').nth(team).innerText()).toBe('2 members');

      const technologies = page.getByRole('region', { name: projectDetail.headings.technologies });
      for (const name of p.technologies) await technologies.getByText(name, { exact: true }).waitFor();

      const caseStudy = page.getByRole('region', { name: projectDetail.headings.caseStudy });
      for (const text of [challenge, solution, outcome]) await caseStudy.getByText(text, { exact: true }).waitFor();

      for (const [name, href] of [
        [projectDetail.links.code, p.githubUrl],
        [projectDetail.links.liveDemo, p.liveUrl],
      ] as const) {
        const link = page.getByRole('link', { name, exact: true });
        expect(await link.getAttribute('href')).toBe(href);
        expect(await link.getAttribute('target')).toBe('_blank');
        expect(await link.getAttribute('rel')).toContain('noopener');
      }

      await expectAccessibleAndFitting(session);
      await session.close();
    });

  if (viewport === 'desktop')
    it('autoplays the gallery every 5 s, wraps around with next and previous, and toggles fullscreen', async () => {
      const p = project(1);
      const total = p.images.length;
      const session = await openPage(browser(), `/projects/${p.id}`, { viewport, ...onPlaywrightClock });
      const { page } = session;

      await expectShowing(page, p, 1);
      expect(await thumbnails(page).getByRole('button').count()).toBe(total);
      expect(await dots(page).getByRole('button').count()).toBe(total);
      // It moves on by itself, every 5000 ms: twice, from the first image to the third, the last.
      expect(projectCarousel.autoplayMs).toBe(5000);
      const interval = await autoplayInterval(page, carousel.label);
      expect(interval).toBeGreaterThanOrEqual(projectCarousel.autoplayMs - 100);
      expect(interval).toBeLessThanOrEqual(projectCarousel.autoplayMs + 100);
      expect(total).toBe(3);
      await expectShowing(page, p, 3);

      // Next from the last image wraps to the first, previous from the first to the last.
      await gallery(page).getByRole('button', { name: carousel.next }).click();
      await expectShowing(page, p, 1);
      await gallery(page).getByRole('button', { name: carousel.previous }).click();
      await expectShowing(page, p, total);

      // Fullscreen: headless Chromium may grant or refuse the request; the button follows what happened.
      const enter = gallery(page).getByRole('button', { name: carousel.enterFullscreen });
      const outcome = await requestFullscreenBy(page, enter);
      if (outcome === 'change') {
        expect(await page.evaluate(() => document.fullscreenElement?.getAttribute('aria-label'))).toBe(carousel.label);
        const exit = page.getByRole('button', { name: carousel.exitFullscreen });
        await exit.waitFor({ state: 'visible' });
        expect(await requestFullscreenBy(page, exit)).toBe('change');
        expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
      } else {
        expect(await page.evaluate(() => document.fullscreenElement)).toBeNull();
      }
      await enter.waitFor({ state: 'visible' });
      expect(await page.getByRole('button', { name: carousel.exitFullscreen }).count()).toBe(0);

      await session.close();
    });

  if (viewport === 'desktop')
    it('at the first page of a visit, shows the first image for a whole 5 s after the splash lifts', async () => {
      // The page's clock stands still from the start, so the splash stays until the test moves it on.
      const session = await openPage(browser(), `/projects/${project(1).id}`, {
        viewport,
        build: 'shipped',
        pastSplash: false,
        beforeLoad: async (page) => {
          await page.clock.install();
          await page.clock.pauseAt(Date.now() + 1_000);
        },
      });
      const { page } = session;
      // The gallery starts under the splash, as the page loads.
      await expect
        .poll(() => gallery(page).evaluate((region) => region.closest('[data-hydrated]') !== null))
        .toBe(true);
      expect(await page.locator('[data-splash-covered]').count()).toBe(1);
      await page.evaluate(() => {
        const times: Record<string, number> = {};
        (window as unknown as { seen: Record<string, number> }).seen = times;
        new MutationObserver((records) => {
          for (const { attributeName } of records) times[attributeName ?? ''] ??= performance.now();
        }).observe(document.body, {
          subtree: true,
          attributes: true,
          attributeFilter: ['data-splash-covered', 'aria-current'],
        });
      });
      const seen = () => page.evaluate(() => (window as unknown as { seen: Record<string, number> }).seen);
      for (let elapsed = 0; elapsed <= 14_000 && !('aria-current' in (await seen())); elapsed += 100)
        await page.clock.runFor(100);
      const { 'data-splash-covered': lifted, 'aria-current': moved } = await seen();
      expect(lifted).toBeDefined();
      expect(moved! - lifted!).toBeGreaterThanOrEqual(projectCarousel.autoplayMs - 100);
      expect(moved! - lifted!).toBeLessThanOrEqual(projectCarousel.autoplayMs + 100);
      await expectShowing(page, project(1), 2);
      await page.clock.resume();
      await session.close();
    });

  it.each([
    ['/projects/99', 'hidden', true],
    ['/projects/abc', 'shown', false],
  ] as const)(
    '%s shows Project Not Found, navigation bar %s, and links to the projects list',
    async (path, _, digitsOnly) => {
      const session = await openPage(browser(), path, { viewport });
      const { page } = session;
      await page.getByRole('heading', { level: 1, name: projectDetail.notFound.title }).waitFor({ state: 'visible' });
      expect(projectDetail.notFound.message).toBe("The project you're looking for doesn't exist or has been removed.");
      await page.getByText(projectDetail.notFound.message, { exact: true }).waitFor({ state: 'visible' });
      expect(await page.title()).toBe(`${projectDetail.notFound.title} | ${brand.name}`);
      // The shell hides the navigation bar only for ids made of digits.
      if (digitsOnly) expect(await navBar(page).count()).toBe(0);
      else await navBar(page).waitFor({ state: 'visible' });
      if (digitsOnly) await expectAccessibleAndFitting(session);

      const link = page.getByRole('link', { name: projectDetail.notFound.link.label, exact: true });
      expect(await link.getAttribute('href')).toBe('/projects');
      await link.click();
      await page.waitForURL(url('/projects'));
      await page.getByRole('heading', { level: 1, name: projectsList.heading }).waitFor({ state: 'visible' });
      await session.close();
    },
  );

  it('shows a 404 page for an unknown route, with a way home', async () => {
    const session = await openPage(browser(), '/nope', { viewport });
    const { page } = session;
    await page.getByRole('heading', { level: 1, name: notFound.title }).waitFor({ state: 'visible' });
    await page.getByText(String(notFound.code), { exact: true }).waitFor({ state: 'visible' });
    await page.getByText(notFound.message, { exact: true }).waitFor({ state: 'visible' });
    expect(await page.title()).toBe(`${notFound.title} | ${brand.name}`);
    await navBar(page).waitFor({ state: 'visible' });

    await expectAccessibleAndFitting(session);

    await page.getByRole('link', { name: notFound.action.label, exact: true }).click();
    await page.waitForURL(url('/'));
    await page.getByRole('heading', { level: 1, name: notFound.title }).waitFor({ state: 'detached' });
    await navBar(page).waitFor({ state: 'visible' });
    await session.close();
  });
});

// One width: these check the carousel's logic (the swipe as on a phone); both widths' layouts are
// checked above and in the page screenshots.
describe('any manual action stops autoplay for good, on a phone', () => {
  const viewport: ViewportName = 'phone';
  const p = project(2);
  const total = p.images.length;
  const after = (n: number) => (n % total) + 1;
  const before = (n: number) => ((n + total - 2) % total) + 1;
  /** A slide other than the current one, for the dot and thumbnail actions. */
  const other = (n: number) => (n === 3 ? 1 : 3);
  /** Picks the other slide with its button in `buttons` (the dots or the thumbnails). */
  const pickOther = (buttons: (page: Page) => Locator) => async (page: Page, shown: number) => {
    await buttons(page)
      .getByRole('button', { name: carousel.goTo(other(shown), total) })
      .click();
    return other(shown);
  };

  // Each action reports the slide it should show, given the one shown before it.
  const actions: [name: string, act: (page: Page, shown: number) => Promise<number>][] = [
    [
      'next',
      async (page, shown) => {
        await gallery(page).getByRole('button', { name: carousel.next }).click();
        return after(shown);
      },
    ],
    [
      'previous',
      async (page, shown) => {
        await gallery(page).getByRole('button', { name: carousel.previous }).click();
        return before(shown);
      },
    ],
    ['dot', pickOther(dots)],
    ['thumbnail', pickOther(thumbnails)],
    [
      'arrow key',
      async (page, shown) => {
        await gallery(page).focus();
        await page.keyboard.press('ArrowRight');
        return after(shown);
      },
    ],
    [
      'swipe',
      async (page, shown) => {
        const image = gallery(page).getByRole('img', { name: p.images[shown - 1]!.alt });
        const box = (await image.boundingBox())!;
        const y = box.y + box.height / 2;
        await page.mouse.move(box.x + box.width * 0.8, y);
        await page.mouse.down();
        await page.mouse.move(box.x + box.width * 0.5, y, { steps: 6 });
        await page.mouse.move(box.x + box.width * 0.1, y, { steps: 6 });
        await page.mouse.up();
        return after(shown);
      },
    ],
  ];

  it.each(actions)('%s: changes the image, then nothing moves for 6 s', async (name, act) => {
    const session = await openPage(browser(), `/projects/${p.id}`, { viewport, ...onPlaywrightClock });
    const { page } = session;
    const pause = gallery(page).getByRole('button', { name: carousel.pause });
    await pause.waitFor({ state: 'visible' });

    const shown = await currentSlide(page);
    const expected = await act(page, shown);
    await expectShowing(page, p, expected);
    // The slideshow reports itself stopped and offers to play again.
    await gallery(page).getByRole('button', { name: carousel.play }).waitFor({ state: 'visible' });
    await leaveCarousel(page);
    // Longer than the interval: nothing moves (the test above shows the same clock moving it when it plays).
    await page.clock.runFor(6_000);
    expect(await currentSlide(page), `after ${name}`).toBe(expected);
    await session.close();
  });
});

/**
 * Clicks a fullscreen toggle and reports what the browser did: 'change' (entered or left fullscreen),
 * 'error' (refused) or 'none' (no event within 3 s).
 */
async function requestFullscreenBy(page: Page, button: Locator): Promise<'change' | 'error' | 'none'> {
  await page.evaluate(() => {
    const w = window as Window & { fullscreenOutcome?: Promise<string> };
    w.fullscreenOutcome = new Promise((resolve) => {
      document.addEventListener('fullscreenchange', () => resolve('change'), { once: true });
      document.addEventListener('fullscreenerror', () => resolve('error'), { once: true });
      setTimeout(() => resolve('none'), 3_000);
    });
  });
  await button.click();
  return page.evaluate(
    () => (window as Window & { fullscreenOutcome?: Promise<'change' | 'error' | 'none'> }).fullscreenOutcome!,
  );
}
