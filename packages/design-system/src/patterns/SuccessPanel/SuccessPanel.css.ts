import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaUp } from '../../theme/media';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space[3],
  minWidth: 0,
  paddingBlock: vars.space[10],
  paddingInline: vars.space[5],
  border: `1px solid ${vars.color.borderSubtle}`,
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceRaised,
  color: vars.color.text,
  boxShadow: vars.shadow.md,
  textAlign: 'center',
  // Scrolled into view (an in-page link, a button that brings it in), it stops a little below the
  // fixed nav bar (the page's scroll-padding already keeps it clear of the bar).
  scrollMarginTop: vars.space[6],
  '@media': {
    [mediaUp('sm')]: { paddingBlock: vars.space[16], paddingInline: vars.space[10] },
  },
});

export const iconCircle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '4.5rem',
  height: '4.5rem',
  marginBottom: vars.space[3],
  borderRadius: vars.radius.pill,
  background: vars.color.successSubtle,
  color: vars.color.success,
  // A soft halo in the same family.
  boxShadow: `0 0 0 ${vars.space[2]} color-mix(in srgb, ${vars.color.successSubtle} 45%, transparent)`,
});

globalStyle(`${iconCircle} svg`, { width: '2.25rem', height: '2.25rem' });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  letterSpacing: '-0.015em',
  overflowWrap: 'anywhere',
  borderRadius: vars.radius.sm,
  '@media': { [mediaUp('sm')]: { fontSize: vars.font.size['2xl'] } },
  selectors: {
    // Focus lands here programmatically; a ring only when it came from the keyboard.
    '&:focus': { outline: 'none' },
    '&:focus-visible': { outline: `3px solid ${vars.color.focusRing}`, outlineOffset: '4px' },
  },
});

export const message = style({
  maxWidth: '34rem',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const action = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space[3],
  marginTop: vars.space[4],
});
