import { globalStyle, style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { focusRingOn } from '../../theme/focus';
import { gradientImage } from '../../theme/gradients';
import { mediaUp } from '../../theme/media';

export const borderWidth = '1px';
/** The card's radius less its border, so corners nested in it line up exactly. */
export const innerRadius = `calc(${vars.radius.lg} - ${borderWidth})`;
export const hoverMotion = '(hover: hover) and (prefers-reduced-motion: no-preference)';
const shadows = { 0: 'none', 1: vars.shadow.sm, 2: vars.shadow.md, 3: vars.shadow.lg } as const;
/** A 1px primary ring outside the border, so a selected card's outline is 2px without moving its content. */
const selectedRing = (shadow: string) =>
  shadow === 'none'
    ? `0 0 0 ${borderWidth} ${vars.color.primary}`
    : `0 0 0 ${borderWidth} ${vars.color.primary}, ${shadow}`;

/** The card's chrome: surface, border, radius, shadow, padding and the hover lift of a clickable card. */
export const card = recipe({
  base: {
    // The stretched link's overlay is positioned against the card.
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    border: `${borderWidth} solid transparent`,
    borderRadius: vars.radius.lg,
    transitionProperty: 'transform, box-shadow, border-color',
    transitionDuration: vars.duration.base,
    transitionTimingFunction: vars.easing.standard,
  },
  variants: {
    surface: {
      raised: { background: vars.color.surfaceRaised, color: vars.color.text, borderColor: vars.color.borderSubtle },
      sunken: { background: vars.color.surfaceSunken, color: vars.color.text },
      outline: { background: 'transparent', color: vars.color.text, borderColor: vars.color.border },
      gradient: {
        backgroundColor: vars.color.primary,
        backgroundImage: gradientImage('primary-accent'),
        color: vars.color.onPrimary,
      },
      tinted: {
        backgroundColor: vars.color.primarySubtle,
        backgroundImage: gradientImage('primary-soft'),
        color: vars.color.text,
      },
    },
    elevation: {
      0: { boxShadow: shadows[0] },
      1: { boxShadow: shadows[1] },
      2: { boxShadow: shadows[2] },
      3: { boxShadow: shadows[3] },
    },
    padding: {
      // The parts pad themselves (Card.Content), so Card.Media can run edge to edge.
      none: {},
      // A thin frame of the card's surface around everything, media included (a framed picture).
      sm: { padding: vars.space[2], '@media': { [mediaUp('md')]: { padding: vars.space[3] } } },
      md: { padding: vars.space[6] },
      lg: { padding: vars.space[6], '@media': { [mediaUp('md')]: { padding: vars.space[8] } } },
    },
    interactive: {
      true: {
        cursor: 'pointer',
        '@media': {
          // A lift only where hover exists; under reduced motion only the shadow changes.
          '(hover: hover)': { selectors: { '&:hover': { boxShadow: vars.shadow.lg } } },
          [hoverMotion]: { selectors: { '&:hover': { transform: 'translateY(-4px)' } } },
        },
      },
      false: {},
    },
    stretch: {
      // Fills its grid cell or list item, so a row of cards lines up.
      true: { height: '100%' },
      false: {},
    },
    selected: {
      // A chosen option: the border and a ring just outside it (with the shadow, below), in primary.
      true: { borderColor: vars.color.primary },
      false: {},
    },
  },
  compoundVariants: [
    ...([0, 1, 2, 3] as const).map((elevation) => ({
      variants: { selected: true, elevation },
      style: { boxShadow: selectedRing(shadows[elevation]) },
    })),
    {
      variants: { selected: true, interactive: true },
      style: {
        '@media': { '(hover: hover)': { selectors: { '&:hover': { boxShadow: selectedRing(vars.shadow.lg) } } } },
      },
    },
  ],
  defaultVariants: {
    surface: 'raised',
    elevation: 1,
    padding: 'none',
    interactive: false,
    stretch: true,
    selected: false,
  },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;

// No margin (a `figure` has one), with no weight: a card placed by its parent (centred, spaced) keeps it.
globalStyle(`:where(${card.classNames.base})`, { margin: 0 });

/**
 * Card.Link and Card.Button, in the title. Its ::after covers the whole card ("stretched link"), so a click anywhere
 * on the card activates it, while the card keeps one focusable element with the title as its name.
 */
export const stretched = style({
  color: 'inherit',
  textDecoration: 'none',
  textUnderlineOffset: '0.2em',
  textDecorationThickness: '0.08em',
  // Reset for <button>.
  display: 'inline',
  margin: 0,
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  letterSpacing: 'inherit',
  textAlign: 'inherit',
  cursor: 'pointer',
  selectors: {
    '&::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      zIndex: 1,
      borderRadius: vars.radius.lg,
    },
    // The focus ring goes around the whole card, not the title text.
    ...focusRingOn('::after', { offset: '3px' }),
  },
});

// Hovering anywhere on the card underlines the title: a hint of what a click will do.
globalStyle(`${card.classNames.base}:hover ${stretched}`, { textDecorationLine: 'underline' });

// Other controls inside a clickable card stay above the overlay and keep their own clicks.
globalStyle(
  `${card.classNames.variants.interactive.true} :is(a, button, input, select, textarea, summary, label, [tabindex]):not(${stretched})`,
  { position: 'relative', zIndex: 2 },
);

// On the gradient, links take the card's text colour (a checked pair) and stay underlined.
globalStyle(`${card.classNames.variants.surface.gradient} a:not(${stretched})`, { color: 'inherit' });
