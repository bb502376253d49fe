import { style, type StyleRule } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { mediaUp } from '../../theme/media';
import type { Tone } from '../../theme/tone';
import { stackLayout, rowLayout } from '../../layout/flex';

export const alert = recipe({
  base: {
    display: 'grid',
    gridTemplateColumns: 'auto minmax(0, 1fr) auto',
    alignItems: 'start',
    columnGap: vars.space[3],
    width: '100%',
    padding: vars.space[4],
    border: '1px solid',
    borderRadius: vars.radius.md,
    color: vars.color.text,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    boxShadow: vars.shadow.sm,
    '@media': {
      [mediaUp('sm')]: { columnGap: vars.space[4], paddingBlock: vars.space[4], paddingInline: vars.space[5] },
    },
  },
  variants: {
    tone: {
      danger: { background: vars.color.dangerSubtle, borderColor: vars.color.danger },
      success: { background: vars.color.successSubtle, borderColor: vars.color.success },
      primary: { background: vars.color.primarySubtle, borderColor: vars.color.primary },
    } satisfies Partial<Record<Tone, StyleRule>>,
  },
  defaultVariants: { tone: 'primary' },
});

export type AlertVariants = NonNullable<RecipeVariants<typeof alert>>;
/** The alert's tones: the semantic colours it has checked pairs for. */
export type AlertTone = NonNullable<AlertVariants['tone']>;

export const iconTone = {
  danger: style({ color: vars.color.danger }),
  success: style({ color: vars.color.success }),
  primary: style({ color: vars.color.primary }),
} satisfies Record<AlertTone, string>;

export const icon = style({
  width: '1.25rem',
  height: '1.25rem',
  flexShrink: 0,
  // Centres the icon on the first line of text (line box is 1.6 × 1rem).
  marginBlockStart: `calc((${vars.font.lineHeight.normal} * 1rem - 1.25rem) / 2)`,
});

export const body = style({
  gridColumn: 2,
  ...stackLayout('1'),
  minWidth: 0,
  overflowWrap: 'anywhere',
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text,
});

export const message = style({ color: vars.color.text });

export const action = style({
  ...rowLayout('3', { wrap: true }),
  marginBlockStart: vars.space[3],
});

export const dismiss = style({
  gridColumn: 3,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem',
  height: '2.25rem',
  // Pulls the button into the padding so the X lines up with the first line of text.
  marginBlock: `calc(-1 * ${vars.space[1]})`,
  marginInlineEnd: `calc(-1 * ${vars.space[2]})`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  transitionProperty: 'background-color',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&:hover': { background: vars.color.surfaceRaised },
  },
});

export const dismissIcon = style({ width: '1.25rem', height: '1.25rem' });
