import type { Meta, StoryObj } from '@storybook/react-vite';
import { Send } from 'lucide-react';
import type { ComponentPropsWithRef } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Stack } from '../../layout';
import { vars } from '../../theme/contract.css';
import { Alert } from '../Alert';
import { Button } from '../Button';
import { SelectField, TextAreaField, TextField } from './FormField';
import { PasswordField } from './PasswordField';
import * as FormField from './parts';
import { frameWidth } from '../../../../../.storybook/frameWidth';
import { componentDocs } from '../../../../../.storybook/docs';

const services = [
  { value: 'web-development', label: 'Web Development' },
  { value: 'app-development', label: 'App Development' },
  { value: 'database-management', label: 'Database Management' },
  { value: 'ai-integration', label: 'AI Integration' },
  { value: 'digital-marketing', label: 'Digital Marketing' },
];

const meta = {
  title: 'Primitives/FormField',
  component: TextField,
  args: { label: 'Name', name: 'name' },
  parameters: componentDocs(
    '`FormField` is a field in parts: `Root`, `Label` (or `Legend` for a group), `Control`, `Hint` and `Error`. The root gives the control its id and wires it to the hint and error with `aria-describedby` (hint, then error) and `aria-invalid`; as a `fieldset` it labels and describes a group of checkboxes or radios the same way. `TextField`, `TextAreaField`, `SelectField` and `PasswordField` are presets made of these parts. Every native prop passes through, so forms can be controlled or not.',
  ),
  decorators: [frameWidth(480)],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = {
  args: { placeholder: 'Your name', autoComplete: 'name' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Name' });
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.type(input, 'Ada Lovelace');
    await expect(input).toHaveValue('Ada Lovelace');
  },
};

export const EmailWithHint: Story = {
  args: {
    label: 'Email',
    name: 'email',
    type: 'email',
    autoComplete: 'email',
    placeholder: 'you@company.com',
    hint: "We'll only use it to reply to you.",
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAccessibleDescription("We'll only use it to reply to you.");
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.type(input, 'ada@example.com');
    await expect(input).toHaveValue('ada@example.com');
  },
};

export const Required: Story = {
  args: { required: true },
  play: async ({ canvas }) => {
    const marker = canvas.getByText('*');
    await expect(marker).toBeVisible();
    await expect(marker).toHaveAttribute('aria-hidden', 'true');
    // The accessible name is the label alone, without the asterisk.
    const input = canvas.getByRole('textbox', { name: 'Name' });
    await expect(input).toHaveAccessibleName('Name');
    await expect(input).toBeRequired();
    await expect(input).toBeInvalid(); // empty and required: the browser's own validity
    await userEvent.type(input, 'Ada');
    await expect(input).toBeValid();
  },
};

export const WithError: Story = {
  args: {
    required: true,
    hint: 'As you would like us to address you.',
    error: 'Please fill in all required fields',
  },
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox', { name: 'Name' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    const [hintId, errorId, ...others] = (input.getAttribute('aria-describedby') ?? '').split(' ');
    await expect(others).toEqual([]);
    // Hint first, then the error.
    await expect(canvasElement.querySelector(`[id="${hintId}"]`)).toHaveTextContent(
      'As you would like us to address you.',
    );
    const error = canvasElement.querySelector(`[id="${errorId}"]`);
    await expect(error).toHaveTextContent('Please fill in all required fields');
    await expect(error).toBeVisible();
    await expect(input).toHaveAccessibleDescription(
      'As you would like us to address you. Please fill in all required fields',
    );
  },
};

export const Textarea: Story = {
  render: () => <TextAreaField label="Message" name="message" required placeholder="Tell us about your project" />,
  play: async ({ canvas }) => {
    const textarea = canvas.getByRole('textbox', { name: 'Message' });
    await expect(textarea.tagName).toBe('TEXTAREA');
    await expect(textarea).toBeRequired();
    await userEvent.type(textarea, 'We need a booking app.{Enter}Launch in spring.');
    await expect(textarea).toHaveValue('We need a booking app.\nLaunch in spring.');
  },
};

export const SelectWithPlaceholder: Story = {
  render: () => (
    <SelectField label="Service" name="service" required placeholder="Select a service" options={services} />
  ),
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Service' });
    await expect(select).toHaveValue('');
    await expect(canvas.getByRole('option', { name: 'Select a service' })).toHaveProperty('selected', true);
    await expect(select).toBeRequired();
    await expect(select).toBeInvalid(); // the placeholder does not count as a choice
    await userEvent.selectOptions(select, 'AI Integration');
    await expect(select).toHaveValue('ai-integration');
    await expect(select).toBeValid();
  },
};

export const Password: Story = {
  render: () => <PasswordField label="Password" name="password" required autoComplete="current-password" />,
  play: async ({ canvas, canvasElement }) => {
    const input = canvasElement.querySelector('input') as HTMLInputElement;
    await expect(input).toHaveAccessibleName('Password');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.type(input, 'secret');

    // A click shows the password and leaves focus (and the caret) in the input.
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    // The label alone tells the state (no aria-pressed, which would announce it twice).
    await expect(toggle).toHaveAttribute('type', 'button');
    await expect(toggle).not.toHaveAttribute('aria-pressed');
    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('secret');
    await expect(toggle).toHaveAccessibleName('Hide password');
    await expect(input).toHaveFocus();
    await userEvent.type(input, '!', { skipClick: true });
    await expect(input).toHaveValue('secret!');

    await userEvent.click(toggle);
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAccessibleName('Show password');

    // Keyboard: Tab reaches the toggle, Space flips it.
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAccessibleName('Hide password');
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAccessibleName('Show password');
    await expect(input).toHaveValue('secret!');
  },
};

export const PasswordInForm: Story = {
  render: () => (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        event.currentTarget.dataset.submitted = 'true';
      }}
    >
      <PasswordField label="Password" name="password" defaultValue="secret" />
    </form>
  ),
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(canvas.getByRole('textbox', { name: 'Password' })).toHaveValue('secret');
    // The toggle is a plain button: it never submits the form.
    await expect(canvasElement.querySelector('form')).not.toHaveAttribute('data-submitted');
  },
};

export const Disabled: Story = {
  render: () => (
    <Stack gap="6">
      <TextField label="Name" name="name" defaultValue="Ada Lovelace" disabled />
      <SelectField label="Service" name="service" placeholder="Select a service" options={services} disabled />
      <PasswordField label="Password" name="password" defaultValue="secret" disabled />
      <TextAreaField label="Message" name="message" placeholder="Tell us about your project" disabled />
    </Stack>
  ),
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Name' });
    await expect(input).toBeDisabled();
    await userEvent.type(input, 'x', { pointerEventsCheck: 0 });
    await expect(input).toHaveValue('Ada Lovelace');
    await expect(canvas.getByRole('combobox', { name: 'Service' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
    await expect(canvas.getByRole('textbox', { name: 'Message' })).toBeDisabled();
  },
};

export const LongLabelAndError: Story = {
  args: {
    label: 'The name of the company, school or clinic you would like us to build the new platform for',
    required: true,
    hint: 'If you are not sure yet, a working title is fine: we can change it at any time before launch.',
    error:
      'Please fill in all required fields. This one is needed so that we can prepare an initial consultation that fits your organisation.',
    defaultValue: '',
  },
  decorators: [frameWidth(360)],
  play: async ({ canvas, canvasElement }) => {
    const input = canvas.getByRole('textbox');
    await expect(input).toHaveAccessibleName(
      'The name of the company, school or clinic you would like us to build the new platform for',
    );
    // Long texts wrap inside the field instead of widening it.
    const field = canvasElement.querySelector('label')?.parentElement as HTMLElement;
    await expect(field.scrollWidth).toBeLessThanOrEqual(field.clientWidth);
    await expect(field.getBoundingClientRect().width).toBeLessThanOrEqual(360);
  },
};

function SmallContactForm() {
  return (
    <form onSubmit={(event) => event.preventDefault()}>
      <Stack gap="5">
        <TextField label="Name" name="name" required autoComplete="name" />
        <TextField label="Email" name="email" type="email" required autoComplete="email" />
        <TextAreaField label="Message" name="message" required />
        <Button type="submit" fullWidth iconEnd={<Send />}>
          Send Message
        </Button>
      </Stack>
    </form>
  );
}

export const OnPhone: Story = {
  render: () => <SmallContactForm />,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    for (const name of ['Name', 'Email', 'Message']) {
      const control = canvas.getByRole('textbox', { name });
      await expect(control).toBeRequired();
      const box = control.getBoundingClientRect();
      await expect(box.right).toBeLessThanOrEqual(window.innerWidth);
      await expect(box.height).toBeGreaterThanOrEqual(48); // a comfortable touch target
    }
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const ContactFormExample: Story = {
  render: () => (
    <form onSubmit={(event) => event.preventDefault()} noValidate>
      <Stack gap="5">
        <Alert tone="danger">Failed to send message. Please try again later.</Alert>
        <TextField label="Name" name="name" required autoComplete="name" defaultValue="Ada Lovelace" />
        <TextField
          label="Email"
          name="email"
          type="email"
          required
          autoComplete="email"
          defaultValue="ada@example.com"
        />
        <TextAreaField
          label="Message"
          name="message"
          required
          defaultValue="We would like a booking app for our clinic."
        />
        <Button type="submit" fullWidth iconEnd={<Send />}>
          Send Message
        </Button>
      </Stack>
    </form>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('Failed to send message. Please try again later.');
    // The form keeps the values after a failed send.
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveValue('ada@example.com');
  },
};

/** A checkbox or radio with its own label, for the group stories. */
function Choice({ label, ...input }: { label: string } & ComponentPropsWithRef<'input'>) {
  return (
    <label
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: vars.space[3],
        color: vars.color.text,
        fontSize: vars.font.size.md,
        lineHeight: vars.font.lineHeight.snug,
      }}
    >
      <input
        {...input}
        style={{ width: '1.25rem', height: '1.25rem', margin: 0, flexShrink: 0, accentColor: vars.color.primary }}
      />
      {label}
    </label>
  );
}

/** Reads the ids in an element's `aria-describedby` and the texts they point at. */
function descriptions(element: Element) {
  const ids = (element.getAttribute('aria-describedby') ?? '').split(' ').filter(Boolean);
  return ids.map((id) => element.ownerDocument.getElementById(id)?.textContent);
}

export const CheckboxAndRadioGroups: Story = {
  render: () => (
    <Stack gap="8">
      <FormField.Root as="fieldset">
        <FormField.Legend>How may we reach you?</FormField.Legend>
        <Stack gap="3">
          <Choice type="checkbox" name="channel" value="email" label="Email" />
          <Choice type="checkbox" name="channel" value="phone" label="Phone" />
          <Choice type="checkbox" name="channel" value="whatsapp" label="WhatsApp" />
        </Stack>
        <FormField.Hint>Choose as many as you like.</FormField.Hint>
        <FormField.Error>Choose at least one way to reach you.</FormField.Error>
      </FormField.Root>
      <FormField.Root as="fieldset" role="radiogroup" required>
        <FormField.Legend>Best time for a call</FormField.Legend>
        <Stack gap="3">
          <Choice type="radio" name="time" value="morning" label="Morning" required />
          <Choice type="radio" name="time" value="afternoon" label="Afternoon" required />
          <Choice type="radio" name="time" value="evening" label="Evening" required />
        </Stack>
        <FormField.Hint>In your time zone, on a working day.</FormField.Hint>
        <FormField.Error>Choose a time for the call.</FormField.Error>
      </FormField.Root>
    </Stack>
  ),
  play: async ({ canvas }) => {
    // The legend names the group; the required marker is not part of the name.
    const channels = canvas.getByRole('group', { name: 'How may we reach you?' });
    await expect(channels.tagName).toBe('FIELDSET');
    await expect(channels).toHaveAttribute('aria-invalid', 'true');
    await expect(descriptions(channels)).toEqual([
      'Choose as many as you like.',
      'Choose at least one way to reach you.',
    ]);
    await expect(channels).toHaveAccessibleDescription(
      'Choose as many as you like. Choose at least one way to reach you.',
    );
    // Each option keeps its own label.
    await expect(canvas.getAllByRole('checkbox').map((box) => box.getAttribute('value'))).toEqual([
      'email',
      'phone',
      'whatsapp',
    ]);
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Phone' }));
    await expect(canvas.getByRole('checkbox', { name: 'Phone' })).toBeChecked();

    const time = canvas.getByRole('radiogroup', { name: 'Best time for a call' });
    await expect(time).toHaveAttribute('aria-invalid', 'true');
    await expect(time).toHaveAttribute('aria-required', 'true');
    await expect(descriptions(time)).toEqual(['In your time zone, on a working day.', 'Choose a time for the call.']);
    await expect(time).toHaveAccessibleDescription('In your time zone, on a working day. Choose a time for the call.');
    const evening = canvas.getByRole('radio', { name: 'Evening' });
    await expect(evening).toBeRequired();
    await userEvent.click(evening);
    await expect(evening).toBeChecked();
  },
};
