import { globalStyle, keyframes, style } from '@vanilla-extract/css';
import {
  vars,
  gradientImage,
  belowNavBar,
  heroBackdrop,
  leadText,
  mediaUp,
  plainList,
  reducedMotion,
  rowLayout,
  stackLayout,
} from '@agency/design-system/foundations';

export const root = style([
  heroBackdrop,
  {
    // Clear of the fixed, transparent navigation bar.
    paddingBlockStart: belowNavBar(vars.space[10]),
    paddingBlockEnd: vars.space[16],
    '@media': {
      [mediaUp('md')]: {
        paddingBlockStart: belowNavBar(vars.space[16]),
        paddingBlockEnd: vars.space[20],
      },
      [mediaUp('lg')]: {
        paddingBlockStart: belowNavBar(vars.space[16]),
        paddingBlockEnd: vars.space[24],
      },
    },
  },
]);

export const inner = style({ display: 'grid', gap: vars.space[12], alignItems: 'center' });

export const withVisual = style({
  '@media': {
    [mediaUp('lg')]: { gridTemplateColumns: 'minmax(0, 1.2fr) minmax(0, 0.8fr)', gap: vars.space[10] },
    [mediaUp('xl')]: { gridTemplateColumns: 'minmax(0, 1.05fr) minmax(0, 0.95fr)', gap: vars.space[16] },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space[6], minWidth: 0 });

export const group = style({
  ...stackLayout('5', 'flex-start'),
  margin: 0,
});

export const eyebrow = style({
  ...rowLayout('2', { align: 'center', inline: true }),
  paddingBlock: vars.space[1],
  paddingInline: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderSubtle}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  color: vars.color.primary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.02em',
  lineHeight: vars.font.lineHeight.normal,
});

export const eyebrowDot = style({
  width: '0.5rem',
  height: '0.5rem',
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  backgroundImage: gradientImage('primary-accent'),
});

export const title = style({
  color: vars.color.text,
  fontSize: vars.font.size['3xl'],
  fontWeight: vars.font.weight.extrabold,
  lineHeight: 1.08,
  letterSpacing: '-0.035em',
  overflowWrap: 'break-word',
  '@media': {
    [mediaUp('sm')]: { fontSize: vars.font.size['4xl'] },
    [mediaUp('lg')]: { fontSize: vars.font.size['5xl'], lineHeight: 1.04 },
    [mediaUp('xl')]: { fontSize: `calc(${vars.font.size['5xl']} * 1.15)` },
  },
});

export const subtitle = style({ ...leadText, maxWidth: '36rem' });

export const actionsBlock = style({
  ...stackLayout('6'),
  paddingBlockStart: vars.space[2],
});

export const actions = style({
  ...stackLayout('3'),
  '@media': { [mediaUp('sm')]: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center' } },
});

export const social = style({ ...plainList, display: 'flex', alignItems: 'center', gap: vars.space[3] });

export const socialLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderSubtle}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  transitionProperty: 'transform, box-shadow, border-color, color',
  transitionDuration: vars.duration.base,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&:hover': { color: vars.color.primary, borderColor: vars.color.primary, boxShadow: vars.shadow.md },
  },
  '@media': {
    '(prefers-reduced-motion: no-preference)': { selectors: { '&:hover': { transform: 'translateY(-2px)' } } },
  },
});

// The link's glyph (decorative: an Icon or a bare SVG, hidden from assistive technology) with no wrapper.
globalStyle(`${socialLink} > svg`, { flexShrink: 0, width: '1.25rem', height: '1.25rem' });

/* ---- The illustration ---- */

export const visualSlot = style({
  display: 'none',
  minWidth: 0,
  // Phones: text only, so the calls to action stay in the first view. Tablets: under the text.
  '@media': { [mediaUp('md')]: { display: 'block' } },
});

export const visual = style({
  position: 'relative',
  width: '100%',
  maxWidth: '32rem',
  marginInline: 'auto',
  '@media': { [mediaUp('lg')]: { maxWidth: '35rem' } },
  aspectRatio: '560 / 500',
});

export const visualGlow = style({
  position: 'absolute',
  inset: '5% 5% 0 10%',
  borderRadius: '50%',
  backgroundImage: `radial-gradient(closest-side, ${vars.color.primarySubtle}, transparent)`,
});

export const piece = style({
  position: 'absolute',
  overflow: 'hidden',
  border: `1px solid ${vars.color.borderSubtle}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
});

globalStyle(`${piece} > svg`, { display: 'block', width: '100%', height: '100%' });

export const window = style({
  left: '7%',
  top: '12%',
  width: '79%',
  height: '60%',
  borderRadius: vars.radius.lg,
});

export const phone = style({
  left: '68%',
  top: '34%',
  width: '27%',
  height: '58%',
  padding: '1.2%',
  borderRadius: `calc(${vars.radius.lg} * 1.4)`,
  background: vars.color.surfaceInverse,
  borderColor: vars.color.surfaceInverse,
});

globalStyle(`${phone} > svg`, { borderRadius: vars.radius.lg });

const float = keyframes({
  '0%, 100%': { transform: 'translateY(0)' },
  '50%': { transform: 'translateY(-8px)' },
});

/**
 * The chips bob twice and come to rest, within five seconds: motion that starts by itself and runs
 * longer would need a way to pause it (WCAG 2.2.2), and an endless float kept a phone's main thread
 * and compositor busy (30–45 % of a core on an idle home page here).
 */
export const chip = style({
  borderRadius: vars.radius.md,
  animationName: float,
  animationDuration: '2.5s',
  animationTimingFunction: 'ease-in-out',
  animationIterationCount: 2,
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const chipTop = style({ left: '0%', top: '2%', width: '30%', height: '12%' });

export const chipBottom = style({ left: '2%', top: '78%', width: '36%', height: '17%', animationDelay: '-1.25s' });
