/**
 * The document head on every route of the route table, and on the not-found page: one title, one
 * description, one canonical URL (or `noindex` where the page must not be indexed) and the link
 * preview's Open Graph tags, all in `<head>` — the same in the prerendered HTML and once the page's
 * islands have hydrated — with no console error (a hydration mismatch is one). Following a link is a
 * document load: the next page brings its own head, shown once, on the way to a page and back.
 */
import type { Page } from 'playwright';
import { describe, expect, inject, it } from 'vitest';
import { canonicalPath } from '../src/app/routeTable';
import { brand } from '../src/content/brand';
import { siteConfig } from '../src/integrations/config';
import { openPage, url, useBrowser } from './harness';

const browser = useBrowser({ reuseTab: true });

/** The head tags a page's metadata makes, wherever they are in the document, in document order. */
interface HeadTag {
  /** The element holding it (`HEAD` for every one of them). */
  parent: string;
  /** `title`, or the tag's `name`, `property` or `rel`. */
  key: string;
  /** The title's text, or the tag's `content` or `href`. */
  value: string;
}

/** Runs in the page: the head tags of a document, the page's own or one parsed from HTML. */
function headTagsOf(html: string | null): HeadTag[] {
  const doc = html === null ? document : new DOMParser().parseFromString(html, 'text/html');
  const selector =
    'title, meta[name=description], meta[name=robots], link[rel=canonical], meta[property], meta[name^="twitter:"]';
  return [...doc.querySelectorAll(selector)].map((element) => ({
    parent: element.parentElement?.tagName ?? '',
    key:
      element.tagName === 'TITLE'
        ? 'title'
        : (element.getAttribute('name') ?? element.getAttribute('property') ?? element.getAttribute('rel') ?? ''),
    value:
      element.tagName === 'TITLE'
        ? (element.textContent ?? '')
        : (element.getAttribute('content') ?? element.getAttribute('href') ?? ''),
  }));
}

const sorted = (tags: HeadTag[]) => [...tags].sort((a, b) => a.key.localeCompare(b.key));

/**
 * The page's head once every island on it has started: a focus inside an island hydrates it, whatever
 * its condition (the header's waits for one), once the page's loader has run.
 */
async function renderedHead(page: Page): Promise<HeadTag[]> {
  await page.waitForFunction(() => customElements.get('is-land') !== undefined);
  await page.evaluate(() => {
    for (const island of document.querySelectorAll('[data-island]:not([data-hydrated])')) {
      island.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    }
  });
  await page.waitForFunction(() => document.querySelector('[data-island]:not([data-hydrated])') === null);
  return page.evaluate(headTagsOf, null);
}

/** Follows a link to `path`, a document load, and waits for its islands to start. */
async function followLink(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    const link = Object.assign(document.createElement('a'), { href: to, textContent: 'next' });
    document.body.append(link);
    link.click();
  }, path);
  await page.waitForURL((address) => address.pathname === path);
  await renderedHead(page);
}

/** What the head must hold for a path, given its title and description. */
function expectedHead(path: string, indexable: boolean, title: string, description: string): HeadTag[] {
  const url = `${siteConfig.url}${canonicalPath(path)}`;
  const tag = (key: string, value: string): HeadTag => ({ parent: 'HEAD', key, value });
  return sorted([
    tag('title', title),
    tag('description', description),
    indexable ? tag('canonical', url) : tag('robots', 'noindex'),
    tag('og:type', 'website'),
    tag('og:site_name', brand.name),
    tag('og:locale', expect.any(String) as unknown as string),
    tag('og:title', title),
    tag('og:description', description),
    ...(indexable ? [tag('og:url', url)] : []),
    tag('og:image', expect.stringMatching(new RegExp(`^${siteConfig.url}/`)) as unknown as string),
    tag('og:image:width', expect.stringMatching(/^\d+$/) as unknown as string),
    tag('og:image:height', expect.stringMatching(/^\d+$/) as unknown as string),
    tag('og:image:alt', expect.any(String) as unknown as string),
    tag('twitter:card', 'summary_large_image'),
  ]);
}

/** Every route of the route table (its first page), and two paths the host answers with its not-found page. */
const paths = [
  ...inject('sitePages').onePerRoute.map((path) => ({ path, indexable: true })),
  { path: '/no-such-page', indexable: false },
  { path: '/projects/99', indexable: false },
];

/** Checks a page's head tags against what its path needs, with the title and description they carry. */
function expectHead(tags: HeadTag[], path: string, indexable: boolean): void {
  const title = tags.find((tag) => tag.key === 'title')?.value ?? '';
  const description = tags.find((tag) => tag.key === 'description')?.value ?? '';
  expect(title.startsWith(brand.name) || title.endsWith(` | ${brand.name}`), title).toBe(true);
  expect(description).not.toBe('');
  expect(sorted(tags)).toEqual(expectedHead(path, indexable, title, description));
}

describe('the document head', () => {
  it.each(paths)('on $path: the same tags in the HTML and once its islands run', async ({ path, indexable }) => {
    const session = await openPage(browser(), path);
    const { page } = session;
    const rendered = await renderedHead(page);
    expectHead(rendered, path, indexable);

    // The host's not-found page is the same for every unknown path; its island then shows what the
    // path is (an unknown project's own message), with its own tags.
    const html = await page.evaluate(headTagsOf, await (await fetch(url(path))).text());
    if (indexable) expect(sorted(html)).toEqual(sorted(rendered));
    else expectHead(html, path, indexable);
    await session.close();
  });

  it("is the next page's own after a link, and the first page's again after a link back", async () => {
    const session = await openPage(browser(), '/projects/1');
    const { page } = session;
    const first = await renderedHead(page);
    await followLink(page, '/about');
    expectHead(await page.evaluate(headTagsOf, null), '/about', true);
    await followLink(page, '/projects/1');
    expect(sorted(await page.evaluate(headTagsOf, null))).toEqual(sorted(first));
    await session.close();
  });
});
