import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { gradientImage } from '../../theme/gradients';
import { plainList } from '../../theme/list';
import { focusRingStyle } from '../../theme/focus';
import { mediaUp, reducedMotion } from '../../theme/media';
import { rowLayout, stackLayout } from '../../layout/flex';

/*
 * The footer is a deep island, dark in every theme: onDeep on surfaceDeep (a checked contrast pair in
 * every theme). No other text role is checked on that surface, so every text here is onDeep; hierarchy
 * comes from size and weight. Hairlines and chip outlines are decoration (onDeep mixed with
 * transparency), never the only cue.
 */
const hairline = `color-mix(in srgb, ${vars.color.onDeep} 16%, transparent)`;
const outline = `color-mix(in srgb, ${vars.color.onDeep} 32%, transparent)`;
const wash = `color-mix(in srgb, ${vars.color.onDeep} 10%, transparent)`;

/** The desktop column template, set inline from the number of columns. */
export const desktopColumns = createVar();

export const root = style({
  position: 'relative',
  background: vars.color.surfaceDeep,
  color: vars.color.onDeep,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  paddingBlockStart: vars.space[12],
  paddingBlockEnd: vars.space[8],
  // Long e-mail addresses and URLs wrap instead of widening the page.
  overflowWrap: 'anywhere',
  selectors: {
    // A thin primary → accent line along the top edge: the brand's signature, purely decorative.
    '&::before': {
      content: '""',
      position: 'absolute',
      insetBlockStart: 0,
      insetInline: 0,
      height: 3,
      backgroundImage: gradientImage('primary-accent', '90deg'),
    },
  },
  '@media': {
    [mediaUp('md')]: { paddingBlockStart: vars.space[16] },
  },
});

// The theme's focus ring is only checked on the regular surfaces: here the ring takes the footer's text
// colour, which contrasts with surfaceDeep in every theme. `:is()` outweighs component focus styles.
globalStyle(`${root} :is(a, button, input, select, textarea, [tabindex]):focus-visible`, {
  ...focusRingStyle({ color: vars.color.onDeep }),
});

export const band = style({
  display: 'grid',
  gap: vars.space[6],
  paddingBlockEnd: vars.space[10],
  marginBlockEnd: vars.space[10],
  borderBlockEnd: `1px solid ${hairline}`,
  selectors: {
    // Alone above the bottom bar, the band needs no rule of its own: the bar draws one.
    '&:last-child': { paddingBlockEnd: 0, marginBlockEnd: 0, borderBlockEnd: 'none' },
  },
  '@media': {
    [mediaUp('md')]: { paddingBlockEnd: vars.space[12], marginBlockEnd: vars.space[12] },
    [mediaUp('lg')]: {
      gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 32rem)',
      alignItems: 'start',
      columnGap: vars.space[16],
    },
  },
});

export const bandTitle = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '-0.01em',
  '@media': { [mediaUp('md')]: { fontSize: vars.font.size.xl } },
});

export const bandDescription = style({
  marginBlockStart: vars.space[2],
  maxWidth: '36rem',
  fontSize: vars.font.size.md,
});

export const bandSlot = style({ minWidth: 0, maxWidth: '32rem' });

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space[10],
  '@media': {
    [mediaUp('md')]: { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', columnGap: vars.space[10] },
    [mediaUp('lg')]: { gridTemplateColumns: desktopColumns, columnGap: vars.space[8] },
    [mediaUp('xl')]: { columnGap: vars.space[12] },
  },
});

export const column = style({ minWidth: 0 });

export const brand = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const description = style({
  marginBlockStart: vars.space[4],
  maxWidth: '24rem',
});

export const heading = style({
  margin: 0,
  marginBlockEnd: vars.space[4],
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
});

export const socialBlock = style({
  selectors: { '* + &': { marginBlockStart: vars.space[8] } },
});

export const list = style({ ...plainList, display: 'flex', flexDirection: 'column', gap: vars.space[2] });

const linkBase = {
  color: 'inherit',
  textDecorationLine: 'none',
  textDecorationThickness: '1px',
  textUnderlineOffset: '0.25em',
} as const;

export const link = style({
  ...linkBase,
  display: 'inline-block',
  // A 24 px minimum target (WCAG 2.5.8) without crowding the list.
  paddingBlock: 2,
  borderRadius: 2,
  selectors: {
    '&:hover': { textDecorationLine: 'underline' },
  },
});

export const plainItem = style({ display: 'inline-block', paddingBlock: 2 });

export const contactGroup = style({
  selectors: { '& + &': { marginBlockStart: vars.space[8] } },
});

export const address = style({ fontStyle: 'normal' });

export const contactList = style([list, { gap: vars.space[3] }]);

export const contactItem = style({
  ...rowLayout('3', { align: 'flex-start' }),
});

export const contactIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
  // Centres the icon on the first line of text (line box is 1.6 × 0.875rem, plus the link's 2 px).
  marginBlockStart: `calc((${vars.font.lineHeight.normal} * ${vars.font.size.sm} - 1rem) / 2 + 2px)`,
});

globalStyle(`${contactIcon} svg, ${contactIcon} img`, { width: '100%', height: '100%' });

export const socialList = style({ ...plainList, display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.pill,
  border: `1px solid ${outline}`,
  color: 'inherit',
  transitionProperty: 'background-color, border-color, transform',
  transitionDuration: vars.duration.base,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&:hover': { background: wash, borderColor: vars.color.onDeep, transform: 'translateY(-2px)' },
  },
  '@media': {
    [reducedMotion]: { selectors: { '&:hover': { transform: 'none' } } },
  },
});

export const socialIcon = style({ display: 'inline-flex', width: '1.125rem', height: '1.125rem' });

globalStyle(`${socialIcon} svg, ${socialIcon} img`, { width: '100%', height: '100%' });

export const bottom = style({
  ...stackLayout('6'),
  marginBlockStart: vars.space[12],
  paddingBlockStart: vars.space[6],
  borderBlockStart: `1px solid ${hairline}`,
  selectors: {
    // Right under the newsletter band (whose rule separates them), or alone: no rule, no gap.
    [`${band} + &, &:first-child`]: { marginBlockStart: 0, paddingBlockStart: 0, borderBlockStart: 'none' },
  },
  '@media': {
    [mediaUp('lg')]: {
      flexDirection: 'row',
      alignItems: 'center',
      justifyContent: 'space-between',
      gap: vars.space[8],
    },
  },
});

export const bottomStart = style({
  ...stackLayout('2'),
  minWidth: 0,
});

export const copyright = style({ margin: 0 });

export const legalList = style({
  ...plainList,
  display: 'flex',
  flexWrap: 'wrap',
  columnGap: vars.space[5],
  rowGap: vars.space[1],
});

export const payments = style({
  ...rowLayout('3', { align: 'center', wrap: true }),
  '@media': { [mediaUp('lg')]: { justifyContent: 'flex-end' } },
});

export const paymentsTitle = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.1em',
  textTransform: 'uppercase',
});

export const paymentList = style([socialList]);

export const paymentChip = style({
  ...rowLayout('2', { align: 'center', inline: true }),
  minHeight: '2rem',
  paddingInline: vars.space[3],
  borderRadius: vars.radius.sm,
  border: `1px solid ${outline}`,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  letterSpacing: '0.02em',
  whiteSpace: 'nowrap',
});

export const paymentLogo = style({ display: 'inline-flex', height: '1rem' });

globalStyle(`${paymentLogo} svg, ${paymentLogo} img`, { height: '100%', width: 'auto' });
