import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { vars } from './contract.css';
import { HighlightedText } from './HighlightedText';

const meta = {
  title: 'Foundations/HighlightedText',
  component: HighlightedText,
  args: { children: 'Our Expertise', highlight: 'Expertise' },
  render: (args) => (
    <h2 style={{ margin: 0, fontSize: vars.font.size['3xl'], color: vars.color.text }}>
      <HighlightedText {...args} />
    </h2>
  ),
  parameters: {
    docs: {
      description: {
        component:
          "A text with one part drawn in the brand gradient, for a heading's key word (`SectionHeading`'s and the home hero's `highlight`). It adds no element around the text, only a `<span>` around the highlight.",
      },
    },
  },
} satisfies Meta<typeof HighlightedText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    // The heading reads as one text; only the highlighted words are wrapped.
    const heading = canvas.getByRole('heading', { name: 'Our Expertise' });
    const highlight = heading.querySelector('span');
    await expect(highlight).toHaveTextContent(/^Expertise$/);
    await expect(getComputedStyle(highlight!).backgroundImage).toContain('gradient');
  },
};

/** A highlight that is not in the text leaves the text as it is. */
export const HighlightNotFound: Story = {
  args: { highlight: 'Services' },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Our Expertise' });
    await expect(heading.querySelector('span')).toBeNull();
  },
};
