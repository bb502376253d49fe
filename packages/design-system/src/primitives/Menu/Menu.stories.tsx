import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState, type CSSProperties, type ReactNode } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Container } from '../../layout';
import { vars } from '../../theme/contract.css';
import { Link, LinkProvider } from '../LinkProvider';
import { ThemeSwitch } from '../ThemeSwitch';
import { Menu, type MenuContentProps, type MenuRootProps } from './index';

import {
  NavigateContext,
  StoryRouterLink,
  demoNavActions as actions,
  demoNavLinks as items,
} from '../../../../../.storybook/storyRouter';
import { componentDocs } from '../../../../../.storybook/docs';

const bar: CSSProperties = {
  position: 'fixed',
  insetInline: 0,
  top: 0,
  zIndex: vars.zIndex.nav,
  background: vars.color.surfaceRaised,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  boxShadow: vars.shadow.sm,
};

const barInner: CSSProperties = {
  height: '100%',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space[4],
};

const wordmark: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  color: vars.color.text,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.02em',
  textDecoration: 'none',
};

const mark: CSSProperties = {
  width: '0.75rem',
  height: '0.75rem',
  borderRadius: vars.radius.pill,
  background: `linear-gradient(135deg, ${vars.color.primary}, ${vars.color.accent})`,
};

const page: CSSProperties = {
  paddingBottom: vars.space[8],
  display: 'grid',
  gap: vars.space[4],
};

/** The Root's options (its children are the demo's), the panel's, and settings for its footer. */
type MenuStoryProps = MenuRootProps & Pick<MenuContentProps, 'label' | 'hideLabel' | 'offset'> & { footer?: ReactNode };

/** The menu as a site composes it: the trigger, then the panel with its close button, links, calls to action and settings. */
function DemoMenu({ label, hideLabel, offset, footer, children: _children, ...root }: MenuStoryProps) {
  return (
    <Menu.Root {...root}>
      <Menu.Trigger />
      <Menu.Content label={label} hideLabel={hideLabel} offset={offset}>
        <Menu.Close />
        <Menu.Nav>
          <Menu.List>
            {items.map(({ href, label }) => (
              <Menu.Item key={href} href={href}>
                {label}
              </Menu.Item>
            ))}
          </Menu.List>
          <Menu.Actions>
            {actions.map(({ href, label, variant }) => (
              <Menu.Action key={href} href={href} variant={variant}>
                {label}
              </Menu.Action>
            ))}
          </Menu.Actions>
        </Menu.Nav>
        {footer && <Menu.Footer>{footer}</Menu.Footer>}
      </Menu.Content>
    </Menu.Root>
  );
}

/** A fixed bar with a wordmark and the menu's trigger, over a page that shows the current path. */
function DemoPage({ currentPath = '/', open, onOpenChange, ...props }: MenuStoryProps) {
  const [path, setPath] = useState(currentPath);
  const [controlledOpen, setControlledOpen] = useState(open);
  const controlled = open !== undefined;
  const barHeight = props.offset ?? vars.size.navHeight;
  return (
    <NavigateContext.Provider value={setPath}>
      <LinkProvider component={StoryRouterLink}>
        <header style={{ ...bar, height: barHeight }}>
          <Container style={barInner}>
            <Link href="/" style={wordmark}>
              <span style={mark} aria-hidden="true" />
              Northwind
            </Link>
            <DemoMenu
              {...props}
              currentPath={path}
              open={controlled ? controlledOpen : undefined}
              onOpenChange={(next) => {
                if (controlled) setControlledOpen(next);
                onOpenChange?.(next);
              }}
            />
          </Container>
        </header>
        <main>
          <Container style={{ ...page, paddingTop: `calc(${barHeight} + ${vars.space[8]})` }}>
            <h1 style={{ fontSize: vars.font.size['3xl'] }}>We build software that ships.</h1>
            <p style={{ color: vars.color.textMuted }}>
              Current page: <strong data-current-page="">{path}</strong>
            </p>
            {controlled && (
              <p style={{ color: vars.color.textMuted }}>
                Menu state (controlled): <strong data-open-state="">{controlledOpen ? 'open' : 'closed'}</strong>
              </p>
            )}
          </Container>
        </main>
      </LinkProvider>
    </NavigateContext.Provider>
  );
}

const phone = { viewport: { value: 'phone', isRotated: false } } as const;

const meta = {
  title: 'Primitives/Menu',
  component: Menu.Root,
  subcomponents: {
    'Menu.Trigger': Menu.Trigger,
    'Menu.Content': Menu.Content,
    'Menu.Close': Menu.Close,
    'Menu.Nav': Menu.Nav,
    'Menu.List': Menu.List,
    'Menu.Item': Menu.Item,
    'Menu.Actions': Menu.Actions,
    'Menu.Action': Menu.Action,
    'Menu.Footer': Menu.Footer,
  },
  args: { children: null, label: 'Site menu', onOpenChange: fn() },
  render: (args) => <DemoPage {...args} />,
  globals: phone,
  parameters: componentDocs(
    'The site menu for medium widths and below, built from parts: `Menu.Root` (the open state) holds `Menu.Trigger` (the hamburger, for the fixed bar) and `Menu.Content` (the panel), which holds `Menu.Close`, then `Menu.Nav` with a `Menu.List` of `Menu.Item`s and `Menu.Actions` of `Menu.Action`s, then `Menu.Footer` for settings. The trigger hides itself at and above the Root’s `hideFrom` (default `lg`, 1024 px), where the site shows its desktop links. Links render through `LinkProvider`, so the router handles them; choosing one, clicking the backdrop or pressing Escape closes the menu and focus returns to the trigger. Page scrolling is locked while it is open. The panel’s code loads on intent: pointer over, focus or touch of the trigger.',
    { iframeHeight: 640 },
  ),
} satisfies Meta<MenuStoryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.queryByRole('dialog', { name: 'Site menu' });

async function expectScrollLocked(locked: boolean) {
  if (locked) {
    await expect(document.body).toHaveAttribute('data-scroll-locked');
    await expect(getComputedStyle(document.body).overflow).toBe('hidden');
  } else {
    await waitFor(() => expect(document.body).not.toHaveAttribute('data-scroll-locked'));
    await expect(getComputedStyle(document.body).overflow).not.toBe('hidden');
  }
}

async function openWithClick() {
  const trigger = screen.getByRole('button', { name: 'Open menu' });
  await userEvent.click(trigger);
  return trigger;
}

async function expectClosed(trigger: HTMLElement) {
  await waitFor(() => expect(dialog()).not.toBeInTheDocument());
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await waitFor(() => expect(trigger).toHaveFocus());
  await expectScrollLocked(false);
}

export const Closed: Story = {
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open menu' });
    await expect(trigger).toBeVisible();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(dialog()).not.toBeInTheDocument();
    await expectScrollLocked(false);
  },
};

export const Open: Story = {
  play: async ({ args }) => {
    const trigger = await openWithClick();
    const panel = await screen.findByRole('dialog', { name: 'Site menu' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('aria-controls', panel.id);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);

    const menu = within(panel);
    for (const { label, href } of [...items, ...actions]) {
      const link = menu.getByRole('link', { name: label });
      await expect(link).toBeVisible();
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('data-router-link');
    }
    await expect(menu.getByRole('button', { name: 'Close menu' })).toBeVisible();
    // Focus moved inside the panel, and the panel sits under the 5rem bar.
    await expect(panel).toContainElement(document.activeElement as HTMLElement);
    await expect(panel.getBoundingClientRect().top).toBe(80);
    await expectScrollLocked(true);
  },
};

export const ClosesOnEscape: Story = {
  play: async ({ args }) => {
    // Keyboard only: the wordmark, then the trigger.
    await userEvent.tab();
    await userEvent.tab();
    const trigger = screen.getByRole('button', { name: 'Open menu' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    const panel = await screen.findByRole('dialog', { name: 'Site menu' });
    const menu = within(panel);
    const close = menu.getByRole('button', { name: 'Close menu' });
    await waitFor(() => expect(close).toHaveFocus());
    await expectScrollLocked(true);

    // Tab walks the links and buttons, then wraps back to the start: focus is trapped.
    for (const { label } of [...items, ...actions]) {
      await userEvent.tab();
      await expect(menu.getByRole('link', { name: label })).toHaveFocus();
    }
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(menu.getByRole('link', { name: 'Contact Us' })).toHaveFocus();

    await userEvent.keyboard('{Escape}');
    await expectClosed(trigger);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const ClosesOnBackdropClick: Story = {
  play: async ({ args }) => {
    const trigger = await openWithClick();
    await screen.findByRole('dialog', { name: 'Site menu' });
    const backdrop = document.querySelector<HTMLElement>('[data-menu-backdrop]');
    await expect(backdrop).toBeVisible();
    await userEvent.click(backdrop!);
    await expectClosed(trigger);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const ClosesWithCloseButton: Story = {
  play: async () => {
    const trigger = await openWithClick();
    const panel = await screen.findByRole('dialog', { name: 'Site menu' });
    await userEvent.click(within(panel).getByRole('button', { name: 'Close menu' }));
    await expectClosed(trigger);
  },
};

export const ClosesOnLinkChoice: Story = {
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('/', { selector: '[data-current-page]' })).toBeInTheDocument();
    const trigger = await openWithClick();
    const panel = await screen.findByRole('dialog', { name: 'Site menu' });
    await userEvent.click(within(panel).getByRole('link', { name: 'Solutions' }));
    await expectClosed(trigger);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // The router link handled it: the page changed without a reload.
    await expect(canvas.getByText('/solutions', { selector: '[data-current-page]' })).toBeInTheDocument();

    // Opened again, the chosen page is marked current.
    await userEvent.click(trigger);
    const reopened = await screen.findByRole('dialog', { name: 'Site menu' });
    await expect(within(reopened).getByRole('link', { name: 'Solutions' })).toHaveAttribute('aria-current', 'page');
    await userEvent.keyboard('{Escape}');
    await expectClosed(trigger);
  },
};

export const CurrentPage: Story = {
  args: { currentPath: '/developers' },
  play: async () => {
    await openWithClick();
    const panel = await screen.findByRole('dialog', { name: 'Site menu' });
    const menu = within(panel);
    await expect(menu.getByRole('link', { name: 'Developers' })).toHaveAttribute('aria-current', 'page');
    for (const label of ['Products', 'Solutions', 'Resources', 'Booking Now', 'Contact Us']) {
      await expect(menu.getByRole('link', { name: label })).not.toHaveAttribute('aria-current');
    }
  },
};

export const Controlled: Story = {
  args: { open: false },
  play: async ({ canvas }) => {
    const state = () => canvas.getByText(/^(open|closed)$/, { selector: '[data-open-state]' });
    await expect(state()).toHaveTextContent('closed');
    const trigger = await openWithClick();
    await screen.findByRole('dialog', { name: 'Site menu' });
    await expect(state()).toHaveTextContent('open');
    await userEvent.keyboard('{Escape}');
    await expectClosed(trigger);
    await expect(state()).toHaveTextContent('closed');
  },
};

export const Tablet: Story = {
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async () => {
    // Still a hamburger at 768 px; the panel spans the width under the bar.
    await openWithClick();
    const panel = await screen.findByRole('dialog', { name: 'Site menu' });
    await expect(panel.getBoundingClientRect().width).toBe(window.innerWidth);
    await expect(within(panel).getByRole('link', { name: 'Contact Us' })).toBeVisible();
    await expectScrollLocked(true);
  },
};

export const HiddenOnDesktop: Story = {
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    // From 1024 px the site shows its own links; the trigger is hidden (display: none).
    const trigger = canvasElement.querySelector('button[aria-label="Open menu"]');
    await expect(trigger).toBeInTheDocument();
    await expect(trigger).not.toBeVisible();
  },
};

export const CustomOffsetAndHiddenLabel: Story = {
  args: { hideLabel: true, offset: '4rem' },
  play: async () => {
    await openWithClick();
    const panel = await screen.findByRole('dialog', { name: 'Site menu' });
    // The name is still there for screen readers; the panel starts under the 4rem bar.
    await expect(panel.getBoundingClientRect().top).toBe(64);
  },
};

/** Settings in `Menu.Footer`, under the navigation and outside it: here the theme switch, its labels written out. */
export const WithFooter: Story = {
  args: { footer: <ThemeSwitch showLabels /> },
  play: async () => {
    await openWithClick();
    const panel = await screen.findByRole('dialog', { name: 'Site menu' });
    const menu = within(panel);
    const settings = menu.getByRole('group', { name: 'Theme' });
    await expect(settings).toBeVisible();
    await expect(menu.getByRole('navigation', { name: 'Site menu' })).not.toContainElement(settings);
    await expect(menu.getByRole('radio', { name: 'System' })).toBeChecked();
  },
};
