/**
 * Developers (/developers) and Resources (/resources): every card, field, filter and
 * link, with axe and no horizontal scroll at phone and desktop width, and no console errors.
 */
import type { Locator, Page } from 'playwright';
import { describe, expect, it } from 'vitest';
import { developers, developersCta, developersPage, technologyNames } from '../src/content/developers';
import { events, eventsSection, registrationHref } from '../src/content/events';
import {
  categoryPreview,
  popularResources,
  resourceLinkLabel,
  resourcesPage,
  resourceTypeLabels,
} from '../src/content/resources';
import { filterTechStack, techStack, techStackSection } from '../src/content/techStack';
import {
  cardsTitled,
  hasHorizontalScroll,
  openPage,
  revealAll,
  seriousAxeViolations,
  useBrowser,
  viewportNames,
} from './harness';

const browser = useBrowser({ reuseTab: true });

/** A page section, found by its heading (sections are regions labelled by their heading). */
function region(page: Page, name: string): Locator {
  return page.getByRole('region', { name, exact: true });
}

async function expectNewTab(link: Locator): Promise<void> {
  expect(await link.getAttribute('target')).toBe('_blank');
  expect(await link.getAttribute('rel')).toMatch(/\bnoopener\b/);
}

/**
 * The technologies shown in the stack grid's visible panel, as 'name\ncategory' (the last two lines of each
 * tile: the logo tile before them may hold decorative initials).
 */
async function shownTechnologies(page: Page): Promise<string[]> {
  const texts = await page.getByRole('tabpanel').getByRole('listitem').allInnerTexts();
  return texts.map((text) => text.trim().split('\n').slice(-2).join('\n'));
}

/** Expected text of a grid tile: its name, then its category. */
const tileText = (item: (typeof techStack)[number]) => `${item.name}\n${item.category}`;

// Behaviour the width does not change runs once, at the phone width; what the width changes (axe,
// horizontal scroll) is checked at both. A test whose only such check another test here makes at both
// widths on the same page runs once. The filter test stays at both: its tiles glide between a different
// number of columns at each width, and must not widen the page.
describe.each(viewportNames)('Developers at %s', (viewport) => {
  /** Opens the page and scrolls to the section headed `heading`: the session, its page and the section. */
  async function openSection(heading: string) {
    const session = await openPage(browser(), '/developers', { viewport });
    const section = region(session.page, heading);
    await section.scrollIntoViewIfNeeded();
    return { session, page: session.page, section };
  }

  it('shows the three team cards with every field and profile link', async () => {
    const session = await openPage(browser(), '/developers', { viewport });
    const { page } = session;
    expect(await page.title()).toBe('Developers | Northwind Digital');
    expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe(developersPage.hero.title);

    const team = region(page, developersPage.teamHeading);
    const cards = team.getByRole('article');
    expect(await cards.count()).toBe(3);
    for (const [index, developer] of developers.entries()) {
      const card = cards.nth(index);
      await card.scrollIntoViewIfNeeded();
      const heading = card.getByRole('heading', { level: 3 });
      expect(await heading.innerText()).toBe(developer.name);
      await card.getByText(developer.role, { exact: true }).waitFor();
      await card.getByText(developer.bio, { exact: true }).waitFor();
      expect(await card.getByText(developer.experience, { exact: true }).isVisible()).toBe(true);
      expect(await card.getByText(developer.projects, { exact: true }).isVisible()).toBe(true);
      expect(await card.getByText(developersPage.labels.experience, { exact: true }).isVisible()).toBe(true);
      expect(await card.getByText(developersPage.labels.projects, { exact: true }).isVisible()).toBe(true);

      const skills = card.getByRole('list', { name: developersPage.labels.skills });
      expect(await skills.getByRole('listitem').allInnerTexts()).toEqual([...developer.skills]);

      const portrait = card.getByRole('img', { name: developer.image.alt });
      expect(await portrait.isVisible()).toBe(true);
      expect(await portrait.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);

      const tools = card.getByRole('list', { name: developersPage.labels.technologies });
      const logos = tools.getByRole('img');
      expect(await logos.count()).toBe(developer.icons.length);
      for (const [i, key] of developer.icons.entries()) {
        expect(await logos.nth(i).getAttribute('aria-label')).toBe(technologyNames[key]);
        expect(await logos.nth(i).locator('svg').isVisible()).toBe(true);
      }

      const github = card.getByRole('link', {
        name: `${developersPage.labels.github(developer.name)} ${developersPage.labels.newTab}`,
        exact: true,
      });
      expect(await github.getAttribute('href')).toBe(developer.social.github);
      await expectNewTab(github);
      const linkedin = card.getByRole('link', {
        name: `${developersPage.labels.linkedin(developer.name)} ${developersPage.labels.newTab}`,
        exact: true,
      });
      expect(await linkedin.getAttribute('href')).toBe(developer.social.linkedin);
      await expectNewTab(linkedin);
    }

    await revealAll(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await session.close();
  });

  it('filters the technology stack by All, Frontend and Backend, by pointer and keyboard', async () => {
    const { session, page, section } = await openSection(techStackSection.heading);
    const filters = section.getByRole('tablist', { name: techStackSection.filterLabel });
    expect(await filters.getByRole('tab').allInnerTexts()).toEqual(['All', 'Frontend', 'Backend']);

    const tab = (name: string) => filters.getByRole('tab', { name, exact: true });
    const selected = async (name: string) => (await tab(name).getAttribute('aria-selected')) === 'true';

    // All, by default: every item, in content order.
    expect(await selected('All')).toBe(true);
    expect(await shownTechnologies(page)).toEqual(techStack.map(tileText));

    const frontend = filterTechStack('Frontend');
    const backend = filterTechStack('Backend');
    expect(frontend.length).toBeGreaterThan(0);
    expect(frontend.length).toBeLessThan(techStack.length);

    await tab('Frontend').click();
    expect(await selected('Frontend')).toBe(true);
    expect(await shownTechnologies(page)).toEqual(frontend.map(tileText));
    for (const text of await shownTechnologies(page)) expect(text.endsWith('\nFrontend')).toBe(true);

    await tab('Backend').click();
    expect(await shownTechnologies(page)).toEqual(backend.map(tileText));

    // Keyboard: arrows, Home and End move between the filters and apply them at once.
    await tab('Backend').focus();
    await page.keyboard.press('ArrowLeft');
    await expect.poll(() => selected('Frontend')).toBe(true);
    expect(await tab('Frontend').evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await shownTechnologies(page)).toEqual(frontend.map(tileText));
    await page.keyboard.press('Home');
    await expect.poll(() => selected('All')).toBe(true);
    expect(await shownTechnologies(page)).toEqual(techStack.map(tileText));
    await page.keyboard.press('End');
    await expect.poll(() => selected('Backend')).toBe(true);
    expect(await shownTechnologies(page)).toEqual(backend.map(tileText));

    expect(await hasHorizontalScroll(page)).toBe(false);
    await session.close();
  });

  if (viewport === 'phone')
    it('closes with a call to action to /contact and /products', async () => {
      const { session, page, section: cta } = await openSection(developersCta.heading);
      await cta.getByText(developersCta.text, { exact: true }).waitFor();

      await cta.getByRole('link', { name: developersCta.primary.label, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/contact');
      // The page's code loads on the way (a busy machine took over a second): its title comes with it.
      await expect.poll(() => page.title()).toBe('Contact | Northwind Digital');

      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/developers');
      const ctaAgain = region(page, developersCta.heading);
      await ctaAgain.getByRole('link', { name: developersCta.secondary.label, exact: true }).click();
      await page.waitForURL((url) => url.pathname === '/products');
      await expect.poll(() => page.title()).toBe('Products | Northwind Digital');
      await session.close();
    });
});

describe.each(viewportNames)('Resources at %s', (viewport) => {
  if (viewport === 'phone')
    it('shows the hero, the resource center and the popular resources', async () => {
      const session = await openPage(browser(), '/resources', { viewport });
      const { page } = session;
      expect(await page.title()).toBe('Resources | Northwind Digital');
      expect(await page.getByRole('heading', { level: 1 }).innerText()).toBe('Resources');

      // Resource Center: four categories, each with its first two resources and 'View all'.
      const center = region(page, resourcesPage.center.heading);
      const categories = await cardsTitled(center, [
        'Documentation & Guides',
        'Video Tutorials',
        'Development Tools',
        'Whitepapers & Case Studies',
      ]);
      for (const [index, category] of resourcesPage.center.categories.entries()) {
        const card = categories.nth(index);
        await card.scrollIntoViewIfNeeded();
        await card.getByText(category.description, { exact: true }).waitFor();
        const preview = categoryPreview(category);
        expect(preview).toHaveLength(2);
        const items = card.getByRole('listitem');
        expect(await items.count()).toBe(2);
        for (const [i, resource] of preview.entries()) {
          // The resource's page, in the same tab.
          const link = items.nth(i).getByRole('link', { name: resource.title, exact: true });
          expect(await link.getAttribute('href')).toBe(resource.href);
          expect(await link.getAttribute('target')).toBeNull();
          expect(await items.nth(i).getByText(resourceTypeLabels[resource.type], { exact: true }).isVisible()).toBe(
            true,
          );
        }
        const viewAll = card.getByRole('link', { name: `View all ${category.title}`, exact: true });
        expect(await viewAll.isVisible()).toBe(true);
        expect((await viewAll.innerText()).startsWith('View all')).toBe(true);
        expect(await viewAll.getAttribute('href')).toBe(category.href);
      }

      // Popular Resources: the first six, each with its badge and a link to its page.
      const popular = region(page, resourcesPage.popular.heading);
      const cards = popular.getByRole('article');
      const expected = popularResources();
      expect(expected).toHaveLength(6);
      expect(await cards.count()).toBe(6);
      for (const [index, resource] of expected.entries()) {
        const card = cards.nth(index);
        await card.scrollIntoViewIfNeeded();
        expect(await card.getByRole('heading', { level: 3 }).innerText()).toBe(resource.title);
        await card.getByText(resource.description, { exact: true }).waitFor();
        // The type badge is the first text of the card.
        expect((await card.innerText()).split('\n')[0]).toBe(resourceTypeLabels[resource.type]);
        const label = resourceLinkLabel(resource.type);
        expect(label).toBe(resource.type === 'download' ? 'Download' : 'View Resource');
        const link = card.getByRole('link', { name: `${label} – ${resource.title}`, exact: true });
        expect(await link.getAttribute('href')).toBe(resource.href);
        expect(await link.getAttribute('target')).toBeNull();
      }
      const labels = expected.map((r) => resourceLinkLabel(r.type));
      expect(labels).toContain('Download');
      expect(labels).toContain('View Resource');

      const browseAll = popular.getByRole('link', { name: 'Browse All Resources', exact: true });
      await browseAll.scrollIntoViewIfNeeded();
      expect(await browseAll.isVisible()).toBe(true);
      expect(await browseAll.getAttribute('href')).toBe('/resources/all');

      expect(await hasHorizontalScroll(page)).toBe(false);
      await session.close();
    });

  it('shows the three events and the community cards, and passes axe', async () => {
    const session = await openPage(browser(), '/resources', { viewport });
    const { page } = session;

    const eventsRegion = region(page, eventsSection.heading);
    const eventCards = eventsRegion.getByRole('article');
    expect(await eventCards.count()).toBe(3);
    expect(events.map((e) => e.date)).toEqual(['June 15, 2023', 'July 8, 2023', 'August 3, 2023']);
    for (const [index, event] of events.entries()) {
      const card = eventCards.nth(index);
      await card.scrollIntoViewIfNeeded();
      expect(await card.getByRole('heading', { level: 3 }).innerText()).toBe(event.title);
      const date = card.locator('time');
      expect(await date.innerText()).toBe(event.date);
      expect(await date.getAttribute('datetime')).toBe(event.isoDate);
      expect(await card.getByText(event.time, { exact: true }).isVisible()).toBe(true);
      await card.getByText(event.description, { exact: true }).waitFor();
      const register = card.getByRole('link', { name: `Register Now – ${event.title}`, exact: true });
      expect((await register.innerText()).startsWith('Register Now')).toBe(true);
      expect(await register.getAttribute('href')).toBe(registrationHref(event));
    }

    const community = region(page, resourcesPage.community.heading);
    const communityCards = await cardsTitled(community, ['Forums', 'Blog', 'Contribute']);
    for (const [index, item] of resourcesPage.community.cards.entries()) {
      const card = communityCards.nth(index);
      await card.scrollIntoViewIfNeeded();
      await card.getByText(item.description, { exact: true }).waitFor();
      const link = card.getByRole('link', { name: item.linkLabel, exact: true });
      expect(await link.getAttribute('href')).toBe(item.link);
    }

    await revealAll(page);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(await hasHorizontalScroll(page)).toBe(false);
    await session.close();
  });
});
