/**
 * Home page, lower half: the portfolio with its 'View All Projects'
 * toggle, the trust block and its closing button, and the testimonials carousel.
 */
import type { Locator } from 'playwright';
import { describe, expect, it } from 'vitest';
import { portfolioProjects } from '../src/content/portfolio';
import { testimonials } from '../src/content/testimonials';
import { trustCards } from '../src/content/trust';
import {
  autoplayInterval,
  hasHorizontalScroll,
  onPlaywrightClock,
  openPage,
  revealAll,
  seriousAxeViolations,
  useBrowser,
  type ViewportName,
  viewportNames,
} from './harness';

const browser = useBrowser({ reuseTab: true });

/** Checks one portfolio card against its project: every element the spec lists. */
async function expectCompleteCard(card: Locator, index: number): Promise<void> {
  const project = portfolioProjects[index]!;
  const text = await card.innerText();
  // Number tag, percent-complete badge, timeline and the fixed team label.
  expect(await card.getByText(String(index + 1).padStart(2, '0'), { exact: true }).count()).toBe(1);
  expect(text).toContain(`${project.progress}% Complete`);
  expect(text).toContain(project.timeline);
  expect(text).toContain('Team: 2');
  expect(text).toContain(project.description);
  // The image, with its alt text.
  const image = card.getByRole('img', { name: project.image.alt });
  expect(await image.getAttribute('src')).toBe(project.image.src);
  // Technology badges, in order.
  expect(await card.getByRole('list', { name: 'Technologies' }).getByRole('listitem').allInnerTexts()).toEqual(
    project.technologies,
  );
  // Progress bar with the project's value.
  expect(await card.getByRole('progressbar').getAttribute('aria-valuenow')).toBe(String(project.progress));
  // Key Features and each feature.
  expect(await card.getByRole('heading', { name: 'Key Features' }).isVisible()).toBe(true);
  for (const feature of project.features) expect(text).toContain(feature);
  // Source code and live demo open in a new tab; each card's links have their own names.
  const source = card.getByRole('link', { name: `Source Code: ${project.title} (opens in a new tab)` });
  expect(await source.getAttribute('href')).toBe(project.github);
  expect(await source.getAttribute('target')).toBe('_blank');
  expect(await source.getAttribute('rel')).toBe('noopener noreferrer');
  expect(await source.innerText()).toBe('Source Code');
  const demo = card.getByRole('link', { name: `Live Demo: ${project.title} (opens in a new tab)` });
  expect(await demo.getAttribute('href')).toBe(project.liveDemo);
  expect(await demo.getAttribute('target')).toBe('_blank');
  expect(await demo.innerText()).toBe('Live Demo');
  // The case study.
  const caseStudy = card.getByRole('link', { name: `View Case Study: ${project.title}` });
  expect(await caseStudy.getAttribute('href')).toBe(`/projects/${project.id}`);
  expect(await caseStudy.innerText()).toBe('View Case Study');
}

/** The aria-label of the selected dot. */
function selectedDot(carousel: Locator): Promise<string | null> {
  return carousel.locator('button[aria-current="true"]').getAttribute('aria-label');
}

/** Testimonial cards (a slide's content, without the gap) lying wholly inside the carousel's clipping viewport. */
function slidesInView(carousel: Locator): Promise<number> {
  return carousel.evaluate((root) => {
    const slides = [...root.querySelectorAll<HTMLElement>('[aria-roledescription="slide"]')];
    const clip = slides[0]!.parentElement!.parentElement!.getBoundingClientRect();
    return slides.filter((slide) => {
      const box = slide.firstElementChild!.getBoundingClientRect();
      return box.width > 0 && box.left >= clip.left - 1 && box.right <= clip.right + 1;
    }).length;
  });
}

const perView: Record<ViewportName, number> = { phone: 1, desktop: 2 };

// What the width changes (the portfolio's fit, the testimonials per view) is checked at both widths;
// the trust block and reduced motion once each.
describe.each(viewportNames)('home, lower half, at %s', (viewport) => {
  it('portfolio: three cards, View All Projects shows five, Show Less three again; case study opens', async () => {
    const session = await openPage(browser(), '/', { viewport });
    const { page } = session;
    await revealAll(page);
    const section = page.locator('#portfolio');
    expect(await section.getByRole('heading', { level: 2, name: 'Featured Projects' }).isVisible()).toBe(true);
    const cards = section.getByRole('article');
    expect(await cards.count()).toBe(3);
    for (let i = 0; i < 3; i += 1) {
      expect(await cards.nth(i).getAttribute('aria-labelledby')).toBeTruthy();
      await expectCompleteCard(section.getByRole('article', { name: portfolioProjects[i]!.title }), i);
    }

    const viewAll = section.getByRole('button', { name: 'View All Projects' });
    expect(await viewAll.getAttribute('aria-expanded')).toBe('false');
    const controls = await viewAll.getAttribute('aria-controls');
    expect(await page.locator(`[id="${controls}"]`).getByRole('article').count()).toBe(3);
    await viewAll.click();

    const showLess = section.getByRole('button', { name: 'Show Less' });
    await showLess.waitFor();
    expect(await showLess.getAttribute('aria-expanded')).toBe('true');
    expect(await cards.count()).toBe(5);
    for (let i = 0; i < 5; i += 1) {
      await expectCompleteCard(section.getByRole('article', { name: portfolioProjects[i]!.title }), i);
    }
    await revealAll(page);
    expect(await hasHorizontalScroll(page)).toBe(false);

    await showLess.scrollIntoViewIfNeeded();
    await showLess.click();
    await section.getByRole('button', { name: 'View All Projects' }).waitFor();
    expect(await cards.count()).toBe(3);
    // Focus stays on the toggle, which is brought back into view.
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('View All Projects');
    // The toggle's row is measured, not the button, which its hover style scales. Should the row stay
    // out of view, the failure shows where it is and where the page is scrolled.
    await expect
      .poll(() =>
        page.evaluate(() => {
          const box = document.activeElement!.parentElement!.getBoundingClientRect();
          if (box.top >= 0 && box.bottom <= window.innerHeight) return 'in view';
          return `out of view: top ${box.top}, bottom ${box.bottom}, window ${window.innerHeight}, scrollY ${window.scrollY}`;
        }),
      )
      .toBe('in view');

    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);

    const second = portfolioProjects[1]!;
    await section.getByRole('link', { name: `View Case Study: ${second.title}` }).click();
    await page.waitForURL((url) => url.pathname === `/projects/${second.id}`);
    await session.close();
  });

  if (viewport === 'phone')
    it("trust: the three cards' exact claims, and Let's Build Something Great opens the contact page", async () => {
      const session = await openPage(browser(), '/', { viewport });
      const { page } = session;
      const section = page.locator('#trust');
      await section.scrollIntoViewIfNeeded();
      expect(await section.getByRole('heading', { level: 3 }).allInnerTexts()).toEqual([
        'Proven Results',
        'Client Satisfaction',
        'Security & Standards',
      ]);
      const proven = section.getByRole('article', { name: 'Proven Results' });
      // Figures: each label a term, its value the definition.
      expect(await proven.getByRole('term').allTextContents()).toEqual([
        'user retention',
        'engagement',
        'system reliability',
      ]);
      expect(await proven.getByRole('definition').allTextContents()).toEqual(['+30%', '+45%', '99.9%']);
      const satisfaction = section.getByRole('article', { name: 'Client Satisfaction' });
      expect(await satisfaction.locator('blockquote').count()).toBe(1);
      expect((await satisfaction.locator('blockquote').innerText()).length).toBeGreaterThan(20);
      expect(await satisfaction.getByRole('term').allTextContents()).toEqual(['Happy Clients']);
      expect(await satisfaction.getByRole('definition').allTextContents()).toEqual(['12+']);
      const standards = section.getByRole('article', { name: 'Security & Standards' });
      // The practices as the content lists them (the unit tests hold them to the spec's).
      expect(await standards.getByRole('listitem').allInnerTexts()).toEqual(trustCards[2].badges);

      await section.getByRole('link', { name: "Let's Build Something Great" }).click();
      await page.waitForURL((url) => url.pathname === '/contact');
      await session.close();
    });

  it('testimonials: six slides, dots and no arrows, autoplay every 6 s, paused on hover, dots choose', async () => {
    const session = await openPage(browser(), '/', { viewport, ...onPlaywrightClock });
    const { page } = session;
    const carousel = page.getByRole('region', { name: 'Client testimonials' });
    await carousel.scrollIntoViewIfNeeded();
    // Keep the pointer off the carousel (hover pauses it).
    await page.mouse.move(1, 1);

    const slides = carousel.locator('[aria-roledescription="slide"]');
    expect(await slides.count()).toBe(6);
    const slideText = await slides.allTextContents();
    testimonials.forEach((testimonial, i) => {
      expect(slideText[i]).toContain(testimonial.name);
      expect(slideText[i]).toContain(testimonial.role);
      expect(slideText[i]).toContain(testimonial.feedback);
    });
    const dots = carousel.getByRole('button', { name: /^Show testimonial \d of 6$/ });
    expect(await dots.count()).toBe(6);
    expect(await carousel.getByRole('button', { name: /previous|next/i }).count()).toBe(0);

    // Autoplay: the selected dot changes by itself every 6000 ms of the page's clock (moved on in
    // steps of 100 ms, each change noted when it renders).
    const interval = await autoplayInterval(page, 'Client testimonials');
    expect(interval).toBeGreaterThanOrEqual(5_900);
    expect(interval).toBeLessThanOrEqual(6_100);

    // Hovering pauses it. The pointer goes to a point of the region near its top left corner, over the
    // shown slide: hovering a slide itself would let Playwright scroll it into view, and a slide still
    // moving in is scrolled into view by scrolling the carousel's clipping viewport natively, which
    // leaves every slide out of place (no slide in view at the phone width).
    await carousel.hover({ position: { x: 24, y: 24 } });
    const whileHovered = await selectedDot(carousel);
    await page.clock.runFor(7_000);
    expect(await selectedDot(carousel)).toBe(whileHovered);
    // Slides per view: 2 from 768 px, 1 below.
    expect(await slidesInView(carousel)).toBe(perView[viewport]);
    expect(await carousel.locator('[aria-roledescription="slide"]:not([aria-hidden="true"])').count()).toBe(
      perView[viewport],
    );

    // A dot shows its slide.
    const current = Number((whileHovered ?? '').match(/\d/)?.[0]);
    const target = ((current + 1) % 6) + 1; // two further on, wrapping
    await carousel.getByRole('button', { name: `Show testimonial ${target} of 6` }).click();
    await carousel.locator(`button[aria-current="true"][aria-label="Show testimonial ${target} of 6"]`).waitFor();
    const shown = carousel.getByRole('group', { name: `${target} of 6` });
    await page.waitForFunction((name) => {
      const slide = document.querySelector<HTMLElement>(`[aria-roledescription="slide"][aria-label="${name}"]`)!;
      const clip = slide.parentElement!.parentElement!.getBoundingClientRect();
      const box = slide.firstElementChild!.getBoundingClientRect();
      return box.left >= clip.left - 1 && box.right <= clip.right + 1;
    }, `${target} of 6`);
    expect(await shown.innerText()).toContain(testimonials[target - 1]!.name);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await session.close();
  });

  if (viewport === 'desktop')
    it('under reduced motion: nothing hidden, and the carousel does not play by itself', async () => {
      const session = await openPage(browser(), '/', { viewport, reducedMotion: 'reduce', ...onPlaywrightClock });
      const { page } = session;
      const firstCard = page.locator('#portfolio').getByRole('article').first();
      expect(await firstCard.evaluate((card) => getComputedStyle(card.parentElement!).opacity)).toBe('1');
      const carousel = page.getByRole('region', { name: 'Client testimonials' });
      await carousel.scrollIntoViewIfNeeded();
      await page.mouse.move(1, 1);
      expect(await carousel.evaluate((root) => getComputedStyle(root.parentElement!.parentElement!).opacity)).toBe('1');
      const before = await selectedDot(carousel);
      await page.clock.runFor(7_000);
      expect(await selectedDot(carousel)).toBe(before);
      expect(await carousel.getByRole('button', { name: /autoplay/i }).count()).toBe(0);
      await session.close();
    });
});
