import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaDown, mediaUp, reducedMotion } from '../../theme/media';

/**
 * The back-to-top button's corner (`BackToTop.css.ts`): its 56 px ring with 4 px of padding and a 1 px
 * border each side, `space[4]` from the edges on phones and `space[8]` from md.
 */
const backToTopSize = '66px';
const backToTopEdge = { base: vars.space[4], md: vars.space[8] } as const;

/** The side insets of the home indicator and rounded corners (either side: the note may sit on both). */
const safeSide = 'max(env(safe-area-inset-left, 0px), env(safe-area-inset-right, 0px))';
/** From the viewport's side to the near edge of the back-to-top button's corner, with a gap. */
const clearOfBackToTop = (edge: string) => `calc(${edge} + ${backToTopSize} + ${vars.space[2]} + ${safeSide})`;
const bottomEdge = (edge: string) => `calc(${edge} + env(safe-area-inset-bottom, 0px))`;

/**
 * The live region: fixed to the bottom of the viewport and always in the page (empty while hidden), so
 * that screen readers watch it before its text arrives. It paints nothing and lets pointers through.
 * Its band is as tall as the back-to-top button, so the note sits on the button's centre line, and it
 * ends before the button's corner. Below md, where the button is 16 px from the edge, the band starts at
 * the page's edge and the note sits at its start, in line with the page's text: centred, a note wider
 * than about 195 px would reach the button at 375 px. From md it is centred, with the button's room
 * kept on both sides.
 */
export const region = style({
  position: 'fixed',
  // The navigation bar's layer: above the page, below the menu's backdrop and dialogs.
  zIndex: vars.zIndex.nav,
  insetInlineStart: `calc(${backToTopEdge.base} + ${safeSide})`,
  insetInlineEnd: clearOfBackToTop(backToTopEdge.base),
  insetBlockEnd: bottomEdge(backToTopEdge.base),
  minBlockSize: backToTopSize,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'flex-start',
  pointerEvents: 'none',
  '@media': {
    [mediaUp('md')]: {
      insetInline: clearOfBackToTop(backToTopEdge.md),
      insetBlockEnd: bottomEdge(backToTopEdge.md),
      justifyContent: 'center',
    },
    // A note about this visit's connection has no place on paper.
    print: { display: 'none' },
  },
});

export const note = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[2],
  maxInlineSize: '100%',
  margin: 0,
  paddingBlock: vars.space[2],
  paddingInline: `${vars.space[3]} ${vars.space[4]}`,
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
  pointerEvents: 'auto',
  opacity: 1,
  translate: 'none',
  // Fades and rises into place when it appears, from its starting style (CSS only; no keyframes).
  '@starting-style': { opacity: 0, translate: `0 ${vars.space[2]}` },
  transitionProperty: 'opacity, translate',
  transitionDuration: vars.duration.base,
  transitionTimingFunction: vars.easing.emphasized,
  '@media': { [reducedMotion]: { transition: 'none' } },
});

export const glyph = style({
  flexShrink: 0,
  width: '1.125rem',
  height: '1.125rem',
  color: vars.color.textMuted,
});

export const text = style({ minWidth: 0, textWrap: 'pretty' });

export const message = style({ fontWeight: vars.font.weight.medium });

/** The dash between the message and its detail; on a phone it ends the message's line. */
export const separator = style({ color: vars.color.textMuted });

/** What the site does about it; on a phone, a line of its own under the message. */
export const detail = style({
  color: vars.color.textMuted,
  '@media': { [mediaDown('sm')]: { display: 'block' } },
});
