/**
 * Home page, upper half: the hero with its calls to action, social links
 * and staged entrance; 'Our Expertise' with its eight cards; 'Powerful Features' with its figures,
 * inert button and 8 s gradient; and the who-we-are block.
 */
import type { Locator, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { brand } from '../src/content/brand';
import { features, featuresSection } from '../src/content/features';
import { hero } from '../src/content/hero';
import { services, servicesSection } from '../src/content/services';
import { whoWeAre } from '../src/content/whoWeAre';
import {
  animationsSettled,
  cardsTitled,
  hasHorizontalScroll,
  nextFrames,
  openPage,
  revealAll,
  seriousAxeViolations,
  useBrowser,
  type ViewportName,
  viewportNames,
} from './harness';

const browser = useBrowser({ reuseTab: true });

const heroTitle = `${hero.headline.lead} ${hero.headline.highlight}`;

/** The card titles, in order (the unit tests hold them to the spec's). */
const serviceTitles = services.map((service) => service.title);

/** The figures the spec's home page claims. */
const figures = ['85% faster onboarding', '99.99% uptime', '100+ integrations', '3x mobile usage'];

const heroRegion = (page: Page) => page.getByRole('region', { name: heroTitle });
const servicesRegion = (page: Page) => page.getByRole('region', { name: servicesSection.heading });
const featuresRegion = (page: Page) => page.getByRole('region', { name: featuresSection.heading });
const whoRegion = (page: Page) => page.getByRole('region', { name: whoWeAre.heading });

/** The opacity the visitor sees: the element's own times every ancestor's. */
function effectiveOpacity(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    let opacity = 1;
    for (let node: Element | null = element; node; node = node.parentElement) {
      opacity *= Number(getComputedStyle(node).opacity);
    }
    return opacity;
  });
}

/**
 * Waits until the element is fully shown (its entrance or scroll-in animation has finished), scrolled
 * to the middle of the screen as a reader scrolls: well inside the 100 px scroll-in offset. Scrolled
 * back whenever it has left the middle: after a Back, the browser's scroll restoration can move the
 * page once more as the restored page grows (seen once in CI: a link left waiting off screen).
 */
async function shown(locator: Locator): Promise<void> {
  const centred = () =>
    locator.evaluate((element) => {
      const { top, bottom } = element.getBoundingClientRect();
      if (Math.abs((top + bottom) / 2 - window.innerHeight / 2) < window.innerHeight / 4) return true;
      element.scrollIntoView({ block: 'center', behavior: 'instant' });
      return false;
    });
  await expect.poll(async () => ((await centred()) ? effectiveOpacity(locator) : 0)).toBe(1);
}

/** Opens the home page at `viewport` and waits for a section's heading: the session, its page and the section. */
async function openSection(viewport: ViewportName, section: (page: Page) => Locator, heading: string) {
  const session = await openPage(browser(), '/', { viewport });
  const region = section(session.page);
  await shown(region.getByRole('heading', { level: 2, name: heading }));
  return { session, page: session.page, region };
}

/** Brings a link into view, follows it and waits for the page at `path`. */
async function follow(page: Page, link: Locator, path: string): Promise<void> {
  await shown(link);
  await link.click();
  await expectPath(page, path);
}

/** Clicks where a pointer lands on the middle of `locator` (whatever element is on top there). */
async function clickMiddleOf(page: Page, locator: Locator): Promise<void> {
  await locator.scrollIntoViewIfNeeded();
  const box = await locator.boundingBox();
  if (!box) throw new Error('The element has no box');
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

async function expectPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname);
  expect(new URL(page.url()).pathname).toBe(pathname);
}

/** Back to the home page by the browser's back button, with the hero shown again. */
async function back(page: Page): Promise<void> {
  await page.goBack();
  await expectPath(page, '/');
  await heroRegion(page).getByRole('heading', { level: 1 }).waitFor();
}

/** Records, from the moment the splash uncovers the page, when each part of the hero starts to appear. */
async function recordHeroEntrance(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const starts: Record<string, number> = {};
    (window as unknown as { heroEntrance: Record<string, number> }).heroEntrance = starts;
    let uncoveredAt: number | undefined;
    const part = (selector: string) => document.querySelector(selector)?.closest('[data-reveal]');
    const tick = () => {
      const main = document.querySelector('main#main');
      if (uncoveredAt === undefined && main && !main.closest('[data-splash-covered]')) uncoveredAt = performance.now();
      if (uncoveredAt !== undefined) {
        const parts = {
          headline: part('main h1'),
          subtext: part('main section p:not(hgroup p)'),
          actions: part('main section ul'),
        };
        for (const [name, element] of Object.entries(parts)) {
          if (starts[name] === undefined && element && Number(getComputedStyle(element).opacity) > 0.02) {
            // When its entrance began by the page's own clock (a dropped frame would delay this sample, not that):
            // where its keyframes stop holding it hidden at the start.
            const entrance = element.getAnimations()[0];
            const effect = entrance?.effect;
            const hiddenUntil = Math.max(
              0,
              ...(effect instanceof KeyframeEffect ? effect.getKeyframes() : [])
                .filter((frame) => frame.opacity === '0')
                .map((frame) => frame.computedOffset),
            );
            const began =
              entrance?.startTime != null && effect
                ? Number(entrance.startTime) +
                  Number(effect.getTiming().delay ?? 0) +
                  hiddenUntil * Number(effect.getComputedTiming().duration ?? 0)
                : performance.now();
            starts[name] = began - uncoveredAt;
          }
        }
      }
      if (Object.keys(starts).length < 3) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
}

/**
 * Delays the web font by `ms`, so the splash first paints in the 'Inter Fallback' face and the font
 * swaps in while it shows: what a visitor on a slow connection sees, every run, whatever the machine.
 */
async function holdBackWebFont(page: Page, ms: number): Promise<void> {
  await page.route('**/*.woff2', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await route.continue();
  });
}

/**
 * Records every layout shift of the load (Chromium's Layout Instability API, buffered from the first
 * paint on), with the nodes that moved and their boxes before and after.
 */
async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { layoutShifts: string[] }).layoutShifts = shifts;
    const box = (rect: DOMRectReadOnly) =>
      `${Math.round(rect.x)},${Math.round(rect.y)} ${Math.round(rect.width)}x${Math.round(rect.height)}`;
    const name = (node: Node | null) =>
      node instanceof Element
        ? `${node.tagName.toLowerCase()}.${node.getAttribute('class') ?? ''}`
        : String(node?.nodeName);
    interface Shift extends PerformanceEntry {
      value: number;
      hadRecentInput: boolean;
      sources: { node: Node | null; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly }[];
    }
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[]) {
        const moved = entry.sources.map((s) => `${name(s.node)} ${box(s.previousRect)} -> ${box(s.currentRect)}`);
        shifts.push(
          `${entry.value.toFixed(5)} at ${Math.round(entry.startTime)} ms (input: ${entry.hadRecentInput}): ${moved.join('; ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

async function expectColumns(page: Page, viewport: ViewportName): Promise<void> {
  const boxes = await servicesRegion(page)
    .getByRole('article')
    .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect()).map(({ top, left }) => ({ top, left })));
  expect(boxes).toHaveLength(8);
  if (viewport === 'desktop') {
    // Four columns: the first four cards share a top, the fifth starts a new row, four lefts in all.
    const firstRow = boxes.slice(0, 4).map((box) => Math.round(box.top));
    expect(new Set(firstRow).size).toBe(1);
    expect(boxes[4]!.top).toBeGreaterThan(boxes[0]!.top);
    expect(new Set(boxes.map((box) => Math.round(box.left))).size).toBe(4);
  } else {
    // One column: one left edge, each card below the previous one.
    expect(new Set(boxes.map((box) => Math.round(box.left))).size).toBe(1);
    for (let i = 1; i < boxes.length; i++) expect(boxes[i]!.top).toBeGreaterThan(boxes[i - 1]!.top);
  }
}

describe.each(viewportNames)('home, upper half at %s', (viewport) => {
  // A behaviour runs once (at 375, one at 1440); at both widths, what the width changes: layout shift,
  // the cards' columns, axe and horizontal scroll.
  if (viewport === 'phone')
    it('opens with the hero: texts, staged entrance, social links, hover, and both calls to action', async () => {
      const session = await openPage(browser(), '/', { viewport, build: 'shipped', beforeLoad: recordHeroEntrance });
      const { page } = session;
      const region = heroRegion(page);
      const heading = region.getByRole('heading', { level: 1, name: heroTitle });
      await shown(heading);
      await expect.poll(() => effectiveOpacity(region.getByRole('list'))).toBe(1);
      expect(await region.getByText(hero.eyebrow, { exact: true }).isVisible()).toBe(true);
      expect(await region.getByText(hero.subtext, { exact: true }).isVisible()).toBe(true);

      // Headline, sub-text, then actions: 0.5, 0.8 and 1.1 s after the page is uncovered (0.3 s apart;
      // the bounds leave room for a busy machine's dropped frames).
      const starts = await page.evaluate(
        () => (window as unknown as { heroEntrance: Record<string, number> }).heroEntrance,
      );
      expect(Object.keys(starts).sort()).toEqual(['actions', 'headline', 'subtext']);
      const { headline, subtext, actions } = starts as Record<'headline' | 'subtext' | 'actions', number>;
      expect(headline).toBeGreaterThan(350);
      expect(headline).toBeLessThan(1200);
      for (const gap of [subtext - headline, actions - subtext]) {
        expect(gap).toBeGreaterThan(150);
        expect(gap).toBeLessThan(650);
      }

      // WhatsApp chat, LinkedIn and the Twitter placeholder, by name and address.
      const socialLinks = region.getByRole('list').getByRole('link');
      expect(await socialLinks.evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')))).toEqual([
        'Chat with us on WhatsApp',
        'LinkedIn',
        'Twitter',
      ]);
      expect(await socialLinks.evaluateAll((links) => links.map((link) => link.getAttribute('href')))).toEqual(
        hero.socialLinks.map((link) => link.href),
      );
      expect(await socialLinks.nth(0).getAttribute('href')).toMatch(/^https:\/\/wa\.me\/913346001200\?text=/);
      expect(await socialLinks.nth(2).getAttribute('href')).toBe(brand.social.twitter);

      // Hover scales the button and changes its shadow.
      const consult = region.getByRole('link', { name: 'Get Free Consultation' });
      const restingShadow = await consult.evaluate((element) => getComputedStyle(element).boxShadow);
      await consult.hover();
      await expect
        .poll(() => consult.evaluate((element) => getComputedStyle(element).transform))
        .toBe('matrix(1.03, 0, 0, 1.03, 0, 0)');
      expect(await consult.evaluate((element) => getComputedStyle(element).boxShadow)).not.toBe(restingShadow);

      await consult.click();
      await expectPath(page, '/contact');
      await back(page);
      await heroRegion(page).getByRole('link', { name: 'View Our Services' }).click();
      await expectPath(page, '/booking');
      await session.close();
    });

  it('moves nothing on the way in, with the web font arriving while the splash shows: no layout shift as it swaps in, as the splash lifts, or during the entrance', async () => {
    const session = await openPage(browser(), '/', {
      viewport,
      build: 'shipped',
      beforeLoad: async (page) => {
        await recordLayoutShifts(page);
        await holdBackWebFont(page, 1_000);
      },
    });
    const { page } = session;
    // Past the splash, the page's code-split parts loaded (openPage), and the hero's entrance over.
    await shown(heroRegion(page).getByRole('heading', { level: 1 }));
    await animationsSettled(page);
    await nextFrames(page);
    const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: string[] }).layoutShifts);
    console.log(`layout shifts on / (shipped, ${viewport}): ${shifts.length === 0 ? 'none' : shifts.join(' | ')}`);
    expect(shifts).toEqual([]);
    await session.close();
  });

  it("lays out 'Our Expertise' in the width's columns", async () => {
    const { session, page, region } = await openSection(viewport, servicesRegion, servicesSection.heading);
    const cards = region.getByRole('article');
    for (let i = 0; i < 8; i++) await shown(cards.nth(i));
    await expectColumns(page, viewport);
    await session.close();
  });

  if (viewport === 'phone')
    it("shows 'Our Expertise': eight cards in the spec's order, each opening /booking", async () => {
      const { session, page, region } = await openSection(viewport, servicesRegion, servicesSection.heading);
      expect(await region.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual(serviceTitles);
      const cards = region.getByRole('article');
      for (let i = 0; i < 8; i++) {
        await shown(cards.nth(i));
        // One link per card, named by its title, to the booking page.
        const link = cards.nth(i).getByRole('link');
        expect(await link.count()).toBe(1);
        expect(await link.innerText()).toBe(serviceTitles[i]);
        expect(await link.getAttribute('href')).toBe('/booking');
      }

      // A click anywhere on a card follows it: here, on the middle of its description.
      const card = cards.nth(2);
      await clickMiddleOf(page, card.locator('p'));
      await expectPath(page, '/booking');
      await back(page);

      // And from the keyboard: the card's link takes focus and Enter opens it.
      const lastLink = servicesRegion(page).getByRole('article').nth(7).getByRole('link');
      await lastLink.focus();
      await page.keyboard.press('Enter');
      await expectPath(page, '/booking');
      await back(page);

      await follow(page, servicesRegion(page).getByRole('link', { name: 'Schedule Free Consultation' }), '/contact');
      await session.close();
    });

  if (viewport === 'phone')
    it("shows 'Powerful Features' with its figures, an inert button and the 8 s gradient", async () => {
      const { session, page, region } = await openSection(viewport, featuresRegion, featuresSection.heading);
      const cards = await cardsTitled(region, [
        'Intuitive Experience',
        'Enterprise Security',
        'Flexible Customization',
        'Omnichannel Ready',
      ]);
      for (let i = 0; i < 4; i++) {
        const card = cards.nth(i);
        await shown(card);
        const [value, ...label] = figures[i]!.split(' ');
        expect(await card.getByRole('definition').innerText()).toBe(value);
        expect((await card.getByRole('term').innerText()).toLowerCase()).toBe(label.join(' '));
        expect(await card.getByRole('listitem').allInnerTexts()).toEqual(features[i]!.highlights);
      }

      // The gradient layer drifts over 8 s.
      const drift = await region.evaluate((section) =>
        [...section.querySelector(':scope > [aria-hidden="true"]')!.children].map((blob) => {
          const style = getComputedStyle(blob);
          return `${style.animationName !== 'none'} ${style.animationDuration}`;
        }),
      );
      expect(drift.length).toBeGreaterThan(0);
      for (const blob of drift) expect(blob).toBe('true 8s');

      // 'Explore All Features' is a real button that does nothing: the page stays, nothing is logged.
      const explore = region.getByRole('button', { name: 'Explore All Features' });
      await shown(explore);
      const before = page.url();
      await explore.click();
      await nextFrames(page);
      expect(page.url()).toBe(before);
      expect(session.errors).toEqual([]);
      await session.close();
    });

  // At 1440, where the story and its image stand side by side.
  if (viewport === 'desktop')
    it('shows who we are (since 2024) with Our Story and Get in Touch', async () => {
      const { session, page, region } = await openSection(viewport, whoRegion, whoWeAre.heading);
      const text = await region.innerText();
      for (const paragraph of whoWeAre.paragraphs) expect(text).toContain(paragraph);
      expect(text).toContain('began in 2024');
      for (const point of whoWeAre.points) expect(text).toContain(point.title);
      const image = region.getByRole('img', { name: whoWeAre.image.alt });
      await image.scrollIntoViewIfNeeded();
      await expect.poll(() => image.evaluate((element) => (element as HTMLImageElement).naturalWidth)).toBe(640);

      await region.getByRole('link', { name: 'Our Story' }).click();
      await expectPath(page, '/about');
      await back(page);
      await follow(page, whoRegion(page).getByRole('link', { name: 'Get in Touch' }), '/contact');
      await session.close();
    });

  it('passes axe, has no horizontal scroll and logs no error', async () => {
    const session = await openPage(browser(), '/', { viewport });
    const { page } = session;
    await revealAll(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await session.close();
  });

  if (viewport === 'phone')
    it('shows every section at once under reduced motion, with the gradient still', async () => {
      const session = await openPage(browser(), '/', { viewport, reducedMotion: 'reduce' });
      const { page } = session;
      // Without any scrolling, every heading, text, link and button of the page is fully opaque.
      const hidden = await page.locator('main').evaluate((main) =>
        [...main.querySelectorAll('h1, h2, h3, p, a, button, img, li')]
          .filter((element) => {
            let opacity = 1;
            for (let node: Element | null = element; node; node = node.parentElement) {
              opacity *= Number(getComputedStyle(node).opacity);
            }
            return opacity < 1;
          })
          .map((element) => element.textContent?.slice(0, 40) ?? element.tagName),
      );
      expect(hidden).toEqual([]);
      for (const region of [heroRegion(page), servicesRegion(page), featuresRegion(page), whoRegion(page)]) {
        expect(await region.count()).toBe(1);
      }
      const animations = await featuresRegion(page).evaluate((section) =>
        [...section.querySelector(':scope > [aria-hidden="true"]')!.children].map(
          (blob) => getComputedStyle(blob).animationName,
        ),
      );
      expect(new Set(animations)).toEqual(new Set(['none']));
      await session.close();
    });
});
