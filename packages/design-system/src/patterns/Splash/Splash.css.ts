import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { gradientImage } from '../../theme/gradients';
import { reducedMotion } from '../../theme/media';
import { stackLayout } from '../../layout/flex';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.splash,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space[6],
  overflow: 'hidden',
  fontFamily: vars.font.family.body,
  color: vars.color.text,
  backgroundColor: vars.color.surface,
  // A soft primary → accent glow behind the logo, from the theme's roles.
  backgroundImage: [
    `radial-gradient(ellipse 60% 45% at 30% 30%, color-mix(in srgb, ${vars.color.primary} 16%, transparent), transparent 70%)`,
    `radial-gradient(ellipse 55% 45% at 72% 72%, color-mix(in srgb, ${vars.color.accent} 14%, transparent), transparent 70%)`,
  ].join(', '),
});

export const content = style({
  ...stackLayout('5', 'center'),
  width: '100%',
  maxWidth: '36rem',
  textAlign: 'center',
});

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  maxWidth: '100%',
  fontSize: vars.font.size['3xl'],
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.03em',
  lineHeight: vars.font.lineHeight.tight,
});

export const message = style({
  margin: 0,
  maxWidth: '32ch',
  color: vars.color.textMuted,
  fontSize: vars.font.size.lg,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
});

export const progress = style({
  position: 'relative',
  width: '7.5rem',
  height: 4,
  marginTop: vars.space[2],
  overflow: 'hidden',
  borderRadius: vars.radius.pill,
  background: vars.color.borderSubtle,
  '@media': { [reducedMotion]: { display: 'none' } },
});

export const progressFill = style({
  position: 'absolute',
  inset: 0,
  borderRadius: 'inherit',
  backgroundImage: gradientImage('primary-accent', '90deg'),
  transformOrigin: 'left center',
  // Fills once, from its starting style; the duration comes from the `progressDuration` prop.
  transform: 'scaleX(1)',
  '@starting-style': { transform: 'scaleX(0)' },
  transitionProperty: 'transform',
  transitionTimingFunction: vars.easing.standard,
  selectors: { '[dir="rtl"] &': { transformOrigin: 'right center' } },
});

/**
 * The app behind the splash, while it shows: transparent, laid out in full as it will be seen. An
 * attribute, so server-rendered HTML can carry it and a page without JavaScript can lift it (see
 * `noScriptStyles`).
 *
 * Opacity only, not `visibility: hidden`, `inert` or a clip to one screen: those restyle or lay out
 * every element of the page in the frame that lifts them (a long task on a phone, right as the page
 * appears); opacity restyles one element and repaints. Transparent content is not painted, so nothing
 * that moves behind the splash (a web font swapping in) counts as a layout shift. The splash takes the
 * pointer, and `Splash` (or the page's own script) keeps keyboard focus out of what it covers.
 */
globalStyle('[data-splash-covered]', { opacity: 0 });
/*
 * Nothing moves behind the splash: each looping or entrance animation pauses itself under
 * `[data-splash-covered] &` (Reveal, AnimatedGradient), rather than one rule on every element, which
 * would restyle the whole page when the splash lifts.
 */
