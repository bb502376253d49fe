import { Container, PageHero, Section, SectionHeading, Stack } from '@agency/design-system';
import { useId } from 'react';
import { deferredUntilUncovered } from '../../app/deferred';
import { PageMeta } from '../../app/PageMeta';
import { DeferredSlot, partsReady, prerenderedSlot, useWholePageOnNavigation } from '../../app/prerenderedPart';
import { productsPage } from '../../content/products';

// The cards' code (the card, the technology logos) follows the splash; the prerendered page keeps their
// server HTML meanwhile (see `DeferredSlot`).
const ProjectCards = deferredUntilUncovered(async () => ({ default: (await import('./ProjectCards')).ProjectCards }));
const ready = partsReady(ProjectCards);
const cardsSlot = prerenderedSlot('products-cards');

/** Products (spec section 2): a hero titled 'Products' and the projects, each linking to its case study. */
export default function ProductsPage() {
  useWholePageOnNavigation(ready);
  const { hero } = productsPage;
  const listId = useId();
  return (
    <>
      <PageMeta title={hero.title} description={hero.subtitle} />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} />
      <Section spacing="md" aria-labelledby={listId}>
        <Container>
          <Stack gap="10">
            <SectionHeading as="h2" title={productsPage.listHeading} titleId={listId} />
            <DeferredSlot slot={cardsSlot}>
              <ProjectCards projects={productsPage.items} titleAs="h3" />
            </DeferredSlot>
          </Stack>
        </Container>
      </Section>
    </>
  );
}
