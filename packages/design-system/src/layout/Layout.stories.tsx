import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { ReactNode } from 'react';
import { vars } from '../theme/contract.css';
import { Container, Grid, Inline, Section, Stack } from './Layout';

const meta = {
  title: 'Foundations/Layout',
  component: Grid,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Layout primitives: `Section` (vertical rhythm), `Container` (1200 px max width), `Stack` (vertical gaps), `Inline` (wrapping rows) and `Grid` (responsive equal columns). Pages use these instead of their own CSS.',
      },
    },
  },
} satisfies Meta<typeof Grid>;

export default meta;
type Story = StoryObj<typeof meta>;

function Tile({ children }: { children: ReactNode }) {
  return (
    <div
      data-testid="tile"
      style={{
        padding: vars.space[4],
        borderRadius: vars.radius.md,
        background: vars.color.primarySubtle,
        color: vars.color.text,
        fontWeight: 600,
      }}
    >
      {children}
    </div>
  );
}

const eight = Array.from({ length: 8 }, (_, i) => <Tile key={i}>Card {i + 1}</Tile>);

/** The home page's services grid: 1 column on phones, 2 from 640 px, 4 from 1024 px. */
export const ResponsiveGrid: Story = {
  render: () => (
    <Section>
      <Container>
        <Grid columns={{ base: 1, sm: 2, lg: 4 }}>{eight}</Grid>
      </Container>
    </Section>
  ),
  play: async ({ canvas }) => {
    const tops = canvas.getAllByTestId('tile').map((tile) => Math.round(tile.getBoundingClientRect().top));
    // At 1024 px: four per row, so two rows.
    await expect(new Set(tops).size).toBe(2);
  },
};

export const ResponsiveGridOnPhone: Story = {
  ...ResponsiveGrid,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvas }) => {
    const tiles = canvas.getAllByTestId('tile');
    const tops = tiles.map((tile) => Math.round(tile.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(8);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

export const StackAndInline: Story = {
  render: () => (
    <Section spacing="sm" tone="sunken">
      <Container>
        <Stack gap="6">
          <Stack gap="2">
            <Tile>Stack item one</Tile>
            <Tile>Stack item two</Tile>
          </Stack>
          <Inline gap="3">
            {['React', 'Node.js', 'OpenAI', 'MongoDB', 'Firebase', 'Tailwind CSS', 'Python', 'AWS'].map((name) => (
              <Tile key={name}>{name}</Tile>
            ))}
          </Inline>
        </Stack>
      </Container>
    </Section>
  ),
};
