import type { Meta, StoryObj } from '@storybook/react-vite';
import type { CSSProperties } from 'react';
import { expect, userEvent, waitFor } from 'storybook/test';
import { vars } from '../../theme/contract.css';
import { SkipLink } from './SkipLink';

const bar: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: `${vars.space[2]} ${vars.space[5]}`,
  minHeight: vars.size.navHeight,
  padding: `${vars.space[3]} ${vars.space[6]}`,
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
  background: vars.color.surfaceRaised,
};

const mainStyle: CSSProperties = {
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[4],
  padding: vars.space[6],
  minHeight: '22rem',
  background: vars.color.surface,
  color: vars.color.text,
};

/** A page in miniature: the skip link first, then a navigation bar, then the main content. */
function DemoPage({ label }: { label?: string }) {
  return (
    <div>
      <SkipLink targetId="demo-main" label={label} />
      <nav aria-label="Main" style={bar}>
        <a href="#products">Products</a>
        <a href="#solutions">Solutions</a>
        <a href="#developers">Developers</a>
        <a href="#resources">Resources</a>
      </nav>
      <main id="demo-main" tabIndex={-1} style={mainStyle}>
        <h1 style={{ fontSize: vars.font.size['3xl'] }}>About</h1>
        <p>Who we are, how we work and why clients stay with us after launch.</p>
        <p>
          <a href="#story">Read our story</a>
        </p>
      </main>
    </div>
  );
}

const onScreen = (element: Element) => {
  const box = element.getBoundingClientRect();
  return box.bottom > 0 && box.top >= 0 && box.right <= window.innerWidth;
};

const meta = {
  title: 'Primitives/SkipLink',
  component: SkipLink,
  args: { targetId: 'demo-main' },
  render: (args) => <DemoPage label={args.label} />,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          "The first stop of the keyboard on every page. It waits above the top edge until it receives focus, then slides in over the navigation bar; following it moves focus to the page's main content (`<main tabIndex={-1}>`), so keyboard users skip the navigation links.",
      },
    },
  },
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const HiddenUntilFocused: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    // Present for assistive technology, but out of sight until it receives focus.
    await expect(link).toHaveAttribute('href', '#demo-main');
    await expect(onScreen(link)).toBe(false);
    await expect(link).not.toHaveFocus();
  },
};

export const FocusedWithTab: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await userEvent.tab();
    // The first Tab of the page lands on the skip link, which comes into view above the navigation.
    await expect(link).toHaveFocus();
    await waitFor(() => expect(onScreen(link)).toBe(true));
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(link.getBoundingClientRect().top).toBeLessThan(nav.getBoundingClientRect().bottom);
    // Its focus ring shows.
    await expect(getComputedStyle(link).outlineStyle).toBe('solid');
  },
};

export const MovesFocusToMain: Story = {
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // Focus moves past the navigation to the main content, and the skip link hides again.
    const main = canvas.getByRole('main');
    await expect(main).toHaveFocus();
    await waitFor(() => expect(onScreen(link)).toBe(false));
    // The next Tab reaches the first link inside the main content, not the navigation.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Read our story' })).toHaveFocus();
    (document.activeElement as HTMLElement).blur();
  },
};

export const CustomLabelOnPhone: Story = {
  args: { label: 'Skip to the page content' },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'Skip to the page content' });
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await waitFor(() => expect(onScreen(link)).toBe(true));
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
