import { Button, Card, Container, Grid, PageHero, Reveal, Section, SectionHeading, Stack } from '@agency/design-system';
import { CategoryCard, EventCard } from '@agency/site-sections';
import type { ReactNode } from 'react';
import type { MetaFunction } from '../routeModule';
import { events as trainingEvents, eventsSection, registrationHref } from '../../content/events';
import {
  categoryPreview,
  popularResources,
  resourcesPage,
  resourcesScrollIn,
  resourceTypeIcons,
  resourceTypeLabels,
} from '../../content/resources';
import { ResourceItem } from '../Resource/ResourceCards';
import { ContentIcon } from '../../ui/icons/ContentIcon';

const { hero, center, popular, community } = resourcesPage;
const events = { ...eventsSection, items: trainingEvents };

export const meta: MetaFunction = () => ({ title: 'Resources', description: hero.subtitle });

/**
 * The page's scroll-in: 800 ms, ease-out-cubic, and repeats (spec): a block plays again each time it
 * comes back into view from below; what the visitor has scrolled past stays shown, and print shows it all.
 */
function ScrollIn({ children, delay }: { children: ReactNode; delay?: number }) {
  return (
    <Reveal once={resourcesScrollIn.once} ease="outCubic" delay={delay}>
      {children}
    </Reveal>
  );
}

/** Stagger of the cards in a row, in seconds. */
const stagger = (index: number) => index * 0.1;

/** One of the page's sections: its centred heading, then its content. */
function ResourcesSection({
  id,
  title,
  intro,
  sunken = false,
  children,
}: {
  id: string;
  title: string;
  intro: string;
  sunken?: boolean;
  children: ReactNode;
}) {
  return (
    <Section surface={sunken ? 'sunken' : undefined} aria-labelledby={id}>
      <Container>
        <Stack gap="10">
          <ScrollIn>
            <SectionHeading titleId={id} title={title} description={intro} align="center" />
          </ScrollIn>
          {children}
        </Stack>
      </Container>
    </Section>
  );
}

/** Resources: categories, popular resources, events and the developer community. */
export default function ResourcesPage() {
  return (
    <>
      <PageHero eyebrow={hero.eyebrow} title={hero.title} subtitle={hero.subtitle} />
      <ResourcesSection id="resource-center-heading" title={center.heading} intro={center.intro}>
        <Grid columns={{ base: 1, md: 2 }} gap="6">
          {center.categories.map((category, index) => (
            <ScrollIn key={category.title} delay={stagger(index % 2)}>
              <CategoryCard
                title={category.title}
                description={category.description}
                icon={<ContentIcon name={category.icon} contained="gradient" size="lg" />}
                items={categoryPreview(category).map((resource) => ({
                  title: resource.title,
                  href: resource.href,
                  meta: resourceTypeLabels[resource.type],
                  icon: <ContentIcon name={resourceTypeIcons[resource.type]} size="sm" />,
                }))}
                action={{ label: center.viewAll, href: category.href }}
              />
            </ScrollIn>
          ))}
        </Grid>
      </ResourcesSection>

      <ResourcesSection id="popular-heading" title={popular.heading} intro={popular.intro} sunken>
        <Grid columns={{ base: 1, md: 2, lg: 3 }} gap="6">
          {popularResources().map((resource, index) => (
            <ScrollIn key={resource.slug} delay={stagger(index % 3)}>
              <ResourceItem resource={resource} />
            </ScrollIn>
          ))}
        </Grid>
        <ScrollIn>
          <Stack align="center" gap="4">
            <Button href={popular.browseAll.href} variant="secondary" size="lg">
              {popular.browseAll.label}
            </Button>
            <Button href={popular.feed.href} variant="link">
              {popular.feed.label}
            </Button>
          </Stack>
        </ScrollIn>
      </ResourcesSection>

      <ResourcesSection id="events-heading" title={events.heading} intro={events.intro}>
        <Grid columns={{ base: 1, lg: 3 }} gap="6">
          {events.items.map((event, index) => (
            <ScrollIn key={event.title} delay={stagger(index)}>
              <EventCard
                title={event.title}
                dateTime={event.isoDate}
                date={event.date}
                time={event.time}
                description={event.description}
                action={{ label: events.register, href: registrationHref(event) }}
              />
            </ScrollIn>
          ))}
        </Grid>
      </ResourcesSection>

      <ResourcesSection id="community-heading" title={community.heading} intro={community.intro} sunken>
        <Grid columns={{ base: 1, md: 3 }} gap="6">
          {community.cards.map((card, index) => (
            <ScrollIn key={card.title} delay={stagger(index)}>
              <Card.Root>
                <Card.Content>
                  <Card.Top>
                    <ContentIcon name={card.icon} contained="accent" size="lg" />
                  </Card.Top>
                  <Card.Header>
                    <Card.Title>{card.title}</Card.Title>
                  </Card.Header>
                  <Card.Body>
                    <p>{card.description}</p>
                  </Card.Body>
                  <Card.Footer>
                    <Button variant="link" href={card.link} iconEnd={<ContentIcon name="arrow-right" />}>
                      {card.linkLabel}
                    </Button>
                  </Card.Footer>
                </Card.Content>
              </Card.Root>
            </ScrollIn>
          ))}
        </Grid>
      </ResourcesSection>
    </>
  );
}
