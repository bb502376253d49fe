import { Container, PageHero, Section } from '@agency/design-system';
import { deferredUntilUncovered } from '../../app/deferred';
import { PageMeta } from '../../app/PageMeta';
import { DeferredSlot, partsReady, prerenderedSlot, useWholePageOnNavigation } from '../../app/prerenderedPart';
import { projectSummaries, projectsList } from '../../content/projectsList';

// The cards' code (the card, the technology logos) follows the splash; the prerendered page keeps their
// server HTML meanwhile (see `DeferredSlot`).
const ProjectCards = deferredUntilUncovered(async () => ({
  default: (await import('../Products/ProjectCards')).ProjectCards,
}));
const ready = partsReady(ProjectCards);
const cardsSlot = prerenderedSlot('projects-cards');

/**
 * Projects list (/projects, and /project from the not-found link): the spec shows only a heading;
 * the projects follow it as cards, each opening its case study.
 */
export default function ProjectsPage() {
  useWholePageOnNavigation(ready);
  return (
    <>
      <PageMeta title={projectsList.heading} description={projectsList.subtitle} />
      <PageHero eyebrow={projectsList.eyebrow} title={projectsList.heading} subtitle={projectsList.subtitle} />
      <Section spacing="md">
        <Container>
          <DeferredSlot slot={cardsSlot}>
            <ProjectCards projects={projectSummaries} titleAs="h2" />
          </DeferredSlot>
        </Container>
      </Section>
    </>
  );
}
