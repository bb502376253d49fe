import { style } from '@vanilla-extract/css';
import {
  vars,
  overlineText,
  plainList,
  stackLayout,
  rowLayout,
  cardTitleText,
  cardBodyText,
} from '@agency/design-system/foundations';

export const card = style({ gap: vars.space[3] });

export const top = style({
  ...rowLayout('3', { align: 'flex-start', justify: 'space-between' }),
  marginBottom: vars.space[2],
});

export const badge = style({ marginLeft: 'auto' });

export const title = style({
  margin: 0,
  ...cardTitleText,
});

export const description = style({
  margin: 0,
  ...cardBodyText,
  color: vars.color.textMuted,
});

export const features = style({
  ...stackLayout('3'),
  marginTop: vars.space[2],
  paddingTop: vars.space[4],
  borderTop: `1px solid ${vars.color.borderSubtle}`,
});

export const featuresLabel = style({ ...overlineText, margin: 0, color: vars.color.textMuted });

export const featureList = style({ ...plainList, display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const feature = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  alignItems: 'start',
  columnGap: vars.space[2],
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
  overflowWrap: 'anywhere',
});

export const check = style({
  width: '1rem',
  height: '1rem',
  // Centres the tick on the first line (line box 1.6 × 0.875rem).
  marginTop: `calc((${vars.font.lineHeight.normal} * ${vars.font.size.sm} - 1rem) / 2)`,
  color: vars.color.accent,
});

export const footer = style({
  // Buttons line up along the bottom of a row of cards.
  marginTop: 'auto',
  paddingTop: vars.space[4],
});
