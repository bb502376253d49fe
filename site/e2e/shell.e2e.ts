/** The app shell on every route: splash, navigation bar, menu, footer, back to top, titles, scrolling. */
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { copyrightLine } from '../src/content/brand';
import { footer } from '../src/content/footer';
import { navigation } from '../src/content/navigation';
import { openPage, requestsSettled, scrollTo, url, useBrowser, viewportNames, waitPastSplash } from './harness';

const browser = useBrowser({ reuseTab: true });

const header = (page: Page) => page.locator('header').first();
const flag = (page: Page, name: 'data-scrolled') => header(page).getAttribute(name);

/** While the splash shows, Tab never leaves focus in the page it covers (the page's first script sends it back). */
async function expectKeyboardKeptOutOfCoveredPage(page: Page): Promise<void> {
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const focusInCoveredPage = await page.evaluate(() =>
    Boolean(document.activeElement?.closest('[data-splash-covered]')),
  );
  // Covered now, so covered when focus was read: the presses met the splash, not the page after it.
  expect(await page.locator('[data-splash-covered]').count()).toBe(1);
  expect(focusInCoveredPage).toBe(false);
}

describe.each(viewportNames)('app shell at %s', (viewport) => {
  // A behaviour runs once (at 375, one at 1440); what the width changes is in 'navigation at 1440' and
  // 'menu at 375' below.
  if (viewport === 'phone')
    it('shows the splash with the welcome line for 3000 ms, then the page with its title', async () => {
      const session = await openPage(browser(), '/about', { viewport, build: 'shipped', pastSplash: false });
      const { page } = session;
      await page.getByText('Welcome to Northwind Digital').waitFor({ state: 'visible' });
      // Behind the splash the page is in the document (prerendered) but covered: transparent, under the
      // splash wherever the pointer goes, and out of the keyboard's reach once the app runs.
      const covered = await page.evaluate(() => {
        const main = document.querySelector('main');
        const link = document.querySelector<HTMLElement>('header a[href]');
        const box = link?.getBoundingClientRect();
        const hit = box && document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
        return {
          opacity: main && getComputedStyle(main.closest('[data-splash-covered]') ?? main).opacity,
          underPointer: hit?.closest('[data-splash]') ? 'the splash' : hit?.tagName,
        };
      });
      expect(covered).toEqual({ opacity: '0', underPointer: 'the splash' });
      await expectKeyboardKeptOutOfCoveredPage(page);
      await waitPastSplash(page);
      // The splash is in the HTML: it paints first, and it leaves 3000 ms after the page load began (the
      // harness records when the page is uncovered, on the page's own clock), whatever the islands do.
      const timing = await page.evaluate(() => ({
        splashPainted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
        uncovered: (window as unknown as { contentShownAt?: number }).contentShownAt ?? 0,
      }));
      expect(timing.splashPainted).toBeLessThan(timing.uncovered);
      expect(timing.uncovered).toBeGreaterThanOrEqual(2_990);
      await page.getByText('Welcome to Northwind Digital').waitFor({ state: 'detached' });
      expect(await page.title()).toBe('About | Northwind Digital');

      // Once per visit: a link followed in the same tab loads the next page without it, uncovered as it
      // is parsed, before its first paint.
      await page.getByRole('contentinfo').getByRole('link', { name: footer.quickLinks[0]!.label, exact: true }).click();
      await page.waitForURL(url(footer.quickLinks[0]!.href, 'shipped'));
      await page.locator('main#main').waitFor({ state: 'visible' });
      expect(await page.locator('[data-splash], [data-splash-covered]').count()).toBe(0);
      // A new document: at its top, focus at its start.
      expect(await page.evaluate(() => [window.scrollY, document.activeElement === document.body])).toEqual([0, true]);
      expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
      expect(
        await page.evaluate(() => (window as unknown as { contentShownAt?: number }).contentShownAt),
      ).toBeDefined();
      await session.close();
    });

  if (viewport === 'phone')
    it('nav bar: transparent until past 100 px, the second flag past 300 px, back to top past 300 px', async () => {
      const session = await openPage(browser(), '/', { viewport });
      const { page } = session;
      const backToTop = page.getByRole('button', { name: 'Back to top' });
      expect(await flag(page, 'data-scrolled')).toBe('false');
      expect(await header(page).evaluate((el) => getComputedStyle(el).backgroundColor)).toBe('rgba(0, 0, 0, 0)');
      await scrollTo(page, 100);
      expect(await flag(page, 'data-scrolled')).toBe('false');
      await scrollTo(page, 101);
      expect(await flag(page, 'data-scrolled')).toBe('true');
      await page.waitForFunction(
        () => getComputedStyle(document.querySelector('header')!).backgroundColor !== 'rgba(0, 0, 0, 0)',
      );
      expect(await header(page).evaluate((el) => getComputedStyle(el).backdropFilter)).toContain('blur');
      expect(await header(page).evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
      expect(await backToTop.count()).toBe(0);
      await scrollTo(page, 301);
      await backToTop.waitFor();
      expect(await header(page).evaluate((el) => el.getBoundingClientRect().height)).toBe(80);
      expect(await header(page).evaluate((el) => getComputedStyle(el).position)).toBe('fixed');

      // The ring reports the scroll percent; the button scrolls smoothly back to the top.
      const total = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      await scrollTo(page, Math.round(total / 2));
      const description = await backToTop.evaluate(
        (el) => document.getElementById(el.getAttribute('aria-describedby')!)?.textContent,
      );
      expect(description).toMatch(/^(49|50|51)% of the page scrolled$/);
      await backToTop.click();
      await page.waitForFunction(() => window.scrollY === 0);
      await backToTop.waitFor({ state: 'detached' });

      // Reloaded where it was scrolled, the page opens with the scrolled bar, before any new scroll.
      await scrollTo(page, 400);
      await page.reload();
      await page.waitForFunction(() => window.scrollY > 100);
      await page.waitForFunction(() => document.querySelector('header')?.getAttribute('data-scrolled') === 'true');
      await session.close();
    });

  // At 1440, where the footer's blocks stand in columns.
  if (viewport === 'desktop')
    it('footer: every block of the spec', async () => {
      const session = await openPage(browser(), '/solutions', { viewport });
      const { page } = session;
      const foot = page.getByRole('contentinfo');
      await foot.scrollIntoViewIfNeeded();
      for (const line of footer.office.addressLines) await foot.getByText(line).first().waitFor();
      expect(await foot.getByText('Kolkata, West Bengal', { exact: false }).count()).toBeGreaterThan(0);
      expect(await foot.getByRole('link', { name: footer.office.map.label }).getAttribute('href')).toBe(
        footer.office.map.href,
      );
      expect(await foot.getByRole('link', { name: footer.support.email.label }).getAttribute('href')).toBe(
        footer.support.email.href,
      );
      expect(await foot.getByRole('link', { name: footer.support.phone.label }).getAttribute('href')).toBe(
        footer.support.phone.href,
      );
      for (const social of footer.socialLinks) {
        expect(await foot.getByRole('link', { name: social.label, exact: true }).getAttribute('href')).toBe(
          social.href,
        );
      }
      for (const link of [...footer.quickLinks, ...footer.serviceLinks]) {
        expect(await foot.getByRole('link', { name: link.label, exact: true }).getAttribute('href')).toBe(link.href);
      }
      for (const method of footer.paymentMethods)
        await foot.getByText(method.name, { exact: true }).first().waitFor({ state: 'attached' });
      for (const legal of footer.legalLinks) await foot.getByText(legal.label, { exact: true }).waitFor();
      await foot.getByText(copyrightLine(new Date().getFullYear())).waitFor();
      await foot.getByRole('textbox', { name: footer.newsletter.emailLabel }).waitFor();
      // A footer link navigates and the new page starts at the top.
      await foot.getByRole('link', { name: 'Web Design', exact: true }).click();
      await page.waitForURL(url('/booking'));
      await page.waitForFunction(() => window.scrollY === 0);
      expect(await page.title()).toContain('Northwind Digital');
      await session.close();
    });

  if (viewport === 'phone')
    it('the nav bar is hidden on /login and /projects/{digits}, shown on /projects/abc', async () => {
      const session = await openPage(browser(), '/login', { viewport });
      const { page } = session;
      expect(await page.getByRole('navigation', { name: navigation.ariaLabel }).count()).toBe(0);
      await page.goto(url('/projects/2'));
      await page.locator('main#main').waitFor();
      expect(await page.getByRole('navigation', { name: navigation.ariaLabel }).count()).toBe(0);
      await page.goto(url('/projects/abc'));
      await page.getByRole('navigation', { name: navigation.ariaLabel }).waitFor();
      await session.close();
    });
});

describe('requests', () => {
  it.each(['/', '/developers', '/projects/1'])(
    '%s loads everything from its own origin (fonts, icons, images)',
    async (path) => {
      const session = await openPage(browser(), path, { viewport: 'desktop' });
      const { page } = session;
      // Scroll through the page so lazy images load too.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0; y < height; y += 600) await scrollTo(page, y);
      await requestsSettled(page);
      const origin = new URL(url('/')).origin;
      const foreign = session.requests.filter(
        (request) => !request.startsWith(origin) && !/^(data|blob):/.test(request),
      );
      expect(foreign).toEqual([]);
      expect(session.requests.some((request) => /\.woff2$/.test(request))).toBe(true);
      await session.close();
    },
  );
});

describe('navigation at 1440', () => {
  it('shows the wordmark, the four section links, Booking Now and Contact Us inline; each navigates', async () => {
    const session = await openPage(browser(), '/', { viewport: 'desktop' });
    const { page } = session;
    const nav = page.getByRole('navigation', { name: navigation.ariaLabel });
    for (const link of navigation.menuLinks) {
      await nav.getByRole('link', { name: link.label, exact: true }).click();
      await page.waitForURL(url(link.href));
      await nav.locator('a[aria-current="page"]', { hasText: link.label }).waitFor();
    }
    await page.getByRole('link', { name: navigation.home.ariaLabel }).click();
    await page.waitForURL(url('/'));
    expect(await page.getByRole('button', { name: navigation.menuButton.open }).isVisible()).toBe(false);
    await session.close();
  });
});

describe('menu at 375', () => {
  it('opens over a backdrop, locks scrolling, closes on the backdrop, and on choosing a link', async () => {
    const session = await openPage(browser(), '/', { viewport: 'phone' });
    const { page } = session;
    const trigger = page.getByRole('button', { name: navigation.menuButton.open });
    await trigger.click();
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    for (const link of navigation.menuLinks)
      await dialog.getByRole('link', { name: link.label, exact: true }).waitFor();
    await page.locator('[data-menu-backdrop]').waitFor();

    // Scrolling is locked while the menu is open.
    await page.mouse.move(187, 700);
    await page.mouse.wheel(0, 800);
    await page.waitForTimeout(300);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // The backdrop closes it, and scrolling works again.
    await page.mouse.click(187, 730);
    await dialog.waitFor({ state: 'detached' });
    await page.mouse.wheel(0, 800);
    await page.waitForFunction(() => window.scrollY > 0);

    // Choosing a link closes it and navigates.
    await trigger.click();
    await dialog.getByRole('link', { name: 'Developers', exact: true }).click();
    await page.waitForURL(url('/developers'));
    await dialog.waitFor({ state: 'detached' });
    await page.waitForFunction(() => window.scrollY === 0);
    await session.close();
  });
});
