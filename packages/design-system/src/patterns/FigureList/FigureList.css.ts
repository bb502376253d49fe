import { createVar, globalStyle } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { gradientText } from '../../theme/gradients.css';
import { plainList } from '../../theme/list';
import { mediaUp } from '../../theme/media';
import { topRule } from '../../theme/rule';
import { overlineText } from '../../theme/text';
import { stackLayout } from '../../layout/flex';

const hairline = `1px solid ${vars.color.borderSubtle}`;
const md = mediaUp('md');
/** The icon tile of a fact, beside its label and value. */
const factIconSize = '2.75rem';
/** A fact's inline padding at the start, before any icon. */
const padStart = createVar();

/**
 * variant: the look of each figure (facts: label over value, hairlines between · stats: tiles · metrics:
 * a large value, then its label) · layout: one figure under the other, or side by side · framed: the
 * list on a raised panel.
 */
export const list = recipe({
  base: { ...plainList, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', minWidth: 0 },
  variants: {
    variant: { facts: {}, stats: { gap: vars.space[4] }, metrics: {} },
    layout: { stack: {}, row: {} },
    framed: {
      true: {
        borderRadius: vars.radius.lg,
        border: hairline,
        background: vars.color.surfaceRaised,
        boxShadow: vars.shadow.sm,
      },
      false: {},
    },
  },
  compoundVariants: [
    // Facts in a row share it from md up; on phones they stack.
    {
      variants: { variant: 'facts', layout: 'row' },
      style: { '@media': { [md]: { gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)' } } },
    },
    {
      variants: { variant: 'stats', layout: 'row' },
      style: {
        gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
        '@media': { [mediaUp('lg')]: { gridTemplateColumns: 'repeat(4, minmax(0, 1fr))' } },
      },
    },
    // Two columns shared by every row (subgrid), so labels line up after the widest value.
    {
      variants: { variant: 'metrics', layout: 'stack' },
      style: { gridTemplateColumns: 'max-content minmax(0, 1fr)', columnGap: vars.space[4] },
    },
    {
      variants: { variant: 'metrics', layout: 'row' },
      style: { gridTemplateColumns: 'repeat(auto-fit, minmax(7rem, 1fr))', gap: vars.space[6] },
    },
    // A panel's padding: facts have their own along their hairlines.
    {
      variants: { variant: 'facts', framed: true },
      style: { paddingInline: vars.space[6], paddingBlock: vars.space[2] },
    },
    {
      variants: { variant: 'facts', layout: 'row', framed: true },
      style: { '@media': { [md]: { paddingBlock: vars.space[6], paddingInline: vars.space[2] } } },
    },
    { variants: { variant: 'stats', framed: true }, style: { padding: vars.space[4] } },
    { variants: { variant: 'metrics', framed: true }, style: { padding: vars.space[6] } },
  ],
});

export type FigureListVariants = NonNullable<RecipeVariants<typeof list>>;

export const item = recipe({
  base: { position: 'relative', minWidth: 0 },
  variants: {
    variant: {
      facts: {
        vars: { [padStart]: '0px' },
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'center',
        gap: vars.space[1],
        minHeight: `calc(${factIconSize} + 2 * ${vars.space[4]})`,
        paddingBlock: vars.space[4],
        paddingInlineStart: padStart,
        selectors: { '&:not(:first-child)': { borderTop: hairline } },
      },
      stats: {
        ...stackLayout('1'),
        padding: vars.space[4],
        borderRadius: vars.radius.lg,
        border: hairline,
        background: vars.color.surfaceRaised,
        boxShadow: vars.shadow.sm,
        overflow: 'hidden',
        '@media': { [md]: { padding: vars.space[6] } },
        selectors: { '&::before': topRule('3px') },
      },
      metrics: {},
    },
    layout: { stack: {}, row: {} },
    framed: { true: {}, false: {} },
    withIcon: { true: {}, false: {} },
  },
  compoundVariants: [
    {
      variants: { variant: 'facts', layout: 'row' },
      style: {
        '@media': {
          [md]: {
            vars: { [padStart]: vars.space[6] },
            minHeight: factIconSize,
            paddingBlock: 0,
            paddingInlineEnd: vars.space[6],
            selectors: { '&:not(:first-child)': { borderTop: 'none', borderInlineStart: hairline } },
          },
        },
      },
    },
    {
      variants: { variant: 'facts', withIcon: true },
      style: { paddingInlineStart: `calc(${padStart} + ${factIconSize} + ${vars.space[4]})` },
    },
    // On a raised panel, stat tiles are recessed.
    {
      variants: { variant: 'stats', framed: true },
      style: { background: vars.color.surfaceSunken, boxShadow: 'none' },
    },
    {
      variants: { variant: 'metrics', layout: 'stack' },
      style: {
        display: 'grid',
        gridColumn: '1 / -1',
        gridTemplateColumns: 'subgrid',
        alignItems: 'baseline',
        paddingBlock: vars.space[3],
        borderTop: hairline,
        selectors: {
          // Hairlines only between rows: a panel or a card draws any outer edge.
          '&:first-child': { borderTop: 0, paddingTop: 0 },
          '&:last-child': { paddingBottom: 0 },
        },
      },
    },
    {
      variants: { variant: 'metrics', layout: 'row' },
      style: { display: 'flex', flexDirection: 'column', gap: vars.space[1] },
    },
  ],
});

/** The term: what the figure measures. */
export const label = recipe({
  base: {
    color: vars.color.textMuted,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.snug,
  },
  variants: {
    variant: {
      facts: {},
      // The icon tile sits above the label.
      stats: {
        ...overlineText,
        ...stackLayout('1'),
        '@media': { [md]: { fontSize: vars.font.size.sm } },
      },
      // Shown after the value (the term comes first in the list, as a `<dl>` requires).
      metrics: { gridColumn: 2, gridRow: 1, minWidth: 0, overflowWrap: 'anywhere' },
    },
  },
});

/** The description: the figure itself. */
export const value = recipe({
  base: { margin: 0, overflowWrap: 'break-word' },
  variants: {
    variant: {
      facts: {
        color: vars.color.text,
        fontSize: vars.font.size.md,
        fontWeight: vars.font.weight.semibold,
        lineHeight: vars.font.lineHeight.snug,
      },
      stats: {
        color: vars.color.text,
        fontSize: vars.font.size.lg,
        fontWeight: vars.font.weight.bold,
        letterSpacing: '-0.01em',
        lineHeight: vars.font.lineHeight.tight,
        fontVariantNumeric: 'tabular-nums',
        '@media': { [md]: { fontSize: vars.font.size.xl } },
      },
      metrics: [
        gradientText,
        {
          // Before its label: in the first column of a row, or on top in a tile.
          gridColumn: 1,
          gridRow: 1,
          order: -1,
          fontSize: vars.font.size['2xl'],
          fontWeight: vars.font.weight.extrabold,
          letterSpacing: '-0.03em',
          lineHeight: vars.font.lineHeight.tight,
          fontVariantNumeric: 'tabular-nums',
        },
      ],
    },
    layout: { stack: {}, row: {} },
  },
  // Values are a step larger when they stand side by side.
  compoundVariants: [{ variants: { variant: 'metrics', layout: 'row' }, style: { fontSize: vars.font.size['3xl'] } }],
});

/** A figure's decorative glyph, inside the term (a `<dl>` group holds only terms and definitions). */
export const icon = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    borderRadius: vars.radius.md,
    background: vars.color.primarySubtle,
    color: vars.color.primary,
  },
  variants: {
    variant: {
      // Beside the label and value, centred on the figure.
      facts: {
        position: 'absolute',
        insetInlineStart: padStart,
        top: '50%',
        transform: 'translateY(-50%)',
        width: factIconSize,
        height: factIconSize,
      },
      // Above the label.
      stats: { width: '2.25rem', height: '2.25rem', marginBlockEnd: vars.space[2] },
      // A bare glyph before the label.
      metrics: { marginInlineEnd: vars.space[1], verticalAlign: 'middle', background: 'none' },
    },
  },
});

globalStyle(`${icon.classNames.base} > svg`, { width: '1.25rem', height: '1.25rem' });
