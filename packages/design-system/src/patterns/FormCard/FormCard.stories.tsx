import type { Meta, StoryObj } from '@storybook/react-vite';
import { ChevronLeft, Clock, Lock, Send } from 'lucide-react';
import { expect, userEvent } from 'storybook/test';
import { Stack } from '../../layout';
import { Button } from '../../primitives/Button';
import { PasswordField, TextAreaField, TextField } from '../../primitives/FormField';
import { Icon } from '../../primitives/Icon';
import { FormCard } from './FormCard';
import { frameWidth } from '../../../../../.storybook/frameWidth';

function ContactFields() {
  return (
    <form noValidate onSubmit={(event) => event.preventDefault()}>
      <Stack gap="5">
        <TextField label="Name" required placeholder="Your full name" />
        <TextField label="Email" type="email" required placeholder="you@company.com" />
        <TextAreaField label="Message" required placeholder="What are you building?" />
        <div>
          <Button type="submit" size="lg" iconStart={<Send />}>
            Send Message
          </Button>
        </div>
      </Stack>
    </form>
  );
}

const meta = {
  title: 'Patterns/FormCard',
  component: FormCard,
  args: { title: 'Send us a message', children: <ContactFields /> },
  decorators: [frameWidth(560)],
} satisfies Meta<typeof FormCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Send us a message' });
    await expect(region).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Send us a message' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Name' })).toBeRequired();
  },
};

export const WithNote: Story = {
  args: {
    id: 'booking-form',
    title: 'Tell us about your project',
    description: 'Choose a service and describe your project; we come back with next steps.',
    note: 'Our team will respond within 24 hours.',
    noteIcon: <Clock />,
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByText('Our team will respond within 24 hours.')).toBeVisible();
    // The note's icon is decoration.
    const note = canvas.getByText('Our team will respond within 24 hours.').parentElement!;
    await expect(note.querySelector('[aria-hidden="true"] svg')).not.toBeNull();
    // An id makes it a scroll target.
    await expect(canvasElement.querySelector('#booking-form')).toBe(canvas.getByRole('region'));
  },
};

export const SignIn: Story = {
  args: {
    size: 'sm',
    titleAs: 'h1',
    icon: <Icon icon={Lock} contained="gradient" size="lg" />,
    title: 'Clinic sign in',
    description: 'Sign in with your clinic account to continue to the assessment form.',
    footer: (
      <Button href="/" variant="link" iconStart={<ChevronLeft />}>
        Back to the site
      </Button>
    ),
    children: (
      <form noValidate onSubmit={(event) => event.preventDefault()}>
        <Stack gap="5">
          <TextField label="Email" type="email" required placeholder="you@clinic.com" />
          <PasswordField label="Password" required placeholder="Your password" />
          <Button type="submit" size="lg" fullWidth>
            Login
          </Button>
        </Stack>
      </form>
    ),
  },
  parameters: { frameWidth: 900 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Clinic sign in' })).toBeVisible();
    const card = canvas.getByRole('region', { name: 'Clinic sign in' });
    // `sm` keeps the card narrow and centred in a wide column.
    const box = card.getBoundingClientRect();
    await expect(box.width).toBeLessThanOrEqual(28 * 16 + 1);
    const frame = card.parentElement!.getBoundingClientRect();
    await expect(frame.width).toBeGreaterThan(box.width + 100);
    await expect(Math.abs(box.left - frame.left - (frame.right - box.right))).toBeLessThan(2);
    await expect(canvas.getByRole('link', { name: 'Back to the site' })).toHaveAttribute('href', '/');
    // The form inside is reachable by keyboard in order.
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByPlaceholderText('Your password')).toHaveFocus();
    (document.activeElement as HTMLElement).blur();
  },
};

export const OnPhone: Story = {
  args: { note: 'Our team will respond within 24 hours.', noteIcon: <Clock /> },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Send us a message' });
    await expect(region.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
