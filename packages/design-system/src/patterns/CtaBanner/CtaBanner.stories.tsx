import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { CtaBanner } from './CtaBanner';
import { withStoryRouter } from '../../../../../.storybook/storyRouter';

const withRouter = withStoryRouter('/solutions');

const meta = {
  title: 'Patterns/CtaBanner',
  component: CtaBanner,
  decorators: [withRouter],
  args: {
    title: 'Ready to start?',
    description:
      'Tell us about your project and we will propose the right mix of services, a timeline and an estimate.',
    actions: [{ label: 'Get Started', href: '/booking', iconEnd: <ArrowRight /> }],
  },
  parameters: {
    docs: {
      description: {
        component:
          "The closing call to action of a page: a rounded panel with a title, a short text and one to three actions (links through the LinkProvider, or buttons). The first action is the main one. On the gradient surface the actions take the panel's light colour, so they keep their contrast in both themes. The banner is a region named by its title.",
      },
    },
  },
} satisfies Meta<typeof CtaBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Ready to start?' });
    await expect(canvas.getByRole('heading', { level: 2, name: 'Ready to start?' })).toBeVisible();
    const action = canvas.getByRole('link', { name: 'Get Started' });
    await expect(region).toContainElement(action);
    await expect(action).toHaveAttribute('href', '/booking');
    await userEvent.click(action);
    await expect(canvas.getByRole('status')).toHaveTextContent('Current page: /booking');
  },
};

export const TwoActions: Story = {
  args: {
    eyebrow: 'Next step',
    title: "Let's build something great",
    actions: [
      { label: 'Get Free Consultation', href: '/contact', iconEnd: <ArrowRight /> },
      { label: 'See Portfolio', href: '/developers' },
    ],
  },
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvas }) => {
    const primary = canvas.getByRole('link', { name: 'Get Free Consultation' });
    const secondary = canvas.getByRole('link', { name: 'See Portfolio' });
    // From md up the actions sit at the end of the row, the main one first.
    await expect(primary.getBoundingClientRect().left).toBeLessThan(secondary.getBoundingClientRect().left);
    const title = canvas.getByRole('heading', { name: "Let's build something great" });
    await expect(primary.getBoundingClientRect().left).toBeGreaterThan(title.getBoundingClientRect().left);
    // The main action is solid, the other outlined: different backgrounds.
    await expect(getComputedStyle(primary).backgroundColor).not.toBe(getComputedStyle(secondary).backgroundColor);
  },
};

export const Centered: Story = {
  args: { layout: 'center', eyebrow: 'Solutions' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Ready to start?' });
    const region = canvas.getByRole('region', { name: 'Ready to start?' });
    const r = region.getBoundingClientRect();
    const h = heading.getBoundingClientRect();
    await expect(Math.abs(h.left - r.left - (r.right - h.right))).toBeLessThanOrEqual(2);
  },
};

export const Subtle: Story = {
  args: {
    surface: 'raised',
    eyebrow: 'Newsletter',
    title: 'Not ready yet?',
    description: 'Read how we work, or write to us with a question. We answer within a working day.',
    actions: [
      { label: 'Contact Us', href: '/contact' },
      { label: 'About us', href: '/about' },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    await expect(canvas.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about');
  },
};

export const ButtonActionWithKeyboard: Story = {
  args: {
    titleAs: 'h3',
    as: 'div',
    title: 'Questions before you start?',
    description: 'Ask for a call back and we will phone you within one working day.',
    actions: [{ label: 'Request a call back', onClick: fn() }],
  },
  play: async ({ canvas, args }) => {
    // A div root is not a landmark; the heading keeps its level.
    await expect(canvas.queryByRole('region')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 3 })).toBeVisible();
    const button = canvas.getByRole('button', { name: 'Request a call back' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    // On the gradient the focus ring takes the panel's light text colour.
    const style = getComputedStyle(button);
    await expect(style.outlineStyle).toBe('solid');
    await expect(style.outlineColor).toBe(getComputedStyle(button.closest('div[class]')!.parentElement!).color);
    await userEvent.keyboard('{Enter}');
    await expect(args.actions![0]!.onClick).toHaveBeenCalledTimes(1);
  },
};

export const OnPhone: Story = {
  args: TwoActions.args,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const primary = canvas.getByRole('link', { name: 'Get Free Consultation' });
    const secondary = canvas.getByRole('link', { name: 'See Portfolio' });
    // Stacked, full-width actions: the main one on top, both as wide as each other.
    await expect(secondary.getBoundingClientRect().top).toBeGreaterThan(primary.getBoundingClientRect().bottom - 1);
    await expect(Math.round(primary.getBoundingClientRect().width)).toBe(
      Math.round(secondary.getBoundingClientRect().width),
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const LongText: Story = {
  play: async ({ canvas }) => {
    // A long text keeps a readable width: the actions wrap under it instead of squeezing it.
    const title = canvas.getByRole('heading', { level: 2 });
    const action = canvas.getByRole('link', { name: 'Schedule Free Consultation' });
    await expect(title.getBoundingClientRect().width).toBeGreaterThan(500);
    await expect(action.getBoundingClientRect().top).toBeGreaterThan(title.getBoundingClientRect().bottom);
  },
  args: {
    title: 'Bring your idea, your spreadsheet or your half-finished app: we will help you ship it',
    description:
      'We start every project with a short discovery phase, agree on the outcome that matters, and then ship in small, demonstrable steps every week. When the project goes live we stay on.',
    actions: [
      { label: 'Schedule Free Consultation', href: '/contact', iconEnd: <ArrowRight /> },
      { label: 'View Our Services', href: '/booking' },
    ],
  },
};
