import { globalStyle, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { mediaUp } from '../../theme/media';

const borderWidth = '1px';
const motionOk = '(hover: hover) and (prefers-reduced-motion: no-preference)';

export const card = recipe({
  base: {
    // The stretched link's overlay is positioned against the card.
    position: 'relative',
    display: 'flex',
    flexDirection: 'column',
    minWidth: 0,
    height: '100%',
    margin: 0,
    border: `${borderWidth} solid ${vars.color.borderSubtle}`,
    borderRadius: vars.radius.lg,
    background: vars.color.surfaceRaised,
    color: vars.color.text,
    boxShadow: vars.shadow.sm,
    transitionProperty: 'transform, box-shadow, border-color',
    transitionDuration: vars.duration.base,
    transitionTimingFunction: vars.easing.standard,
  },
  variants: {
    interactive: {
      true: {
        cursor: 'pointer',
        '@media': {
          '(hover: hover)': {
            selectors: { '&:hover': { boxShadow: vars.shadow.lg, borderColor: vars.color.primarySubtle } },
          },
          [motionOk]: { selectors: { '&:hover': { transform: 'translateY(-4px)' } } },
        },
      },
      false: {},
    },
    framed: {
      // A soft brand-coloured frame: the card's padding shows a primary → accent wash around the picture.
      true: {
        padding: vars.space[2],
        borderColor: 'transparent',
        backgroundImage: `linear-gradient(135deg, ${vars.color.primarySubtle}, ${vars.color.accentSubtle})`,
        boxShadow: vars.shadow.lg,
        '@media': { [mediaUp('md')]: { padding: vars.space[3] } },
      },
      false: {},
    },
  },
  defaultVariants: { interactive: false, framed: false },
});

export const media = style({
  position: 'relative',
  overflow: 'hidden',
  // The card's radius less its border, so the corners nest exactly.
  borderRadius: `calc(${vars.radius.lg} - ${borderWidth}) calc(${vars.radius.lg} - ${borderWidth}) 0 0`,
  background: vars.color.surfaceSunken,
});

/** A media-only card rounds every corner (inside a frame, by the frame's inner radius). */
export const mediaOnly = style({
  borderRadius: `calc(${vars.radius.lg} - ${borderWidth})`,
  selectors: {
    [`${card.classNames.variants.framed.true} &`]: { borderRadius: vars.radius.md },
  },
});

globalStyle(`${media} > img, ${media} > svg, ${media} > picture, ${media} > video`, {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
  transitionProperty: 'transform',
  transitionDuration: vars.duration.slow,
  transitionTimingFunction: vars.easing.outCubic,
});

// A linked card's picture zooms a little under the pointer (transform only, never under reduced motion).
globalStyle(`${card.classNames.variants.interactive.true}:hover ${media} > :is(img, svg, picture, video)`, {
  '@media': { [motionOk]: { transform: 'scale(1.04)' } },
});

export const badge = style({
  position: 'absolute',
  top: vars.space[3],
  right: vars.space[3],
  zIndex: 1,
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space[2],
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space[3],
  padding: vars.space[6],
  selectors: {
    [`${card.classNames.variants.framed.true} &`]: { padding: `${vars.space[4]} ${vars.space[2]} ${vars.space[2]}` },
  },
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

/** Read after the title by screen readers, shown above it. */
export const eyebrow = style({
  order: -1,
  color: vars.color.primary,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
  lineHeight: vars.font.lineHeight.snug,
});

export const title = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  letterSpacing: '-0.01em',
  overflowWrap: 'break-word',
  '@media': { [mediaUp('md')]: { fontSize: vars.font.size.xl } },
});

export const text = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'break-word',
  '@media': { [mediaUp('md')]: { fontSize: vars.font.size.md } },
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  // Footers line up along the bottom of a row of cards.
  marginTop: 'auto',
  paddingTop: vars.space[2],
});

export const meta = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space[2] });

export const cue = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space[2],
  alignSelf: 'flex-start',
  paddingTop: vars.space[4],
  width: '100%',
  borderTop: `1px solid ${vars.color.borderSubtle}`,
  color: vars.color.primary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
});

export const cueArrow = style({
  width: '1.1em',
  height: '1.1em',
  flexShrink: 0,
  transitionProperty: 'transform',
  transitionDuration: vars.duration.base,
  transitionTimingFunction: vars.easing.standard,
});

globalStyle(`${card.classNames.variants.interactive.true}:hover ${cueArrow}`, {
  '@media': { [motionOk]: { transform: 'translateX(4px)' } },
});

/**
 * The title's link. Its ::after covers the whole card ("stretched link"), so a click anywhere on the
 * card follows it, while the card keeps one focusable element named by the title.
 */
export const stretched = style({
  color: 'inherit',
  textDecoration: 'none',
  textUnderlineOffset: '0.2em',
  textDecorationThickness: '0.08em',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, zIndex: 1, borderRadius: vars.radius.lg },
    // The focus ring goes around the whole card, not the title text.
    '&:focus-visible': { outline: 'none' },
    '&:focus-visible::after': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '3px' },
  },
});

// Hovering anywhere on the card underlines the title: a hint of what a click will do.
globalStyle(`${card.classNames.base}:hover ${stretched}`, { textDecorationLine: 'underline' });

// Other controls inside the card stay above the overlay and keep their own clicks.
globalStyle(`${card.classNames.base} :is(a, button, input, select, textarea, [tabindex]):not(${stretched})`, {
  position: 'relative',
  zIndex: 2,
});
