import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { FinePrint } from './FinePrint';

const meta = {
  title: 'Primitives/FinePrint',
  component: FinePrint,
  args: {
    children: (
      <>
        How we use and keep your details: <a href="/privacy-policy">Privacy Policy</a>.
      </>
    ),
  },
  parameters: {
    docs: {
      description: {
        component:
          'A line of small print under a form or a section (how the details sent are used, a licence, a source): small, in the colour of the text around it (put it where that is muted), its links underlined in its own colour.',
      },
    },
  },
} satisfies Meta<typeof FinePrint>;

export default meta;
type Story = StoryObj<typeof meta>;

export const UnderAForm: Story = {
  play: async ({ canvas }) => {
    const line = canvas.getByText(/How we use and keep your details/);
    const link = canvas.getByRole('link', { name: 'Privacy Policy' });
    await expect(line).toContainElement(link);
    // Smaller than the text around it, and the link in the line's own colour, set apart by its underline.
    await expect(parseFloat(getComputedStyle(line).fontSize)).toBeLessThan(
      parseFloat(getComputedStyle(document.body).fontSize),
    );
    await expect(getComputedStyle(link).color).toBe(getComputedStyle(line).color);
    await expect(getComputedStyle(link).textDecorationLine).toBe('underline');
  },
};
