import type { Meta, StoryObj } from '@storybook/react-vite';
import { Bot, Cloud, Code, Database, Rocket, ShieldCheck, Smartphone } from 'lucide-react';
import { expect } from 'storybook/test';
import { Inline, Stack } from '../../layout';
import { vars } from '../../theme/contract.css';
import { tones as allTones } from '../../theme/tone';
import { Icon } from './Icon';
import { expectSquareSizes, renderSizes, sizes } from '../../../../../.storybook/sizes';

const meta = {
  title: 'Primitives/Icon',
  component: Icon,
  args: { icon: Rocket },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    // A component source is rendered as the icon itself: one <svg>, no wrapper.
    const icon = canvasElement.querySelector('svg')!;
    await expect(canvasElement.querySelector('span')).toBeNull();
    await expect(icon).toHaveAttribute('aria-hidden', 'true');
    await expect(icon).toHaveAttribute('focusable', 'false');
    await expect(icon.getBoundingClientRect().width).toBe(20);
    await expect(icon.getBoundingClientRect().height).toBe(20);
  },
};

const pixels = { sm: 16, md: 20, lg: 24, xl: 32 };

export const Sizes: Story = {
  render: renderSizes(Icon, '6'),
  play: async ({ canvas }) => {
    for (const icon of await expectSquareSizes(canvas, pixels)) {
      // The icon is the SVG, at its size whatever its own width/height attributes say (lucide sets 24).
      await expect(icon.tagName).toBe('svg');
      await expect(icon).toHaveAttribute('width', '24');
    }
  },
};

const tones = [undefined, ...allTones] as const;

/** Every tone, and none: an icon without a tone takes the text colour around it (here, onPrimary on primary). */
export const Tones: Story = {
  args: { size: 'lg' },
  render: (args) => (
    <Inline gap="6">
      {tones.map((tone) => (
        <Inline key={tone ?? 'none'} gap="2">
          <Icon {...args} tone={tone} />
          <span>{tone ?? 'no tone'}</span>
        </Inline>
      ))}
      <Inline
        gap="2"
        style={{
          padding: `${vars.space[2]} ${vars.space[4]}`,
          borderRadius: vars.radius.md,
          background: vars.color.primary,
          color: vars.color.onPrimary,
        }}
      >
        <Icon {...args} />
        <span>no tone, on primary</span>
      </Inline>
    </Inline>
  ),
};

/** A stand-in for a brand icon: any SVG node drawn with `currentColor` takes the tone. */
function BrandGlyph() {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor">
      <path d="M12 2 3 7v10l9 5 9-5V7l-9-5Zm0 2.3 6.8 3.8L12 11.9 5.2 8.1 12 4.3Z" />
    </svg>
  );
}

export const LabelledAndDecorative: Story = {
  render: () => (
    <Stack gap="4">
      <Inline gap="2">
        <Icon icon={ShieldCheck} tone="primary" size="lg" label="Secure" />
        <Icon icon={<BrandGlyph />} tone="accent" size="lg" label="Node.js" />
      </Inline>
      <Inline gap="2">
        <Icon icon={<Cloud />} tone="neutral" />
        <span>Cloud Services</span>
      </Inline>
    </Stack>
  ),
  play: async ({ canvas, canvasElement }) => {
    // A label makes the icon an image with that name…
    const secure = canvas.getByRole('img', { name: 'Secure' });
    await expect(secure).not.toHaveAttribute('aria-hidden');
    await expect(canvas.getByRole('img', { name: 'Node.js' })).toBeVisible();
    // …without one it is hidden: the text beside it says it all.
    await expect(canvas.getAllByRole('img')).toHaveLength(2);
    // An element source sits in one span, which takes the label or hides it, its SVG filling it.
    await expect(canvas.getByRole('img', { name: 'Node.js' }).tagName).toBe('SPAN');
    const decorative = canvas.getByText('Cloud Services').previousElementSibling!;
    await expect(decorative.tagName).toBe('SPAN');
    await expect(decorative).toHaveAttribute('aria-hidden', 'true');
    await expect(decorative).not.toHaveAttribute('role');
    await expect(decorative.firstElementChild!.getBoundingClientRect().width).toBe(20);
    // Inner SVGs never add a second name.
    for (const svg of canvasElement.querySelectorAll('svg')) {
      await expect(svg.closest('[role="img"], [aria-hidden="true"]')).not.toBeNull();
    }
  },
};

const services = [Code, Smartphone, Bot, Database] as const;

export const ContainedTiles: Story = {
  render: () => (
    <Stack gap="6">
      {(['subtle', 'accent', 'gradient'] as const).map((contained) => (
        <Inline key={contained} gap="4" align="end">
          {sizes.map((size, i) => (
            <Icon
              key={size}
              icon={services[i]}
              size={size}
              contained={contained}
              data-testid={`${contained}-${size}`}
            />
          ))}
        </Inline>
      ))}
    </Stack>
  ),
  play: async ({ canvas }) => {
    // A tile is twice the glyph; the glyph (the SVG, the tile's one child) keeps its own size inside.
    for (const size of sizes) {
      const tile = canvas.getByTestId(`gradient-${size}`);
      await expect(tile).toHaveAttribute('aria-hidden', 'true');
      await expect(tile.getBoundingClientRect().width).toBe(pixels[size] * 2);
      await expect(tile.children).toHaveLength(1);
      await expect(tile.firstElementChild!.tagName).toBe('svg');
      await expect(tile.firstElementChild!.getBoundingClientRect().width).toBe(pixels[size]);
    }
  },
};
