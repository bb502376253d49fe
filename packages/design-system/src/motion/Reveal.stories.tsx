import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { Grid } from '../layout';
import { vars } from '../theme/contract.css';
import { Reveal } from './Reveal';

const meta = {
  title: 'Foundations/Motion/Reveal',
  component: Reveal,
  args: { children: null },
} satisfies Meta<typeof Reveal>;

export default meta;
type Story = StoryObj<typeof meta>;

const box = {
  padding: vars.space[6],
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.md,
};

export const StaggeredDelays: Story = {
  render: () => (
    <Grid columns={{ base: 1, md: 3 }}>
      {[0, 0.2, 0.4].map((delay) => (
        <Reveal key={delay} delay={delay}>
          <div style={box}>Delay {delay} s</div>
        </Reveal>
      ))}
    </Grid>
  ),
  play: async ({ canvas }) => {
    for (const delay of ['0', '0.2', '0.4']) {
      const box = await canvas.findByText(`Delay ${delay} s`);
      // Hidden first, then faded in once in view.
      await waitFor(() => expect(box).toBeVisible());
    }
  },
};
