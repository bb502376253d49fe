import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import type { ReactNode } from 'react';
import { vars } from '../theme/contract.css';
import { balancedRows } from './balance';
import { Container, Grid, Inline, Section, Stack, type ResponsiveColumns } from './Layout';

const meta = {
  title: 'Foundations/Layout',
  component: Grid,
  parameters: {
    layout: 'fullscreen',
    docs: {
      description: {
        component:
          'Layout primitives: `Section` (vertical rhythm), `Container` (1200 px max width), `Stack` (vertical gaps), `Inline` (wrapping rows) and `Grid` (responsive equal columns, balanced rows). Pages use these instead of their own CSS.\n\n' +
          "`Grid`'s rows are balanced: no card is left alone on a row and no short row hugs the left edge. Cards keep the width of the columns asked for and a short row is centred; a last row of one takes a card from the row above (`3 + 3 + 1` shows as `3 + 2 + 2`, `4 + 1` as `3 + 2`); two columns cannot do that, so an odd count of three or more takes three columns there (`3`, `3 + 2`, `3 + 2 + 2`). The grid counts its children as it renders, on the server too, and CSS does the rest: right from the first paint, nothing measured. `balance={false}` keeps plain rows for a grid whose cells are placed on purpose.",
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
    <Section spacing="sm" surface="sunken">
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

/** Row lengths of each `[data-count]` grid in the story, read from the tiles' tops. */
function measuredRows(canvasElement: HTMLElement) {
  return [...canvasElement.querySelectorAll('[data-count]')].map((grid) => {
    const tops = [...grid.children].map((tile) => Math.round(tile.getBoundingClientRect().top));
    return [...new Set(tops)].map((top) => tops.filter((t) => t === top).length);
  });
}

/** Checks that the grids of 1 to 7 items show the balanced rows for `columns` columns; returns those rows. */
async function expectBalancedRows(canvasElement: HTMLElement, columns: number) {
  const expected = Array.from({ length: 7 }, (_, i) => balancedRows(i + 1, columns));
  await expect(measuredRows(canvasElement)).toEqual(expected);
  return expected;
}

function BalancedGrids({ columns }: { columns: ResponsiveColumns }) {
  return (
    <Section spacing="sm">
      <Container>
        <Stack gap="8">
          {Array.from({ length: 7 }, (_, i) => (
            <Stack gap="2" key={i}>
              <p style={{ color: vars.color.textMuted, fontSize: vars.font.size.sm }}>
                {i + 1} {i === 0 ? 'item' : 'items'}
              </p>
              <Grid data-count={i + 1} columns={columns} gap="4">
                {Array.from({ length: i + 1 }, (_, j) => (
                  <Tile key={j}>Card {j + 1}</Tile>
                ))}
              </Grid>
            </Stack>
          ))}
        </Stack>
      </Container>
    </Section>
  );
}

const cardGrid: ResponsiveColumns = { base: 1, md: 2, lg: 3 };

/**
 * Balanced rows, 1 to 7 cards, on a grid asking for 2 columns from 768 px and 3 from 1024 px (Booking's
 * services, Home's portfolio, the developers' cards). On a tablet an odd count takes three columns,
 * an even one two; short rows are centred.
 */
export const BalancedRowsOnTablet: Story = {
  render: () => <BalancedGrids columns={cardGrid} />,
  globals: { viewport: { value: 'tablet', isRotated: false } },
  play: async ({ canvasElement }) => {
    const expected = await expectBalancedRows(canvasElement, 2);
    await expect(expected[4]).toEqual([3, 2]);
  },
};

/** The same grids on a desktop: three columns; 4 shows as 2 + 2 and 7 as 3 + 2 + 2, never with one alone. */
export const BalancedRowsOnDesktop: Story = {
  render: () => <BalancedGrids columns={cardGrid} />,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const expected = await expectBalancedRows(canvasElement, 3);
    await expect(expected[6]).toEqual([3, 2, 2]);
  },
};

/** Four columns asked (like the home services grid): 5 shows as 3 + 2, 6 as 4 + 2. */
export const BalancedRowsInFourColumns: Story = {
  render: () => <BalancedGrids columns={{ base: 1, md: 2, lg: 4 }} />,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expectBalancedRows(canvasElement, 4);
  },
};
