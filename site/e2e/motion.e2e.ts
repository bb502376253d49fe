/**
 * Motion where CSS cannot, observed frame by frame: the developers' technology filter
 * (tiles that stay glide to their new places, tiles that leave fade out) and the home portfolio's
 * toggle (cards fade in and out, the grid's height glides). Each is seen between its start and end
 * state, and under reduced motion at its end state in the first frame. Also the technology grid's
 * balanced rows: no tile alone on the last row at 375, 768, 1024 and 1440 px, for every filter.
 * (The form ↔ confirmation swaps send e-mail: they are in sending.e2e.ts.)
 */
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { techFilters, techStackSection } from '../src/content/techStack';
import { recordFrames, strictlyBetween, type Probe } from './frames';
import { chunkRun, onPlaywrightClock, openPage, revealAll, useBrowser } from './harness';

const browser = useBrowser({ reuseTab: true });

interface TileProbe extends Probe {
  /** Left edge of the React tile (it stays under Frontend). */
  staying: number;
  /** Opacity of the Python tile while it is drawn (it leaves under Frontend), else null. */
  leaving: number | null;
  /** Whether the Python tile is marked as leaving (hidden from assistive technology). */
  leavingMarked: boolean;
}

/** The React and Python tiles of the technology grid. */
function tileProbe(): TileProbe {
  const tile = (name: string) =>
    [...document.querySelectorAll<HTMLElement>('[role="tabpanel"] li')].find((li) =>
      [...li.querySelectorAll('span')].some((span) => span.children.length === 0 && span.textContent === name),
    );
  const staying = tile('React')!;
  const leaving = tile('Python');
  const drawn = leaving?.checkVisibility() ? Number(getComputedStyle(leaving).opacity) : null;
  return {
    staying: staying.getBoundingClientRect().left,
    leaving: drawn,
    leavingMarked: leaving?.getAttribute('aria-hidden') === 'true',
    settled: !leaving && getComputedStyle(staying).transform === 'none',
  };
}

async function openStack(reducedMotion: 'reduce' | 'no-preference') {
  const session = await openPage(browser(), '/developers', { reducedMotion, ...onPlaywrightClock });
  const section = session.page.getByRole('region', { name: techStackSection.heading, exact: true });
  await section.scrollIntoViewIfNeeded();
  // The filter is an island: these tests are about its motion, so they press it once it has hydrated
  // and framer-motion's layout feature, which it fetches as it mounts, has run. A press before that
  // shows the filtered grid at once, without the glide.
  await session.page.locator('[data-island="TechStack"][data-hydrated]').waitFor({ state: 'attached' });
  await chunkRun(session.page, 'layout');
  const tab = (name: string) => section.getByRole('tab', { name, exact: true });
  return { session, tab };
}

describe('the technology filter (framer-motion layout animation)', () => {
  it('moves the tiles that stay to their new places and fades out the tiles that leave', async () => {
    const { session, tab } = await openStack('no-preference');
    const recorded = await recordFrames(session.page, 'pointerdown', tileProbe, { stepClock: true });
    await tab('Frontend').click();
    const { before, frames } = await recorded();
    const end = frames.at(-1)!;
    expect(end.staying).not.toBe(before.staying);
    // React glides: seen on its way, neither where it was nor where it ends.
    expect(frames.some((frame) => strictlyBetween(frame.staying, before.staying, end.staying))).toBe(true);
    // Python fades out where it was: seen on its way (still drawn, marked as leaving, hidden from
    // assistive technology), then gone.
    expect(before.leaving).toBe(1);
    expect(frames.some((frame) => frame.leavingMarked && frame.leaving !== null)).toBe(true);
    expect(end.leaving).toBeNull();
    expect(await tab('Frontend').getAttribute('aria-selected')).toBe('true');
    await session.close();
  });

  it('under reduced motion, shows the filtered grid in the first frame after the click', async () => {
    const { session, tab } = await openStack('reduce');
    const recorded = await recordFrames(session.page, 'pointerdown', tileProbe);
    await tab('Frontend').click();
    const { before, frames } = await recorded();
    const [first] = frames;
    const end = frames.at(-1)!;
    expect(end.staying).not.toBe(before.staying);
    expect(first!.staying).toBe(end.staying);
    expect(first!.leaving).toBeNull();
    await session.close();
  });
});

interface PortfolioProbe extends Probe {
  /**
   * The toggle's distance below the grid's top edge: what the page below it does. Measured on the
   * toggle's row, not the button, which the pointer left on it scales (hover, press).
   */
  toggleOffset: number;
  /** Opacity of the fourth card while it is drawn, else null. */
  fourth: number | null;
  /** Whether the fourth card is marked as leaving. */
  fourthLeaving: boolean;
  /** Cards drawn and not leaving. */
  cards: number;
}

function portfolioProbe(): PortfolioProbe {
  const section = document.getElementById('portfolio')!;
  const toggle = section.querySelector<HTMLElement>('button[aria-controls]')!;
  const grid = document.getElementById(toggle.getAttribute('aria-controls')!)!;
  const cards = [...section.querySelectorAll<HTMLElement>('article')];
  const fourth = cards[3];
  const drawn = fourth?.checkVisibility() ? Number(getComputedStyle(fourth).opacity) : null;
  const moving = section.getAnimations({ subtree: true }).some((animation) => animation.playState === 'running');
  return {
    toggleOffset: toggle.parentElement!.getBoundingClientRect().top - grid.getBoundingClientRect().top,
    fourth: drawn,
    fourthLeaving: fourth?.getAttribute('aria-hidden') === 'true',
    cards: cards.filter((card) => card.checkVisibility() && card.getAttribute('aria-hidden') !== 'true').length,
    settled: !moving && (fourth === undefined || (drawn === 1 && getComputedStyle(fourth).transform === 'none')),
  };
}

async function openPortfolio(reducedMotion: 'reduce' | 'no-preference') {
  const session = await openPage(browser(), '/', { reducedMotion });
  // The two more cards' code, then framer-motion's layout feature, come as the grid nears the
  // viewport. A click before they have run shows the cards at once, without the fade in (they are then
  // in the list's first render, which never animates).
  await revealAll(session.page);
  const section = session.page.locator('#portfolio');
  const toggle = (name: string) => section.getByRole('button', { name });
  await toggle('View All Projects').scrollIntoViewIfNeeded();
  // Its island hydrates as it comes into view; its motion features follow.
  await session.page.locator('[data-island="Portfolio"][data-hydrated]').waitFor({ state: 'attached' });
  for (const chunk of ['PortfolioMore', 'layout']) await chunkRun(session.page, chunk);
  return { session, toggle };
}

type Toggle = Awaited<ReturnType<typeof openPortfolio>>['toggle'];

/** Clicks the toggle named `name` and records the frames after it. */
async function clickToggle(page: Page, toggle: Toggle, name: string) {
  const recorded = await recordFrames(page, 'click', portfolioProbe, { animationRate: 0.5 });
  await toggle(name).click();
  return recorded();
}

describe('the portfolio toggle (framer-motion presence, AutoHeight)', () => {
  it('fades the two more cards in and out, and the page below glides with the grid’s height', async () => {
    const { session, toggle } = await openPortfolio('no-preference');
    const { page } = session;

    const opened = await clickToggle(page, toggle, 'View All Projects');
    const open = opened.frames.at(-1)!;
    expect([opened.before.cards, open.cards]).toEqual([3, 5]);
    // The fourth card fades in: seen drawn before it is fully there.
    expect(opened.frames.some((frame) => frame.fourth !== null && frame.fourth < 1)).toBe(true);
    expect(
      opened.frames.some((frame) => strictlyBetween(frame.toggleOffset, opened.before.toggleOffset, open.toggleOffset)),
    ).toBe(true);

    await toggle('Show Less').scrollIntoViewIfNeeded();
    const closed = await clickToggle(page, toggle, 'Show Less');
    const shut = closed.frames.at(-1)!;
    expect(shut.cards).toBe(3);
    // The fourth card fades out: seen on its way (still drawn, marked as leaving), then gone.
    expect(closed.frames.some((frame) => frame.fourthLeaving && frame.fourth !== null)).toBe(true);
    expect(
      closed.frames.some((frame) => strictlyBetween(frame.toggleOffset, closed.before.toggleOffset, shut.toggleOffset)),
    ).toBe(true);
    expect(Math.abs(shut.toggleOffset - opened.before.toggleOffset)).toBeLessThanOrEqual(1);
    // Focus stays on the toggle, in view.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('View All Projects');
    expect(await toggle('View All Projects').isVisible()).toBe(true);
    await session.close();
  });

  it('under reduced motion, shows five cards and then three in the first frame after each click', async () => {
    const { session, toggle } = await openPortfolio('reduce');
    const { page } = session;
    const opened = await clickToggle(page, toggle, 'View All Projects');
    expect(opened.frames[0]).toMatchObject({ cards: 5, fourth: 1, toggleOffset: opened.frames.at(-1)!.toggleOffset });

    await toggle('Show Less').scrollIntoViewIfNeeded();
    const closed = await clickToggle(page, toggle, 'Show Less');
    expect(closed.frames[0]).toMatchObject({ cards: 3, fourth: null });
    expect(Math.abs(closed.frames[0]!.toggleOffset - opened.before.toggleOffset)).toBeLessThanOrEqual(1);
    await session.close();
  });
});

describe('the technology grid’s balanced rows', () => {
  it('never leaves a tile alone on the last row, and centres a short last row, at 375, 768, 1024 and 1440 px', async () => {
    const { session, tab } = await openStack('reduce');
    const { page } = session;
    const seen: string[] = [];
    for (const width of [375, 768, 1024, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      for (const filter of techFilters) {
        await tab(filter).click();
        await expect.poll(() => tab(filter).getAttribute('aria-selected')).toBe('true');
        const layout = await page.evaluate(() => {
          const list = document.querySelector('[role="tabpanel"] ul')!;
          const box = list.getBoundingClientRect();
          const tiles = [...list.children]
            .filter((tile) => tile.checkVisibility())
            .map((tile) => tile.getBoundingClientRect());
          const rows = new Map<number, DOMRect[]>();
          for (const tile of tiles) rows.set(Math.round(tile.top), [...(rows.get(Math.round(tile.top)) ?? []), tile]);
          const ordered = [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
          const last = ordered.at(-1)!;
          return {
            rows: ordered.map((row) => row.length),
            // Space left and right of the last row.
            margins: [
              Math.min(...last.map((tile) => tile.left)) - box.left,
              box.right - Math.max(...last.map((tile) => tile.right)),
            ],
          };
        });
        seen.push(`${width} ${filter}: ${layout.rows.join('+')}`);
        if (layout.rows.length > 1) expect(layout.rows.at(-1), `${width} ${filter}`).toBeGreaterThan(1);
        expect(Math.abs(layout.margins[0]! - layout.margins[1]!), `${width} ${filter}`).toBeLessThanOrEqual(1);
      }
    }
    console.log(`Technology grid rows: ${seen.join('; ')}`);
    await session.close();
  });
});
