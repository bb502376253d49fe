import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaUp } from '../../theme/media';
import { topRule } from '../../theme/rule';
import { rowLayout } from '../../layout/flex';

/**
 * lucide's `quote` (lucide-react's path data, stroke width 2) as a mask image: the element's background
 * colour, in the glyph's shape.
 */
const quoteMask = `url("data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M16 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z"/><path d="M5 3a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2 1 1 0 0 1 1 1v1a2 2 0 0 1-2 2 1 1 0 0 0-1 1v2a1 1 0 0 0 1 1 6 6 0 0 0 6-6V5a2 2 0 0 0-2-2z"/></svg>',
)}") center / contain no-repeat`;

/**
 * On the card's chrome: the parts' rhythm, and a thin primary → accent rule along the top edge
 * (`::before`). The quote mark is decoration drawn by `::after`, the first of the column (`order: -1`).
 */
export const card = style({
  gap: vars.space[5],
  overflow: 'hidden',
  selectors: {
    '&::before': topRule('4px'),
    '&::after': {
      content: '""',
      order: -1,
      width: '2rem',
      height: '2rem',
      flexShrink: 0,
      backgroundColor: vars.color.primary,
      mask: quoteMask,
    },
  },
  '@media': {
    // As the inline SVG did (its own colour is kept in forced colours): the glyph is a background, which
    // forced colours would repaint as Canvas, so it keeps its colour.
    '(forced-colors: active)': { selectors: { '&::after': { forcedColorAdjust: 'none' } } },
  },
});

export const quote = style({
  flexGrow: 1,
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
  // Larger only where a card has the room (two per view on a tablet are still narrow).
  '@media': { [mediaUp('lg')]: { fontSize: vars.font.size.lg } },
});

export const person = style({
  ...rowLayout('3', { align: 'center' }),
  minWidth: 0,
  paddingTop: vars.space[5],
  borderTop: `1px solid ${vars.color.borderSubtle}`,
});

export const who = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 });

export const name = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
});

export const role = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
});
