import { Container, Link, PageHero, Prose, Section } from '@agency/design-system';
import type { MetaFunction, SiteIndex } from '../routeModule';
import { sitemapPage } from '../../content/sitemap';

export interface SitemapPageProps {
  /** The listed pages, each with those under its path. */
  entries: readonly SitemapEntry[];
}

/** A page in the list, with the pages under its path. */
export interface SitemapEntry {
  path: string;
  title: string;
  children: SitemapEntry[];
}

const { hero, homeTitle } = sitemapPage;

/**
 * Every listed page with its title (from its route module's `meta`). A page whose path continues
 * another's (`/projects/1` after `/projects`) is listed under it.
 */
export async function load(site: SiteIndex): Promise<SitemapPageProps> {
  const entries = (await site.listedPages()).map(({ path, title }): SitemapEntry => ({
    path,
    title: title ?? homeTitle,
    children: [],
  }));
  const top: SitemapEntry[] = [];
  for (const entry of entries) {
    const parent = entries.find(
      (other) => other !== entry && other.path !== '/' && entry.path.startsWith(`${other.path}/`),
    );
    (parent ? parent.children : top).push(entry);
  }
  return { entries: top };
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

export const meta: MetaFunction = () => ({ title: hero.title, description: hero.subtitle });

/** Sitemap: every page of the site, each under the page its path continues. */
export default function SitemapPage({ entries }: SitemapPageProps) {
  return (
    <>
      <PageHero align="start" eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} />
      <Section spacing="sm">
        <Container>
          <Prose.Root>
            <nav aria-label={hero.title}>
              <EntryList entries={entries} />
            </nav>
          </Prose.Root>
        </Container>
      </Section>
    </>
  );
}
