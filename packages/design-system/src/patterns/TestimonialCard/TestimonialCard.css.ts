import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaUp } from '../../theme/media';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[5],
  minWidth: 0,
  height: '100%',
  margin: 0,
  padding: vars.space[6],
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.borderSubtle}`,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  '@media': { [mediaUp('md')]: { padding: vars.space[8] } },
  selectors: {
    // A thin primary → accent rule along the top edge.
    '&::before': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      top: 0,
      height: 4,
      backgroundImage: `linear-gradient(90deg, ${vars.color.primary}, ${vars.color.accent})`,
    },
  },
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
  display: 'flex',
  alignItems: 'center',
  gap: vars.space[3],
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
