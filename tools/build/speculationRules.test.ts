/**
 * `site/public/speculationrules.json`, which firebase.json names in every page's `Speculation-Rules` header:
 * the browser prefetches a link of the site on hover (and prerenders it on press), never sign-in and
 * what it guards, never a file (downloads, the feed, the sitemap).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import firebaseConfig from '../../firebase.json';
import { routePages } from '../../site/src/app/routeTable';

type Predicate = { href_matches?: string; selector_matches?: string; not?: Predicate; and?: Predicate[] };
interface Rule {
  source: string;
  where: Predicate;
  eagerness: string;
}
const rules = JSON.parse(readFileSync(new URL('../../site/public/speculationrules.json', import.meta.url), 'utf8')) as {
  prefetch: Rule[];
  prerender?: Rule[];
};

/** A pathname pattern as URLPattern reads these (`*` is any run of characters, `/` included; the query is free). */
const matches = (pattern: string, path: string) =>
  new RegExp(`^${pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*')}$`).test(path);

/** Whether a rule's `where` takes a link to `path` (its selectors aside). */
function takes(predicate: Predicate, path: string): boolean {
  if (predicate.and) return predicate.and.every((part) => takes(part, path));
  if (predicate.not) return predicate.not.selector_matches !== undefined || !takes(predicate.not, path);
  if (predicate.href_matches !== undefined) return matches(predicate.href_matches, path);
  return true;
}

const allRules = () => [...rules.prefetch, ...(rules.prerender ?? [])];

describe('speculation rules', () => {
  it('prefetch the site’s links on hover, prerender them on press, as document rules', () => {
    expect(rules.prefetch.map((rule) => [rule.source, rule.eagerness])).toEqual([['document', 'moderate']]);
    expect(rules.prerender?.map((rule) => [rule.source, rule.eagerness])).toEqual([['document', 'conservative']]);
  });

  it('take every page kept for reading offline, and none of sign-in and what it guards', async () => {
    const routes = await routePages();
    for (const rule of allRules()) {
      for (const { pages, networkOnly } of routes)
        for (const path of pages) expect(takes(rule.where, path), `${rule.eagerness} ${path}`).toBe(!networkOnly);
      for (const path of ['/login/', '/assessmentForm/x']) expect(takes(rule.where, path), path).toBe(false);
    }
  });

  it('take no file: downloads, the feed, the sitemap, robots.txt', () => {
    for (const rule of allRules())
      for (const path of [
        '/downloads/design-tokens-starter-pack.json',
        '/downloads/project-kickoff-checklist.md',
        '/feed.xml',
        '/sitemap.xml',
        '/robots.txt',
        '/speculationrules.json',
      ])
        expect(takes(rule.where, path), path).toBe(false);
  });

  it('are named by a header on every page, and served as application/speculationrules+json', () => {
    const headers = firebaseConfig.hosting.headers as {
      source?: string;
      regex?: string;
      headers: { key: string; value: string }[];
    }[];
    const onPages = headers.find((rule) => rule.headers.some((header) => header.key === 'Speculation-Rules'));
    expect(onPages?.headers).toContainEqual({ key: 'Speculation-Rules', value: '"/speculationrules.json"' });
    const pattern = new RegExp(onPages?.regex ?? '$^');
    for (const path of ['/', '/about', '/resources/seo-basics', '/no-such-page'])
      expect(pattern.test(path), path).toBe(true);
    for (const path of ['/speculationrules.json', '/assets/style-AbCd1234.css', '/sw.js'])
      expect(pattern.test(path), path).toBe(false);
    const file = headers.find((rule) => rule.source === '/speculationrules.json');
    expect(file?.headers).toContainEqual({ key: 'Content-Type', value: 'application/speculationrules+json' });
  });
});
