import { Container, PageHero, Section } from '@agency/design-system';
import { Suspense } from 'react';
import { useParams } from 'react-router-dom';
import type { MetaFunction } from '../routeModule';
import NotFoundPage, { meta as notFoundMeta } from '../NotFound/NotFoundPage';
import { findLegalPage, legalPage, loadLegalDocument } from '../../content/legalPages';
import { LoadedMarkdownArticle, loadOnce } from '../../ui/MarkdownBody';

export const meta: MetaFunction = ({ slug }) => {
  const page = findLegalPage(slug);
  return page ? { title: page.title, description: page.description } : notFoundMeta({});
};

/** Each legal page's text, a chunk of its own. */
const legalText = loadOnce(loadLegalDocument);

/** A legal page: its title and the date of its text, then the text, with a list of its sections. */
export default function LegalPage() {
  const page = findLegalPage(useParams().slug);
  // An unknown slug: the host answered with its not-found page, which the app shows as it is.
  if (!page) return <NotFoundPage />;
  return (
    <>
      <PageHero
        align="start"
        eyebrow={legalPage.eyebrow}
        title={page.title}
        subtitle={legalPage.updated(page.updated)}
      />
      <Section spacing="sm">
        <Container>
          <Suspense>
            <LoadedMarkdownArticle
              document={legalText(page.slug)}
              tableLabel={legalPage.tableLabel}
              contentsLabel={legalPage.contentsLabel}
            />
          </Suspense>
        </Container>
      </Section>
    </>
  );
}
