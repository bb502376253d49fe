import { describe, expect, it } from 'vitest';
import { openPage, useBrowser, viewportNames } from './harness';

const browser = useBrowser();

describe.each(viewportNames)('app shell at %s', (viewport) => {
  it('shows the splash with the welcome line, then the page with its title', async () => {
    const session = await openPage(browser(), '/about', { viewport, pastSplash: false });
    const { page } = session;
    await page.getByText('Welcome to Northwind Digital').waitFor({ state: 'visible', timeout: 5_000 });
    // Behind the splash the page is either not rendered yet or inert (unreachable by keyboard and pointer).
    const hiddenBehindSplash = await page.evaluate(() => {
      const main = document.querySelector('main');
      return !main || main.closest('[inert]') !== null;
    });
    expect(hiddenBehindSplash).toBe(true);
    await page.locator('main#main').waitFor({ state: 'visible', timeout: 10_000 });
    await page.getByText('Welcome to Northwind Digital').waitFor({ state: 'detached', timeout: 6_000 });
    expect(await page.title()).toBe('About | Northwind Digital');
    await session.close();
  });
});
