import { Container, Link, PageHero, Prose, Section } from '@agency/design-system';
import { Suspense, use } from 'react';
import type { MetaFunction } from '../routeModule';
import { matchRoute, sitemapPaths } from '../../app/routeTable';
import { sitemapPage } from '../../content/sitemap';

/** A page in the list, with the pages under its path. */
export interface SitemapEntry {
  path: string;
  title: string;
  children: SitemapEntry[];
}

const { hero, homeTitle } = sitemapPage;

/**
 * Every listed page with its title, from its route module's `meta` (each module is loaded: this page
 * costs its visitor the other pages' chunks). A page whose path continues another's (`/projects/1`
 * after `/projects`) is listed under it.
 */
async function sitemapEntries(): Promise<SitemapEntry[]> {
  const entries = await Promise.all(
    (await sitemapPaths()).map(async (path): Promise<SitemapEntry> => {
      if (path === '/sitemap') return { path, title: hero.title, children: [] };
      if (path === '/') return { path, title: homeTitle, children: [] };
      const { route, params } = matchRoute(path);
      const { meta } = await route.module();
      return { path, title: meta(params).title ?? homeTitle, children: [] };
    }),
  );
  const top: SitemapEntry[] = [];
  for (const entry of entries) {
    const parent = entries.find(
      (other) => other !== entry && other.path !== '/' && entry.path.startsWith(`${other.path}/`),
    );
    (parent ? parent.children : top).push(entry);
  }
  return top;
}

function EntryList({ entries }: { entries: readonly SitemapEntry[] }) {
  return (
    <ul>
      {entries.map((entry) => (
        <li key={entry.path}>
          <Link href={entry.path}>{entry.title}</Link>
          {entry.children.length > 0 && <EntryList entries={entry.children} />}
        </li>
      ))}
    </ul>
  );
}

/** The list, worked out once, when the page first renders (each page's module loads for its title). */
let entries: Promise<SitemapEntry[]> | undefined;

function Entries() {
  return <EntryList entries={use((entries ??= sitemapEntries()))} />;
}

export const meta: MetaFunction = () => ({ title: hero.title, description: hero.subtitle });

/** Sitemap: every page of the site, each under the page its path continues. */
export default function SitemapPage() {
  return (
    <>
      <PageHero align="start" eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} />
      <Section spacing="sm">
        <Container>
          <Prose.Root>
            <nav aria-label={hero.title}>
              <Suspense>
                <Entries />
              </Suspense>
            </nav>
          </Prose.Root>
        </Container>
      </Section>
    </>
  );
}
