import {
  Container,
  FigureList,
  Grid,
  Card,
  PageHero,
  Reveal,
  Section,
  SectionHeading,
  Stack,
} from '@agency/design-system';
import { useId } from 'react';
import type { MetaFunction } from '../routeModule';
import { about } from '../../content/about';
import { ContentImage } from '../../ui/ContentImage';
import { ContentIcon } from '../../ui/icons/ContentIcon';

export const meta: MetaFunction = () => ({ title: about.hero.title, description: about.hero.subtitle });

/** About: hero, founding statement (founded 2025), company description and team image. */
export default function AboutPage() {
  const { hero, founding, description, teamImage } = about;
  const foundingId = useId();
  const descriptionId = useId();
  return (
    <>
      <PageHero
        align="start"
        eyebrow={hero.eyebrow}
        title={hero.title}
        subtitle={hero.subtitle}
        aside={
          <Card.Root padding="sm" surface="tinted" elevation={3}>
            <Card.Media aspectRatio={`${teamImage.width} / ${teamImage.height}`}>
              <ContentImage image={teamImage} />
            </Card.Media>
          </Card.Root>
        }
      />

      <Section spacing="md" aria-labelledby={foundingId}>
        <Container>
          <Reveal>
            <Stack gap="12" align="center">
              <SectionHeading
                as="h2"
                align="center"
                titleId={foundingId}
                title={founding.heading}
                highlight={String(founding.year)}
                description={founding.statement}
              />
              <FigureList
                framed
                layout="row"
                items={description.facts.map((fact) => ({
                  label: fact.label,
                  value: fact.value,
                  icon: <ContentIcon name={fact.icon} />,
                }))}
              />
            </Stack>
          </Reveal>
        </Container>
      </Section>

      <Section spacing="md" surface="sunken" aria-labelledby={descriptionId}>
        <Container>
          <Grid columns={{ base: 1, lg: 2 }} gap="10">
            <Reveal>
              <SectionHeading as="h2" titleId={descriptionId} title={description.heading} />
            </Reveal>
            <Reveal delay={0.1}>
              <Stack gap="5">
                {description.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </Stack>
            </Reveal>
          </Grid>
        </Container>
      </Section>
    </>
  );
}
