import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme/contract.css';
import { mediaUp } from '../theme/media';
import type { Breakpoint } from '../tokens';

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

export const section = styleVariants({
  sm: { paddingBlock: vars.space[12] },
  md: { paddingBlock: vars.space[16], '@media': { [mediaUp('lg')]: { paddingBlock: vars.space[20] } } },
  lg: { paddingBlock: vars.space[20], '@media': { [mediaUp('lg')]: { paddingBlock: vars.space[24] } } },
});

export const sectionTone = styleVariants({
  surface: { background: vars.color.surface },
  raised: { background: vars.color.surfaceRaised },
  sunken: { background: vars.color.surfaceSunken },
});
