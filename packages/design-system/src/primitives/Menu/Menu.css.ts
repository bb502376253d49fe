import { createVar, fallbackVar, globalStyle, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { plainList } from '../../theme/list';
import { mediaUp, reducedMotion } from '../../theme/media';
import { breakpoints } from '../../tokens';
import { rowLayout } from '../../layout/flex';

/** How far below the top of the viewport the backdrop and panel start (the fixed bar's height). */
export const offsetVar = createVar();
const offset = fallbackVar(offsetVar, vars.size.navHeight);

/** 48 px: the smallest comfortable touch target. */
const touchTarget = '3rem';

export const trigger = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: touchTarget,
  height: touchTarget,
  padding: 0,
  border: '1px solid transparent',
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  transitionProperty: 'background-color, color, border-color',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&:hover': { background: vars.color.primarySubtle, color: vars.color.primary },
    '&[data-state="open"]': { background: vars.color.primarySubtle, color: vars.color.primary },
  },
});

/** Hides the trigger at and above a breakpoint (the site shows its desktop links there). */
export const hiddenFrom = styleVariants(breakpoints, (_px, bp) => ({
  '@media': { [mediaUp(bp)]: { display: 'none' } },
}));

export const triggerIcon = style({ width: '1.5rem', height: '1.5rem' });

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const fadeOut = keyframes({ from: { opacity: 1 }, to: { opacity: 0 } });
const slideDown = keyframes({
  from: { opacity: 0, transform: 'translateY(-0.75rem)' },
  to: { opacity: 1, transform: 'translateY(0)' },
});
const slideUp = keyframes({
  from: { opacity: 1, transform: 'translateY(0)' },
  to: { opacity: 0, transform: 'translateY(-0.75rem)' },
});

export const overlay = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  top: offset,
  zIndex: vars.zIndex.backdrop,
  background: vars.color.overlay,
  selectors: {
    '&[data-state="open"]': { animation: `${fadeIn} ${vars.duration.base} ${vars.easing.standard}` },
    '&[data-state="closed"]': { animation: `${fadeOut} ${vars.duration.fast} ${vars.easing.standard}` },
  },
  '@media': { [reducedMotion]: { animation: 'none !important' } },
});

export const panel = style({
  position: 'fixed',
  insetInline: 0,
  top: offset,
  zIndex: vars.zIndex.menu,
  maxHeight: `calc(100dvh - ${offset})`,
  overflowY: 'auto',
  overscrollBehavior: 'contain',
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  borderTop: `1px solid ${vars.color.borderSubtle}`,
  borderBottomLeftRadius: vars.radius.lg,
  borderBottomRightRadius: vars.radius.lg,
  boxShadow: vars.shadow.lg,
  outline: 'none',
  selectors: {
    '&[data-state="open"]': { animation: `${slideDown} ${vars.duration.base} ${vars.easing.outCubic}` },
    '&[data-state="closed"]': { animation: `${slideUp} ${vars.duration.fast} ${vars.easing.standard}` },
  },
  '@media': { [reducedMotion]: { animation: 'none !important' } },
});

/**
 * The panel's column. A grid, so `Menu.Close` (a child like the others) sits beside the heading in
 * a first row at least one touch target tall, and every other child spans the column below.
 */
export const inner = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gridTemplateRows: `minmax(${touchTarget}, auto)`,
  columnGap: vars.space[4],
  width: '100%',
  maxWidth: vars.size.contentMaxWidth,
  marginInline: 'auto',
  paddingInline: vars.space[4],
  paddingTop: vars.space[3],
  paddingBottom: vars.space[6],
  '@media': { [mediaUp('md')]: { paddingInline: vars.space[6], paddingBottom: vars.space[8] } },
});

globalStyle(`${inner} > *`, { gridColumn: '1 / -1' });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  color: vars.color.textMuted,
  selectors: { [`${inner} > &`]: { gridColumn: 1, gridRow: 1, alignSelf: 'center' } },
});

export const close = style([
  trigger,
  {
    marginInlineStart: 'auto',
    marginInlineEnd: `calc(${vars.space[2]} * -1)`,
    color: vars.color.textMuted,
    selectors: { [`${inner} > &`]: { gridColumn: 2, gridRow: 1, alignSelf: 'center' } },
  },
]);

export const list = style({ ...plainList, marginTop: vars.space[2] });

export const item = style({
  borderBottom: `1px solid ${vars.color.borderSubtle}`,
});

export const link = style({
  position: 'relative',
  ...rowLayout('3', { align: 'center', justify: 'space-between' }),
  minHeight: '3.5rem',
  paddingBlock: vars.space[2],
  paddingInline: vars.space[2],
  marginInline: `calc(${vars.space[2]} * -1)`,
  borderRadius: vars.radius.sm,
  color: vars.color.text,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  textDecoration: 'none',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&:hover': { background: vars.color.primarySubtle, color: vars.color.primary },
    '&[aria-current="page"]': { color: vars.color.primary },
  },
});

export const linkLabel = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space[3] });

/** A small bar in front of the current page's label. */
export const currentMark = style({
  width: '0.25rem',
  height: '1.25rem',
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
});

export const chevron = style({
  flexShrink: 0,
  width: '1.25rem',
  height: '1.25rem',
  color: vars.color.textMuted,
  transition: `transform ${vars.duration.fast} ${vars.easing.standard}`,
  selectors: {
    [`${link}:hover &`]: { transform: 'translateX(0.125rem)', color: vars.color.primary },
    [`${link}[aria-current="page"] &`]: { color: vars.color.primary },
  },
  '@media': { [reducedMotion]: { selectors: { [`${link}:hover &`]: { transform: 'none' } } } },
});

export const actions = style({
  display: 'grid',
  gap: vars.space[3],
  marginTop: vars.space[6],
  '@media': { [mediaUp('sm')]: { gridTemplateColumns: 'repeat(auto-fit, minmax(14rem, 1fr))' } },
});

export const action = style({ minHeight: touchTarget });

/** Settings under the navigation (e.g. the theme switch), set off by a hairline. */
export const footer = style({
  marginTop: vars.space[6],
  paddingTop: vars.space[6],
  borderTop: `1px solid ${vars.color.borderSubtle}`,
});
