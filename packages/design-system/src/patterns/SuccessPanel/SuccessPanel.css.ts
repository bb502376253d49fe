import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingStyle } from '../../theme/focus';
import { mediaUp } from '../../theme/media';
import { panelTitleText } from '../../theme/text';
import { rowLayout } from '../../layout/flex';

/** On the card's chrome: centred, with room above and below the outcome. */
export const panel = style({
  alignItems: 'center',
  gap: vars.space[3],
  paddingBlock: vars.space[10],
  paddingInline: vars.space[5],
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
  ...panelTitleText,
  margin: 0,
  borderRadius: vars.radius.sm,
  '@media': { [mediaUp('sm')]: { fontSize: vars.font.size['2xl'] } },
  selectors: {
    // Focus lands here programmatically; a ring only when it came from the keyboard.
    '&:focus': { outline: 'none' },
    '&:focus-visible': focusRingStyle({ offset: '4px' }),
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
  ...rowLayout('3', { justify: 'center', wrap: true }),
  marginTop: vars.space[4],
});
