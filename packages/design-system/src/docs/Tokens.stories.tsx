import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { themeValues } from '../tokens';
import { ColorRoles, Motion, Palette, RadiiAndShadows, Spacing, Typography } from './TokenTables';

const meta = {
  title: 'Foundations/Tokens',
  component: ColorRoles,
  parameters: {
    docs: {
      description: {
        component:
          'Every value here is read from `tokens/*.json` (W3C design-token format). Edit the JSON; the theme contract, both themes and these pages follow.',
      },
    },
  },
} satisfies Meta<typeof ColorRoles>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Colors: Story = {
  render: () => <ColorRoles />,
  play: async ({ canvas }) => {
    const roles = Object.keys(themeValues.light.color);
    await expect(canvas.getAllByRole('rowheader').map((th) => th.textContent)).toEqual(roles);
    await expect(canvas.getAllByText(themeValues.light.color.primary).length).toBeGreaterThan(0);
  },
};
export const RawPalette: Story = { render: () => <Palette /> };
export const TypeScale: Story = { render: () => <Typography /> };
export const Space: Story = { render: () => <Spacing /> };
export const RadiusAndElevation: Story = { render: () => <RadiiAndShadows /> };
export const MotionAndLayers: Story = { render: () => <Motion /> };
