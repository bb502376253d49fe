import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import {
  CategoryCard,
  EventCard,
  FeatureCard,
  HomeHero,
  ProfileCard,
  ResourceCard,
  ServiceCard,
  ServiceOptionCard,
  TechGrid,
  TrustCard,
} from './index';

type Probe = Record<'data-testid' | 'className' | 'lang', string>;

const link = { label: 'View', href: '/view' };

/**
 * Every section with the probe: a test id, a class and a native attribute must reach its root. The parts
 * of namespaces (ProjectCard): `parts.test.tsx`.
 */
const sections: [name: string, element: (attributes: Probe) => ReactElement][] = [
  ['CategoryCard', (a) => <CategoryCard {...a} title="Guides" items={[{ title: 'Setup', href: '/setup' }]} />],
  ['EventCard', (a) => <EventCard {...a} title="Workshop" dateTime="2025-06-15" date="June 15" />],
  ['FeatureCard', (a) => <FeatureCard {...a} title="Security" description="Built in." icon={<svg />} />],
  ['HomeHero', (a) => <HomeHero {...a} title="We build" subtitle="Fast sites." visual={null} />],
  ['ProfileCard', (a) => <ProfileCard {...a} name="Priya Sharma" jobTitle="Developer" />],
  ['ResourceCard', (a) => <ResourceCard {...a} title="Guide" type="Guide" action={link} />],
  ['ServiceCard', (a) => <ServiceCard {...a} title="Web" description="Sites." icon={<svg />} href="/web" />],
  [
    'ServiceOptionCard',
    (a) => (
      <ServiceOptionCard
        {...a}
        title="Web"
        description="Sites."
        features={{ label: 'Features', items: ['Fast'] }}
        actionLabel="Select"
        onSelect={() => {}}
      />
    ),
  ],
  ['TechGrid', (a) => <TechGrid {...a} items={[{ name: 'React' }]} />],
  ['TrustCard', (a) => <TrustCard {...a} title="Proven results" />],
];

describe.each(sections)('%s', (_name, element) => {
  it('passes native attributes to its root and keeps its own class', async () => {
    const screen = await render(element({ 'data-testid': 'probe', className: 'probe-class', lang: 'en-GB' }));
    const root = screen.container.firstElementChild;
    expect(root).toBe(screen.getByTestId('probe').element());
    expect(root).toHaveAttribute('lang', 'en-GB');
    expect(root).toHaveClass('probe-class');
    expect(root!.classList.length).toBeGreaterThan(1);
  });
});
