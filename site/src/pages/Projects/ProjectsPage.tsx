import { Container, PageHero, Section } from '@agency/design-system';
import type { MetaFunction } from '../routeModule';
import { projects, projectsList } from '../../content/projects';
import { ProjectCards } from '../Products/ProjectCards';

export const meta: MetaFunction = () => ({ title: projectsList.heading, description: projectsList.subtitle });

/**
 * Projects list (/projects, and /project from the not-found link): the spec shows only a heading;
 * the projects follow it as cards, each opening its case study.
 */
export default function ProjectsPage() {
  return (
    <>
      <PageHero eyebrow={projectsList.eyebrow} title={projectsList.heading} subtitle={projectsList.subtitle} />
      <Section spacing="md">
        <Container>
          <ProjectCards projects={projects} titleAs="h2" />
        </Container>
      </Section>
    </>
  );
}
