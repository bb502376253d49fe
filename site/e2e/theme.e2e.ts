/**
 * Dark mode: the site follows the system's colour scheme from the first paint, from CSS alone (no
 * script), and the theme switch in the bar and in the menu forces light or dark, is remembered, and
 * applies before the first frame of the next page (a classic script in `<head>`, no inline script).
 * Axe in dark runs on every route with the page screenshots (page-screenshots.e2e.ts).
 */
import type { Page } from 'playwright';
import { describe, expect, inject, it } from 'vitest';
import { navigation } from '../src/content/navigation';
import { openPage, url, useBrowser, viewports } from './harness';

const browser = useBrowser();
const { label, choices } = navigation.theme;

/** Relative luminance (WCAG) of a computed `rgb()`/`rgba()` colour. */
function luminance(color: string): number {
  const [r, g, b] = (color.match(/[\d.]+/g) ?? []).slice(0, 3).map((channel) => {
    const value = Number(channel) / 255;
    return value <= 0.04045 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** Which scheme the page shows: its background's luminance, dark under 0.1. */
async function shownScheme(page: Page): Promise<'light' | 'dark'> {
  const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
  return luminance(background) < 0.1 ? 'dark' : 'light';
}

/**
 * Runs in the page before anything else: notes the body's background at the first animation frame,
 * the last moment before the first paint.
 */
function recordFirstFrame() {
  requestAnimationFrame(() => {
    (window as unknown as { firstFrameBackground: string }).firstFrameBackground = getComputedStyle(
      document.body,
    ).backgroundColor;
  });
}

async function firstFrameScheme(page: Page): Promise<'light' | 'dark'> {
  const background = await page.waitForFunction(
    () => (window as unknown as { firstFrameBackground?: string }).firstFrameBackground,
  );
  return luminance((await background.jsonValue()) as string) < 0.1 ? 'dark' : 'light';
}

/** Reloads the page and returns the scheme of its first frame (`recordFirstFrame` must be installed). */
async function reloadedScheme(page: Page): Promise<'light' | 'dark'> {
  await page.reload();
  return firstFrameScheme(page);
}

it('paints every route dark from the HTML and CSS alone when the system is dark (JavaScript off)', async () => {
  const context = await browser().newContext({
    viewport: viewports.phone,
    colorScheme: 'dark',
    javaScriptEnabled: false,
  });
  const page = await context.newPage();
  const light: string[] = [];
  for (const route of inject('sitePages').onePerRoute) {
    await page.goto(url(route), { waitUntil: 'load' });
    if ((await shownScheme(page)) !== 'dark') light.push(route);
    const headingColor = await page
      .locator('h1')
      .first()
      .evaluate((h1) => getComputedStyle(h1).color);
    if (luminance(headingColor) < 0.5) light.push(`${route} (dark heading text)`);
  }
  expect(light).toEqual([]);
  await context.close();
});

describe('the theme switch', () => {
  it('in the bar: Dark applies on the first press, is remembered, and the next page is dark from its first frame', async () => {
    const session = await openPage(browser(), '/');
    const { page } = session;
    const group = page.getByRole('group', { name: label }).first();
    await expect.poll(() => group.getByRole('radio', { name: choices.system }).isChecked()).toBe(true);
    expect(await shownScheme(page)).toBe('light');

    // The bar's island hydrates on this first press and then carries it out.
    await group.getByRole('radio', { name: choices.dark }).click();
    await expect.poll(() => group.getByRole('radio', { name: choices.dark }).isChecked()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
    await expect.poll(() => shownScheme(page)).toBe('dark');

    await page.addInitScript(recordFirstFrame);
    await page.goto(url('/about'));
    expect(await firstFrameScheme(page)).toBe('dark');
    // The switch shows the remembered choice in its HTML, before its island has hydrated (at a press).
    await page.waitForLoadState('domcontentloaded');
    expect(
      await page.getByRole('group', { name: label }).first().getByRole('radio', { name: choices.dark }).isChecked(),
    ).toBe(true);
    expect(await page.locator('[data-island="Header"][data-hydrated]').count()).toBe(0);

    // System again: the choice is forgotten and the system's light applies.
    await page.getByRole('group', { name: label }).first().getByRole('radio', { name: choices.system }).click();
    await expect.poll(() => shownScheme(page)).toBe('light');
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBeNull();
    expect(await reloadedScheme(page)).toBe('light');
    await session.close();
  });

  it('forces light while the system is dark, from the keyboard (arrow keys move the choice)', async () => {
    const session = await openPage(browser(), '/contact', { colorScheme: 'dark' });
    const { page } = session;
    expect(await shownScheme(page)).toBe('dark');
    const group = page.getByRole('group', { name: label }).first();
    await group.getByRole('radio', { name: choices.system }).focus();
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => group.getByRole('radio', { name: choices.light }).isChecked()).toBe(true);
    await expect.poll(() => shownScheme(page)).toBe('light');

    await page.addInitScript(recordFirstFrame);
    expect(await reloadedScheme(page)).toBe('light');
    await session.close();
  });

  it('in the phone menu: the choices are named and Dark applies', async () => {
    const session = await openPage(browser(), '/', { viewport: 'phone' });
    const { page } = session;
    await page.getByRole('button', { name: navigation.menuButton.open }).click();
    const menu = page.getByRole('dialog');
    const group = menu.getByRole('group', { name: label });
    await expect.poll(() => group.getByText(choices.dark).isVisible()).toBe(true);
    await group.getByRole('radio', { name: choices.dark }).click();
    await expect.poll(() => shownScheme(page)).toBe('dark');
    expect(await group.getByRole('radio', { name: choices.dark }).isChecked()).toBe(true);
    await session.close();
  });
});
