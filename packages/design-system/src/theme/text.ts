import { vars } from './contract.css';
import { mediaUp } from './media';

/** Inter's metrics, per em (its units per em are 2048): the fallback face and text measures use them. */
export const interMetrics = { ascent: 1984 / 2048, descent: 494 / 2048, zeroWidth: 1292 / 2048 } as const;

/**
 * A line length of `characters` widths of '0' in Inter: what `ch` gives once Inter shows, but in `em`.
 * `ch` follows whichever font is showing, so a `ch` measure would widen as the web font swaps in.
 */
export function textMeasure(characters: number): string {
  return `${Number((characters * interMetrics.zeroWidth).toFixed(4))}em`;
}

// Text styles several components share, from the font tokens. Spread them into a style; its colour,
// width and margins stay the component's.

/** A short uppercase, tracked line above a heading. */
export const eyebrowText = {
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.12em',
  textTransform: 'uppercase',
  lineHeight: vars.font.lineHeight.snug,
} as const;

/** A tiny uppercase caption: a card's kicker, the label over a short list or a figure. */
export const overlineText = {
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  lineHeight: vars.font.lineHeight.snug,
} as const;

/** The muted paragraph under a page's or a section's title, a step larger from md. */
export const leadText = {
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  '@media': { [mediaUp('md')]: { fontSize: vars.font.size.lg } },
} as const;

/** A card's heading: the card's own and those of cards laid out by hand on `CardShell`. */
export const cardTitleText = {
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  letterSpacing: '-0.01em',
  overflowWrap: 'anywhere',
} as const;

/** A card's body text: small, and long words or addresses wrap inside the card. */
export const cardBodyText = {
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
} as const;
