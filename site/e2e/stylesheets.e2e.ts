/**
 * The site's one stylesheet, linked in every prerendered page's head. These check what a
 * visitor would see if that went wrong: a page unstyled without JavaScript, styled differently when a
 * link leads to it, or rules in the wrong cascade order.
 */
import type { Page } from 'playwright';
import { describe, expect, inject, it } from 'vitest';
import { animationsSettled, openPage, requestsSettled, url, useBrowser, viewports } from './harness';

const browser = useBrowser({ reuseTab: true });

/**
 * The properties compared: layout, type and colour. Not opacity or transforms, which scroll-in effects
 * animate; and margins in the block direction only: a centred container's `margin-inline: auto`
 * resolves to its used value (120px) or to 0px in Chromium for boxes laid out identically (seen on
 * /about once its glyphs came from an external SVG sprite), so inline margins would compare noise.
 */
const properties = [
  'display',
  'position',
  'padding',
  'margin-top',
  'margin-bottom',
  'gap',
  'flex-direction',
  'grid-template-columns',
  'font-size',
  'font-weight',
  'line-height',
  'text-align',
  'color',
  'background-color',
  'background-image',
  'border-top-width',
  'border-radius',
] as const;

/**
 * The computed style of every element of the app, by its place in the tree and its classes, with lengths
 * rounded to whole pixels (layout may differ by a fraction where a scrollbar or a font's hinting does).
 */
function stylesOf(page: Page): Promise<Record<string, string>> {
  return page.evaluate((names) => {
    const styles: Record<string, string> = {};
    const visit = (element: Element, path: string) => {
      [...element.children].forEach((child, index) => {
        const key = `${path} > ${child.tagName.toLowerCase()}:${index}${[...child.classList].map((name) => `.${name}`).join('')}`;
        const style = getComputedStyle(child);
        styles[key] = names
          .map(
            (name) =>
              `${name}: ${style.getPropertyValue(name).replace(/-?\d+(\.\d+)?px/g, (px) => `${Math.round(parseFloat(px))}px`)}`,
          )
          .join('; ');
        visit(child, key);
      });
    };
    const root = document.getElementById('root');
    if (root) visit(root, '#root');
    return styles;
  }, properties);
}

/** Where two style maps differ, over the elements both have. */
function differences(expected: Record<string, string>, actual: Record<string, string>): string[] {
  return Object.keys(expected)
    .filter((key) => key in actual && actual[key] !== expected[key])
    .map((key) => `${key}\n    expected ${expected[key]}\n    actual   ${actual[key]}`);
}

async function freshStyles(path: string): Promise<Record<string, string>> {
  const session = await openPage(browser(), path, { viewport: 'desktop', reducedMotion: 'reduce' });
  await animationsSettled(session.page);
  const styles = await stylesOf(session.page);
  await session.close();
  return styles;
}

describe('the site stylesheet', () => {
  it('is one stylesheet in the head, fetched once, with the rules in cascade order', async () => {
    const session = await openPage(browser(), '/developers', { build: 'shipped' });
    const { page } = session;
    const links = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map((link) => ({
        where: link.parentElement?.tagName.toLowerCase(),
        href: new URL(link.href).pathname,
      })),
    );
    expect(links).toEqual([{ where: 'head', href: expect.stringMatching(/^\/assets\/[\w-]+\.css$/) }]);
    const fetched = session.requests
      .map((request) => new URL(request).pathname)
      .filter((path) => path.endsWith('.css'));
    expect(fetched).toEqual([links[0]?.href]);
    // In cascade order: the newsletter's e-mail field is a pill like its button, its own style coming
    // after the form field's base style.
    const field = page.getByRole('contentinfo').getByLabel('Email address');
    expect(await field.evaluate((input) => getComputedStyle(input).borderTopLeftRadius)).toBe('9999px');
    await session.close();
  });

  it('style every page as the app does, with JavaScript off', async () => {
    // One tab for all routes, one for each build: a renderer that has shown the site before loads the
    // next page at a fraction of a new tab's cost.
    const context = await browser().newContext({
      viewport: viewports.desktop,
      javaScriptEnabled: false,
      reducedMotion: 'reduce',
    });
    const scriptlessTab = await context.newPage();
    const stylesWithoutScripts = async (path: string) => {
      await scriptlessTab.goto(url(path));
      // (The harness's wait runs a function in the page, which JavaScript off forbids.)
      await expect
        .poll(() =>
          scriptlessTab.evaluate(() => document.getAnimations().filter((a) => a.playState === 'running').length),
        )
        .toBe(0);
      return stylesOf(scriptlessTab);
    };
    const failures: string[] = [];
    for (const path of inject('sitePages').onePerRoute) {
      // The two loads of a route at once: each spends most of its time waiting on the browser.
      const [withoutScripts, asTheAppDoes] = await Promise.all([stylesWithoutScripts(path), freshStyles(path)]);
      const found = differences(asTheAppDoes, withoutScripts);
      if (found.length) failures.push(`${path}:\n  ${found.slice(0, 5).join('\n  ')}`);
    }
    await context.close();
    expect(failures).toEqual([]);
  });

  // A link is a document load, which the host's Speculation Rules may have fetched or prerendered
  // ahead: one link shows that the page it leads to is the page loaded afresh, whichever it is.
  it('style a page reached by a link as when it is loaded afresh', async () => {
    const to = '/products';
    const session = await openPage(browser(), '/about', {
      build: 'shipped',
      viewport: 'desktop',
      reducedMotion: 'reduce',
    });
    const { page } = session;
    await page.getByRole('banner').getByRole('link', { name: 'Products', exact: true }).click();
    await page.waitForURL(url(to, 'shipped'));
    // The page shows once its code has come: the header then marks its link as the current page.
    await expect
      .poll(() => page.getByRole('banner').locator('[aria-current="page"]').first().getAttribute('href'))
      .toBe(to);
    await requestsSettled(page);
    // Nothing hovered or focused, nothing halfway through a transition: as the fresh page is measured.
    await page.mouse.move(0, 0);
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await animationsSettled(page);
    const navigated = await stylesOf(page);
    await session.close();
    const expected = await freshStyles(to);
    expect(Object.keys(expected).length).toBeGreaterThan(50);
    expect(differences(expected, navigated)).toEqual([]);
  });
});
