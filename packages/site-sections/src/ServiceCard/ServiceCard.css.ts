import { createVar, style, styleVariants } from '@vanilla-extract/css';
import {
  vars,
  brandGradients,
  gradientImage,
  iconTile,
  mediaUp,
  reducedMotion,
  cardTitleText,
  cardBodyText,
} from '@agency/design-system/foundations';

const motion = {
  transitionDuration: vars.duration.base,
  transitionTimingFunction: vars.easing.standard,
};

const barHeight = '4px';
/** The card's brand gradient, for the bar. */
const barImage = createVar();

/**
 * Marks the card, for its parts' hover and focus states. Its `::before` draws the bar: a gradient line
 * along the top edge, drawn in from the left on hover and focus. The pseudo-element covers the card's
 * padding box with its rounded corners, so they clip the line (the card itself stays unclipped for its
 * focus ring); the line is its background, 4px tall, grown from no width to the full width.
 */
export const card = style({
  selectors: {
    '&::before': {
      content: '""',
      position: 'absolute',
      inset: 0,
      borderRadius: `calc(${vars.radius.lg} - 1px)`,
      pointerEvents: 'none',
      backgroundImage: barImage,
      backgroundRepeat: 'no-repeat',
      backgroundPosition: 'left top',
      backgroundSize: `0% ${barHeight}`,
      transitionProperty: 'background-size',
      ...motion,
    },
    '&:hover::before, &:focus-within::before': { backgroundSize: `100% ${barHeight}` },
  },
  '@media': {
    [reducedMotion]: {
      selectors: {
        '&::before': { backgroundSize: `100% ${barHeight}`, opacity: 0, transitionProperty: 'opacity' },
        '&:hover::before, &:focus-within::before': { opacity: 1 },
      },
    },
  },
});

/** The bar's brand gradient (soft gradients start from their strong hue, as `gradientFill`). */
export const barGradient = styleVariants(brandGradients, (_roles, name) => ({
  vars: { [barImage]: gradientImage(name, '135deg', { fill: true }) },
}));

/**
 * lucide's `arrow-right` (lucide-react's path data, stroke width 2) as a mask image: the element's
 * background colour, in the glyph's shape.
 */
const arrowMask = `url("data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M5 12h14"/><path d="m12 5 7 7-7 7"/></svg>',
)}") center / contain no-repeat`;

const gap = vars.space[3];
const discSize = '2rem';
const arrowSize = '1rem';
const arrowInset = `calc((${discSize} - ${arrowSize}) / 2)`;
const arrowMotion = {
  transitionProperty: 'transform, background-color',
  ...motion,
};

/**
 * Phones: the tile beside the title, the description under both. From md: one column, ending in a
 * quiet arrow at the bottom that turns primary and slides on hover. The arrow is decoration drawn by
 * the layout's pseudo-elements, after the description (`order: 1`): `::before` the disc, pushed to the
 * bottom, and `::after` the arrow glyph, pulled up over the disc's centre by a negative margin that
 * also cancels its own place in the column (the column ends where the disc does).
 */
export const layout = style({
  display: 'grid',
  flexGrow: 1,
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'center',
  columnGap: vars.space[4],
  rowGap: gap,
  selectors: {
    '&::before, &::after': { content: '""', display: 'none', order: 1, ...arrowMotion },
    '&::before': {
      width: discSize,
      height: discSize,
      marginBlockStart: 'auto',
      borderRadius: vars.radius.pill,
      background: vars.color.surfaceSunken,
    },
    '&::after': {
      width: arrowSize,
      height: arrowSize,
      // Up by the column's gap and the disc's height less its inset: the glyph's box ends where the disc does.
      marginBlockStart: `calc(-1 * (${gap} + ${discSize} - ${arrowInset}))`,
      marginBlockEnd: arrowInset,
      marginInlineStart: arrowInset,
      backgroundColor: vars.color.textMuted,
      mask: arrowMask,
    },
    [`${card}:hover &::before, ${card}:focus-within &::before`]: { background: vars.color.primarySubtle },
    [`${card}:hover &::after, ${card}:focus-within &::after`]: { backgroundColor: vars.color.primary },
  },
  '@media': {
    [mediaUp('md')]: {
      display: 'flex',
      flexDirection: 'column',
      alignItems: 'flex-start',
      gap,
      selectors: { '&::before, &::after': { display: 'block' } },
    },
    '(prefers-reduced-motion: no-preference)': {
      selectors: { [`${card}:hover &::before, ${card}:hover &::after`]: { transform: 'translateX(4px)' } },
    },
    // Forced colours would repaint the glyph (a background) as Canvas: the text colour, as the SVG had.
    '(forced-colors: active)': {
      selectors: {
        [`&::after, ${card}:hover &::after, ${card}:focus-within &::after`]: {
          forcedColorAdjust: 'none',
          backgroundColor: 'CanvasText',
        },
      },
    },
  },
});

/** The glyph's tile, a little apart from the title once it sits above it. */
export const tile = style([iconTile, { '@media': { [mediaUp('md')]: { marginBlockEnd: vars.space[2] } } }]);

export const title = style({
  ...cardTitleText,
});

export const description = style({
  gridColumn: '1 / -1',
  ...cardBodyText,
  color: vars.color.textMuted,
});
