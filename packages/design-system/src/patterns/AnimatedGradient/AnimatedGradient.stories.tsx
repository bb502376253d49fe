import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Container, Grid, Section, Stack } from '../../layout';
import { vars } from '../../theme/contract.css';
import { SectionHeading } from '../SectionHeading';
import { AnimatedGradient } from './AnimatedGradient';

function Content() {
  return (
    <Section as="div">
      <Container>
        <Stack gap="10">
          <SectionHeading
            align="center"
            eyebrow="Why our products work"
            title="Powerful Features"
            highlight="Features"
            description="What every product we ship includes by default, not as an upsell."
          />
          <Grid columns={{ base: 1, md: 3 }} gap="6">
            {['Intuitive Experience', 'Enterprise Security', 'Omnichannel Ready'].map((title) => (
              <div
                key={title}
                style={{
                  padding: vars.space[6],
                  borderRadius: vars.radius.lg,
                  background: vars.color.surfaceRaised,
                  border: `1px solid ${vars.color.borderSubtle}`,
                  boxShadow: vars.shadow.md,
                  fontWeight: 600,
                }}
              >
                {title}
              </div>
            ))}
          </Grid>
        </Stack>
      </Container>
    </Section>
  );
}

/** The decorative layer: the band's first child. */
const layerOf = (root: Element) => root.querySelector<HTMLElement>(':scope > [aria-hidden="true"]')!;

const meta = {
  title: 'Patterns/AnimatedGradient',
  component: AnimatedGradient,
  args: { children: <Content /> },
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'A band whose background is a slowly drifting primary and accent glow (an 8 s drift, the `duration.gradient` token). The glow is a decorative layer behind the content, hidden from assistive technology, moved with transform only, and still under reduced motion. `as="section"` makes the band a page section.',
      },
    },
  },
} satisfies Meta<typeof AnimatedGradient>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Soft: Story = {
  play: async ({ canvas, canvasElement }) => {
    const layer = canvasElement.querySelector<HTMLElement>('[aria-hidden="true"]')!;
    await expect(layer.parentElement).toBe(canvasElement.firstElementChild!.firstElementChild);
    await expect(layer).toHaveAttribute('aria-hidden', 'true');
    // The glow lies behind the content: the heading is what a pointer finds.
    const heading = canvas.getByRole('heading', { name: 'Powerful Features' });
    const box = heading.getBoundingClientRect();
    const hit = document.elementFromPoint(box.left + 4, box.top + box.height / 2);
    await expect(heading.contains(hit)).toBe(true);
    // Each glow drifts on a keyframe animation.
    for (const blob of layer.children) await expect(getComputedStyle(blob).animationName).not.toBe('none');
  },
};

export const Vivid: Story = { args: { intensity: 'vivid' } };

export const AsSection: Story = {
  args: { as: 'section', 'aria-label': 'Powerful Features', duration: 12 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('region', { name: 'Powerful Features' })).toBeVisible();
    // A custom duration is passed to the layer (in seconds).
    const layer = layerOf(canvasElement.querySelector<HTMLElement>('section')!);
    await expect(layer.getAttribute('style')).toContain('12s');
  },
};

export const Phone: Story = {
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async () => {
    // The large glows never widen the page.
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
