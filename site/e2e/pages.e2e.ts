/**
 * About, Products, the projects list (/projects and /project) and Solutions, at 375 and 1440 px:
 * headings and document titles, the spec's texts, the team image, the project cards and where
 * they lead, the Solutions cards and 'Get Started', plus axe, horizontal scroll and console errors.
 */
import type { Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { about } from '../src/content/about';
import { brand } from '../src/content/brand';
import { productsPage } from '../src/content/products';
import { projects, projectsList } from '../src/content/projects';
import { solutionsPage } from '../src/content/solutions';
import {
  animationsSettled,
  hasHorizontalScroll,
  openPage,
  revealAll,
  seriousAxeViolations,
  type Session,
  useBrowser,
  viewportNames,
} from './harness';

const browser = useBrowser({ reuseTab: true });

/** The spec's six Solutions cards, in its order. */
const specSolutionTitles = [
  'Secure & Reliable',
  '24/7 Support',
  'Fast & Scalable',
  'Trusted Partnership',
  'Data Analytics',
  'Cloud Infrastructure',
];

/**
 * Scrolls through the whole page so every scroll-in animation runs, waits for the last one to end
 * (800 ms plus its delay), then returns to the top: axe then sees the page as a reader does.
 */

/** The checks every route gets: axe (serious/critical), no horizontal scroll at 375 px. */
async function expectCleanPage(session: Session): Promise<void> {
  await revealAll(session.page, { backToTop: true });
  expect(await seriousAxeViolations(session.page)).toEqual([]);
  expect(await hasHorizontalScroll(session.page)).toBe(false);
}

/** The project cards' links in the main content, in order: the name (title) and href of each. */
async function projectCardLinks(page: Page) {
  return page
    .locator('main a[href^="/projects/"]')
    .evaluateAll((links) => links.map((link) => ({ name: link.textContent?.trim(), href: link.getAttribute('href') })));
}

const expectedCards = projects.map((project) => ({ name: project.title, href: `/projects/${project.id}` }));

/** Clicks the middle of a card's picture, as a visitor would (the card's link covers the whole card). */
async function clickCardPicture(page: Page, alt: string): Promise<void> {
  const picture = page.getByRole('img', { name: alt, exact: true });
  await picture.scrollIntoViewIfNeeded();
  await animationsSettled(page);
  const box = await picture.boundingBox();
  if (!box) throw new Error(`No box for the picture '${alt}'`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

// Behaviour the width does not change would run once; what the width changes (axe, horizontal scroll)
// runs at both. Each test here holds its page's only such check (expectCleanPage), so each runs at both.
describe.each(viewportNames)('inner pages at %s', (viewport) => {
  it('About: hero, founding statement (2025), description and the team image', async () => {
    const session = await openPage(browser(), '/about', { viewport });
    const { page } = session;
    await expect.poll(() => page.title()).toBe(`About | ${brand.name}`);
    const main = page.locator('main');
    await expect.poll(() => main.getByRole('heading', { level: 1 }).textContent()).toBe('About');

    // The founding statement: 'Founded in 2025' and the statement, exactly as in the content.
    expect(about.founding.heading).toBe('Founded in 2025');
    const founding = main.getByRole('heading', { level: 2, name: 'Founded in 2025', exact: true });
    await founding.scrollIntoViewIfNeeded();
    expect(await founding.isVisible()).toBe(true);
    expect(await main.getByText(about.founding.statement, { exact: true }).isVisible()).toBe(true);

    // The company description.
    expect(await main.getByRole('heading', { level: 2, name: about.description.heading }).isVisible()).toBe(true);
    for (const paragraph of about.description.paragraphs) {
      expect(await main.getByText(paragraph, { exact: true }).count()).toBe(1);
    }
    for (const fact of about.description.facts) {
      expect(await main.getByText(fact.value, { exact: true }).count()).toBeGreaterThan(0);
    }

    // The team image: alt text, intrinsic size, and actually loaded.
    const team = main.getByRole('img', { name: about.teamImage.alt, exact: true });
    await team.scrollIntoViewIfNeeded();
    expect(await team.getAttribute('width')).toBe(String(about.teamImage.width));
    expect(await team.getAttribute('height')).toBe(String(about.teamImage.height));
    await expect.poll(() => team.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    const box = await team.boundingBox();
    expect(box?.width).toBeGreaterThan(200);

    await expectCleanPage(session);
    await session.close();
  });

  it('Products: hero and the five project cards; a card opens its case study', async () => {
    const session = await openPage(browser(), '/products', { viewport });
    const { page } = session;
    await expect.poll(() => page.title()).toBe(`Products | ${brand.name}`);
    const main = page.locator('main');
    await expect.poll(() => main.getByRole('heading', { level: 1 }).textContent()).toBe('Products');
    expect(await main.getByRole('heading', { level: 2, name: productsPage.listHeading }).isVisible()).toBe(true);

    // Five cards, in order, each a link to /projects/{id} named by the project's title.
    expect(await projectCardLinks(page)).toEqual(expectedCards);
    expect(await main.getByRole('heading', { level: 3 }).allTextContents()).toEqual(projects.map((p) => p.title));
    // Each card shows its picture, short description, technologies and the 'View Details' cue.
    for (const project of projects) {
      expect(await main.getByRole('img', { name: project.images[0]!.alt, exact: true }).count()).toBe(1);
      expect(await main.getByText(project.description, { exact: true }).count()).toBe(1);
      const list = main.getByRole('list', { name: 'Technologies' }).nth(projects.indexOf(project));
      expect(await list.getByRole('listitem').allTextContents()).toEqual([...project.technologies]);
    }
    expect(await main.getByText(productsPage.viewDetails, { exact: true }).count()).toBe(projects.length);

    await expectCleanPage(session);

    // A click anywhere on a card (here its picture) opens that project's page.
    const second = projects[1]!;
    await clickCardPicture(page, second.images[0]!.alt);
    await page.waitForURL(`**/projects/${second.id}`);
    expect(new URL(page.url()).pathname).toBe(`/projects/${second.id}`);
    await session.close();
  });

  it.each(['/projects', '/project'])('%s: the heading and the five project cards', async (path) => {
    const session = await openPage(browser(), path, { viewport });
    const { page } = session;
    await expect.poll(() => page.title()).toBe(`Projects | ${brand.name}`);
    const main = page.locator('main');
    await expect.poll(() => main.getByRole('heading', { level: 1 }).textContent()).toBe(projectsList.heading);
    expect(projectsList.heading).toBe('Projects');
    expect(await projectCardLinks(page)).toEqual(expectedCards);
    expect(await main.getByRole('heading', { level: 2 }).allTextContents()).toEqual(projects.map((p) => p.title));

    await expectCleanPage(session);

    // Keyboard: the card's link is one Tab stop named by the title; Enter opens the project.
    const last = projects.at(-1)!;
    const link = main.getByRole('link', { name: last.title, exact: true });
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/projects/${last.id}`);
    expect(new URL(page.url()).pathname).toBe(`/projects/${last.id}`);
    await session.close();
  });

  it("Solutions: hero, the six cards in order and 'Get Started'", async () => {
    const session = await openPage(browser(), '/solutions', { viewport });
    const { page } = session;
    await expect.poll(() => page.title()).toBe(`Solutions | ${brand.name}`);
    const main = page.locator('main');
    await expect.poll(() => main.getByRole('heading', { level: 1 }).textContent()).toBe(solutionsPage.hero.title);
    expect(await main.getByText(solutionsPage.hero.subtitle, { exact: true }).isVisible()).toBe(true);

    // The spec's six cards, in its order, each with its description.
    expect(solutionsPage.cards.map((card) => card.title)).toEqual(specSolutionTitles);
    expect(await main.getByRole('heading', { level: 3 }).allTextContents()).toEqual(specSolutionTitles);
    for (const card of solutionsPage.cards) {
      expect(await main.getByText(card.description, { exact: true }).count()).toBe(1);
    }

    await expectCleanPage(session);

    // 'Get Started' closes the page and leads to the booking page.
    const cta = main.getByRole('region', { name: solutionsPage.cta.heading });
    const getStarted = cta.getByRole('link', { name: 'Get Started', exact: true });
    await getStarted.scrollIntoViewIfNeeded();
    expect(await getStarted.isVisible()).toBe(true);
    await getStarted.click();
    await page.waitForURL(`**${solutionsPage.cta.action.href}`);
    expect(new URL(page.url()).pathname).toBe('/booking');
    await session.close();
  });
});
