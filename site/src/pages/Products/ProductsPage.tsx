import { Container, PageHero, Section, SectionHeading, Stack } from '@agency/design-system';
import { useId } from 'react';
import type { MetaFunction } from '../routeModule';
import { productsPage } from '../../content/products';
import { ProjectCards } from './ProjectCards';

export const meta: MetaFunction = () => ({
  title: productsPage.hero.title,
  description: productsPage.hero.subtitle,
});

/** Products: a hero titled 'Products' and the projects, each linking to its case study. */
export default function ProductsPage() {
  const { hero } = productsPage;
  const listId = useId();
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} />
      <Section spacing="md" aria-labelledby={listId}>
        <Container>
          <Stack gap="10">
            <SectionHeading as="h2" title={productsPage.listHeading} titleId={listId} />
            <ProjectCards projects={productsPage.items} titleAs="h3" />
          </Stack>
        </Container>
      </Section>
    </>
  );
}
