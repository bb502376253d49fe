import { globalStyle, style } from '@vanilla-extract/css';
import { vars, plainList, rowLayout } from '@agency/design-system/foundations';

const bannerHeight = '5.5rem';
const portraitSize = '6.5rem';

/** On the card's chrome: the banner runs to the rounded edges. */
export const card = style({ overflow: 'hidden' });

/** A soft primary → accent band behind the portrait. */
export const banner = style({
  height: bannerHeight,
  flexShrink: 0,
  backgroundColor: vars.color.primarySubtle,
  backgroundImage: `radial-gradient(circle at 85% 10%, ${vars.color.accentSubtle} 0 35%, transparent 36%), linear-gradient(120deg, ${vars.color.primarySubtle}, ${vars.color.accentSubtle})`,
});

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  flexGrow: 1,
  gap: vars.space[4],
  padding: vars.space[6],
  paddingTop: 0,
});

/** Without a portrait the heading keeps its distance from the banner. */
export const contentWithoutPortrait = style({ paddingTop: vars.space[6] });

export const portrait = style({
  width: portraitSize,
  height: portraitSize,
  // Half over the banner.
  marginTop: `calc(${portraitSize} / -2)`,
  flexShrink: 0,
  overflow: 'hidden',
  borderRadius: '50%',
  border: `4px solid ${vars.color.surfaceRaised}`,
  background: vars.color.surfaceSunken,
  boxShadow: vars.shadow.md,
});

globalStyle(`${portrait} > img, ${portrait} > svg`, {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

export const header = style({ display: 'flex', flexDirection: 'column', gap: vars.space[1] });

export const name = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.snug,
  letterSpacing: '-0.01em',
  overflowWrap: 'anywhere',
});

export const jobTitle = style({
  color: vars.color.primary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.snug,
});

export const tools = style({ ...plainList, display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const tool = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.25rem',
  height: '2.25rem',
  borderRadius: vars.radius.sm,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.borderSubtle}`,
  color: vars.color.text,
  lineHeight: 0,
});

globalStyle(`${tool} svg`, { width: '1.125rem', height: '1.125rem' });

export const bio = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(7rem, 1fr))',
  gap: vars.space[3],
  margin: 0,
});

export const fact = style({
  display: 'flex',
  flexDirection: 'column-reverse',
  gap: vars.space[1],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceSunken,
});

export const factLabel = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const factValue = style({
  margin: 0,
  color: vars.color.text,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
});

export const skills = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const label = style({
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.semibold,
  letterSpacing: '0.06em',
  textTransform: 'uppercase',
});

export const badges = style({ ...plainList, display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const links = style({
  ...plainList,
  ...rowLayout('2'),
  // Along the bottom edge, aligned across a row of cards.
  marginTop: 'auto',
  paddingTop: vars.space[4],
  borderTop: `1px solid ${vars.color.borderSubtle}`,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: '2.75rem',
  height: '2.75rem',
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  color: vars.color.text,
  transitionProperty: 'background-color, color, border-color',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&:hover': { background: vars.color.primarySubtle, color: vars.color.primary, borderColor: vars.color.primary },
  },
});

export const linkIcon = style({ display: 'inline-flex', lineHeight: 0 });

globalStyle(`${linkIcon} svg`, { width: '1.25rem', height: '1.25rem' });
