import type { Meta, StoryObj } from '@storybook/react-vite';
import { PartyPopper, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { SuccessPanel } from './SuccessPanel';
import { frameWidth } from '../../../../../.storybook/frameWidth';

const sendNew = fn();

const meta = {
  title: 'Patterns/SuccessPanel',
  component: SuccessPanel,
  args: {
    title: 'Message Sent!',
    children: 'Thank you for getting in touch. We will reply to the e-mail address you gave us shortly.',
    action: <Button onClick={sendNew}>Send New Message</Button>,
  },
  decorators: [frameWidth(560)],
} satisfies Meta<typeof SuccessPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    sendNew.mockClear();
    await expect(canvas.getByRole('region', { name: 'Message Sent!' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Message Sent!' })).not.toHaveFocus();
    const button = canvas.getByRole('button', { name: 'Send New Message' });
    await userEvent.click(button);
    await expect(sendNew).toHaveBeenCalledTimes(1);
    button.blur();
  },
};

function SubmitThenConfirm() {
  const [sent, setSent] = useState(false);
  if (sent) {
    return (
      <SuccessPanel
        title="Thank you!"
        focusOnMount
        action={<Button onClick={() => setSent(false)}>Submit Another Request</Button>}
      >
        Your request has reached our team. We will respond within 24 hours.
      </SuccessPanel>
    );
  }
  return (
    <Button type="button" onClick={() => setSent(true)}>
      Submit Request
    </Button>
  );
}

export const FocusOnMount: Story = {
  render: () => <SubmitThenConfirm />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit Request' }));
    const heading = canvas.getByRole('heading', { name: 'Thank you!' });
    // The clicked button is gone: focus moves to the outcome, not to the page.
    await waitFor(() => expect(heading).toHaveFocus());
    // From there the next Tab reaches the action.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Submit Another Request' })).toHaveFocus();
    (document.activeElement as HTMLElement).blur();
  },
};

export const CustomIcon: Story = {
  args: {
    title: 'Thank you!',
    titleAs: 'h3',
    icon: <PartyPopper />,
    children:
      'Your request has reached our team. We will respond within 24 hours to arrange your initial consultation.',
    action: (
      <Button variant="secondary" iconStart={<RotateCcw />}>
        Submit Another Request
      </Button>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Thank you!' })).toBeVisible();
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Message Sent!' });
    await expect(region.getBoundingClientRect().right).toBeLessThanOrEqual(window.innerWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
