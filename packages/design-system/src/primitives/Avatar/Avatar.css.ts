import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { gradientImage } from '../../theme/gradients';

export const avatar = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: '50%',
  fontWeight: vars.font.weight.bold,
  lineHeight: 1,
  letterSpacing: '0.02em',
  userSelect: 'none',
  verticalAlign: 'middle',
});

/** sm 32 · md 48 · lg 72 · xl 112 px; initials at about 40 % of the diameter. */
export const size = styleVariants({
  sm: { width: '2rem', height: '2rem', fontSize: vars.font.size.xs },
  md: { width: '3rem', height: '3rem', fontSize: vars.font.size.md },
  lg: { width: '4.5rem', height: '4.5rem', fontSize: vars.font.size.xl },
  xl: { width: '7rem', height: '7rem', fontSize: vars.font.size['3xl'] },
});

// Each background with a foreground it is checked against (onPrimary on primary and accent, etc.).
export const surface = styleVariants({
  primary: { background: vars.color.primary, color: vars.color.onPrimary },
  accent: { background: vars.color.accent, color: vars.color.onAccent },
  inverse: { background: vars.color.surfaceInverse, color: vars.color.textInverse },
  gradient: {
    backgroundColor: vars.color.primary,
    backgroundImage: gradientImage('primary-accent'),
    color: vars.color.onPrimary,
  },
  primarySubtle: { background: vars.color.primarySubtle, color: vars.color.primary },
  accentSubtle: { background: vars.color.accentSubtle, color: vars.color.accent },
});

export const image = style({ width: '100%', height: '100%', objectFit: 'cover' });

// An image covers the surface, so a transparent photo edge never shows it through.
globalStyle(`${avatar}:has(> ${image})`, { background: vars.color.surfaceSunken });
