import { Container, PageHero, Section } from '@agency/design-system';
import { PageMeta } from '../../app/PageMeta';
import { projectSummaries, projectsList } from '../../content/projectsList';
import { ProjectCards } from '../Products/ProjectCards';

/**
 * Projects list (/projects, and /project from the not-found link): the spec shows only a heading;
 * the projects follow it as cards, each opening its case study.
 */
export default function ProjectsPage() {
  return (
    <>
      <PageMeta title={projectsList.heading} description={projectsList.subtitle} />
      <PageHero eyebrow={projectsList.eyebrow} title={projectsList.heading} subtitle={projectsList.subtitle} />
      <Section spacing="md">
        <Container>
          <ProjectCards projects={projectSummaries} titleAs="h2" />
        </Container>
      </Section>
    </>
  );
}
