import { createVar, fallbackVar, keyframes, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { reducedMotion } from '../../theme/media';

/** Seconds per drift; set inline from the `duration` prop, else the gradient motion token. */
export const durationVar = createVar();

const primaryGlow = createVar();
const accentGlow = createVar();

export const root = style({
  position: 'relative',
  isolation: 'isolate',
  overflow: 'hidden',
  background: vars.color.surface,
});

export const layer = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  overflow: 'hidden',
  pointerEvents: 'none',
});

/** How strong the glow is. */
export const intensity = styleVariants({
  soft: {
    vars: {
      [primaryGlow]: `color-mix(in srgb, ${vars.color.primary} 16%, transparent)`,
      [accentGlow]: `color-mix(in srgb, ${vars.color.accent} 16%, transparent)`,
    },
  },
  vivid: {
    vars: {
      [primaryGlow]: `color-mix(in srgb, ${vars.color.primary} 35%, transparent)`,
      [accentGlow]: `color-mix(in srgb, ${vars.color.accent} 30%, transparent)`,
    },
  },
});

const driftA = keyframes({
  from: { transform: 'translate3d(0, 0, 0) scale(1)' },
  to: { transform: 'translate3d(30%, 18%, 0) scale(1.15)' },
});
const driftB = keyframes({
  from: { transform: 'translate3d(0, 0, 0) scale(1.1)' },
  to: { transform: 'translate3d(-28%, -12%, 0) scale(0.95)' },
});
const driftC = keyframes({
  from: { transform: 'translate3d(0, 0, 0) scale(0.9)' },
  to: { transform: 'translate3d(-14%, 22%, 0) scale(1.1)' },
});

export const blob = style({
  position: 'absolute',
  width: 'max(28rem, 55%)',
  aspectRatio: '1',
  borderRadius: '50%',
  willChange: 'transform',
  animationDuration: fallbackVar(durationVar, vars.duration.gradient),
  animationTimingFunction: 'ease-in-out',
  animationIterationCount: 'infinite',
  animationDirection: 'alternate',
  // Still behind a splash (`splashCovered`): an animation nobody sees would cost frames there.
  selectors: { '[data-splash-covered] &': { animationPlayState: 'paused' } },
  '@media': { [reducedMotion]: { animation: 'none' } },
});

export const blobA = style({
  top: '-25%',
  left: '-15%',
  backgroundImage: `radial-gradient(closest-side, ${primaryGlow}, transparent)`,
  animationName: driftA,
});

export const blobB = style({
  bottom: '-30%',
  right: '-15%',
  backgroundImage: `radial-gradient(closest-side, ${accentGlow}, transparent)`,
  animationName: driftB,
});

export const blobC = style({
  top: '20%',
  left: '35%',
  width: 'max(20rem, 35%)',
  opacity: 0.8,
  backgroundImage: `radial-gradient(closest-side, ${primaryGlow}, transparent)`,
  animationName: driftC,
});
