import { Container, DetailHeader, Section } from '@agency/design-system';
import { useParams } from 'react-router-dom';
import type { MetaFunction } from '../routeModule';
import NotFoundPage, { meta as notFoundMeta } from '../NotFound/NotFoundPage';
import { findCategory, resourceIndex as text } from '../../content/resources';
import { ResourceCards } from '../Resource/ResourceCards';

export const meta: MetaFunction = ({ slug }) => {
  const category = findCategory(slug);
  return category ? { title: category.title, description: category.description } : notFoundMeta({});
};

/** One category of the Resource Center: every resource in it. */
export default function ResourceCategoryPage() {
  const category = findCategory(useParams().slug);
  // An unknown slug: the host answered with its not-found page, which the app shows as it is.
  if (!category) return <NotFoundPage />;
  return (
    <>
      <DetailHeader
        clearNavBar
        back={text.back}
        eyebrow={text.hero.eyebrow}
        title={category.title}
        description={category.description}
      />
      <Section spacing="sm">
        <Container>
          <ResourceCards resources={category.resources} titleAs="h2" details />
        </Container>
      </Section>
    </>
  );
}
