/**
 * Every part of every namespace the package exports (`export * as X from './parts'`) gives what a
 * consumer passes to its element: a `className` (merged with the part's own classes), native
 * attributes and `ref`. The namespaces are found from the root's exports, so a namespace or a part
 * exported without a row here fails the test. The tests themselves: `tools/testing/partsTable.tsx`.
 */
import type { ReactNode } from 'react';
import { describeParts, rows, type Declares, type PartsTable } from '../../../tools/testing/partsTable';
import * as ds from './index';

const { ArticleLayout, Card, Carousel, FormField, Menu, Prose, SiteFooter, SiteHeader, Tabs } = ds;

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
const table: PartsTable = {
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

describeParts(ds, table);
