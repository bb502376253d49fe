import { Container, Section, SectionHeading, Stack } from '@agency/design-system';
import { techStackSection } from '../../content/techStack';
import { Island } from '../../islands/Island';

/** The technology stack: its heading, and the filter tabs over the grid (an island). */
export function TechStackSection() {
  return (
    // A tile gliding from a narrower column takes its new width at once: the band clips it sideways,
    // so it never widens the page on its way.
    <Section surface="sunken" aria-labelledby="tech-stack-heading" style={{ overflowX: 'clip' }}>
      <Container>
        <Stack gap="10">
          <SectionHeading
            titleId="tech-stack-heading"
            title={techStackSection.heading}
            description={techStackSection.intro}
            align="center"
          />
          <Island name="TechStack" props={{}} when="visible" />
        </Stack>
      </Container>
    </Section>
  );
}
