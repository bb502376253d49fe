import { Container, Section, SectionHeading, Stack, Tabs } from '@agency/design-system';
import { TechGrid } from '@agency/site-sections';
import { useState } from 'react';
import { filterTechStack, techStackSection, type TechFilter } from '../../content/techStack';
import { BrandIcon } from '../../ui/icons/BrandIcon';

/**
 * The technology stack with its filter tabs (All, Frontend, Backend). One panel serves the three tabs
 * (`keepPanel`): the grid stays mounted, so when the filter changes its tiles glide to their new
 * places and those filtered out fade away.
 */
export function TechStackSection() {
  const [filter, setFilter] = useState<TechFilter>(techStackSection.defaultFilter);
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
          <Tabs
            label={techStackSection.filterLabel}
            align="center"
            keepPanel
            value={filter}
            onValueChange={(value) => setFilter(value as TechFilter)}
            items={techStackSection.filters.map((value) => ({
              value,
              label: value,
              content: (
                <TechGrid
                  items={filterTechStack(value).map((item) => ({
                    name: item.name,
                    category: item.category,
                    tint: item.color,
                    logo: item.logo && <BrandIcon name={item.logo} />,
                  }))}
                />
              ),
            }))}
          />
        </Stack>
      </Container>
    </Section>
  );
}
