import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaUp } from '../../theme/media';
import { panelTitleText } from '../../theme/text';

/** On the card's chrome: a form's roomier inset (narrower on phones, so fields keep their width). */
export const card = style({
  gap: vars.space[6],
  padding: vars.space[5],
  // Scrolled into view (an in-page link, a button that brings it in), it stops a little below the
  // fixed nav bar (the page's scroll-padding already keeps it clear of the bar).
  scrollMarginTop: vars.space[6],
  '@media': {
    [mediaUp('sm')]: { padding: vars.space[8] },
    [mediaUp('lg')]: { padding: vars.space[10] },
  },
});

export const size = styleVariants({
  sm: { width: '100%', maxWidth: '28rem', marginInline: 'auto' },
  md: { width: '100%', maxWidth: '40rem', marginInline: 'auto' },
  full: { width: '100%' },
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const icon = style({
  display: 'inline-flex',
  alignSelf: 'flex-start',
  marginBottom: vars.space[3],
  lineHeight: 0,
});

export const title = style({ ...panelTitleText, margin: 0, color: vars.color.text });

export const pageTitle = style({
  '@media': { [mediaUp('sm')]: { fontSize: vars.font.size['2xl'], lineHeight: vars.font.lineHeight.tight } },
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
});

export const note = style({
  display: 'inline-flex',
  alignItems: 'flex-start',
  alignSelf: 'flex-start',
  gap: vars.space[2],
  margin: 0,
  marginTop: vars.space[2],
  paddingBlock: vars.space[2],
  paddingInline: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.accentSubtle,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.normal,
});

export const noteIcon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: '1rem',
  height: '1rem',
  marginTop: `calc((${vars.font.lineHeight.normal} * ${vars.font.size.sm} - 1rem) / 2)`,
  color: vars.color.accent,
  lineHeight: 0,
});

globalStyle(`${noteIcon} svg`, { width: '100%', height: '100%' });

export const body = style({ display: 'flex', flexDirection: 'column', minWidth: 0 });

export const footer = style({
  paddingTop: vars.space[5],
  borderTop: `1px solid ${vars.color.borderSubtle}`,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
