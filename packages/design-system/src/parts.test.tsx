/**
 * Every part of every namespace the package exports (`export * as X from './parts'`) gives what a
 * consumer passes to its element: a `className` (merged with the part's own classes), native
 * attributes and `ref`. The namespaces are found from the root's exports, so a namespace or a part
 * exported without a row here fails the test.
 */
import type { ReactElement, ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { cleanup, render } from 'vitest-browser-react';
import * as ds from './index';

const { ArticleLayout, Card, Carousel, FormField, Menu, Prose, SiteFooter, SiteHeader, Tabs } = ds;

/** What a test passes to the part under test. */
interface Probe {
  'data-testid': string;
  lang: string;
  className?: string;
  ref: (node: HTMLElement | null) => void;
}

/** The part under test with the probe spread on it, inside whatever parents it needs. */
type Recipe = (probe: Probe) => ReactElement;
/** A part that renders no element of its own (a state holder): nothing to forward to. */
interface NoElement {
  noElement: (children: ReactNode) => ReactElement;
}
type Row = Recipe | NoElement;

/** One row per part of the namespace: a missing row is a type error, and an extra one too. */
const rows = <Namespace,>(recipes: Record<keyof Namespace, Row>) => recipes;

const picture = <svg role="img" aria-label="Screenshot" />;

const slides = ['One', 'Two', 'Three'].map((text) => <Carousel.Slide key={text}>{text}</Carousel.Slide>);
/** A carousel with three slides (so every control shows, the autoplay toggle too) and the part. */
const inCarousel = (part: ReactNode) => (
  <Carousel.Root label="Slides" autoplay={{ interval: 60_000 }}>
    <Carousel.Viewport>{slides}</Carousel.Viewport>
    {part}
  </Carousel.Root>
);

/** An open menu (its panel loads and portals to the body) holding the part. */
const inOpenMenu = (part: ReactNode) => (
  <Menu.Root defaultOpen hideFrom={false}>
    <Menu.Trigger />
    <Menu.Content>{part}</Menu.Content>
  </Menu.Root>
);

const inTabs = (list: ReactNode, panel: ReactNode = <Tabs.Panel value="a">Panel</Tabs.Panel>) => (
  <Tabs.Root defaultValue="a">
    {list}
    {panel}
  </Tabs.Root>
);

const inField = (part: ReactNode) => (
  <FormField.Root>
    <FormField.Label>Name</FormField.Label>
    <FormField.Control>
      <input />
    </FormField.Control>
    {part}
  </FormField.Root>
);

const inHeader = (part: ReactNode) => <SiteHeader.Root>{part}</SiteHeader.Root>;
const inFooter = (part: ReactNode) => <SiteFooter.Root>{part}</SiteFooter.Root>;
const links = [{ label: 'Privacy', href: '/privacy' }];

/** Each namespace of the root, by its exported name: one row per part. */
const table: Record<string, Record<string, Row>> = {
  ArticleLayout: rows<typeof ArticleLayout>({
    Root: (p) => (
      <ArticleLayout.Root {...p}>
        <ArticleLayout.Body>Text</ArticleLayout.Body>
      </ArticleLayout.Root>
    ),
    Body: (p) => (
      <ArticleLayout.Root>
        <ArticleLayout.Body {...p}>Text</ArticleLayout.Body>
      </ArticleLayout.Root>
    ),
    Aside: (p) => (
      <ArticleLayout.Root>
        <ArticleLayout.Aside {...p}>Aside</ArticleLayout.Aside>
      </ArticleLayout.Root>
    ),
    Contents: (p) => <ArticleLayout.Contents {...p} label="On this page" items={[{ id: 'setup', text: 'Setup' }]} />,
  }),
  Card: rows<typeof Card>({
    Root: (p) => <Card.Root {...p}>Content</Card.Root>,
    Media: (p) => <Card.Media {...p}>{picture}</Card.Media>,
    Badges: (p) => <Card.Badges {...p}>New</Card.Badges>,
    Content: (p) => <Card.Content {...p}>Content</Card.Content>,
    Top: (p) => <Card.Top {...p}>Icon</Card.Top>,
    Header: (p) => <Card.Header {...p}>Header</Card.Header>,
    Title: (p) => <Card.Title {...p}>Title</Card.Title>,
    Eyebrow: (p) => <Card.Eyebrow {...p}>Case study</Card.Eyebrow>,
    Body: (p) => <Card.Body {...p}>Body</Card.Body>,
    Footer: (p) => <Card.Footer {...p}>Footer</Card.Footer>,
    Link: (p) => (
      <Card.Link {...p} href="/card">
        Card
      </Card.Link>
    ),
    Button: (p) => <Card.Button {...p}>Card</Card.Button>,
  }),
  Carousel: rows<typeof Carousel>({
    Root: (p) => (
      <Carousel.Root {...p} label="Slides">
        <Carousel.Viewport>{slides}</Carousel.Viewport>
      </Carousel.Root>
    ),
    Viewport: (p) => (
      <Carousel.Root label="Slides">
        <Carousel.Viewport {...p}>{slides}</Carousel.Viewport>
      </Carousel.Root>
    ),
    Slide: (p) => (
      <Carousel.Root label="Slides">
        <Carousel.Viewport>
          <Carousel.Slide {...p}>One</Carousel.Slide>
          <Carousel.Slide>Two</Carousel.Slide>
        </Carousel.Viewport>
      </Carousel.Root>
    ),
    Controls: (p) => inCarousel(<Carousel.Controls {...p} />),
    ControlGroup: (p) => inCarousel(<Carousel.ControlGroup {...p} align="end" />),
    Previous: (p) => inCarousel(<Carousel.Previous {...p} />),
    Next: (p) => inCarousel(<Carousel.Next {...p} />),
    Dots: (p) => inCarousel(<Carousel.Dots {...p} />),
    Thumbnails: (p) =>
      inCarousel(
        <Carousel.Thumbnails {...p}>
          <span>1</span>
          <span>2</span>
          <span>3</span>
        </Carousel.Thumbnails>,
      ),
    AutoplayToggle: (p) => inCarousel(<Carousel.AutoplayToggle {...p} />),
    FullscreenToggle: (p) => inCarousel(<Carousel.FullscreenToggle {...p} />),
  }),
  FormField: rows<typeof FormField>({
    Root: (p) => (
      <FormField.Root {...p}>
        <FormField.Label>Name</FormField.Label>
        <FormField.Control>
          <input />
        </FormField.Control>
      </FormField.Root>
    ),
    Label: (p) => (
      <FormField.Root>
        <FormField.Label {...p}>Name</FormField.Label>
        <FormField.Control>
          <input />
        </FormField.Control>
      </FormField.Root>
    ),
    Legend: (p) => (
      <FormField.Root as="fieldset">
        <FormField.Legend {...p}>Channels</FormField.Legend>
      </FormField.Root>
    ),
    Control: (p) => (
      <FormField.Root>
        <FormField.Label>Name</FormField.Label>
        <FormField.Control {...p}>
          <input />
        </FormField.Control>
      </FormField.Root>
    ),
    Hint: (p) => inField(<FormField.Hint {...p}>As on your passport.</FormField.Hint>),
    Error: (p) => inField(<FormField.Error {...p}>Enter your name.</FormField.Error>),
  }),
  Menu: rows<typeof Menu>({
    Root: { noElement: (children) => <Menu.Root>{children}</Menu.Root> },
    Trigger: (p) => (
      <Menu.Root hideFrom={false}>
        <Menu.Trigger {...p} />
      </Menu.Root>
    ),
    Content: (p) => (
      <Menu.Root defaultOpen hideFrom={false}>
        <Menu.Trigger />
        <Menu.Content {...p}>
          <Menu.Close />
        </Menu.Content>
      </Menu.Root>
    ),
    Close: (p) => inOpenMenu(<Menu.Close {...p} />),
    Nav: (p) => inOpenMenu(<Menu.Nav {...p}>Links</Menu.Nav>),
    List: (p) =>
      inOpenMenu(
        <Menu.List {...p}>
          <Menu.Item href="#a">A</Menu.Item>
        </Menu.List>,
      ),
    Item: (p) =>
      inOpenMenu(
        <Menu.List>
          <Menu.Item {...p} href="#a">
            A
          </Menu.Item>
        </Menu.List>,
      ),
    Actions: (p) =>
      inOpenMenu(
        <Menu.Actions {...p}>
          <Menu.Action href="#b">B</Menu.Action>
        </Menu.Actions>,
      ),
    Action: (p) =>
      inOpenMenu(
        <Menu.Actions>
          <Menu.Action {...p} href="#b">
            B
          </Menu.Action>
        </Menu.Actions>,
      ),
    Footer: (p) => inOpenMenu(<Menu.Footer {...p}>Settings</Menu.Footer>),
  }),
  Prose: rows<typeof Prose>({
    Root: (p) => (
      <Prose.Root {...p}>
        <p>Text</p>
      </Prose.Root>
    ),
    TableScroll: (p) => (
      <Prose.TableScroll {...p} label="Tools">
        <table>
          <tbody>
            <tr>
              <td>Vite</td>
            </tr>
          </tbody>
        </table>
      </Prose.TableScroll>
    ),
    TaskItem: (p) => (
      <ul>
        <Prose.TaskItem {...p}>
          <Prose.Task checked />
          Tests run
        </Prose.TaskItem>
      </ul>
    ),
    Task: (p) => (
      <ul>
        <Prose.TaskItem>
          <Prose.Task {...p} checked />
          Tests run
        </Prose.TaskItem>
      </ul>
    ),
  }),
  SiteFooter: rows<typeof SiteFooter>({
    Root: (p) => (
      <SiteFooter.Root {...p}>
        <SiteFooter.Bottom>
          <SiteFooter.Legal copyright="© 2026 Brand" />
        </SiteFooter.Bottom>
      </SiteFooter.Root>
    ),
    Newsletter: (p) =>
      inFooter(
        <SiteFooter.Newsletter {...p} title="News">
          Form
        </SiteFooter.Newsletter>,
      ),
    Bottom: (p) => inFooter(<SiteFooter.Bottom {...p}>Bottom</SiteFooter.Bottom>),
    Legal: (p) =>
      inFooter(
        <SiteFooter.Bottom>
          <SiteFooter.Legal {...p} copyright="© 2026 Brand" links={links} />
        </SiteFooter.Bottom>,
      ),
    Payments: (p) =>
      inFooter(
        <SiteFooter.Bottom>
          <SiteFooter.Payments {...p} methods={[{ label: 'Visa' }]} />
        </SiteFooter.Bottom>,
      ),
    Columns: (p) =>
      inFooter(
        <SiteFooter.Columns {...p}>
          <SiteFooter.Column title="Links" links={links} />
        </SiteFooter.Columns>,
      ),
    Brand: (p) =>
      inFooter(
        <SiteFooter.Columns>
          <SiteFooter.Brand {...p} wordmark="Brand" />
        </SiteFooter.Columns>,
      ),
    Social: (p) =>
      inFooter(
        <SiteFooter.Columns>
          <SiteFooter.Brand>
            <SiteFooter.Social {...p} links={[{ label: 'LinkedIn', href: 'https://example.com', icon: picture }]} />
          </SiteFooter.Brand>
        </SiteFooter.Columns>,
      ),
    Column: (p) =>
      inFooter(
        <SiteFooter.Columns>
          <SiteFooter.Column {...p} title="Links" links={links} />
        </SiteFooter.Columns>,
      ),
    Contact: (p) =>
      inFooter(
        <SiteFooter.Columns>
          <SiteFooter.Contact {...p}>Contact</SiteFooter.Contact>
        </SiteFooter.Columns>,
      ),
    ContactGroup: (p) =>
      inFooter(
        <SiteFooter.Columns>
          <SiteFooter.Contact>
            <SiteFooter.ContactGroup {...p} title="Office" items={[{ label: '1 Main Street' }]} />
          </SiteFooter.Contact>
        </SiteFooter.Columns>,
      ),
  }),
  SiteHeader: rows<typeof SiteHeader>({
    Root: (p) => (
      <SiteHeader.Root {...p}>
        <SiteHeader.Brand>Brand</SiteHeader.Brand>
      </SiteHeader.Root>
    ),
    Brand: (p) => inHeader(<SiteHeader.Brand {...p}>Brand</SiteHeader.Brand>),
    Nav: (p) => inHeader(<SiteHeader.Nav {...p} links={links} />),
    Menu: (p) =>
      inHeader(
        <SiteHeader.Nav links={links}>
          <SiteHeader.Menu {...p} />
        </SiteHeader.Nav>,
      ),
    Tools: (p) => inHeader(<SiteHeader.Tools {...p}>Tools</SiteHeader.Tools>),
  }),
  Tabs: rows<typeof Tabs>({
    Root: (p) => (
      <Tabs.Root {...p} defaultValue="a">
        <Tabs.List label="Views">
          <Tabs.Trigger value="a">A</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Panel value="a">Panel</Tabs.Panel>
      </Tabs.Root>
    ),
    List: (p) =>
      inTabs(
        <Tabs.List {...p} label="Views">
          <Tabs.Trigger value="a">A</Tabs.Trigger>
        </Tabs.List>,
      ),
    Trigger: (p) =>
      inTabs(
        <Tabs.List label="Views">
          <Tabs.Trigger {...p} value="a">
            A
          </Tabs.Trigger>
        </Tabs.List>,
      ),
    Panel: (p) =>
      inTabs(
        <Tabs.List label="Views">
          <Tabs.Trigger value="a">A</Tabs.Trigger>
        </Tabs.List>,
        <Tabs.Panel {...p} value="a">
          Panel
        </Tabs.Panel>,
      ),
    Preset: (p) => <Tabs.Preset {...p} label="Views" items={[{ value: 'a', label: 'A', content: 'Panel' }]} />,
  }),
};

// Menu.Root holds the open state and renders nothing: it takes no class name.
// @ts-expect-error A part without an element of its own takes no className.
void (<Menu.Root className="probe">{null}</Menu.Root>);

/** The parts of a namespace whose props' type does not declare `className` and `ref`. */
type Undeclared<Namespace> = {
  [Part in keyof Namespace]: Namespace[Part] extends (props: infer Props) => unknown
    ? 'className' | 'ref' extends keyof Props
      ? never
      : Part
    : Part;
}[keyof Namespace];
/** `true` when every part but `Except` declares them; else the names of those that do not. */
type Declares<Namespace, Except = never> = [Exclude<Undeclared<Namespace>, Except>] extends [never]
  ? true
  : Exclude<Undeclared<Namespace>, Except>;
// The types say it too: a part that forwards them at run time but leaves them out of its props fails here.
const declared: [
  Declares<typeof ArticleLayout>,
  Declares<typeof Card>,
  Declares<typeof Carousel>,
  Declares<typeof FormField>,
  Declares<typeof Menu, 'Root'>,
  Declares<typeof Prose>,
  Declares<typeof SiteFooter>,
  Declares<typeof SiteHeader>,
  Declares<typeof Tabs>,
] = [true, true, true, true, true, true, true, true, true];
void declared;

const isComponent = (value: unknown) =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);

/**
 * The root's namespaces: module namespace objects (`export * as`), and objects of components (a
 * composite written as an object literal, which a bundler cannot trim: the grammar test below fails it).
 */
const namespaces = Object.entries(ds).filter(([, value]): boolean => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  if ((value as { [Symbol.toStringTag]?: unknown })[Symbol.toStringTag] === 'Module') return true;
  const members = Object.values(value);
  return members.length > 0 && members.every(isComponent);
}) as [string, Record<string, unknown>][];

describe('the namespaces of parts', () => {
  it('are module namespaces (`export * as X from`), not object literals', () => {
    const literals = namespaces
      .filter(([, parts]) => (parts as { [Symbol.toStringTag]?: unknown })[Symbol.toStringTag] !== 'Module')
      .map(([name]) => name);
    expect(literals).toEqual([]);
  });

  it('hold components only, each named for its part', () => {
    const others = namespaces.flatMap(([name, parts]) =>
      Object.entries(parts)
        .filter(([part, value]) => !/^[A-Z]/.test(part) || !isComponent(value))
        .map(([part]) => `${name}.${part}`),
    );
    expect(others).toEqual([]);
  });

  it('each have a row per part in this table, and nothing else does', () => {
    const exported = namespaces.flatMap(([name, parts]) => Object.keys(parts).map((part) => `${name}.${part}`));
    const tabled = Object.entries(table).flatMap(([name, parts]) =>
      Object.keys(parts).map((part) => `${name}.${part}`),
    );
    expect(tabled.sort()).toEqual(exported.sort());
  });
});

const probed = async (element: ReactElement) => {
  await render(element);
  await expect.poll(() => document.querySelector('[data-testid="part"]'), { timeout: 10_000 }).not.toBeNull();
  return document.querySelector<HTMLElement>('[data-testid="part"]')!;
};

const parts = Object.entries(table).flatMap(([name, recipes]) =>
  Object.entries(recipes).map(([part, row]) => [`${name}.${part}`, row] as const),
);

describe.each(parts)('%s', (_name, row) => {
  if (typeof row !== 'function') {
    it('renders no element of its own', async () => {
      const screen = await render(row.noElement(<span data-testid="part" />));
      expect(screen.getByTestId('part').element().parentElement).toBe(screen.container);
    });
    return;
  }

  it('gives its element the class name (with its own), native attributes and ref', async () => {
    // Its own classes, from a render without a class name.
    const own = [...(await probed(row({ 'data-testid': 'part', lang: 'en-GB', ref: () => {} }))).classList];
    await cleanup();

    let received: HTMLElement | null = null;
    const element = await probed(
      row({
        'data-testid': 'part',
        lang: 'en-GB',
        className: 'probe-class',
        ref: (node) => {
          received = node ?? received;
        },
      }),
    );
    expect(element).toHaveAttribute('lang', 'en-GB');
    expect([...element.classList]).toEqual(expect.arrayContaining([...own, 'probe-class']));
    expect(received).toBeInstanceOf(HTMLElement);
    expect(received).toBe(element);
  });
});
