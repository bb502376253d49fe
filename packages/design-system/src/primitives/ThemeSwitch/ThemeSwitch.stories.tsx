import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent } from 'storybook/test';
import { Stack } from '../../layout';
import { vars } from '../../theme/contract.css';
import { systemTheme } from '../../theme/themes.css';
import type { ThemeChoice } from '../../theme/themeChoice';
import { Button } from '../Button';
import { Card } from '../Card';
import { ThemeSwitch } from './ThemeSwitch';

const meta = {
  title: 'Primitives/ThemeSwitch',
  component: ThemeSwitch,
  args: { value: 'system', onValueChange: fn() },
  parameters: {
    docs: {
      description: {
        component: [
          'System, light or dark, as three radio buttons. For a page in light and dark:',
          '1. put `systemTheme` on `<html>`: it follows `prefers-color-scheme` from the first paint, from CSS alone;',
          '2. serve `themeChoiceScript` as a classic script of its own, first in `<head>` (a strict Content-Security-Policy allows no inline script), so a remembered choice applies before the first paint;',
          "3. render `<ThemeSwitch />` without `value`: it shows the page's choice and changes it with `setThemeChoice`, which sets `data-theme` on `<html>` and remembers it in `localStorage`.",
          'With `value` and `onValueChange` it is controlled (as in these stories, which must not change the page they sit on).',
        ].join('\n'),
      },
    },
  },
} satisfies Meta<typeof ThemeSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Icons only, as in a navigation bar: each choice is named for assistive technology. */
export const Compact: Story = {
  play: async ({ canvas, args }) => {
    const group = canvas.getByRole('group', { name: 'Theme' });
    await expect(group).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'System' })).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
    await expect(args.onValueChange).toHaveBeenCalledWith('dark');
  },
};

/** Names written out, the options sharing the width: as at the foot of a phone menu. */
export const WithLabels: Story = {
  args: { showLabels: true, value: 'dark' },
  render: (args) => (
    <div style={{ maxWidth: 360 }}>
      <ThemeSwitch {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Light')).toBeVisible();
    await expect(canvas.getByRole('radio', { name: 'Dark' })).toBeChecked();
  },
};

function Preview({ initial }: { initial: ThemeChoice }) {
  const [choice, setChoice] = useState(initial);
  return (
    <div
      className={systemTheme}
      data-theme={choice === 'system' ? undefined : choice}
      data-testid="preview"
      style={{ padding: 24, background: vars.color.surface, color: vars.color.text }}
    >
      <Stack gap="6">
        <ThemeSwitch label="Preview theme" value={choice} onValueChange={setChoice} />
        <Card.Root>
          <Card.Content>
            <Card.Header>
              <Card.Title>Web Development</Card.Title>
              <Card.Eyebrow>Service</Card.Eyebrow>
            </Card.Header>
            <Card.Body>Fast, accessible websites and web apps.</Card.Body>
          </Card.Content>
        </Card.Root>
        <div>
          <Button>Get Free Consultation</Button>
        </div>
      </Stack>
    </div>
  );
}

/**
 * `systemTheme` on a wrapper instead of `<html>`: the switch forces light or dark on it. Arrow keys
 * move the choice, as in any radio group.
 */
export const SwitchingTheTheme: Story = {
  render: () => <Preview initial="light" />,
  play: async ({ canvas }) => {
    const preview = canvas.getByTestId('preview');
    const background = () => getComputedStyle(preview).backgroundColor;
    const light = background();
    await userEvent.click(canvas.getByRole('radio', { name: 'Dark' }));
    await expect(preview).toHaveAttribute('data-theme', 'dark');
    await expect(getComputedStyle(preview).colorScheme).toBe('dark');
    await expect(background()).not.toBe(light);
    canvas.getByRole('radio', { name: 'Dark' }).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('radio', { name: 'Light' })).toBeChecked();
    await expect(preview).toHaveAttribute('data-theme', 'light');
    await expect(background()).toBe(light);
    canvas.getByRole('radio', { name: 'Light' }).blur();
  },
};
