import { createVar, globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaDown, mediaUp, reducedMotion } from '../../theme/media';
import type { Breakpoint } from '../../tokens';
import { stackLayout, rowLayout } from '../../layout/flex';

/** Whole slides visible at once (the current breakpoint's value). */
const perView = createVar();
/** Space between slides: one of the space tokens, set by the component (`gap`). */
export const slideGap = createVar();

export const perViewCounts = [1, 2, 3, 4, 5, 6] as const;
export type PerViewCount = (typeof perViewCounts)[number];

export const perViewRanges = ['base', 'sm', 'md', 'lg', 'xl'] as const;
/**
 * Whole slides visible from each breakpoint up, set by the component (every one of them, mobile first:
 * a breakpoint not given keeps the one below): one custom property per breakpoint rather than a class
 * per breakpoint and count.
 */
export const perViewFrom = Object.fromEntries(perViewRanges.map((bp) => [bp, createVar()])) as Record<
  (typeof perViewRanges)[number],
  string
>;

export const root = style({
  position: 'relative',
  ...stackLayout('4'),
  minWidth: 0,
  borderRadius: vars.radius.lg,
  selectors: {
    '&:fullscreen': {
      justifyContent: 'center',
      padding: vars.space[8],
      overflowY: 'auto',
      background: vars.color.surface,
      borderRadius: 0,
    },
  },
});

export const viewport = style({
  overflow: 'hidden',
  // Room for the slides' shadows, which the clipping would otherwise cut.
  paddingBlock: vars.space[3],
  vars: { [perView]: perViewFrom.base },
  '@media': Object.fromEntries(
    perViewRanges
      .filter((bp): bp is Breakpoint => bp !== 'base')
      .map((bp) => [mediaUp(bp), { vars: { [perView]: perViewFrom[bp] } }]),
  ),
});

export const container = style({
  display: 'flex',
  touchAction: 'pan-y pinch-zoom',
  marginLeft: `calc(${slideGap} * -1)`,
});

export const slide = style({
  // Grid, so the caller's slide content stretches to the tallest slide's height.
  display: 'grid',
  flex: `0 0 calc(100% / ${perView})`,
  minWidth: 0,
  paddingLeft: slideGap,
  // Each slide on a layer of its own: as Embla moves the track, the slides are moved as drawn, not
  // drawn again (their images and shadows included) in every frame of the change. On the slide, not
  // the track, whose children Embla measures by their offsets.
  willChange: 'transform',
});

// In full screen a single image or video slide fits the screen's height (room left for the controls
// and thumbnails) instead of running off the bottom.
globalStyle(`${root}:fullscreen ${slide} > :is(img, picture, video, svg)`, {
  width: 'auto',
  maxWidth: '100%',
  height: 'auto',
  maxHeight: 'calc(100dvh - 14rem)',
  justifySelf: 'center',
  objectFit: 'contain',
});

export const controls = style({
  ...rowLayout('3', { align: 'center', justify: 'space-between', wrap: true }),
  selectors: { '&:not(:has(button))': { display: 'none' } },
  '@media': {
    [mediaUp('sm')]: {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto minmax(0, 1fr)',
    },
  },
});

export const controlGroup = style({ display: 'flex', alignItems: 'center', gap: vars.space[2] });
// Each in its own column, so a bar without a start group still centres its dots.
export const controlStart = style([controlGroup, { gridColumn: '1', justifySelf: 'start' }]);
export const controlEnd = style([controlGroup, { gridColumn: '3', justifySelf: 'end', marginLeft: 'auto' }]);

export const roundButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.75rem',
  height: '2.75rem',
  padding: 0,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  cursor: 'pointer',
  transitionProperty: 'transform, box-shadow, border-color, color',
  transitionDuration: vars.duration.base,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&:hover:not([aria-disabled="true"])': {
      borderColor: vars.color.primary,
      color: vars.color.primary,
      boxShadow: vars.shadow.md,
      transform: 'scale(1.05)',
    },
    '&:active:not([aria-disabled="true"])': { transform: 'scale(0.96)' },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: 0.45, boxShadow: 'none' },
  },
  '@media': {
    [reducedMotion]: {
      selectors: { '&:hover:not([aria-disabled="true"]), &:active:not([aria-disabled="true"])': { transform: 'none' } },
    },
  },
});

export const icon = style({ width: '1.25rem', height: '1.25rem', flexShrink: 0 });

export const dots = style({
  ...rowLayout('1', { align: 'center', justify: 'center', wrap: true }),
  gridColumn: '2',
  justifySelf: 'center',
  '@media': {
    // On a phone the dots take their own line above the buttons.
    [mediaDown('sm')]: { order: -1, flexBasis: '100%' },
  },
});

export const dot = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  height: '1.5rem',
  minWidth: '1.5rem',
  padding: `0 ${vars.space[2]}`,
  border: 0,
  borderRadius: vars.radius.pill,
  background: 'transparent',
  cursor: 'pointer',
  '::before': {
    content: '""',
    display: 'block',
    width: '0.5rem',
    height: '0.5rem',
    borderRadius: vars.radius.pill,
    background: vars.color.border,
    transition: `background-color ${vars.duration.base} ${vars.easing.standard}`,
  },
  selectors: {
    '&:hover::before': { background: vars.color.textMuted },
    '&[aria-current="true"]::before': { width: '1.5rem', background: vars.color.primary },
  },
});

export const thumbnails = style({
  ...rowLayout('3'),
  // Room for the current thumbnail's ring and the focus ring.
  padding: vars.space[2],
  margin: `calc(${vars.space[2]} * -1)`,
  overflowX: 'auto',
  // Partly shown thumbnails at the edges tell that the row scrolls; the current one is kept in sight.
  scrollbarWidth: 'none',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

export const thumbnail = style({
  position: 'relative',
  flexShrink: 0,
  width: '4.5rem',
  aspectRatio: '4 / 3',
  padding: 0,
  overflow: 'hidden',
  border: 0,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
  cursor: 'pointer',
  opacity: 0.7,
  transitionProperty: 'opacity, box-shadow',
  transitionDuration: vars.duration.base,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&:hover': { opacity: 1 },
    '&[aria-current="true"]': {
      opacity: 1,
      boxShadow: `0 0 0 2px ${vars.color.surface}, 0 0 0 4px ${vars.color.primary}`,
    },
  },
  '@media': { [mediaUp('md')]: { width: '5.5rem' } },
});

globalStyle(`${thumbnail} > *`, {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

/** Under reduced motion autoplay never runs: its toggle is hidden from the first paint, before any script. */
export const autoplayToggle = style({ '@media': { [reducedMotion]: { display: 'none' } } });
