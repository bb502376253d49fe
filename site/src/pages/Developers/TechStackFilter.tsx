import { Tabs } from '@agency/design-system';
import { TechGrid } from '@agency/site-sections';
import { useState } from 'react';
import { filterTechStack, techStackSection, type TechFilter } from '../../content/techStack';
import { BrandIcon } from '../../ui/icons/BrandIcon';

/**
 * The technology stack's filter tabs (All, Frontend, Backend) over its grid: an island. One panel
 * serves the three tabs (it takes the selected value): the grid stays mounted, so when the filter
 * changes its tiles glide to their new places and those filtered out fade away.
 */
export function TechStackFilter() {
  const [filter, setFilter] = useState<TechFilter>(techStackSection.defaultFilter);
  return (
    <Tabs.Root value={filter} onValueChange={(value) => setFilter(value as TechFilter)}>
      <Tabs.List label={techStackSection.filterLabel} align="center">
        {techStackSection.filters.map((value) => (
          <Tabs.Trigger key={value} value={value}>
            {value}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Panel value={filter}>
        <TechGrid
          items={filterTechStack(filter).map((item) => ({
            name: item.name,
            category: item.category,
            tint: item.color,
            logo: item.logo && <BrandIcon name={item.logo} />,
          }))}
        />
      </Tabs.Panel>
    </Tabs.Root>
  );
}
