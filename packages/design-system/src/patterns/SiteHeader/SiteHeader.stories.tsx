import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type CSSProperties } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Container, Grid, Stack } from '../../layout';
import { vars } from '../../theme/contract.css';
import { belowNavBar } from '../../theme/navBar';
import { Link, LinkProvider } from '../../primitives/LinkProvider';
import { SiteHeader, type SiteHeaderRootProps } from '.';

import {
  NavigateContext,
  StoryRouterLink,
  demoNavActions as actions,
  demoNavLinks as links,
} from '../../../../../.storybook/storyRouter';
import { componentDocs } from '../../../../../.storybook/docs';

const hero: CSSProperties = {
  position: 'relative',
  paddingTop: belowNavBar(vars.space[16]),
  paddingBottom: vars.space[16],
};

const eyebrow: CSSProperties = {
  color: vars.color.primary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
};

const block: CSSProperties = {
  minHeight: '15rem',
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  border: `1px solid ${vars.color.borderSubtle}`,
  boxShadow: vars.shadow.sm,
};

const sectionTitles = ['Our Expertise', 'Selected Work', 'How We Work', 'What Clients Say', 'Powerful Features'];

/**
 * The page under the bar: a hero, then about 2000 px of sections, so the window can scroll. The
 * wrapper is one viewport tall and the sections overflow it, so the story's screenshot (of the body)
 * shows one screenful, as a visitor sees it, while the window still scrolls through everything.
 */
function DemoPage({ currentPath = '/', ...props }: SiteHeaderRootProps) {
  const [path, setPath] = useState(currentPath);
  return (
    <NavigateContext.Provider value={setPath}>
      <LinkProvider component={StoryRouterLink}>
        <SiteHeader.Root {...props} currentPath={path} />
        <div data-demo-page="" style={{ height: '100vh' }}>
          <main>
            <div style={hero}>
              <Container>
                <Stack gap="4" style={{ maxWidth: '40rem' }}>
                  <p style={eyebrow}>Engineering studio</p>
                  <h1 style={{ fontSize: vars.font.size['4xl'], letterSpacing: '-0.03em' }}>
                    We build software that ships.
                  </h1>
                  <p style={{ color: vars.color.textMuted, fontSize: vars.font.size.lg }}>
                    Web, mobile and AI products, designed and engineered by one small team.
                  </p>
                  <p>
                    <Link href="/booking" style={{ color: vars.color.primary, fontWeight: vars.font.weight.semibold }}>
                      View Our Services
                    </Link>
                  </p>
                  <p style={{ color: vars.color.textMuted }}>
                    Current page: <strong data-current-page="">{path}</strong>
                  </p>
                </Stack>
              </Container>
            </div>
            <Container>
              <Stack gap="16" style={{ paddingBottom: vars.space[16] }}>
                {sectionTitles.map((title) => (
                  <Stack as="section" gap="6" key={title} aria-label={title}>
                    <h2 style={{ fontSize: vars.font.size['2xl'] }}>{title}</h2>
                    <Grid columns={{ base: 1, md: 3 }} gap="6">
                      <div style={block} />
                      <div style={block} />
                      <div style={block} />
                    </Grid>
                  </Stack>
                ))}
              </Stack>
            </Container>
          </main>
        </div>
      </LinkProvider>
    </NavigateContext.Provider>
  );
}

const desktop = { viewport: { value: 'desktop', isRotated: false } } as const;
const phone = { viewport: { value: 'phone', isRotated: false } } as const;

const onMenuOpenChange = fn();

const meta = {
  title: 'Patterns/SiteHeader',
  component: SiteHeader.Root,
  subcomponents: {
    'SiteHeader.Brand': SiteHeader.Brand,
    'SiteHeader.Nav': SiteHeader.Nav,
    'SiteHeader.Menu': SiteHeader.Menu,
    'SiteHeader.Tools': SiteHeader.Tools,
  },
  args: {
    children: (
      <>
        <SiteHeader.Brand aria-label="Northwind Digital, home">Northwind</SiteHeader.Brand>
        <SiteHeader.Nav links={links} actions={actions}>
          <SiteHeader.Menu onOpenChange={onMenuOpenChange} />
        </SiteHeader.Nav>
      </>
    ),
  },
  beforeEach: () => {
    onMenuOpenChange.mockClear();
  },
  render: (args) => <DemoPage {...args} />,
  parameters: componentDocs(
    'The site’s fixed navigation bar, 5rem tall (pad the page’s top by `vars.size.navHeight`). Transparent at the top of the page; scrolled more than `scrollThreshold` (100 px) it turns into a blurred near-white surface with a shadow. Composed from parts: `Root`, `Brand` (the wordmark, a link home), `Nav` (links and calls to action, inline from 1024 px) holding `Menu` (below 1024 px, a hamburger that opens a `Menu` composed of its parts, with the same links unless given its own `links`, and its own `openLabel`, `closeLabel` and `label`; its panel loads on intent), and `Tools` (settings such as a theme switch, from 1024 px). `data-scrolled` on the `<header>` exposes the scroll state. Links render through `LinkProvider`.',
    { iframeHeight: 640 },
  ),
} satisfies Meta<typeof SiteHeader.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

const scrollTo = (top: number) => window.scrollTo({ top, behavior: 'instant' });
/** Every play function starts at the top of the page. */
const resetPage = () => scrollTo(0);
const header = () => document.querySelector('header') as HTMLElement;
const nav = () => within(document.body).getByRole('navigation', { name: 'Main' });
const trigger = () => document.querySelector<HTMLElement>('button[aria-label="Open menu"]')!;

async function expectScrolled(scrolled: boolean) {
  await waitFor(() => expect(header()).toHaveAttribute('data-scrolled', String(scrolled)));
}

export const AtTopDesktop: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    resetPage();
    await expectScrolled(false);
    // Transparent over the page: no surface, no shadow.
    await expect(getComputedStyle(header()).backgroundColor).toBe('rgba(0, 0, 0, 0)');
    await expect(getComputedStyle(header()).boxShadow).toBe('none');
    await expect(header().getBoundingClientRect().height).toBe(80);

    const home = canvas.getByRole('link', { name: 'Northwind Digital, home' });
    await expect(home).toHaveAttribute('href', '/');
    const main = within(nav());
    for (const { label, href } of [...links, ...actions]) {
      const link = main.getByRole('link', { name: label });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', href);
    }
    await expect(trigger()).not.toBeVisible();
  },
};

/** The lg breakpoint itself (1024 px): the inline layout still fits. */
export const AtTopLaptop: Story = {
  play: async () => {
    resetPage();
    await expect(window.innerWidth).toBe(1024);
    for (const { label } of [...links, ...actions]) {
      await expect(within(nav()).getByRole('link', { name: label })).toBeVisible();
    }
    await expect(trigger()).not.toBeVisible();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const ScrolledDesktop: Story = {
  globals: desktop,
  play: async () => {
    resetPage();
    await expectScrolled(false);

    // "More than 100 px": exactly 100 is still the top look.
    scrollTo(100);
    await expect(window.scrollY).toBe(100);
    await expectScrolled(false);

    scrollTo(150);
    await expectScrolled(true);
    const look = getComputedStyle(header());
    await expect(look.backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
    await expect(look.backdropFilter).toContain('blur');
    await expect(look.boxShadow).not.toBe('none');

    scrollTo(350);
    await expectScrolled(true);
    // Links stay on top of the content scrolling beneath.
    await expect(within(nav()).getByRole('link', { name: 'Contact Us' })).toBeVisible();

    // Left scrolled: the test setup shoots a scrolled full-page story as the viewport a visitor sees.
    await expect(window.scrollY).toBe(350);
    await expectScrolled(true);
  },
};

export const AtTopPhone: Story = {
  globals: phone,
  play: async ({ canvas }) => {
    resetPage();
    await expectScrolled(false);
    await expect(canvas.getByRole('link', { name: 'Northwind Digital, home' })).toBeVisible();
    await expect(trigger()).toBeVisible();
    await expect(trigger()).toHaveAttribute('aria-expanded', 'false');
    // The inline links and calls to action are not shown (the menu holds them).
    for (const { label } of [...links, ...actions]) {
      await expect(within(nav()).queryByRole('link', { name: label })).not.toBeInTheDocument();
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
    await expect(header().getBoundingClientRect().width).toBe(window.innerWidth);
  },
};

/** Medium width (768 px) is still the hamburger's: the inline layout starts at 1024 px. */
export const AtTopTablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvas }) => {
    resetPage();
    await expect(canvas.getByRole('link', { name: 'Northwind Digital, home' })).toBeVisible();
    await expect(trigger()).toBeVisible();
    await expect(within(nav()).queryByRole('link', { name: 'Products' })).not.toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const MenuOpenPhone: Story = {
  globals: phone,
  args: { currentPath: '/products' },
  play: async () => {
    resetPage();
    const body = within(document.body);
    await userEvent.click(trigger());
    const panel = await body.findByRole('dialog', { name: 'Site menu' });
    await expect(trigger()).toHaveAttribute('aria-expanded', 'true');
    await expect(onMenuOpenChange).toHaveBeenLastCalledWith(true);
    for (const { label, href } of [...links, ...actions]) {
      const link = within(panel).getByRole('link', { name: label });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', href);
    }
    await expect(within(panel).getByRole('link', { name: 'Products' })).toHaveAttribute('aria-current', 'page');
    await waitFor(() => expect(panel).toContainElement(document.activeElement as HTMLElement));
    // The panel drops from under the 5rem bar, which turns solid above it.
    await expect(panel.getBoundingClientRect().top).toBe(80);
    await expect(getComputedStyle(header()).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');

    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(trigger()).toHaveFocus());
    await expect(onMenuOpenChange).toHaveBeenLastCalledWith(false);
    await expect(getComputedStyle(header()).backgroundColor).toBe('rgba(0, 0, 0, 0)');

    // Open again from the keyboard, for the screenshot.
    await userEvent.keyboard('{Enter}');
    const reopened = await body.findByRole('dialog', { name: 'Site menu' });
    await waitFor(() => expect(reopened).toContainElement(document.activeElement as HTMLElement));
  },
};

export const CurrentPage: Story = {
  globals: desktop,
  args: { currentPath: '/solutions' },
  play: async ({ canvas }) => {
    resetPage();
    const main = within(nav());
    await expect(main.getByRole('link', { name: 'Solutions' })).toHaveAttribute('aria-current', 'page');
    for (const label of ['Products', 'Developers', 'Resources', 'Booking Now', 'Contact Us']) {
      await expect(main.getByRole('link', { name: label })).not.toHaveAttribute('aria-current');
    }
    await expect(canvas.getByRole('link', { name: 'Northwind Digital, home' })).not.toHaveAttribute('aria-current');

    // Following a link moves the mark (the router link handles it, no reload).
    await userEvent.click(main.getByRole('link', { name: 'Developers' }));
    await expect(canvas.getByText('/developers', { selector: '[data-current-page]' })).toBeInTheDocument();
    await expect(main.getByRole('link', { name: 'Developers' })).toHaveAttribute('aria-current', 'page');
    await expect(main.getByRole('link', { name: 'Solutions' })).not.toHaveAttribute('aria-current');
    // Back to the story's page for the screenshot, with the pointer away from the links.
    await userEvent.click(main.getByRole('link', { name: 'Solutions' }));
    await userEvent.unhover(main.getByRole('link', { name: 'Solutions' }));
    (document.activeElement as HTMLElement).blur();
    await expect(main.getByRole('link', { name: 'Solutions' })).toHaveAttribute('aria-current', 'page');
  },
};

export const KeyboardDesktop: Story = {
  globals: desktop,
  play: async ({ canvas }) => {
    resetPage();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Northwind Digital, home' })).toHaveFocus();
    const main = within(nav());
    for (const { label } of [...links, ...actions]) {
      await userEvent.tab();
      await expect(main.getByRole('link', { name: label })).toHaveFocus();
    }
    // The hidden hamburger is not a stop: the next Tab leaves the bar for the page.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'View Our Services' })).toHaveFocus();
    // Back to the primary call to action for the screenshot (its focus ring).
    await userEvent.tab({ shift: true });
    await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveFocus();
    await expect(window.scrollY).toBe(0);
  },
};

/** The menu with a site's own words and links: its trigger's and close button's names, its heading, and a shorter list. */
export const MenuOwnLabelsAndLinksPhone: Story = {
  globals: phone,
  args: {
    currentPath: '/contact',
    children: (
      <>
        <SiteHeader.Brand aria-label="Northwind Digital, home">Northwind</SiteHeader.Brand>
        <SiteHeader.Nav links={links} actions={actions}>
          <SiteHeader.Menu
            label="Navigation"
            openLabel="Show navigation"
            closeLabel="Hide navigation"
            links={[...links.slice(0, 2), { href: '/contact', label: 'Contact Us', variant: 'primary' }]}
          />
        </SiteHeader.Nav>
      </>
    ),
  },
  play: async () => {
    resetPage();
    const body = within(document.body);
    await expect(body.queryByRole('button', { name: 'Open menu' })).not.toBeInTheDocument();
    const open = body.getByRole('button', { name: 'Show navigation' });
    await userEvent.click(open);
    const panel = await body.findByRole('dialog', { name: 'Navigation' });
    const menu = within(panel);
    await expect(menu.getByText('Navigation')).toBeVisible();
    await expect(menu.getByRole('navigation', { name: 'Navigation' })).toBeInTheDocument();
    await expect(menu.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Products',
      'Solutions',
      'Contact Us',
    ]);
    await expect(menu.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('aria-current', 'page');
    const close = menu.getByRole('button', { name: 'Hide navigation' });
    await waitFor(() => expect(close).toHaveFocus());
    await userEvent.click(close);
    await waitFor(() => expect(body.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(open).toHaveFocus());
    // Open again from the keyboard, for the screenshot.
    await userEvent.keyboard('{Enter}');
    const reopened = await body.findByRole('dialog', { name: 'Navigation' });
    await waitFor(() => expect(reopened).toContainElement(document.activeElement as HTMLElement));
  },
};
