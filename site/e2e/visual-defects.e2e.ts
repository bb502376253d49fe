/**
 * Defects a client noticed in screenshots, each checked where a visitor sees it: logos
 * that vanish on their tile, project cards whose rows do not line up, the back-to-top button over
 * the footer's links and badges on a phone, an e-mail address broken at its hyphen, and a page left blank above the reader.
 */
import type { Locator, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { brokenAtHyphens } from '../../tools/textBreaks';
import { techStack } from '../src/content/techStack';
import { animationsSettled, nextFrames, openPage, revealAll, scrollTo, useBrowser } from './harness';

const browser = useBrowser({ reuseTab: true });

/** A tile's place in the captured grid, in CSS pixels. */
interface TileArea {
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
}

/**
 * How many of each logo's pixels stand out from the tile behind them by WCAG's non-text contrast, 3:1:
 * the tiles are captured with and without their logos, and each pixel compared with itself. A logo of
 * hairlines (anti-aliased to a blend of both colours) has few, however well its colour contrasts.
 */
async function solidLogoPixels(
  page: Page,
  grid: Locator,
  tiles: Record<string, Locator>,
): Promise<Record<string, number>> {
  const logos = grid.locator('[aria-hidden="true"] svg');
  const withLogos = (await grid.screenshot({ animations: 'disabled' })).toString('base64');
  await logos.evaluateAll((svgs) => svgs.forEach((svg) => ((svg as SVGElement).style.visibility = 'hidden')));
  const without = (await grid.screenshot({ animations: 'disabled' })).toString('base64');
  await logos.evaluateAll((svgs) => svgs.forEach((svg) => ((svg as SVGElement).style.visibility = '')));
  const origin = (await grid.boundingBox())!;
  const areas: TileArea[] = await Promise.all(
    Object.entries(tiles).map(async ([name, tile]) => {
      const box = (await tile.boundingBox())!;
      return { name, x: box.x - origin.x, y: box.y - origin.y, width: box.width, height: box.height };
    }),
  );
  return page.evaluate(
    async ([a, b, areas]: readonly [string, string, TileArea[]]) => {
      const pixels = async (base64: string) => {
        // Decoded from bytes: the page's Content-Security-Policy allows no fetch of a data: URL.
        const bytes = Uint8Array.from(atob(base64), (character) => character.charCodeAt(0));
        const bitmap = await createImageBitmap(new Blob([bytes], { type: 'image/png' }));
        const canvas = new OffscreenCanvas(bitmap.width, bitmap.height);
        const context = canvas.getContext('2d')!;
        context.drawImage(bitmap, 0, 0);
        return { data: context.getImageData(0, 0, bitmap.width, bitmap.height).data, width: bitmap.width };
      };
      const channel = (value: number) => {
        const c = value / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      };
      const luminance = (data: Uint8ClampedArray, i: number) =>
        0.2126 * channel(data[i]!) + 0.7152 * channel(data[i + 1]!) + 0.0722 * channel(data[i + 2]!);
      const [on, off] = [await pixels(a), await pixels(b)];
      const scale = devicePixelRatio;
      const solid: Record<string, number> = {};
      for (const area of areas) {
        solid[area.name] = 0;
        for (let y = Math.ceil(area.y * scale); y < Math.floor((area.y + area.height) * scale); y++)
          for (let x = Math.ceil(area.x * scale); x < Math.floor((area.x + area.width) * scale); x++) {
            const i = (y * on.width + x) * 4;
            const [l1, l2] = [luminance(on.data, i), luminance(off.data, i)];
            if ((Math.max(l1, l2) + 0.05) / (Math.min(l1, l2) + 0.05) >= 3)
              solid[area.name] = (solid[area.name] ?? 0) + 1;
          }
      }
      return solid;
    },
    [withLogos, without, areas] as const,
  );
}

describe('/developers technology tiles', () => {
  // A 20 px logo: the thin marks measured 8–24 px at 3:1 (GSAP's figure, PostgreSQL's outline), every
  // other logo 50 or more.
  const minimumSolidPixels = 40;

  it.each(['light', 'dark'] as const)('every logo stands out from its tile (%s theme)', async (colorScheme) => {
    const session = await openPage(browser(), '/developers', {
      beforeLoad: (page) => page.emulateMedia({ colorScheme }),
    });
    const { page } = session;
    const grid = page.getByRole('tabpanel').getByRole('list');
    const tiles = grid.getByRole('listitem');
    await tiles.first().scrollIntoViewIfNeeded();
    await revealAll(page);
    const logoTiles = Object.fromEntries(
      techStack
        .filter((technology) => technology.logo)
        .map((item) => [
          item.name,
          tiles.filter({ hasText: item.name }).first().locator('[aria-hidden="true"]').first(),
        ]),
    );
    const measured = await solidLogoPixels(page, grid.first(), logoTiles);
    expect(Object.keys(measured)).toHaveLength(techStack.filter((technology) => technology.logo).length);
    const faint = Object.entries(measured).filter(([, solid]) => solid < minimumSolidPixels);
    expect(faint, JSON.stringify(measured)).toEqual([]);
    await session.close();
  });
});

describe('/ at 1440 px: Featured Projects', () => {
  it('cards side by side line up their facts, progress and features, whatever their title lengths', async () => {
    const session = await openPage(browser(), '/');
    const { page } = session;
    const cards = page.locator('#portfolio article');
    await cards.first().scrollIntoViewIfNeeded();
    await revealAll(page);
    const rows = await cards.evaluateAll((articles) =>
      articles.map((article) => {
        const top = (element: Element | null | undefined) => Math.round(element?.getBoundingClientRect().top ?? NaN);
        const meta = [...article.querySelectorAll('ul')].find((list) => list.textContent?.includes('Timeline'));
        return {
          cardTop: top(article),
          meta: top(meta),
          progress: top(article.querySelector('[role="progressbar"]')),
          features: top([...article.querySelectorAll('h4')].at(-1)),
        };
      }),
    );
    const firstRow = rows.filter((row) => row.cardTop === rows[0]!.cardTop);
    expect(firstRow.length).toBeGreaterThan(1);
    for (const part of ['meta', 'progress', 'features'] as const) {
      expect(new Set(firstRow.map((row) => row[part])).size, part).toBe(1);
    }
    await session.close();
  });
});

/** Where the back-to-top button is, or null when it is not shown. */
async function backToTopBox(page: Page) {
  const button = page.getByRole('button', { name: 'Back to top' });
  return (await button.count()) > 0 ? button.boundingBox() : null;
}

/** Text and controls of the page under the back-to-top button (none when it is not shown). */
async function coveredByBackToTop(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const button = document.querySelector<HTMLElement>('button[aria-label="Back to top"]');
    if (!button) return [];
    const box = button.getBoundingClientRect();
    const overlaps = (rect: DOMRect) =>
      rect.width > 0 &&
      rect.height > 0 &&
      rect.left < box.right &&
      rect.right > box.left &&
      rect.top < box.bottom &&
      rect.bottom > box.top;
    const covered: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || button.contains(parent) || !node.textContent?.trim() || !parent.checkVisibility()) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      if ([...range.getClientRects()].some(overlaps)) covered.push(`text "${node.textContent.trim().slice(0, 40)}"`);
    }
    for (const control of document.querySelectorAll('a, button, input, select, textarea, img, svg')) {
      if (control === button || button.contains(control) || !control.checkVisibility()) continue;
      if (overlaps(control.getBoundingClientRect()))
        covered.push(
          `${control.tagName.toLowerCase()} ${control.getAttribute('aria-label') ?? control.textContent?.trim().slice(0, 40) ?? ''}`,
        );
    }
    return covered;
  });
}

/** Scrolls like a visitor's finger: a few steps, each a scroll event of its own. */
async function scrollBy(page: Page, delta: number) {
  const start = await page.evaluate(() => window.scrollY);
  const steps = 4;
  for (let step = 1; step <= steps; step += 1) await scrollTo(page, Math.max(0, start + (delta * step) / steps));
}

describe('at 375 px, the back-to-top button keeps clear of the footer and the booking form', () => {
  it.each(['/', '/booking'])(
    '%s: at the end of the page it sits above the footer, over none of its links',
    async (path) => {
      const session = await openPage(browser(), path, { viewport: 'phone' });
      const { page } = session;
      const bottom = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
      // Mid-page it is there (spec: past 300 px)...
      await scrollBy(page, Math.round(bottom / 2));
      await expect.poll(() => backToTopBox(page)).not.toBeNull();
      // At the end of the page, scrolled back up a little: above the footer, or away while the footer
      // fills the screen; never over its links and badges.
      await scrollTo(page, bottom);
      await scrollBy(page, -60);
      await nextFrames(page);
      const footer = await page.locator('footer').last().boundingBox();
      const box = await backToTopBox(page);
      if (box && footer) expect(box.y + box.height).toBeLessThanOrEqual(footer.y);
      expect(await coveredByBackToTop(page)).toEqual([]);
      await session.close();
    },
  );

  it('/booking: scrolled down to the form’s submit button, the button is not beside it', async () => {
    const session = await openPage(browser(), '/booking', { viewport: 'phone' });
    const { page } = session;
    const submit = page.locator('main form button[type="submit"]').first();
    const target = await submit.evaluate((element) => element.getBoundingClientRect().top + window.scrollY - 400);
    await scrollBy(page, target - (await page.evaluate(() => window.scrollY)));
    await animationsSettled(page);
    expect(await coveredByBackToTop(page)).toEqual([]);
    await session.close();
  });
});

describe('/booking at 375 px: the support address', () => {
  it('does not break at its hyphen', async () => {
    const session = await openPage(browser(), '/booking', { viewport: 'phone' });
    const { page } = session;
    const mail = page.locator('main a[href^="mailto:"]').first();
    await mail.scrollIntoViewIfNeeded();
    const brokenAt = await mail.evaluate(brokenAtHyphens);
    expect(await mail.textContent()).toMatch(/-/);
    expect(brokenAt).toEqual([]);
    await session.close();
  });
});

describe('/resources: the repeating scroll-in', () => {
  /** Scroll-in blocks that are not fully shown, among those the filter selects. */
  const hiddenBlocks = (page: Page, where: 'above' | 'all') =>
    page.evaluate((where) => {
      return [...document.querySelectorAll<HTMLElement>('[data-reveal="scroll"]')]
        .filter((element) => where === 'all' || element.getBoundingClientRect().bottom <= 0)
        .filter((element) => Number(getComputedStyle(element).opacity) < 1)
        .map((element) => (element.textContent ?? '').trim().slice(0, 40));
    }, where);

  it('leaves what the visitor has scrolled past shown, and shows everything in print', async () => {
    const session = await openPage(browser(), '/resources');
    const { page } = session;
    await revealAll(page);
    // At the bottom, everything above has been seen, and stays: a full-page capture shows the body.
    expect(await hiddenBlocks(page, 'above')).toEqual([]);
    const bottom = await page.evaluate(() => window.scrollY);
    await scrollTo(page, Math.round(bottom / 2));
    await animationsSettled(page);
    expect(await hiddenBlocks(page, 'above')).toEqual([]);

    await scrollTo(page, 0);
    await page.emulateMedia({ media: 'print' });
    expect(await hiddenBlocks(page, 'all')).toEqual([]);
    await session.close();
  });
});
