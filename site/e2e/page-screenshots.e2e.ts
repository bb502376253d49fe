/**
 * Page-level visual review: a full-page screenshot of every route of the route table (one
 * project page for `/projects/:id`, the 404 page for unknown paths) at 375 px in the dark colour scheme
 * and at 1440 px in the light one, from the production build, compared pixel for pixel with the
 * committed baselines in `__screenshots__/pages/<route name>-<width>-<light|dark>.png`. Each width and
 * each scheme is seen on every page, once: the stories shoot every component in both schemes, at the
 * widths it is designed for, so a page's second scheme at a width would show again what they show.
 *
 * Nothing may depend on when the picture is taken: the page runs under reduced motion (entrances at
 * their end state, no scroll-in hiding, the animated gradient and carousel autoplay off), the footer's
 * copyright line (the current year) masked, scrolled through once (lazy images, code
 * loaded on the way, the navigation bar's scrolled state) and back to the top (bar and back-to-top
 * button at rest), with every image loaded and decoded and the fonts ready; Playwright stops anything
 * still animating and hides the caret.
 *
 * A difference fails the test and leaves the page as it is now and the diff in
 * `.vitest-attachments/pages/` for `npm run review`. A missing baseline is written (and the test fails,
 * as a story's first screenshot does: look at it, then commit it). `vitest run --update` or
 * `UPDATE_PAGE_SCREENSHOTS=1` rewrites the baselines that differ.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Page } from 'playwright';
import { describe, expect, inject, it } from 'vitest';
import { pageAttachments, pageAttachmentsDir, pageBaselinesDir } from '../../tools/review/review.mjs';
import { pngDifference } from '../../tools/pngDiff';
import { canonicalPath } from '../src/app/routeTable';
import {
  nextFrames,
  openPage,
  animationsSettled,
  seriousAxeViolations,
  useBrowser,
  type ViewportName,
  viewportNames,
  viewports,
} from './harness';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

const browser = useBrowser({ reuseTab: true });

/** An unknown path: the host answers with the prerendered 404 page. */
const unknownPath = '/page-that-does-not-exist';

/**
 * The pages shot: the first page of every route of the build (from the route table through
 * `.vite/routes.json`), without second spellings of another route (`/project`), and the 404 page.
 */
const pages = [...inject('sitePages').onePerRoute.filter((path) => canonicalPath(path) === path), unknownPath].map(
  (path) => ({
    path,
    name: path === unknownPath ? 'not-found' : path === '/' ? 'home' : path.slice(1).replaceAll('/', '-'),
  }),
);

/** The colour scheme each width is shot in. */
const themeAt = { phone: 'dark', desktop: 'light' } as const satisfies Record<ViewportName, 'light' | 'dark'>;

/**
 * Whether to rewrite baselines that differ: `vitest run --update` (Vitest's snapshot state says
 * `all`), or `UPDATE_PAGE_SCREENSHOTS=1`.
 */
function updating(): boolean {
  return process.env.UPDATE_PAGE_SCREENSHOTS === '1' || expect.getState().snapshotState?.snapshotUpdateState === 'all';
}

/** Loads every image now, lazy ones included, and waits until each is decoded and the fonts are ready. */
async function imagesAndFontsReady(page: Page): Promise<void> {
  await page.evaluate(async () => {
    // Lazy images still unloaded after the scroll-through: those off to the side, in carousels.
    for (const image of document.images) image.loading = 'eager';
    await Promise.all(
      [...document.images].map((image) =>
        image.decode().catch(() => {
          if (!image.complete || image.naturalWidth === 0) throw new Error(`image not loaded: ${image.currentSrc}`);
        }),
      ),
    );
    await document.fonts.ready;
  });
  await nextFrames(page);
}

/**
 * The page as it looks now, whole, with anything still animating stopped. Masked (a solid box in the
 * baseline and in the new picture alike):
 * - the footer's copyright line, which holds the current year;
 * - the slides of each carousel (testimonials, a project's gallery). Chromium lays the page out again
 *   at its full height for the capture, and Embla re-measures its slides and moves its track for it:
 *   the capture can catch the track mid-move. The carousels' own stories
 *   have baselines; the page keeps its heading, dots and controls here.
 * Playwright's clock is not used to fix the year: it fakes the timers and animation frames too, and
 * under it the testimonial track stopped mid-move for good.
 */
function fullPage(page: Page): Promise<Buffer> {
  return page.screenshot({
    fullPage: true,
    animations: 'disabled',
    caret: 'hide',
    mask: [
      page.getByText(/^© \d{4} /),
      page.locator('[aria-roledescription="carousel"] div:has(> div > [aria-roledescription="slide"])'),
    ],
  });
}

/**
 * Compares a screenshot with its baseline (pixelmatch with the storybook project's near-zero colour
 * tolerance, no pixel allowed to differ). Returns what differs, after leaving the attachments for
 * `npm run review`; writes the baseline when there is none, or when updating.
 */
function compareWithBaseline(screenshot: Buffer, name: string): string | undefined {
  const baselineFile = join(pageBaselinesDir, `${name}.png`);
  const attachments = pageAttachments(name);
  const shown = (path: string) => relative(repoRoot, path);
  const exists = existsSync(baselineFile);
  if (!exists) {
    mkdirSync(pageBaselinesDir, { recursive: true });
    writeFileSync(baselineFile, screenshot);
    if (updating()) return undefined;
    mkdirSync(pageAttachmentsDir, { recursive: true });
    writeFileSync(attachments.new, screenshot);
    return `no baseline: wrote ${shown(baselineFile)}; look at it, then commit it`;
  }
  const found = pngDifference(screenshot, readFileSync(baselineFile));
  if (!found) return undefined;
  const { difference, diff } = found;
  if (updating()) {
    writeFileSync(baselineFile, screenshot);
    return undefined;
  }
  mkdirSync(pageAttachmentsDir, { recursive: true });
  writeFileSync(attachments.actual, screenshot);
  if (diff) writeFileSync(attachments.diff, diff);
  return `${shown(baselineFile)}: ${difference}; the page now: ${shown(attachments.actual)}${diff ? `, the diff: ${shown(attachments.diff)}` : ''}`;
}

/**
 * Shoots a page at one width in its scheme; returns what differs from the baseline and, in dark, axe's
 * serious and critical violations (colour contrast included). The other e2e files run axe in light on
 * every route at both widths, in their pages' states; dark is checked here, on the page already loaded
 * for its picture.
 */
async function differencesAt(path: string, name: string, viewport: ViewportName): Promise<string[]> {
  const theme = themeAt[viewport];
  const session = await openPage(browser(), path, { viewport, reducedMotion: 'reduce', colorScheme: theme });
  const { page } = session;
  try {
    // Under reduced motion nothing waits to scroll in, so no scroll-through: only what moves settles.
    await animationsSettled(page);
    await imagesAndFontsReady(page);
    const differences: string[] = [];
    const difference = compareWithBaseline(await fullPage(page), `${name}-${viewports[viewport].width}-${theme}`);
    if (difference) differences.push(difference);
    if (theme === 'dark')
      differences.push(...(await seriousAxeViolations(page)).map((violation) => `axe in dark: ${violation}`));
    return differences;
  } finally {
    await session.close();
  }
}

// One page at a time: two pages rendering side by side in one browser were seen to draw an SVG image
// without its clip path now and then (/projects/1 at 1440 px), which no single page ever did.
describe.each(viewportNames)('at the %s width', (viewport) => {
  it.each(pages)(
    `$path looks as its baseline at ${viewports[viewport].width} px in ${themeAt[viewport]}${themeAt[viewport] === 'dark' ? ', and passes axe' : ''}`,
    async ({ path, name }) => {
      expect(await differencesAt(path, name, viewport)).toEqual([]);
    },
  );
});
