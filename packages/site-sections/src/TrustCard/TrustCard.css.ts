import { style } from '@vanilla-extract/css';
import { vars, stackLayout } from '@agency/design-system/foundations';

export const description = style({ margin: 0 });

export const quote = style({
  ...stackLayout('2'),
  margin: 0,
  paddingInlineStart: vars.space[4],
  borderInlineStart: `3px solid ${vars.color.accent}`,
});

export const blockquote = style({ margin: 0 });

export const quoteText = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  fontStyle: 'italic',
  lineHeight: vars.font.lineHeight.normal,
  selectors: {
    '&::before': { content: '"\\201C"' },
    '&::after': { content: '"\\201D"' },
  },
});

export const attribution = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  selectors: { '&::before': { content: '"\\2014\\00a0"' } },
});

/** The evidence sits along the bottom edge, aligned across a row of cards. */
export const proof = style({
  flexBasis: '100%',
  minWidth: 0,
  paddingTop: vars.space[4],
  borderTop: `1px solid ${vars.color.borderSubtle}`,
});
