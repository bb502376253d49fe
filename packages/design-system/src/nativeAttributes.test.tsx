import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { Reveal } from './motion';
import {
  AnimatedGradient,
  BackToTop,
  ContactInfoList,
  CtaBanner,
  DetailHeader,
  EmptyState,
  FormCard,
  NewsletterForm,
  PageHero,
  SectionHeading,
  Splash,
  SplitFeature,
  SuccessPanel,
  TestimonialCard,
} from './patterns';
import {
  Alert,
  Avatar,
  Badge,
  Button,
  ConnectionStatus,
  Icon,
  ProgressBar,
  ProgressRing,
  SkipLink,
  TagList,
} from './primitives';

/** What a consumer adds to a component: each must reach the element the component renders first. */
const probe = {
  'data-testid': 'probe',
  className: 'probe-class',
  lang: 'en-GB',
  'aria-keyshortcuts': 'Alt+P',
} as const;
type Probe = typeof probe;

const picture = <svg role="img" aria-label="Screenshot" />;

/**
 * Every design-system component that renders a DOM element, given only its required props and the probe.
 * The parts of namespaces (Card, Carousel, FormField, Menu, Tabs, …): `parts.test.tsx`.
 */
const components: [name: string, element: (attributes: Probe) => ReactElement][] = [
  ['Alert', (a) => <Alert {...a}>Sent</Alert>],
  ['Avatar', (a) => <Avatar {...a} name="Priya Sharma" />],
  ['Badge', (a) => <Badge {...a}>React</Badge>],
  ['Button', (a) => <Button {...a}>Save</Button>],
  [
    'Button as a link',
    (a) => (
      <Button {...a} href="/contact">
        Contact
      </Button>
    ),
  ],
  ['ConnectionStatus', (a) => <ConnectionStatus {...a}>Offline</ConnectionStatus>],
  ['Icon', (a) => <Icon {...a} icon={picture} />],
  ['ProgressBar', (a) => <ProgressBar {...a} value={40} label="Progress" />],
  ['ProgressRing', (a) => <ProgressRing {...a} value={40} aria-label="Progress" />],
  ['SkipLink', (a) => <SkipLink {...a} targetId="main" />],
  ['TagList', (a) => <TagList {...a} items={['React']} />],
  ['AnimatedGradient', (a) => <AnimatedGradient {...a}>Band</AnimatedGradient>],
  ['BackToTop', (a) => <BackToTop {...a} threshold={-1} />],
  ['ContactInfoList', (a) => <ContactInfoList {...a} items={[{ label: 'Email', value: 'a@b.c' }]} />],
  ['CtaBanner', (a) => <CtaBanner {...a} title="Ready?" />],
  ['DetailHeader', (a) => <DetailHeader {...a} title="Project" />],
  ['EmptyState', (a) => <EmptyState {...a} title="Nothing here" />],
  [
    'FormCard',
    (a) => (
      <FormCard {...a} title="Contact">
        Form
      </FormCard>
    ),
  ],
  ['NewsletterForm', (a) => <NewsletterForm {...a} onSubmit={async () => {}} />],
  ['PageHero', (a) => <PageHero {...a} title="About" />],
  ['SectionHeading', (a) => <SectionHeading {...a} title="Expertise" />],
  ['Splash', (a) => <Splash {...a} visible />],
  ['SplitFeature', (a) => <SplitFeature {...a} title="Feature" media={picture} />],
  ['SuccessPanel', (a) => <SuccessPanel {...a} title="Sent" />],
  ['TestimonialCard', (a) => <TestimonialCard {...a} quote="Great." name="Priya Sharma" jobTitle="CTO" />],
  ['Reveal', (a) => <Reveal {...a}>Content</Reveal>],
];

describe.each(components)('%s', (_name, element) => {
  it('passes native attributes to its root and merges its class name', async () => {
    const screen = await render(element(probe));
    const root = screen.container.firstElementChild;
    expect(root).toBe(screen.getByTestId('probe').element());
    expect(root).toHaveAttribute('lang', 'en-GB');
    expect(root).toHaveAttribute('aria-keyshortcuts', 'Alt+P');
    expect(root).toHaveClass('probe-class');
    // The component's own classes stay.
    expect(root!.classList.length).toBeGreaterThan(1);
  });
});
