import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SiteFooter } from '../SiteFooter';
import { NewsletterForm } from './NewsletterForm';

const EMPTY = 'Please enter your email address.';
const INVALID = 'Please enter a valid email address.';
const FAILURE = 'Failed to send message. Please try again later.';
const SUCCESS = 'Thanks for subscribing!';

const submit = fn((event: { preventDefault(): void }) => event.preventDefault());

const meta = {
  title: 'Patterns/NewsletterForm',
  component: NewsletterForm,
  args: { onSubmit: submit },
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
    submit.mockClear();
  },
} satisfies Meta<typeof NewsletterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = (canvas: ReturnType<typeof within>, name = 'Email address') => canvas.getByRole('textbox', { name });

export const Idle: Story = {
  play: async ({ canvas }) => {
    const input = field(canvas);
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('autocomplete', 'email');
    await expect(input).toHaveAttribute('placeholder', 'you@company.com');
    await expect(input).not.toHaveAttribute('aria-invalid');
    const button = canvas.getByRole('button', { name: 'Subscribe' });
    await expect(button).toBeEnabled();
    // The form hands its submit to the caller, by the button or by Enter in the field. (A DOM click:
    // no pointer left hovering the button, whose hover transition would make the screenshot vary.)
    button.click();
    await userEvent.type(input, '{Enter}');
    await expect(submit).toHaveBeenCalledTimes(2);
    input.blur();
  },
};

/** The caller found the field empty: the message describes the field, which is marked invalid. */
export const EmptySubmit: Story = {
  args: { fieldError: EMPTY },
  play: async ({ canvas }) => {
    const input = field(canvas);
    await expect(canvas.getByText(EMPTY)).toBeVisible();
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(EMPTY);
    input.focus();
  },
};

export const Malformed: Story = {
  args: { fieldError: INVALID, inputProps: { defaultValue: 'ada@' } },
  play: async ({ canvas }) => {
    const input = field(canvas);
    await expect(canvas.getByText(INVALID)).toBeVisible();
    await expect(input).toHaveAccessibleDescription(INVALID);
    await expect(input).toHaveValue('ada@');
    input.focus();
  },
};

export const Sending: Story = {
  args: { status: 'sending', inputProps: { defaultValue: 'ada@example.com' } },
  play: async ({ canvas }) => {
    const busy = canvas.getByRole('button', { name: 'Sending...' });
    await expect(busy).toBeDisabled();
    await expect(busy).toHaveAttribute('aria-busy', 'true');
    // A click on the busy button submits nothing.
    await userEvent.click(busy, { pointerEventsCheck: 0 });
    await expect(submit).not.toHaveBeenCalled();
  },
};

export const Success: Story = {
  args: { status: 'success' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(SUCCESS);
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

export const Failure: Story = {
  args: { status: 'failure', inputProps: { defaultValue: 'ada@example.com' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(FAILURE);
    await expect(field(canvas)).toHaveValue('ada@example.com');
    await expect(canvas.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** The field's props come from the caller: here a controlled value and its change handler. */
export const ControlledField: Story = {
  args: { inputProps: { value: 'reader@example.com', onChange: fn(), name: 'subscriber' } },
  play: async ({ canvas, args }) => {
    const input = field(canvas);
    await expect(input).toHaveValue('reader@example.com');
    await expect(input).toHaveAttribute('name', 'subscriber');
    await userEvent.type(input, 'x');
    await expect(args.inputProps?.onChange).toHaveBeenCalled();
  },
};

export const CustomTexts: Story = {
  args: {
    label: 'E-Mail-Adresse',
    inputProps: { placeholder: 'sie@firma.de' },
    submitLabel: 'Abonnieren',
    fieldError: 'Bitte geben Sie Ihre E-Mail-Adresse ein.',
  },
  play: async ({ canvas }) => {
    const input = field(canvas, 'E-Mail-Adresse');
    await expect(input).toHaveAccessibleDescription('Bitte geben Sie Ihre E-Mail-Adresse ein.');
    await expect(input).toHaveAttribute('placeholder', 'sie@firma.de');
    await expect(canvas.getByRole('button', { name: 'Abonnieren' })).toBeEnabled();
  },
};

export const OnInverseSurface: Story = {
  parameters: { layout: 'fullscreen' },
  args: { fieldError: EMPTY },
  render: (args) => (
    <SiteFooter.Root animated={false}>
      <SiteFooter.Newsletter
        title="Newsletter"
        description="One short e-mail a month: what we shipped, what we learned, and tools worth trying."
      >
        <NewsletterForm {...args} />
      </SiteFooter.Newsletter>
      <SiteFooter.Bottom>
        <SiteFooter.Legal copyright="© 2026 Northwind Digital. All rights reserved." />
      </SiteFooter.Bottom>
    </SiteFooter.Root>
  ),
  play: async ({ canvasElement }) => {
    const footer = within(canvasElement).getByRole('contentinfo');
    const inFooter = within(footer);
    // The label takes the footer's text colour (the pair checked on the inverse surface).
    const label = footer.querySelector('label') as HTMLLabelElement;
    await expect(getComputedStyle(label).color).toBe(getComputedStyle(footer).color);
    // The validation message brings its own background, so it reads on the dark band (axe checks both themes).
    await expect(inFooter.getByText(EMPTY)).toBeVisible();
    const input = field(inFooter);
    input.focus();
    // On the inverse surface, the focus ring follows the footer's text colour too.
    await expect(getComputedStyle(input).outlineColor).toBe(getComputedStyle(footer).color);
  },
};
