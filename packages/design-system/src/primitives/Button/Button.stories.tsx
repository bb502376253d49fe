import type { Meta, StoryObj } from '@storybook/react-vite';
import { ArrowRight, Send } from 'lucide-react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Inline, Stack } from '../../layout';
import { LinkProvider, type LinkComponentProps } from '../LinkProvider';
import { Button } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  args: { children: 'Get Free Consultation', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Primary: Story = {
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Get Free Consultation' });
    await userEvent.click(button);
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};

export const Secondary: Story = { args: { variant: 'secondary', children: 'View Our Services' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'Show Less' } };
export const LinkLook: Story = { args: { variant: 'link', children: 'View Case Study' } };

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="4">
      <Button {...args} size="sm">
        Small
      </Button>
      <Button {...args} size="md">
        Medium
      </Button>
      <Button {...args} size="lg">
        Large
      </Button>
    </Inline>
  ),
};

export const WithIcons: Story = {
  args: { iconStart: <Send />, iconEnd: <ArrowRight />, children: 'Send Message' },
  play: async ({ canvasElement, canvas }) => {
    const button = canvas.getByRole('button', { name: 'Send Message' });
    await expect(button).toBeVisible();
    // Icons are decoration: the accessible name is the label alone.
    await expect(canvasElement.querySelectorAll('[aria-hidden="true"] svg')).toHaveLength(2);
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Get Free Consultation' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Busy: Story = {
  args: { busy: true, busyLabel: 'Sending...', children: 'Send Message', type: 'submit' },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: 'Sending...' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Keyboard: Story = {
  args: { children: 'Schedule Free Consultation' },
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Schedule Free Consultation' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

function FakeRouterLink({ children, ...props }: LinkComponentProps) {
  return (
    <a data-router-link="" {...props}>
      {children}
    </a>
  );
}

export const AsLink: Story = {
  args: { href: '/contact', children: 'Contact Us' },
  render: (args) => (
    <LinkProvider component={FakeRouterLink}>
      <Stack gap="4" align="start">
        <Button {...args} />
        <Button href="mailto:hello@example.com" variant="secondary">
          E-mail us
        </Button>
      </Stack>
    </LinkProvider>
  ),
  play: async ({ canvas }) => {
    const internal = canvas.getByRole('link', { name: 'Contact Us' });
    await expect(internal).toHaveAttribute('href', '/contact');
    await expect(internal).toHaveAttribute('data-router-link');
    const external = canvas.getByRole('link', { name: 'E-mail us' });
    await expect(external).toHaveAttribute('href', 'mailto:hello@example.com');
    await expect(external).not.toHaveAttribute('data-router-link');
  },
};

export const LongLabelOnPhone: Story = {
  args: { fullWidth: true, children: "Let's Build Something Great", iconEnd: <ArrowRight /> },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    // Full width and never wider than the phone screen.
    await expect(button.getBoundingClientRect().width).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
