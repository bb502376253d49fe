import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Inline, Stack } from '../../layout';
import { vars } from '../../theme/contract.css';
import { Avatar } from './Avatar';
import { expectSquareSizes, renderSizes } from '../../../../../.storybook/sizes';

const meta = {
  title: 'Primitives/Avatar',
  component: Avatar,
  args: { name: 'Priya Sharma' },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const avatar = canvas.getByRole('img', { name: 'Priya Sharma' });
    await expect(avatar).toHaveTextContent(/^PS$/);
  },
};

const pixels = { sm: 32, md: 48, lg: 72, xl: 112 };

export const Sizes: Story = {
  render: renderSizes(Avatar, '4'),
  play: async ({ canvas }) => {
    await expectSquareSizes(canvas, pixels);
  },
};

const people = [
  ['Priya Sharma', 'PS'],
  ['Daniel Okafor', 'DO'],
  ['Mei Lin', 'ML'],
  ['Lucas', 'L'],
  ['Sofia María García López', 'SL'],
  ['  ada   lovelace ', 'AL'],
  ['Jonas Weber', 'JW'],
  ['Élodie Martin', 'ÉM'],
] as const;

export const ManyNames: Story = {
  render: () => (
    <Stack gap="4">
      <Inline gap="3">
        {people.map(([name]) => (
          <Avatar key={name} name={name} size="lg" />
        ))}
      </Inline>
      <Inline gap="3" data-testid="again">
        {people.map(([name]) => (
          <Avatar key={name} name={name} size="sm" />
        ))}
      </Inline>
    </Stack>
  ),
  play: async ({ canvas }) => {
    const backgrounds = new Set<string>();
    for (const [name, initials] of people) {
      const [large, small] = canvas.getAllByRole('img', { name: name.trim().replace(/\s+/g, ' ') });
      await expect(large).toHaveTextContent(new RegExp(`^${initials}$`));
      // The same name always gets the same colour.
      const colour = getComputedStyle(large!).backgroundImage + getComputedStyle(large!).backgroundColor;
      await expect(getComputedStyle(small!).backgroundImage + getComputedStyle(small!).backgroundColor).toBe(colour);
      backgrounds.add(colour);
    }
    // …and different people get a mix of colours.
    await expect(backgrounds.size).toBeGreaterThanOrEqual(4);
  },
};

// Stands in for a portrait photo (an image file has fixed colours, whatever the theme).
const portrait = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 112 112"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#b4abff"/><stop offset="1" stop-color="#67e3f4"/></linearGradient></defs><rect width="112" height="112" fill="url(#g)"/><circle cx="56" cy="44" r="20" fill="#38289b"/><path d="M20 112c4-24 18-36 36-36s32 12 36 36z" fill="#38289b"/></svg>',
)}`;

export const WithImage: Story = {
  args: { name: 'Daniel Okafor', src: portrait, size: 'xl' },
  play: async ({ canvas }) => {
    const image = canvas.getByRole('img', { name: 'Daniel Okafor' });
    await expect(image.tagName).toBe('IMG');
    // Intrinsic size is set: no layout shift while it loads.
    await expect(image).toHaveAttribute('width', '112');
    await expect(image).toHaveAttribute('height', '112');
    await waitFor(() => expect((image as HTMLImageElement).naturalWidth).toBeGreaterThan(0));
  },
};

export const BrokenImageShowsInitials: Story = {
  // An empty data: URL fails to decode without a network request (and without a console error).
  args: { name: 'Mei Lin', src: 'data:image/png;base64,', size: 'xl' },
  play: async ({ canvas, canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
    const avatar = canvas.getByRole('img', { name: 'Mei Lin' });
    await expect(avatar).toHaveTextContent(/^ML$/);
  },
};

export const Decorative: Story = {
  args: { name: 'Jonas Weber', decorative: true },
  render: (args) => (
    <Inline gap="3">
      <Avatar {...args} />
      <Stack gap="1">
        <strong>Jonas Weber</strong>
        <span style={{ color: vars.color.textMuted, fontSize: vars.font.size.sm }}>Full-stack Developer</span>
      </Stack>
    </Inline>
  ),
  play: async ({ canvas }) => {
    // The name is already written: the avatar adds nothing for a screen reader.
    await expect(canvas.queryByRole('img')).toBeNull();
    await expect(canvas.getByText('JW')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const DecorativeImage: Story = {
  args: { name: 'Daniel Okafor', src: portrait, decorative: true, size: 'lg' },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img')!;
    await expect(image).toHaveAttribute('alt', '');
    await expect(image.parentElement).toHaveAttribute('aria-hidden', 'true');
    await waitFor(() => expect(image.naturalWidth).toBeGreaterThan(0));
  },
};
