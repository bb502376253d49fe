import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Grid } from '../../layout';
import { TestimonialCard } from './TestimonialCard';
import { frameWidth } from '../../../../../.storybook/frameWidth';

/** A small portrait stand-in as a data URL (no request leaves the page). */
const portrait =
  'data:image/svg+xml,' +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><rect width="96" height="96" fill="#dcf8fc"/><circle cx="48" cy="38" r="18" fill="#0b6f86"/><path d="M14 96c4-22 18-32 34-32s30 10 34 32z" fill="#5a45e8"/></svg>',
  );

const meta = {
  title: 'Patterns/TestimonialCard',
  component: TestimonialCard,
  args: {
    quote:
      'The multilingual assistant now answers most routine patient questions, and our front desk finally has time for the people in the waiting room.',
    name: 'Ananya Sen',
    jobTitle: 'Operations Manager, Sunrise Family Clinic',
  },
  decorators: [frameWidth('36rem')],
} satisfies Meta<typeof TestimonialCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement, canvas }) => {
    const figure = canvas.getByRole('figure');
    await expect(figure.querySelector('blockquote')).toHaveTextContent(/^The multilingual assistant/);
    const caption = figure.querySelector('figcaption');
    await expect(caption).toHaveTextContent('Ananya Sen');
    await expect(caption).toHaveTextContent('Operations Manager, Sunrise Family Clinic');
    // Initials avatar, hidden from assistive technology (the name is right there).
    const avatar = canvasElement.querySelector('[aria-hidden="true"]:not(svg)');
    await expect(avatar).toHaveTextContent(/^AS$/);
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const WithPortrait: Story = {
  args: { avatarSrc: portrait, name: 'David Okafor', jobTitle: 'CTO, Freightwise Logistics' },
  play: async ({ canvasElement }) => {
    const image = canvasElement.querySelector('img');
    await expect(image).not.toBeNull();
    await waitFor(() => expect(image!.complete && image!.naturalWidth > 0).toBe(true));
    await expect(image).toHaveAttribute('alt', '');
  },
};

export const ShortQuote: Story = {
  args: {
    quote: 'Clear weekly demos, no surprises at launch.',
    name: 'Sarah Collins',
    jobTitle: 'Founder, Loom & Thread Store',
  },
};

/** Two side by side, as in a carousel showing two: the shorter card stretches to the taller one. */
export const Pair: Story = {
  parameters: { frameWidth: 'none' },
  render: (args) => (
    <Grid columns={{ base: 1, md: 2 }} gap="6">
      <TestimonialCard {...args} />
      <TestimonialCard
        quote="Our dashboard shows sales and stock in real time."
        name="Sarah Collins"
        jobTitle="Founder, Loom & Thread Store"
      />
    </Grid>
  ),
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('figure');
    await expect(Math.round(first!.getBoundingClientRect().height)).toBe(
      Math.round(second!.getBoundingClientRect().height),
    );
  },
};

export const OnPhone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
