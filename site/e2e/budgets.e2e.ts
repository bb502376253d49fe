/**
 * Byte budgets of the first view (issue #6), measured on the production build as a visitor's browser
 * loads it: the JavaScript fetched on `/` before the content shows (the identity SDK included), and
 * the splash's HTML with its inline critical CSS. Figures are printed; exceeding a budget fails.
 */
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { splashMarkup } from '../../tools/build/html.mjs';
import { budgets } from './budgets';
import { openPage, url, useBrowser, waitPastSplash } from './harness';

const browser = useBrowser();
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const gzipSize = (body: Buffer | string) => gzipSync(body, { level: 9 }).length;

describe('byte budgets of /', () => {
  it(`loads at most ${budgets.jsBeforeContentKb} KB gzip of JavaScript before the content shows`, async () => {
    const session = await openPage(browser(), '/', { viewport: 'phone', build: 'shipped', pastSplash: false });
    const { page } = session;
    await waitPastSplash(page);
    // Every script the page had started fetching by the frame its content became visible (the init
    // script below records that moment); what starts later is not part of the first view.
    const paths = await page.evaluate(() => {
      const shownAt = (window as unknown as { contentShownAt?: number }).contentShownAt ?? Infinity;
      return performance
        .getEntriesByType('resource')
        .filter((entry) => entry.startTime <= shownAt && new URL(entry.name).pathname.endsWith('.js'))
        .map((entry) => new URL(entry.name).pathname);
    });
    const scripts = new Map(
      paths.map((path) => [
        path,
        fetch(url(path, 'shipped')).then(async (response) => gzipSize(Buffer.from(await response.arrayBuffer()))),
      ]),
    );
    const sizes = await Promise.all([...scripts].map(async ([path, size]) => [path, await size] as const));
    sizes.sort((a, b) => b[1] - a[1]);
    const total = sizes.reduce((sum, [, size]) => sum + size, 0);
    console.log(
      [`JavaScript before the content shows on / (gzip): ${kb(total)} of ${budgets.jsBeforeContentKb} KB`]
        .concat(sizes.map(([path, size]) => `  ${kb(size).padStart(9)}  ${path}`))
        .join('\n'),
    );
    expect(sizes.some(([path]) => path.includes('firebaseIdentity'))).toBe(true);
    expect(total).toBeLessThanOrEqual(budgets.jsBeforeContentKb * 1024);
    await session.close();
  });

  it(`sends the splash with its critical CSS in at most ${budgets.splashKb} KB gzip`, async () => {
    const response = await fetch(url('/', 'shipped'));
    const html = await response.text();
    const rootTag = /<div id="root"[^>]*>/.exec(html);
    expect(rootTag, 'the prerendered root').not.toBeNull();
    const afterRoot = (rootTag?.index ?? 0) + (rootTag?.[0].length ?? 0);
    // Everything up to the end of the splash element: what has to arrive for the splash to paint.
    const splashHtml = html.slice(0, afterRoot) + splashMarkup(html.slice(afterRoot));
    expect(splashHtml).toMatch(/<style>[^<]*data-splash-covered/);
    expect(splashHtml).not.toMatch(/<link rel="stylesheet"/);
    const size = gzipSize(splashHtml);
    console.log(`Splash HTML and critical CSS on / (gzip): ${kb(size)} of ${budgets.splashKb} KB`);
    expect(size).toBeLessThanOrEqual(budgets.splashKb * 1024);
  });
});
