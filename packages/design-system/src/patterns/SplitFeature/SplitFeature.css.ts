import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { gradientImage } from '../../theme/gradients';
import { plainList } from '../../theme/list';
import { mediaUp } from '../../theme/media';
import { stackLayout } from '../../layout/flex';

export const root = style({
  display: 'grid',
  gap: vars.space[12],
  alignItems: 'center',
  '@media': {
    [mediaUp('lg')]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', gap: vars.space[16] },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space[6], minWidth: 0 });

export const body = style({
  ...stackLayout('4'),
  maxWidth: '62ch',
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

export const points = style({ ...plainList, display: 'grid', gap: vars.space[4] });

export const point = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space[4], minWidth: 0 });

export const pointIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '2.5rem',
  height: '2.5rem',
  borderRadius: vars.radius.md,
  background: vars.color.primarySubtle,
  color: vars.color.primary,
});

globalStyle(`${pointIcon} > *`, { width: '1.25rem', height: '1.25rem' });

export const pointText = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1], minWidth: 0 });

export const pointTitle = style({
  color: vars.color.text,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
});

export const pointBody = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

/** Stacked at full width on phones, a wrapping row from sm. */
export const actions = style({
  ...stackLayout('3'),
  paddingBlockStart: vars.space[2],
  '@media': { [mediaUp('sm')]: { flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center' } },
});

export const media = style({ position: 'relative', isolation: 'isolate', minWidth: 0 });

export const mediaPosition = styleVariants({
  start: { '@media': { [mediaUp('lg')]: { order: -1 } } },
  end: {},
});

const neg = (value: string) => `calc(${value} * -1)`;

/** A soft brand panel behind the frame, peeking out at the bottom-right corner (inside the page gutter). */
export const mediaGlow = style({
  position: 'absolute',
  inset: `${vars.space[4]} ${neg(vars.space[3])} ${neg(vars.space[3])} ${vars.space[4]}`,
  zIndex: -1,
  borderRadius: vars.radius.lg,
  backgroundImage: gradientImage('primary-soft'),
  '@media': {
    [mediaUp('md')]: {
      inset: `${vars.space[8]} ${neg(vars.space[5])} ${neg(vars.space[5])} ${vars.space[8]}`,
    },
  },
});

export const mediaFrame = style({
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.borderSubtle}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.lg,
});

globalStyle(`${mediaFrame} > img, ${mediaFrame} > svg, ${mediaFrame} > picture`, {
  display: 'block',
  width: '100%',
  height: 'auto',
});
