import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { gradientTile } from '../../theme/gradients.css';
import { plainList } from '../../theme/list';
import { mediaUp } from '../../theme/media';
import { rowLayout, stackLayout } from '../../layout/flex';

/** The marker's diameter, and the title's size and leading, which centre its first line on the marker. */
const markerSize = createVar();
const titleSize = createVar();
const titleLeading = createVar();
/** The space between entries, which the line joining two markers crosses. */
const entryGap = createVar();
/** The paint of the line joining two numbers. */
const line = createVar();
const lineOpacity = createVar();

/**
 * size: md, large badges and titles (a process) · sm, body-size entries (details, features) ·
 * marker: numbers joined by a line, or ticks · columns: one, or two from md up.
 */
export const list = recipe({
  base: { ...plainList, display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', rowGap: entryGap, minWidth: 0 },
  variants: {
    size: {
      md: {
        vars: {
          [markerSize]: '2.5rem',
          [titleSize]: vars.font.size.lg,
          [titleLeading]: vars.font.lineHeight.snug,
          [line]: `linear-gradient(${vars.color.primary}, ${vars.color.accent})`,
          [lineOpacity]: '0.35',
        },
      },
      sm: {
        vars: {
          [markerSize]: '2rem',
          [titleSize]: vars.font.size.md,
          [titleLeading]: vars.font.lineHeight.normal,
          [line]: vars.color.borderSubtle,
          [lineOpacity]: '1',
        },
      },
    },
    marker: { number: {}, check: {} },
    columns: {
      1: {},
      2: {
        '@media': { [mediaUp('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space[8] } },
      },
    },
  },
  compoundVariants: [
    { variants: { size: 'md', marker: 'number' }, style: { vars: { [entryGap]: vars.space[8] } } },
    { variants: { size: 'md', marker: 'check' }, style: { vars: { [entryGap]: vars.space[6] } } },
    { variants: { size: 'sm', marker: 'number' }, style: { vars: { [entryGap]: vars.space[6] } } },
    { variants: { size: 'sm', marker: 'check' }, style: { vars: { [entryGap]: vars.space[4] } } },
  ],
});

export type StepListVariants = NonNullable<RecipeVariants<typeof list>>;

export const item = recipe({
  base: {
    position: 'relative',
    display: 'grid',
    gridTemplateColumns: `${markerSize} minmax(0, 1fr)`,
    columnGap: vars.space[4],
    alignItems: 'start',
  },
  variants: {
    marker: {
      // Numbered entries are joined by a line from one marker to the next (a timeline look).
      number: {
        selectors: {
          '&:not(:last-child)::before': {
            content: '""',
            position: 'absolute',
            insetInlineStart: `calc(${markerSize} / 2 - 1px)`,
            top: `calc(${markerSize} + ${vars.space[2]})`,
            bottom: `calc(${vars.space[2]} - ${entryGap})`,
            width: '2px',
            borderRadius: vars.radius.pill,
            background: line,
            opacity: lineOpacity,
          },
        },
      },
      check: {},
    },
  },
});

export const marker = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: markerSize,
    height: markerSize,
    borderRadius: vars.radius.pill,
    fontWeight: vars.font.weight.bold,
    lineHeight: 1,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    marker: {
      number: [gradientTile['primary-accent'], { boxShadow: vars.shadow.sm }],
      check: { background: vars.color.accentSubtle, color: vars.color.accent },
    },
    size: {
      md: { fontSize: vars.font.size.md },
      sm: { fontSize: vars.font.size.sm },
    },
  },
});

export const check = style({ width: '55%', height: '55%' });

export const body = style({
  ...stackLayout('1'),
  minWidth: 0,
  // Centres the title's first line on the marker; longer entries flow on beneath.
  paddingTop: `calc((${markerSize} - ${titleLeading} * ${titleSize}) / 2)`,
});

export const title = recipe({
  base: {
    ...rowLayout('2', { align: 'center' }),
    margin: 0,
    fontSize: titleSize,
    lineHeight: titleLeading,
    color: vars.color.text,
    overflowWrap: 'anywhere',
  },
  variants: {
    size: { md: { fontWeight: vars.font.weight.semibold }, sm: {} },
  },
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  color: vars.color.primary,
  lineHeight: 0,
});

globalStyle(`${icon} svg`, { width: '100%', height: '100%' });

export const description = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});
