import { Button, Container, PageHero, Section, SectionHeading, Stack } from '@agency/design-system';
import type { MetaFunction } from '../routeModule';
import { resourceCategories, resourceIndex as text } from '../../content/resources';
import { ContentIcon } from '../../ui/icons/ContentIcon';
import { ResourceCards } from '../Resource/ResourceCards';

export const meta: MetaFunction = () => ({ title: text.hero.title, description: text.hero.subtitle });

/** Every resource, by category, each category with the way to its own page; and the feed. */
export default function ResourceIndexPage() {
  return (
    <>
      <PageHero
        align="start"
        eyebrow={text.hero.eyebrow}
        title={text.hero.title}
        subtitle={text.hero.subtitle}
        actions={
          <Button href={text.feed.href} variant="secondary">
            {text.feed.label}
          </Button>
        }
      />
      {resourceCategories.map((category, index) => (
        <Section
          key={category.slug}
          spacing="sm"
          surface={index % 2 === 1 ? 'sunken' : undefined}
          aria-labelledby={`category-${category.slug}`}
        >
          <Container>
            <Stack gap="8">
              <SectionHeading
                as="h2"
                size="md"
                title={category.title}
                titleId={`category-${category.slug}`}
                description={category.description}
              />
              <ResourceCards resources={category.resources} details />
              <Button href={category.href} variant="link" iconEnd={<ContentIcon name="arrow-right" />}>
                {text.categoryLink(category.title)}
              </Button>
            </Stack>
          </Container>
        </Section>
      ))}
    </>
  );
}
