import { globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
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

export const mediaBadge = style({
  position: 'absolute',
  top: vars.space[3],
  right: vars.space[3],
  ...rowLayout('2', { justify: 'flex-end', wrap: true }),
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

export const topBadge = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], marginLeft: 'auto' });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

/** Read after the title by screen readers, shown above it. */
export const eyebrow = recipe({
  base: { ...overlineText, order: -1 },
  variants: {
    onGradient: { true: { color: 'inherit' }, false: { color: vars.color.primary } },
  },
});

export const title = recipe({
  base: {
    ...cardTitleText,
  },
  variants: {
    size: { md: {}, lg: { '@media': { [mediaUp('md')]: { fontSize: vars.font.size.xl } } } },
  },
});

export const body = recipe({
  base: {
    ...stackLayout('3'),
    ...cardBodyText,
  },
  variants: {
    onGradient: { true: { color: 'inherit' }, false: { color: vars.color.textMuted } },
    size: { md: {}, lg: { '@media': { [mediaUp('md')]: { fontSize: vars.font.size.md } } } },
  },
});

/** The type scale of a card's title and body: md, or lg for a wide, featured card (larger from md up). */
export type CardSize = NonNullable<NonNullable<RecipeVariants<typeof title>>['size']>;

export const footer = style({
  ...rowLayout('3', { align: 'center', wrap: true }),
  // Footers line up along the bottom of a row of cards.
  marginTop: 'auto',
  paddingTop: vars.space[2],
});
