/**
 * Balanced rows, measured: grids of 1 to 8 items at the site's four checked widths, each item's box
 * read back from Chromium. No row of a multi-column grid holds a single item, every short row is
 * centred, every item is as wide as the others, and the rows are the ones `balancedRows` describes.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { lightTheme } from '../theme/themes.css';
import { breakpoints } from '../tokens/runtime';
import { balancedColumns, balancedRows } from './balance';
import { Container, Grid, type ResponsiveColumns } from './Layout';

// The gaps are theme variables.
document.documentElement.classList.add(lightTheme);

afterAll(() => page.viewport(1024, 720));

const widths = [375, 768, 1024, 1440] as const;

/** The column patterns the site's card grids use. */
const patterns: ResponsiveColumns[] = [
  { base: 1, md: 2, lg: 3 },
  { base: 1, md: 2, xl: 4 },
  { base: 1, sm: 2, lg: 4 },
  { base: 1, md: 3 },
];

/** The columns a pattern asks for at a viewport width. */
function askedAt(columns: ResponsiveColumns, width: number): number {
  let asked = columns.base ?? 1;
  for (const bp of ['sm', 'md', 'lg', 'xl'] as const) {
    if (width >= breakpoints[bp]) asked = columns[bp] ?? asked;
  }
  return asked;
}

interface Row {
  items: DOMRect[];
  first: DOMRect;
  last: DOMRect;
}

/** The grid's items grouped into rows by their top edge, each row left to right. */
function rowsOf(grid: Element): Row[] {
  const boxes = [...grid.children].map((item) => item.getBoundingClientRect());
  const rows = new Map<number, DOMRect[]>();
  for (const box of boxes) {
    const top = Math.round(box.top);
    rows.set(top, [...(rows.get(top) ?? []), box]);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([, items]) => {
      const sorted = items.sort((a, b) => a.left - b.left);
      return { items: sorted, first: sorted[0] as DOMRect, last: sorted[sorted.length - 1] as DOMRect };
    });
}

function present(node: Element | null | undefined): Element {
  if (!node) throw new Error('The grid did not render');
  return node;
}

function tiles(count: number) {
  return Array.from({ length: count }, (_, i) => (
    <div key={i} style={{ height: 40 + (i % 3) * 10, background: 'lightsteelblue' }}>
      {i + 1}
    </div>
  ));
}

describe('Grid: balanced rows', () => {
  for (const width of widths) {
    it(`at ${width} px: no lone item on a row, short rows centred, equal widths`, async () => {
      await page.viewport(width, 900);
      const screen = await render(
        <Container>
          {patterns.flatMap((columns, p) =>
            Array.from({ length: 8 }, (_, i) => (
              <Grid key={`${p}-${i}`} data-pattern={p} data-count={i + 1} columns={columns} gap="6">
                {tiles(i + 1)}
              </Grid>
            )),
          )}
        </Container>,
      );
      const grids = [...screen.container.querySelectorAll('[data-count]')];
      expect(grids).toHaveLength(patterns.length * 8);
      for (const grid of grids) {
        const count = Number(grid.getAttribute('data-count'));
        const asked = askedAt(patterns[Number(grid.getAttribute('data-pattern'))] ?? {}, width);
        const label = `${count} items, ${asked} columns asked, at ${width} px`;
        const rows = rowsOf(grid);
        const lengths = rows.map((row) => row.items.length);
        expect(lengths, label).toEqual(balancedRows(count, asked));

        const multiColumn = balancedColumns(count, asked) > 1;
        if (multiColumn && rows.length > 1) expect(Math.min(...lengths), label).toBeGreaterThan(1);

        const box = grid.getBoundingClientRect();
        const itemWidths = rows.flatMap((row) => row.items.map((item) => item.width));
        expect(Math.max(...itemWidths) - Math.min(...itemWidths), `${label}: item widths`).toBeLessThan(1);
        for (const { items, first, last } of rows) {
          const before = first.left - box.left;
          const after = box.right - last.right;
          expect(Math.abs(before - after), `${label}: row of ${items.length} centred`).toBeLessThan(1);
          expect(before, `${label}: inside the grid`).toBeGreaterThan(-1);
        }
        // A grid of one column, or a full first row, spans the whole width.
        if (!multiColumn || lengths[0] === balancedColumns(count, asked)) {
          expect(rows[0]?.first.left ?? NaN, `${label}: first row from the edge`).toBeLessThan(box.left + 1);
        }
      }
    });
  }

  it('counts items, not the empty slots a condition leaves', async () => {
    await page.viewport(1024, 900);
    const hidden = false;
    const screen = await render(
      <Grid columns={{ base: 1, md: 2, lg: 3 }}>
        {tiles(4)}
        {hidden && <div>Not shown</div>}
        {null}
      </Grid>,
    );
    // Four items at 1024 px: 2 + 2 (not 3 + 1).
    expect(rowsOf(present(screen.container.firstElementChild)).map((row) => row.items.length)).toEqual([2, 2]);
  });

  it('switches an odd count from two columns to three, and back to two columns for an even count', async () => {
    await page.viewport(768, 900);
    const screen = await render(
      <>
        <Grid columns={{ base: 1, md: 2 }}>{tiles(5)}</Grid>
        <Grid columns={{ base: 1, md: 2 }}>{tiles(4)}</Grid>
      </>,
    );
    const [odd, even] = [...screen.container.children];
    expect(rowsOf(present(odd)).map((row) => row.items.length)).toEqual([3, 2]);
    expect(rowsOf(present(even)).map((row) => row.items.length)).toEqual([2, 2]);
  });

  it('sees through a child wrapper with display: contents (a slot): its child is as wide as the other item', async () => {
    await page.viewport(1024, 900);
    const screen = await render(
      <Grid columns={{ base: 1, lg: 2 }}>
        <div data-testid="form">Form</div>
        <div style={{ display: 'contents' }}>
          <div data-testid="aside">Aside</div>
        </div>
      </Grid>,
    );
    const width = (id: string) => screen.getByTestId(id).element().getBoundingClientRect().width;
    expect(width('aside')).toBeGreaterThan(100);
    expect(width('aside')).toBeCloseTo(width('form'), 0);
  });

  it('with balance={false}, fills rows from the left as asked', async () => {
    await page.viewport(1024, 900);
    const screen = await render(
      <Grid columns={{ base: 1, md: 2, lg: 3 }} balance={false}>
        {tiles(4)}
      </Grid>,
    );
    const grid = present(screen.container.firstElementChild);
    const rows = rowsOf(grid);
    expect(rows.map((row) => row.items.length)).toEqual([3, 1]);
    expect(rows[1]?.first.left).toBeCloseTo(grid.getBoundingClientRect().left, 0);
  });
});
