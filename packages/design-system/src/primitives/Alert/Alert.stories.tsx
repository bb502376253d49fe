import type { Meta, StoryObj } from '@storybook/react-vite';
import { RotateCcw } from 'lucide-react';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Alert } from './Alert';
import { frameWidth } from '../../../../../.storybook/frameWidth';

const meta = {
  title: 'Primitives/Alert',
  component: Alert,
  args: { tone: 'danger', children: 'Failed to send message. Please try again later.' },
  decorators: [frameWidth(640)],
} satisfies Meta<typeof Alert>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Danger: Story = {
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    await expect(alert).toHaveTextContent('Failed to send message. Please try again later.');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Success: Story = {
  args: {
    tone: 'success',
    title: 'Message Sent!',
    children: "Thanks for reaching out. We'll get back to you within 24 hours.",
  },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status).toHaveTextContent('Message Sent!');
    await expect(status).toHaveTextContent("We'll get back to you within 24 hours.");
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Info: Story = {
  args: { tone: 'primary', children: 'Our team will respond to your booking request within 24 hours.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(
      'Our team will respond to your booking request within 24 hours.',
    );
  },
};

export const Dismissible: Story = {
  args: { onDismiss: fn() },
  play: async ({ canvas, args }) => {
    const dismiss = canvas.getByRole('button', { name: 'Dismiss' });
    await expect(dismiss).toHaveAttribute('type', 'button');
    await userEvent.click(dismiss);
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
    // Keyboard too.
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(2);
    dismiss.blur();
  },
};

const sendNew = fn();

export const WithAction: Story = {
  args: {
    tone: 'success',
    title: 'Message Sent!',
    children: "Thanks for reaching out. We'll get back to you within 24 hours.",
    action: (
      <Button variant="secondary" size="sm" iconStart={<RotateCcw />} onClick={sendNew}>
        Send New Message
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    sendNew.mockClear();
    const button = canvas.getByRole('button', { name: 'Send New Message' });
    await userEvent.click(button);
    await expect(sendNew).toHaveBeenCalledTimes(1);
    button.blur();
  },
};

export const LongText: Story = {
  args: {
    title: 'We could not send your message',
    onDismiss: fn(),
    children:
      'Failed to send message. Please try again later. If the problem persists, write to us directly at support@example-agency-mailbox-with-a-very-long-address.com and we will get back to you within 24 hours.',
  },
  play: async ({ canvas }) => {
    const alert = canvas.getByRole('alert');
    // Long words wrap instead of pushing the banner wider than its container.
    await expect(alert.scrollWidth).toBeLessThanOrEqual(alert.clientWidth);
  },
};

export const OnPhone: Story = {
  args: {
    tone: 'success',
    title: 'Message Sent!',
    children: "Thanks for reaching out. We'll get back to you within 24 hours.",
    onDismiss: fn(),
    action: <Button size="sm">Send New Message</Button>,
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const status = canvas.getByRole('status');
    await expect(status.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
