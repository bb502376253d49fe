import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SectionHeading } from './SectionHeading';

const meta = {
  title: 'Patterns/SectionHeading',
  component: SectionHeading,
  args: {
    eyebrow: 'What we do',
    title: 'Our Expertise',
    description: 'From first sketch to production, we design, build and run the software your business depends on.',
  },
  parameters: {
    docs: {
      description: {
        component:
          'The heading block that opens a page section: an optional eyebrow, the title at the right heading level, and a short muted description. One `h1` per page (`as="h1"`); sections use `h2`.',
      },
    },
  },
} satisfies Meta<typeof SectionHeading>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    await document.fonts.ready;
    const heading = canvas.getByRole('heading', { level: 2, name: 'Our Expertise' });
    await expect(heading).toBeVisible();
    await expect(canvas.getByText('What we do')).toBeVisible();
    // The description is muted prose held to a readable measure.
    const description = canvas.getByText(/From first sketch/);
    await expect(description.tagName).toBe('P');
    await expect(description.getBoundingClientRect().width).toBeLessThan(
      canvasElement.getBoundingClientRect().width * 0.85,
    );
  },
};

export const Centered: Story = {
  args: { align: 'center' },
  play: async ({ canvas, canvasElement }) => {
    const heading = canvas.getByRole('heading', { name: 'Our Expertise' });
    const box = canvasElement.getBoundingClientRect();
    const rect = heading.getBoundingClientRect();
    // Centred within the story's box (allowing for sub-pixel rounding).
    await expect(Math.abs(rect.left - box.left - (box.right - rect.right))).toBeLessThanOrEqual(2);
  },
};

export const PageTitle: Story = {
  args: {
    as: 'h1',
    eyebrow: undefined,
    title: 'About',
    description: 'A small team of engineers and designers building dependable software for growing businesses.',
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'About' });
    // Page titles use the largest step of the type scale.
    await expect(parseFloat(getComputedStyle(heading).fontSize)).toBeGreaterThanOrEqual(48);
  },
};

export const SubsectionTitle: Story = {
  args: { as: 'h3', eyebrow: undefined, title: 'Key Features', description: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 3, name: 'Key Features' })).toBeVisible();
  },
};

export const LongTitleOnPhone: Story = {
  args: {
    eyebrow: 'Case study',
    title: 'Healthcare clinic chatbot platform with multilingual AI assistance',
    description:
      'A clinic platform with an AI multilingual chatbot that answers patients around the clock and hands over to staff when it matters.',
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 2 });
    const lineHeight = parseFloat(getComputedStyle(heading).lineHeight);
    // Wraps onto several lines instead of overflowing the screen.
    await expect(heading.getBoundingClientRect().height).toBeGreaterThan(lineHeight * 1.5);
    await expect(heading.scrollWidth).toBeLessThanOrEqual(heading.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const WithHighlight: Story = {
  args: {
    eyebrow: 'Why teams choose us',
    title: 'Powerful Features',
    highlight: 'Features',
    align: 'center',
    description: 'Everything you need to launch, grow and run your product, built in from day one.',
  },
  play: async ({ canvas }) => {
    // The highlight is styling only: the heading still reads as one phrase.
    const heading = canvas.getByRole('heading', { level: 2, name: 'Powerful Features' });
    const part = canvas.getByText('Features', { selector: 'span' });
    await expect(heading).toContainElement(part);
    await expect(getComputedStyle(part).backgroundImage).toContain('linear-gradient');
  },
};
