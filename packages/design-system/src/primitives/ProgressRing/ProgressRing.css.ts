import { globalStyle, style, styleVariants, type StyleRule } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { reducedMotion } from '../../theme/media';
import type { Tone } from '../../theme/tone';

export const root = style({
  position: 'relative',
  display: 'inline-grid',
  placeItems: 'center',
  flexShrink: 0,
  color: vars.color.text,
});

/** Box size in px per size; the SVG scales with it. */
export const ringSizes = { sm: 40, md: 56, lg: 80 } as const;
export const strokeWidths = { sm: 4, md: 5, lg: 6 } as const;

export const size = styleVariants(ringSizes, (px) => ({ width: px, height: px }));

export const svg = style({
  gridArea: '1 / 1',
  width: '100%',
  height: '100%',
  // Start at 12 o'clock, run clockwise.
  transform: 'rotate(-90deg)',
  overflow: 'visible',
});

export const track = style({ stroke: vars.color.borderSubtle });

export const arc = style({
  transitionProperty: 'stroke-dashoffset',
  transitionDuration: vars.duration.slow,
  transitionTimingFunction: vars.easing.outCubic,
  '@media': { [reducedMotion]: { transition: 'none' } },
});

/** A solid arc in one semantic colour (without a tone the arc is the brand gradient). */
export const arcTone = styleVariants({
  primary: { stroke: vars.color.primary },
  accent: { stroke: vars.color.accent },
  success: { stroke: vars.color.success },
} satisfies Partial<Record<Tone, StyleRule>>);

export const stopPrimary = style({ stopColor: vars.color.primary });
export const stopAccent = style({ stopColor: vars.color.accent });

export const centre = style({
  gridArea: '1 / 1',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  lineHeight: 1,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  letterSpacing: '-0.02em',
  whiteSpace: 'nowrap',
});

export const labelSize = styleVariants({
  sm: { fontSize: `calc(${vars.font.size.xs} * 0.875)` },
  md: { fontSize: vars.font.size.sm },
  lg: { fontSize: vars.font.size.lg },
});

/** An icon in the centre scales with the ring. */
export const iconSize = styleVariants({
  sm: { width: 18, height: 18 },
  md: { width: 24, height: 24 },
  lg: { width: 32, height: 32 },
});

export const icon = style({ display: 'inline-flex' });
globalStyle(`${icon} > svg`, { width: '100%', height: '100%' });
