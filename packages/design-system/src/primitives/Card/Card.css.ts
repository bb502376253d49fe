import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaUp } from '../../theme/media';
import { cardBodyText, cardTitleText, overlineText } from '../../theme/text';

import { card, hoverMotion, innerRadius } from './CardShell.css';
import { stackLayout, rowLayout } from '../../layout/flex';

export const media = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: `${innerRadius} ${innerRadius} 0 0`,
  background: vars.color.surfaceSunken,
  selectors: {
    // A picture with nothing under it rounds every corner; in a frame, by the frame's inner radius.
    '&:only-child': { borderRadius: innerRadius },
    [`${card.classNames.variants.padding.sm} &`]: { borderRadius: vars.radius.md },
  },
});

globalStyle(`${media} > :is(img, svg, picture, video)`, {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transitionProperty: 'transform',
  transitionDuration: vars.duration.slow,
  transitionTimingFunction: vars.easing.outCubic,
});

// A clickable card's picture zooms a little under the pointer (never under reduced motion).
globalStyle(`${card.classNames.variants.interactive.true}:hover ${media} > :is(img, svg, picture, video)`, {
  '@media': { [hoverMotion]: { transform: 'scale(1.04)' } },
});

/**
 * Badges: over the top-right corner of the media, or at the end of the row above the header (pushed
 * right, after the icon).
 */
export const badges = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space[2],
  marginLeft: 'auto',
  selectors: {
    [`${media} > &`]: {
      position: 'absolute',
      top: vars.space[3],
      right: vars.space[3],
      justifyContent: 'flex-end',
      marginLeft: 0,
    },
  },
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space[3],
  padding: vars.space[6],
  selectors: {
    [`${card.classNames.variants.padding.sm} &`]: { padding: `${vars.space[4]} ${vars.space[2]} ${vars.space[2]}` },
  },
});

export const top = style({
  ...rowLayout('3', { align: 'flex-start', justify: 'space-between' }),
  marginBottom: vars.space[1],
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

/** Marks a card of the lg type scale (`Card.Root size="lg"`): a larger title and body from md up. */
export const large = style({});

/** The type scale of a card's title and body: md, or lg for a wide, featured card (larger from md up). */
export type CardSize = 'md' | 'lg';

const onGradient = `${card.classNames.variants.surface.gradient} &`;

/** Read after the title by screen readers, shown above it. */
export const eyebrow = style({
  ...overlineText,
  order: -1,
  color: vars.color.primary,
  selectors: { [onGradient]: { color: 'inherit' } },
});

export const title = style({
  ...cardTitleText,
  '@media': { [mediaUp('md')]: { selectors: { [`${large} &`]: { fontSize: vars.font.size.xl } } } },
});

export const body = style({
  ...stackLayout('3'),
  ...cardBodyText,
  color: vars.color.textMuted,
  selectors: { [onGradient]: { color: 'inherit' } },
  '@media': { [mediaUp('md')]: { selectors: { [`${large} &`]: { fontSize: vars.font.size.md } } } },
});

export const footer = style({
  ...rowLayout('3', { align: 'center', wrap: true }),
  // Footers line up along the bottom of a row of cards.
  marginTop: 'auto',
  paddingTop: vars.space[2],
});
