import { vars } from './contract.css';
import { mediaUp } from './media';

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

/** A card's heading: `Card.Title`, and the headings of cards laid out by hand on `Card.Root`. */
export const cardTitleText = {
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  letterSpacing: '-0.01em',
  overflowWrap: 'anywhere',
} as const;

/** A panel's heading: a form card's, a success panel's. A step above a card's, tracked a little tighter. */
export const panelTitleText = {
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  letterSpacing: '-0.015em',
  overflowWrap: 'anywhere',
} as const;

/** A card's body text: small, and long words or addresses wrap inside the card. */
export const cardBodyText = {
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
} as const;
