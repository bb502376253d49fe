import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { overlineText } from '../../theme/text';
import { plainList } from '../../theme/list';
import { stackLayout } from '../../layout/flex';

export const list = style({ ...plainList, display: 'flex', flexDirection: 'column', gap: vars.space[6] });

export const item = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'start',
  columnGap: vars.space[4],
});

export const icon = style({ display: 'inline-flex', flexShrink: 0, lineHeight: 0 });

export const text = style({
  gridColumn: 2,
  ...stackLayout('1'),
  minWidth: 0,
  // Lines the label up with the top of a 2.5rem icon tile.
  paddingTop: vars.space[1],
});

export const label = style({ ...overlineText, color: vars.color.textMuted });

export const value = style({
  display: 'flex',
  flexDirection: 'column',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const link = style({
  alignSelf: 'flex-start',
  textDecorationLine: 'underline',
  textDecorationColor: vars.color.border,
  textDecorationThickness: '0.06em',
  textUnderlineOffset: '0.25em',
  borderRadius: vars.radius.sm,
  transitionProperty: 'color, text-decoration-color',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&:hover': { color: vars.color.primary, textDecorationColor: 'currentColor' },
  },
});

export const line = style({ display: 'block' });

/** A hyphenated part of a value (`BreakableValue`): the line breaks before it, not at its hyphen. */
export const unbroken = style({ whiteSpace: 'nowrap' });
