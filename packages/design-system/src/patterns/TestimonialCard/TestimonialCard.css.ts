import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaUp } from '../../theme/media';
import { topRule } from '../../theme/rule';
import { rowLayout } from '../../layout/flex';

/** On the card's chrome: the parts' rhythm, and a thin primary → accent rule along the top edge. */
export const card = style({
  gap: vars.space[5],
  overflow: 'hidden',
  selectors: { '&::before': topRule('4px') },
});

export const mark = style({
  width: '2rem',
  height: '2rem',
  flexShrink: 0,
  color: vars.color.primary,
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
