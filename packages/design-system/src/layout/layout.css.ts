import { createVar, globalStyle, style, styleVariants, type GlobalStyleRule } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { mediaUp } from '../theme/media';
import type { Breakpoint } from '../tokens';
import { breakpoints } from '../tokens/runtime';
import { maxBalancedColumns } from './balance';

export type Space = keyof typeof vars.space;

export const gap = styleVariants(vars.space, (value) => ({ gap: value }));

export const container = style({
  width: '100%',
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space[4],
  '@media': { [mediaUp('md')]: { paddingInline: vars.space[6] } },
});

export const stack = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });
export const inline = style({ display: 'flex', flexDirection: 'row', minWidth: 0 });
export const wrap = style({ flexWrap: 'wrap' });

export const align = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
  baseline: { alignItems: 'baseline' },
});

export const justify = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  between: { justifyContent: 'space-between' },
});

export const grid = style({ display: 'grid', gridTemplateColumns: 'repeat(1, minmax(0, 1fr))' });

const columnCounts = [1, 2, 3, 4, 5, 6, 12] as const;
export type Columns = (typeof columnCounts)[number];

const columnsAt = (bp: Breakpoint | 'base') =>
  Object.fromEntries(
    columnCounts.map((n) => {
      const rule = { gridTemplateColumns: `repeat(${n}, minmax(0, 1fr))` };
      return [n, style(bp === 'base' ? rule : { '@media': { [mediaUp(bp)]: rule } })];
    }),
  ) as Record<Columns, string>;

export const columns = {
  base: columnsAt('base'),
  sm: columnsAt('sm'),
  md: columnsAt('md'),
  lg: columnsAt('lg'),
  xl: columnsAt('xl'),
};

/*
 * Balanced rows (see `balance.ts` for the rule). A grid of `c` columns has `2c` half-width tracks and
 * every item spans two: a row of `r` items is centred by starting its first item `c - r` tracks in.
 * Which item starts a short row is read from the DOM with `:nth-child` and `:nth-last-child`, so the
 * CSS works for any number of items. Only items that stay are counted (`of :not([inert])`): an item on
 * its way out (the motion folder's `LayoutItem`, inert while it fades out where it was) keeps no place
 * in the rows the others move to.
 *
 * Where an item would start in a grid of `c` columns does not depend on the breakpoint, so those
 * rules are written once, each setting the item's `start[c]`; each breakpoint's range gets its own
 * classes, limited to that range (one breakpoint's placements never leak into the next), which set
 * the tracks and start the items at `start[c]` for the columns they use there.
 */
/**
 * A child wrapper with an inline `display: contents` (a slot that must add no box) is see-through: its
 * children are the grid's items, so they take the items' span too.
 */
const seeThrough = ':where([style*="display:contents"], [style*="display: contents"])';

/** Items that stay: not an inert one (an item on its way out, see the motion folder's `LayoutItem`). */
const staying = ':not([inert])';

export const balancedRanges = ['base', 'sm', 'md', 'lg', 'xl'] as const;
export type BalancedRange = (typeof balancedRanges)[number];
export type BalancedColumns = 1 | 2 | 3 | 4 | 5 | 6;

/** Column counts whose grids centre short rows (one column has nothing to centre). */
type Centring = Exclude<BalancedColumns, 1>;
const centring = Array.from({ length: maxBalancedColumns - 1 }, (_, i) => (i + 2) as Centring);

/** Where an item starts in a balanced grid of `c` columns (`auto`: where the flow puts it). */
const start = Object.fromEntries(centring.map((c) => [c, createVar()])) as Record<Centring, string>;

// A see-through wrapper's children span what the wrapper would (it has no box of its own to place).
globalStyle(`${grid} > ${seeThrough} > *`, { gridColumnEnd: 'inherit' });
// Every item starts where the flow puts it (its own, not one inherited from an item it sits in)…
globalStyle(`${grid} > *`, { vars: Object.fromEntries(centring.map((c) => [start[c], 'auto'])) });
// …except the first of a short row.
const startItems = (selector: string, starts: [Centring, number][]) =>
  globalStyle(`${grid} > ${selector}`, {
    vars: Object.fromEntries(starts.map(([c, n]) => [start[c], String(n)])),
  });
// Two columns: only reached by a lone item (the grid switches an odd count to three columns): centred.
startItems(`:nth-child(odd of ${staying}):nth-last-child(1 of ${staying})`, [[2, 2]]);
// A lone item, centred.
startItems(
  `:nth-child(1 of ${staying}):nth-last-child(1 of ${staying})`,
  centring.filter((c) => c > 2).map((c) => [c, c]),
);
for (const c of centring.filter((n) => n > 2)) {
  // A last row of r (2 to c - 1) items.
  for (let r = 2; r < c; r += 1) {
    startItems(`:nth-child(${c}n+1 of ${staying}):nth-last-child(${r} of ${staying})`, [[c, c - r + 1]]);
  }
  // A last row of one: the row above gives it one item, so the two rows hold c - 1 and 2.
  startItems(`:nth-child(${c}n+1 of ${staying}):nth-last-child(${c + 1} of ${staying})`, [[c, 2]]);
  startItems(`:nth-child(${c}n of ${staying}):nth-last-child(2 of ${staying})`, [[c, c - 1]]);
}

const rangeQuery = (range: BalancedRange) => {
  const index = balancedRanges.indexOf(range);
  const next = balancedRanges[index + 1] as Breakpoint | undefined;
  const from = range === 'base' ? [] : [`(min-width: ${breakpoints[range]}px)`];
  const below = next ? [`(max-width: ${breakpoints[next] - 0.02}px)`] : [];
  return ['screen', ...from, ...below].join(' and ');
};

const balancedAt = (range: BalancedRange) => {
  const query = rangeQuery(range);
  const inRange = (rule: GlobalStyleRule) => ({ '@media': { [query]: rule } });
  const entries = Array.from({ length: maxBalancedColumns }, (_, i) => {
    const c = (i + 1) as BalancedColumns;
    const grid = style(inRange({ gridTemplateColumns: `repeat(${c === 1 ? 1 : 2 * c}, minmax(0, 1fr))` }));
    if (c > 1) globalStyle(`${grid} > *`, inRange({ gridColumn: `${start[c as Centring]} / span 2` }));
    return [c, grid];
  });
  return Object.fromEntries(entries) as Record<BalancedColumns, string>;
};

export const balanced = {
  base: balancedAt('base'),
  sm: balancedAt('sm'),
  md: balancedAt('md'),
  lg: balancedAt('lg'),
  xl: balancedAt('xl'),
};

export const section = styleVariants({
  sm: { paddingBlock: vars.space[12] },
  md: { paddingBlock: vars.space[16], '@media': { [mediaUp('lg')]: { paddingBlock: vars.space[20] } } },
  lg: { paddingBlock: vars.space[20], '@media': { [mediaUp('lg')]: { paddingBlock: vars.space[24] } } },
});

export const sectionSurface = styleVariants({
  surface: { background: vars.color.surface },
  raised: { background: vars.color.surfaceRaised },
  sunken: { background: vars.color.surfaceSunken },
});
