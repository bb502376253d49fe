import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { brandGradients, gradientImage } from './gradients';

/** A tile filled with a brand gradient, its foreground set to the checked colour. */
export const gradientTile = styleVariants(brandGradients, ({ from, foreground }, name) => ({
  backgroundColor: vars.color[from],
  backgroundImage: gradientImage(name),
  color: vars.color[foreground],
}));

/** A brand gradient alone, for decorative bars and glows (soft gradients start from their strong hue). */
export const gradientFill = styleVariants(brandGradients, (_roles, name) => ({
  backgroundImage: gradientImage(name, '135deg', { fill: true }),
}));

/**
 * Text painted with the primary-accent gradient. Both of its stops are checked text colours on the
 * page's surfaces; forced-colours mode and a line break keep it readable.
 */
export const gradientText = style({
  color: vars.color[brandGradients['primary-accent'].from],
  backgroundImage: gradientImage('primary-accent', '90deg'),
  WebkitBackgroundClip: 'text',
  backgroundClip: 'text',
  WebkitTextFillColor: 'transparent',
  WebkitBoxDecorationBreak: 'clone',
  boxDecorationBreak: 'clone',
  '@media': {
    '(forced-colors: active)': { backgroundImage: 'none', WebkitTextFillColor: 'currentColor' },
  },
});

/**
 * The rounded square a card's glyph sits on, its SVG centred at half its size. Give it its fill with a
 * `gradientTile` variant beside it.
 */
export const iconTile = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '3rem',
  height: '3rem',
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.sm,
});

globalStyle(`${iconTile} > svg`, { width: '1.5rem', height: '1.5rem' });
