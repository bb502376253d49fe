import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';

const borderWidth = '1px';

export const card = recipe({
  base: {
    // The stretched link's overlay is positioned against the card.
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    height: '100%',
    margin: 0,
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
        backgroundImage: `linear-gradient(135deg, ${vars.color.primary}, ${vars.color.accent})`,
        color: vars.color.onPrimary,
      },
    },
    elevation: {
      0: { boxShadow: 'none' },
      1: { boxShadow: vars.shadow.sm },
      2: { boxShadow: vars.shadow.md },
      3: { boxShadow: vars.shadow.lg },
    },
    interactive: {
      true: {
        cursor: 'pointer',
        '@media': {
          // A lift only where hover exists; under reduced motion only the shadow changes.
          '(hover: hover)': { selectors: { '&:hover': { boxShadow: vars.shadow.lg } } },
          '(hover: hover) and (prefers-reduced-motion: no-preference)': {
            selectors: { '&:hover': { transform: 'translateY(-4px)' } },
          },
        },
      },
      false: {},
    },
  },
  defaultVariants: { surface: 'raised', elevation: 1, interactive: false },
});

export type CardVariants = NonNullable<RecipeVariants<typeof card>>;

export const media = style({
  position: 'relative',
  overflow: 'hidden',
  // The card's radius less its border, so the corners nest exactly.
  borderRadius: `calc(${vars.radius.lg} - ${borderWidth}) calc(${vars.radius.lg} - ${borderWidth}) 0 0`,
  background: vars.color.surfaceSunken,
});

globalStyle(`${media} > img, ${media} > svg, ${media} > picture, ${media} > video`, {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const mediaBadge = style({
  position: 'absolute',
  top: vars.space[3],
  right: vars.space[3],
  display: 'flex',
  gap: vars.space[2],
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space[3],
  padding: vars.space[6],
});

export const top = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space[3],
  marginBottom: vars.space[1],
});

export const topBadge = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2], marginLeft: 'auto' });

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

/** Read after the title by screen readers, shown above it. */
export const eyebrow = style({
  order: -1,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  lineHeight: vars.font.lineHeight.snug,
});

export const eyebrowTone = styleVariants({
  plain: { color: vars.color.primary },
  gradient: { color: 'inherit' },
});

export const title = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  letterSpacing: '-0.01em',
  overflowWrap: 'anywhere',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const bodyTone = styleVariants({
  plain: { color: vars.color.textMuted },
  gradient: { color: 'inherit' },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space[3],
  // Footers line up along the bottom of a row of cards.
  marginTop: 'auto',
  paddingTop: vars.space[2],
});

/**
 * The title's link or button. Its ::after covers the whole card ("stretched link"), so a click anywhere
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
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': {
      outline: `3px solid ${vars.color.focusRing}`,
      outlineOffset: '3px',
    },
  },
});

// Hovering anywhere on the card underlines the title: a hint of what a click will do.
globalStyle(`${card.classNames.base}:hover ${stretched}`, { textDecorationLine: 'underline' });

// Other controls inside the card stay above the overlay and keep their own clicks.
globalStyle(
  `${card.classNames.base} :is(a, button, input, select, textarea, summary, label, [tabindex]):not(${stretched})`,
  { position: 'relative', zIndex: 2 },
);

// On the gradient, links take the card's text colour (a checked pair) and stay underlined.
globalStyle(`${card.classNames.variants.surface.gradient} a:not(${stretched})`, { color: 'inherit' });
