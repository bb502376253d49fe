import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { belowNavBar } from '../../theme/navBar';
import { gradientText } from '../../theme/gradients.css';
import { mediaUp } from '../../theme/media';
import { stackLayout, rowLayout } from '../../layout/flex';

export const root = style({
  position: 'relative',
  isolation: 'isolate',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  minWidth: 0,
});

export const size = styleVariants({
  page: {
    overflow: 'hidden',
    minHeight: '80vh',
    background: vars.color.surface,
    paddingBlockStart: belowNavBar(vars.space[12]),
    paddingBlockEnd: vars.space[16],
    '@media': {
      [mediaUp('lg')]: {
        paddingBlockStart: belowNavBar(vars.space[16]),
        paddingBlockEnd: vars.space[24],
      },
    },
  },
  inline: {
    padding: `${vars.space[12]} ${vars.space[6]}`,
    borderRadius: vars.radius.lg,
    border: `1px dashed ${vars.color.border}`,
    background: vars.color.surfaceSunken,
  },
});

export const glow = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  backgroundImage: `radial-gradient(45% 45% at 50% 35%, ${vars.color.primarySubtle} 0%, transparent 70%), radial-gradient(35% 40% at 70% 60%, ${vars.color.accentSubtle} 0%, transparent 70%)`,
});

export const content = style({
  ...stackLayout('4', 'center'),
  maxWidth: '36rem',
  marginInline: 'auto',
  textAlign: 'center',
});

export const icon = style({ display: 'flex', marginBlockEnd: vars.space[2] });

export const code = style([
  gradientText,
  {
    margin: 0,
    fontSize: 'clamp(5rem, 22vw, 9rem)',
    fontWeight: vars.font.weight.extrabold,
    letterSpacing: '-0.05em',
    lineHeight: 1,
    fontVariantNumeric: 'tabular-nums',
  },
]);

export const title = style({
  margin: 0,
  color: vars.color.text,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.02em',
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'break-word',
});

export const titleSize = styleVariants({
  page: {
    fontSize: vars.font.size['2xl'],
    '@media': { [mediaUp('md')]: { fontSize: vars.font.size['3xl'] } },
  },
  inline: { fontSize: vars.font.size.xl },
});

export const description = style({
  margin: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  '@media': { [mediaUp('md')]: { fontSize: vars.font.size.lg } },
});

export const actions = style({
  ...rowLayout('3', { justify: 'center', wrap: true }),
  marginBlockStart: vars.space[4],
});
