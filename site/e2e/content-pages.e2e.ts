/**
 * The pages written as Markdown (resources, legal pages) and the links that lead to them. Most checks
 * read the HTML the host serves, as a crawler would, without a browser: every link of every page leads
 * to a page or file that exists, and every page is valid HTML. The browser checks what a visitor does:
 * the templates with axe, and an event's 'Register Now'.
 */
import { HtmlValidate } from 'html-validate';
import { describe, expect, inject, it } from 'vitest';
import { events, registrationHref, registrationMessage } from '../src/content/events';
import { projectHref } from '../src/content/products';
import { allResources, resourceCategories, resourcePageText } from '../src/content/resources';
import { siteConfig } from '../src/integrations/config';
import { hasHorizontalScroll, openPage, seriousAxeViolations, url, useBrowser, viewports } from './harness';

const browser = useBrowser({ reuseTab: true });

const pages = inject('sitePages').all;

const fetched = new Map<string, Promise<string>>();

/** The HTML the host serves for a path, as a crawler gets it (fetched once). */
function served(path: string): Promise<string> {
  let html = fetched.get(path);
  if (!html) {
    html = fetch(url(path)).then((response) => {
      expect(response.status, path).toBe(200);
      return response.text();
    });
    fetched.set(path, html);
  }
  return html;
}

/** The `href` of every `<a>` and `<link>` of a page's HTML. */
const hrefsOf = (html: string) => [...html.matchAll(/<(?:a|link)\b[^>]*?\shref="([^"]*)"/g)].map((match) => match[1]!);

describe('links', () => {
  it('on every page, no link points to "#", and every internal link leads to a page or file that exists', async () => {
    const checked = new Map<string, number>();
    const problems: string[] = [];
    for (const page of pages) {
      for (const href of hrefsOf(await served(page))) {
        if (href === '#' || href === '') problems.push(`${page}: a link to "${href}"`);
        if (!href.startsWith('/') || href.startsWith('//')) continue;
        const target = href.split('#')[0]!;
        if (!checked.has(target)) checked.set(target, (await fetch(url(target), { redirect: 'manual' })).status);
        if (checked.get(target) !== 200) problems.push(`${page}: ${href} answers ${checked.get(target)}`);
      }
    }
    expect(problems).toEqual([]);
    // The new pages were among the links followed.
    for (const path of [
      '/resources/all',
      resourceCategories[0]!.href,
      allResources[0]!.href,
      '/legal/privacy-policy',
      '/sitemap',
      '/feed.xml',
    ])
      expect([...checked.keys()], path).toContain(path);
  });

  it('serves the feed and the downloads the resources offer', async () => {
    const feed = await fetch(url('/feed.xml'));
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toMatch(/xml/);
    expect(await feed.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom">');
    for (const resource of allResources.filter((candidate) => candidate.download)) {
      const file = await fetch(url(`/downloads/${resource.download!.file}`));
      expect(file.status, resource.title).toBe(200);
      expect((await file.text()).length, resource.title).toBeGreaterThan(1000);
    }
    // Every page names the feed in its head.
    expect(await served('/')).toMatch(
      /<link\s+rel="alternate"\s+type="application\/atom\+xml"[^>]*\shref="\/feed\.xml"/,
    );
  });
});

/**
 * html-validate's recommended rules, less the ones about how valid HTML is written that our tools
 * decide: Prettier writes `<!doctype html>` in lowercase; React's server renderer closes void elements
 * (`<meta/>`), gives boolean attributes an empty value (`checked=""`) and writes some attribute names
 * in camel case (`autoComplete`), all of them valid; and components set per-element values (an entrance
 * delay, a column template) as inline custom properties. IDs are checked as HTML defines them (React's
 * `useId` starts them with `_`), and a progress bar drawn as `role="progressbar"` is allowed.
 */
const htmlRules = new HtmlValidate({
  root: true,
  extends: ['html-validate:recommended'],
  rules: {
    'doctype-style': 'off',
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'attr-case': 'off',
    'no-inline-style': 'off',
    'valid-id': ['error', { relaxed: true }],
    'prefer-native-element': ['error', { exclude: ['progressbar'] }],
  },
});

describe('valid HTML', () => {
  it("every page, as served, passes html-validate's recommended rules", async () => {
    const validator = htmlRules;
    const problems: string[] = [];
    for (const page of pages) {
      const report = await validator.validateString(await served(page));
      for (const result of report.results)
        for (const message of result.messages)
          problems.push(`${page}:${message.line}:${message.column} ${message.ruleId}: ${message.message}`);
    }
    expect(problems).toEqual([]);
  });
});

describe('the pages written as Markdown', () => {
  it('a resource: byline, tags, its text, related resources and its Article data; axe in light', async () => {
    const resource = allResources.find((candidate) => candidate.type === 'guide')!;
    const session = await openPage(browser(), resource.href, { viewport: 'phone' });
    const { page } = session;
    await page.getByRole('heading', { level: 1, name: resource.title }).waitFor();
    await page.getByText(resourcePageText.readingTime(resource.readingMinutes), { exact: false }).waitFor();
    expect(await page.getByRole('list', { name: resourcePageText.tags }).first().innerText()).toContain(
      resource.tags[0],
    );
    // Its text, from the Markdown, under the header.
    expect(await page.locator('main h2').count()).toBeGreaterThan(2);
    expect(await page.getByRole('heading', { level: 2, name: resourcePageText.related }).isVisible()).toBe(true);
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(data).toMatchObject({ '@type': 'Article', headline: resource.title, datePublished: resource.published });
    expect(await seriousAxeViolations(page)).toEqual([]);
    await session.close();
  });

  it("a case study's resource page names its project's page as canonical, and links to it", async () => {
    const caseStudy = allResources.find((candidate) => candidate.type === 'casestudy')!;
    const html = await served(caseStudy.href);
    const project = `${siteConfig.url}${projectHref(caseStudy.project!)}`;
    expect(html).toContain(`<link rel="canonical" href="${project}"/>`);
    expect(hrefsOf(html)).toContain(projectHref(caseStudy.project!));
  });

  it.each(allResources.filter((candidate) => candidate.type === 'download').map((d) => [d.href, d] as const))(
    '%s offers its file on a phone, whole on the screen, downloaded in the same tab',
    async (_, download) => {
      const session = await openPage(browser(), download.href, { viewport: 'phone' });
      const link = session.page.getByRole('link', { name: resourcePageText.download(download.download!.format) });
      // All of the button on the screen: a label too long for a phone would run off its right edge.
      const box = (await link.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(viewports.phone.width);
      expect(await hasHorizontalScroll(session.page)).toBe(false);
      expect(await link.getAttribute('href')).toBe(`/downloads/${download.download!.file}`);
      expect(await link.getAttribute('download')).not.toBeNull();
      const [file] = await Promise.all([session.page.waitForEvent('download'), link.click()]);
      expect(file.suggestedFilename()).toBe(download.download!.file);
      await session.close();
    },
  );

  it.each(['/resources/all', resourceCategories[1]!.href, '/legal/privacy-policy', '/sitemap'])(
    '%s passes axe in light',
    async (path) => {
      const session = await openPage(browser(), path, { viewport: 'phone' });
      await session.page.getByRole('heading', { level: 1 }).waitFor();
      expect(await seriousAxeViolations(session.page)).toEqual([]);
      await session.close();
    },
  );
});

describe("an event's Register Now", () => {
  it('opens the contact form with the event named in the message', async () => {
    const [event] = events;
    const session = await openPage(browser(), '/resources', { viewport: 'phone' });
    const { page } = session;
    const register = page.getByRole('link', { name: `Register Now – ${event!.title}`, exact: true });
    expect(await register.getAttribute('href')).toBe(registrationHref(event!));
    await register.click();
    // The address as the navigation commits; the message below is waited for as the form fills it in,
    // which needs no load event.
    await page.waitForURL((address) => address.pathname === '/contact' && address.search === `?event=${event!.slug}`, {
      waitUntil: 'commit',
    });
    await expect
      .poll(() => page.getByRole('textbox', { name: /message/i }).inputValue())
      .toBe(registrationMessage(event!.slug));
    await session.close();
  });
});
