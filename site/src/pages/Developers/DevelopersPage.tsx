import { Button, Container, Inline, PageHero, Reveal, Section, SectionHeading, Stack } from '@agency/design-system';
import { Suspense } from 'react';
import { deferredUntilUncovered } from '../../app/deferred';
import { PageMeta } from '../../app/PageMeta';
import { DeferredSlot, partsReady, prerenderedSlot, useWholePageOnNavigation } from '../../app/prerenderedPart';
import { developersPage } from '../../content/developers';

const { hero, teamHeading, cta } = developersPage;

/**
 * The team's cards: their code (the cards, the logos) follows the splash; the prerendered page keeps
 * its server HTML meanwhile (see `DeferredSlot`).
 */
const DevelopersTeam = deferredUntilUncovered(async () => ({
  default: (await import('./DevelopersTeam')).DevelopersTeam,
}));
const teamSlot = prerenderedSlot('developers-team');

/**
 * The technology stack and its filter tabs, under the team cards: its code (the tabs, the stack's
 * content) follows the splash. A prerendered page keeps its server HTML meanwhile; after a client-side
 * navigation it appears when loaded.
 */
const TechStackSection = deferredUntilUncovered(() => import('./TechStackSection'));
const ready = partsReady(DevelopersTeam, TechStackSection);

/** Developers (spec section 2): team cards, the technology stack with its filter, and a call to action. */
export default function DevelopersPage() {
  useWholePageOnNavigation(ready);
  return (
    <>
      <PageMeta title="Developers" description={hero.subtitle} />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} />
      <Section aria-labelledby="team-heading">
        <Container>
          <Stack gap="10">
            <SectionHeading titleId="team-heading" title={teamHeading} align="center" />
            <DeferredSlot slot={teamSlot}>
              <DevelopersTeam />
            </DeferredSlot>
          </Stack>
        </Container>
      </Section>
      <Suspense>
        <TechStackSection />
      </Suspense>
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
