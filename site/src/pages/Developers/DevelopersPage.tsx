import {
  Button,
  Container,
  Grid,
  Inline,
  PageHero,
  Reveal,
  Section,
  SectionHeading,
  Stack,
} from '@agency/design-system';
import { ProfileCard } from '@agency/site-sections';
import { Suspense } from 'react';
import { deferredUntilUncovered } from '../../app/deferred';
import { PageMeta } from '../../app/PageMeta';
import { developers, developersPage, technologyNames, type Developer } from '../../content/developers';
import { BrandIcon } from '../../ui/icons/BrandIcon';
import { ContentImage } from '../../ui/ContentImage';

const { hero, teamHeading, labels, cta } = developersPage;

function DeveloperCard({ developer }: { developer: Developer }) {
  const { name, role, bio, experience, projects, skills, image, social, icons } = developer;
  return (
    <ProfileCard
      name={name}
      jobTitle={role}
      portrait={<ContentImage image={image} loading="lazy" />}
      tools={{
        label: labels.technologies,
        items: icons.map((key) => ({ name: technologyNames[key], icon: <BrandIcon name={key} /> })),
      }}
      bio={bio}
      facts={[
        { label: labels.experience, value: experience },
        { label: labels.projects, value: projects },
      ]}
      skills={{ label: labels.skills, items: skills }}
      links={[
        { href: social.github, label: labels.github(name), icon: <BrandIcon name="github" />, newTab: true },
        { href: social.linkedin, label: labels.linkedin(name), icon: <BrandIcon name="linkedin" />, newTab: true },
      ]}
      newTabHint={labels.newTab}
    />
  );
}

/**
 * The technology stack and its filter tabs, under the team cards: its code (the tabs, the stack's
 * content) follows the splash. A prerendered page keeps its server HTML meanwhile; after a client-side
 * navigation it appears when loaded.
 */
const TechStackSection = deferredUntilUncovered(() => import('./TechStackSection'));

/** Developers (spec section 2): team cards, the technology stack with its filter, and a call to action. */
export default function DevelopersPage() {
  return (
    <>
      <PageMeta title="Developers" description={hero.subtitle} />
      <PageHero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} />
      <Section aria-labelledby="team-heading">
        <Container>
          <Stack gap="10">
            <SectionHeading titleId="team-heading" title={teamHeading} align="center" />
            <Grid columns={{ base: 1, md: 2, lg: 3 }} gap="8">
              {developers.map((developer, index) => (
                <Reveal key={developer.id} delay={index * 0.1}>
                  <DeveloperCard developer={developer} />
                </Reveal>
              ))}
            </Grid>
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
