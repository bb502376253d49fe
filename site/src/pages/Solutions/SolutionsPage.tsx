import {
  Card,
  Container,
  CtaBanner,
  Grid,
  PageHero,
  Reveal,
  Section,
  SectionHeading,
  Stack,
} from '@agency/design-system';
import { useId } from 'react';
import type { MetaFunction } from '../routeModule';
import { solutionsPage } from '../../content/solutions';
import { ContentIcon } from '../../ui/icons/ContentIcon';

export const meta: MetaFunction = () => ({
  title: solutionsPage.metaTitle,
  description: solutionsPage.hero.subtitle,
});

/** Seconds between the scroll-in of neighbouring cards. */
const cardStaggerS = 0.1;

/** Solutions: a hero, six cards and a 'Get Started' call to action. */
export default function SolutionsPage() {
  const { hero, cards, cta } = solutionsPage;
  const cardsId = useId();
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} />

      <Section spacing="md">
        <Container>
          <Stack gap="20">
            <Stack as="section" gap="12" aria-labelledby={cardsId}>
              <SectionHeading
                as="h2"
                titleId={cardsId}
                title={solutionsPage.heading}
                description={solutionsPage.intro}
              />
              <Grid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
                {cards.map((card, index) => (
                  <Reveal key={card.title} delay={cardStaggerS * (index % 3)}>
                    <Card.Root>
                      <Card.Content>
                        <Card.Top>
                          <ContentIcon name={card.icon} size="lg" contained="gradient" />
                        </Card.Top>
                        <Card.Header>
                          <Card.Title>{card.title}</Card.Title>
                        </Card.Header>
                        <Card.Body>
                          <p>{card.description}</p>
                        </Card.Body>
                      </Card.Content>
                    </Card.Root>
                  </Reveal>
                ))}
              </Grid>
            </Stack>
            <Reveal>
              <CtaBanner
                title={cta.heading}
                description={cta.text}
                actions={[
                  { label: cta.action.label, href: cta.action.href, iconEnd: <ContentIcon name="arrow-right" /> },
                ]}
              />
            </Reveal>
          </Stack>
        </Container>
      </Section>
    </>
  );
}
