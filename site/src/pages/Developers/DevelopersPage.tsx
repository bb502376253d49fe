import { Button, Container, Inline, PageHero, Reveal, Section, SectionHeading, Stack } from '@agency/design-system';
import type { MetaFunction } from '../routeModule';
import { developersPage } from '../../content/developers';
import { DevelopersTeam } from './DevelopersTeam';
import { TechStackSection } from './TechStackSection';

const { hero, teamHeading, cta } = developersPage;

export const meta: MetaFunction = () => ({ title: 'Developers', description: hero.subtitle });

/** Developers: team cards, the technology stack with its filter, and a call to action. */
export default function DevelopersPage() {
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} />
      <Section aria-labelledby="team-heading">
        <Container>
          <Stack gap="10">
            <SectionHeading titleId="team-heading" title={teamHeading} align="center" />
            <DevelopersTeam />
          </Stack>
        </Container>
      </Section>
      <TechStackSection />
      <Section aria-labelledby="developers-cta-heading">
        <Container>
          <Reveal>
            <Stack gap="8" align="center">
              <SectionHeading
                titleId="developers-cta-heading"
                title={cta.heading}
                description={cta.text}
                align="center"
              />
              <Inline gap="4" justify="center">
                <Button href={cta.primary.href} size="lg">
                  {cta.primary.label}
                </Button>
                <Button href={cta.secondary.href} variant="secondary" size="lg">
                  {cta.secondary.label}
                </Button>
              </Inline>
            </Stack>
          </Reveal>
        </Container>
      </Section>
    </>
  );
}
