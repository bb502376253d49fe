import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SiteFooter } from '../SiteFooter';
import { NewsletterForm } from './NewsletterForm';

const EMPTY = 'Please enter your email address.';
const INVALID = 'Please enter a valid email address.';
const FAILURE = 'Failed to send message. Please try again later.';
const SUCCESS = 'Thanks for subscribing!';

const subscribe = fn((_email: string) => Promise.resolve());
const failing = fn((_email: string) => Promise.reject(new Error('Network Error')));

const meta = {
  title: 'Patterns/NewsletterForm',
  component: NewsletterForm,
  args: { onSubmit: subscribe },
  parameters: {
    docs: {
      description: {
        component:
          'A one-field newsletter sign-up. It checks the address itself (empty, malformed) and hands a valid one to `onSubmit`, which sends it: resolve for success, reject for failure. While sending, the button reads "Sending..." and is disabled. All texts have English defaults and can be replaced.',
      },
    },
  },
  decorators: [
    (Story, { parameters }) =>
      parameters.layout === 'fullscreen' ? (
        <Story />
      ) : (
        <div style={{ maxWidth: 480 }}>
          <Story />
        </div>
      ),
  ],
  beforeEach: () => {
    subscribe.mockClear();
    subscribe.mockImplementation(() => Promise.resolve());
    failing.mockClear();
  },
} satisfies Meta<typeof NewsletterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toBeRequired();
    await expect(input).toHaveAttribute('autocomplete', 'email');
    await expect(input).not.toHaveAttribute('aria-invalid');
    const button = canvas.getByRole('button', { name: 'Subscribe' });
    await expect(button).toHaveAttribute('type', 'submit');
    await expect(button).toBeEnabled();
    // The form validates itself, so its own messages appear instead of the browser's bubble.
    await expect(input.closest('form')).toHaveAttribute('novalidate');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const EmptySubmit: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await expect(canvas.getByText(EMPTY)).toBeVisible();
    await expect(subscribe).not.toHaveBeenCalled();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(EMPTY);
    await expect(input).toHaveFocus();
    // Blanks only count as empty too, and Enter submits like the button.
    await userEvent.type(input, '   {Enter}');
    await expect(canvas.getByText(EMPTY)).toBeVisible();
    await expect(subscribe).not.toHaveBeenCalled();
  },
};

export const Malformed: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, 'ada.example.com{Enter}');
    await expect(canvas.getByText(INVALID)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(INVALID);
    await expect(input).toHaveFocus();
    await expect(subscribe).not.toHaveBeenCalled();
    // Nothing after the '@' is malformed too; the typed text stays for the visitor to fix.
    await userEvent.clear(input);
    await userEvent.type(input, 'ada@{Enter}');
    await expect(canvas.getByText(INVALID)).toBeVisible();
    await expect(input).toHaveValue('ada@');
    await expect(subscribe).not.toHaveBeenCalled();
  },
};

export const Sending: Story = {
  play: async ({ canvas }) => {
    let finish: () => void = () => {};
    subscribe.mockImplementation(
      () =>
        new Promise<void>((resolve) => {
          finish = resolve;
        }),
    );
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, 'ada@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));

    const busy = canvas.getByRole('button', { name: 'Sending...' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    await expect(subscribe).toHaveBeenCalledTimes(1);
    await expect(subscribe).toHaveBeenCalledWith('ada@example.com');
    // A second click, or Enter in the field, sends nothing more.
    await userEvent.click(busy, { pointerEventsCheck: 0 });
    await userEvent.type(input, '{Enter}');
    await expect(subscribe).toHaveBeenCalledTimes(1);

    // The send completes: the sending flag is cleared and the form is ready again.
    finish();
    await expect(await canvas.findByRole('status')).toHaveTextContent(SUCCESS);
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  },
};

export const Success: Story = {
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.type(input, '  ada@example.com ');
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(subscribe).toHaveBeenCalledWith('ada@example.com');
    const status = await canvas.findByRole('status');
    await expect(status).toHaveTextContent(SUCCESS);
    await expect(input).toHaveValue('');
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Failure: Story = {
  args: { onSubmit: failing },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    // Keyboard only: type, then Enter.
    await userEvent.type(input, 'ada@example.com{Enter}');
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent(FAILURE);
    await expect(failing).toHaveBeenCalledTimes(1);
    await expect(input).toHaveValue('ada@example.com');
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

export const TypingClearsError: Story = {
  args: { onSubmit: failing },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email address' });
    await userEvent.click(canvas.getByRole('button', { name: 'Subscribe' }));
    await expect(canvas.getByText(EMPTY)).toBeVisible();
    await userEvent.type(input, 'a');
    await expect(canvas.queryByText(EMPTY)).not.toBeInTheDocument();
    await expect(input).not.toHaveAttribute('aria-invalid');

    // The send failure clears on typing too.
    await userEvent.type(input, 'da@example.com{Enter}');
    await expect(await canvas.findByRole('alert')).toHaveTextContent(FAILURE);
    await userEvent.type(input, '{Backspace}');
    await waitFor(() => expect(canvas.queryByRole('alert')).not.toBeInTheDocument());
    await expect(input).toHaveValue('ada@example.co');
  },
};

export const CustomTexts: Story = {
  args: {
    label: 'E-Mail-Adresse',
    placeholder: 'sie@firma.de',
    submitLabel: 'Abonnieren',
    emptyMessage: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Abonnieren' }));
    const input = canvas.getByRole('textbox', { name: 'E-Mail-Adresse' });
    await expect(input).toHaveAccessibleDescription('Bitte geben Sie Ihre E-Mail-Adresse ein.');
    await expect(input).toHaveAttribute('placeholder', 'sie@firma.de');
  },
};

export const OnInverseSurface: Story = {
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <SiteFooter
      animated={false}
      newsletterTitle="Newsletter"
      newsletterDescription="One short e-mail a month: what we shipped, what we learned, and tools worth trying."
      newsletter={<NewsletterForm {...args} />}
      copyright="© 2026 Northwind Digital. All rights reserved."
    />
  ),
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    const inFooter = within(footer);
    // The label takes the footer's text colour (the pair checked on the inverse surface).
    const label = footer.querySelector('label') as HTMLLabelElement;
    await expect(getComputedStyle(label).color).toBe(getComputedStyle(footer).color);
    // The validation message brings its own background, so it reads on the dark band (axe checks both themes).
    await userEvent.click(inFooter.getByRole('button', { name: 'Subscribe' }));
    await expect(inFooter.getByText(EMPTY)).toBeVisible();
    await expect(subscribe).not.toHaveBeenCalled();
    const input = inFooter.getByRole('textbox', { name: 'Email address' });
    await expect(input).toHaveFocus();
    // On the inverse surface, the focus ring follows the footer's text colour too.
    await expect(getComputedStyle(input).outlineColor).toBe(getComputedStyle(footer).color);
  },
};
