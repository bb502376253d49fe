import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { mediaUp } from '../../theme/media';

export const list = recipe({
  base: { display: 'grid', margin: 0, padding: 0, minWidth: 0 },
  variants: {
    layout: {
      stack: { gridTemplateColumns: 'minmax(0, 1fr)' },
      columns: {
        gridTemplateColumns: 'minmax(0, 1fr)',
        '@media': { [mediaUp('md')]: { gridAutoFlow: 'column', gridAutoColumns: 'minmax(0, 1fr)' } },
      },
    },
    framed: {
      true: {
        paddingInline: vars.space[6],
        paddingBlock: vars.space[2],
        borderRadius: vars.radius.lg,
        border: `1px solid ${vars.color.borderSubtle}`,
        background: vars.color.surfaceRaised,
        boxShadow: vars.shadow.sm,
      },
      false: {},
    },
  },
  compoundVariants: [
    {
      variants: { layout: 'columns', framed: true },
      style: { '@media': { [mediaUp('md')]: { paddingBlock: vars.space[6], paddingInline: vars.space[2] } } },
    },
  ],
  defaultVariants: { layout: 'stack', framed: false },
});

const hairline = `1px solid ${vars.color.borderSubtle}`;
const iconSize = '2.75rem';

/** The item's inline padding at the start, before any icon. */
const padStart = createVar();

export const item = recipe({
  base: {
    vars: { [padStart]: '0px' },
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    justifyContent: 'center',
    gap: vars.space[1],
    minWidth: 0,
    minHeight: `calc(${iconSize} + 2 * ${vars.space[4]})`,
    paddingBlock: vars.space[4],
    paddingInlineStart: padStart,
    selectors: { '&:not(:first-child)': { borderTop: hairline } },
  },
  variants: {
    layout: {
      stack: {},
      columns: {
        '@media': {
          [mediaUp('md')]: {
            vars: { [padStart]: vars.space[6] },
            minHeight: iconSize,
            paddingBlock: 0,
            paddingInlineEnd: vars.space[6],
            selectors: { '&:not(:first-child)': { borderTop: 'none', borderInlineStart: hairline } },
          },
        },
      },
    },
    withIcon: {
      true: { paddingInlineStart: `calc(${padStart} + ${iconSize} + ${vars.space[4]})` },
      false: {},
    },
  },
});

/** The icon tile, drawn beside the label and value (it lives inside the term). */
export const icon = style({
  position: 'absolute',
  insetInlineStart: padStart,
  top: '50%',
  transform: 'translateY(-50%)',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: iconSize,
  height: iconSize,
  borderRadius: vars.radius.md,
  background: vars.color.primarySubtle,
  color: vars.color.primary,
});

globalStyle(`${icon} > svg`, { width: '1.25rem', height: '1.25rem' });

export const label = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.snug,
});

export const value = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'break-word',
});
