import { Container, FigureList, Grid, PageHero, Reveal, Section, SectionHeading, Stack } from '@agency/design-system';
import { useId } from 'react';
import { deferredUntilUncovered } from '../../app/deferred';
import { PageMeta } from '../../app/PageMeta';
import { DeferredSlot, partsReady, prerenderedSlot, useWholePageOnNavigation } from '../../app/prerenderedPart';
import { about } from '../../content/about';
import { ContentIcon } from '../../ui/icons/glyphs/about';

// The team picture is there from the first paint (the server's HTML); its code follows the splash.
const TeamPicture = deferredUntilUncovered(async () => ({ default: (await import('./TeamPicture')).TeamPicture }));
const ready = partsReady(TeamPicture);
const pictureSlot = prerenderedSlot('about-team-picture');

/** About (spec section 2): hero, founding statement (founded 2025), company description and team image. */
export default function AboutPage() {
  useWholePageOnNavigation(ready);
  const { hero, founding, description } = about;
  const foundingId = useId();
  const descriptionId = useId();
  return (
    <>
      <PageMeta title={hero.title} description={hero.subtitle} />
      <PageHero
        align="start"
        eyebrow={hero.eyebrow}
        title={hero.title}
        subtitle={hero.subtitle}
        aside={
          <DeferredSlot slot={pictureSlot}>
            <TeamPicture />
          </DeferredSlot>
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
