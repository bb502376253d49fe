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
  SiteFooter,
  SiteHeader,
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
  Card,
  Carousel,
  ConnectionStatus,
  FormField,
  Icon,
  Menu,
  ProgressBar,
  ProgressRing,
  SkipLink,
  Tabs,
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

/** Every design-system component that renders a DOM element, given only its required props and the probe. */
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
  ['Card.Root', (a) => <Card.Root {...a}>Content</Card.Root>],
  ['Card.Media', (a) => <Card.Media {...a}>{picture}</Card.Media>],
  ['Card.Badges', (a) => <Card.Badges {...a}>New</Card.Badges>],
  ['Card.Content', (a) => <Card.Content {...a}>Content</Card.Content>],
  ['Card.Top', (a) => <Card.Top {...a}>Icon</Card.Top>],
  ['Card.Header', (a) => <Card.Header {...a}>Header</Card.Header>],
  ['Card.Title', (a) => <Card.Title {...a}>Title</Card.Title>],
  ['Card.Eyebrow', (a) => <Card.Eyebrow {...a}>Case study</Card.Eyebrow>],
  ['Card.Body', (a) => <Card.Body {...a}>Body</Card.Body>],
  ['Card.Footer', (a) => <Card.Footer {...a}>Footer</Card.Footer>],
  [
    'Card.Link',
    (a) => (
      <Card.Link {...a} href="/card">
        Card
      </Card.Link>
    ),
  ],
  ['Card.Button', (a) => <Card.Button {...a}>Card</Card.Button>],
  [
    'Carousel',
    (a) => (
      <Carousel.Root {...a} label="Slides">
        <Carousel.Viewport>
          <Carousel.Slide>One</Carousel.Slide>
          <Carousel.Slide>Two</Carousel.Slide>
        </Carousel.Viewport>
      </Carousel.Root>
    ),
  ],
  ['ConnectionStatus', (a) => <ConnectionStatus {...a}>Offline</ConnectionStatus>],
  [
    'FormField.Root',
    (a) => (
      <FormField.Root {...a}>
        <FormField.Label>Name</FormField.Label>
        <FormField.Control>
          <input />
        </FormField.Control>
      </FormField.Root>
    ),
  ],
  [
    'FormField.Root as a fieldset',
    (a) => (
      <FormField.Root {...a} as="fieldset">
        <FormField.Legend>Channels</FormField.Legend>
      </FormField.Root>
    ),
  ],
  ['Icon', (a) => <Icon {...a} icon={picture} />],
  [
    'Menu.Trigger',
    (a) => (
      <Menu.Root>
        <Menu.Trigger {...a} />
      </Menu.Root>
    ),
  ],
  ['ProgressBar', (a) => <ProgressBar {...a} value={40} label="Progress" />],
  ['ProgressRing', (a) => <ProgressRing {...a} value={40} aria-label="Progress" />],
  ['SkipLink', (a) => <SkipLink {...a} targetId="main" />],
  [
    'Tabs.Root',
    (a) => (
      <Tabs.Root {...a} defaultValue="a">
        <Tabs.List label="Views">
          <Tabs.Trigger value="a">A</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Panel value="a">Panel</Tabs.Panel>
      </Tabs.Root>
    ),
  ],
  ['Tabs.Preset', (a) => <Tabs.Preset {...a} label="Views" items={[{ value: 'a', label: 'A', content: 'Panel' }]} />],
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
  [
    'SiteFooter.Root',
    (a) => (
      <SiteFooter.Root {...a}>
        <SiteFooter.Bottom>
          <SiteFooter.Legal copyright="© 2026 Brand" />
        </SiteFooter.Bottom>
      </SiteFooter.Root>
    ),
  ],
  [
    'SiteHeader.Root',
    (a) => (
      <SiteHeader.Root {...a}>
        <SiteHeader.Brand>Brand</SiteHeader.Brand>
      </SiteHeader.Root>
    ),
  ],
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
