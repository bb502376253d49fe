import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { belowNavBar } from '../../theme/navBar';
import { leadText } from '../../theme/text';
import { mediaUp, reducedMotion } from '../../theme/media';

export const root = style({
  position: 'relative',
  overflow: 'hidden',
  isolation: 'isolate',
  background: vars.color.surface,
  paddingBlockStart: vars.space[6],
  // The page's next section brings its own top padding: the two together make one section gap.
  paddingBlockEnd: vars.space[4],
  '@media': {
    [mediaUp('lg')]: { paddingBlockStart: vars.space[10], paddingBlockEnd: vars.space[6] },
  },
});

export const clearNavBar = style({
  paddingBlockStart: belowNavBar(vars.space[6]),
  '@media': {
    [mediaUp('lg')]: { paddingBlockStart: belowNavBar(vars.space[10]) },
  },
});

export const glow = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  backgroundImage: `radial-gradient(55% 60% at 10% 0%, ${vars.color.primarySubtle} 0%, transparent 70%), radial-gradient(45% 55% at 95% 15%, ${vars.color.accentSubtle} 0%, transparent 70%)`,
});

export const inner = style({ display: 'flex', flexDirection: 'column', gap: vars.space[8] });

export const back = style({
  display: 'inline-flex',
  alignItems: 'center',
  alignSelf: 'flex-start',
  gap: vars.space[2],
  minHeight: '2.75rem',
  paddingInline: vars.space[4],
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.borderSubtle}`,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.sm,
  color: vars.color.text,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  textDecoration: 'none',
  transitionProperty: 'color, border-color, box-shadow, transform',
  transitionDuration: vars.duration.base,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&:hover': { color: vars.color.primary, borderColor: vars.color.primary, boxShadow: vars.shadow.md },
  },
});

export const backIcon = style({
  width: '1.1rem',
  height: '1.1rem',
  flexShrink: 0,
  transitionProperty: 'transform',
  transitionDuration: vars.duration.base,
  transitionTimingFunction: vars.easing.standard,
  selectors: { [`${back}:hover &`]: { transform: 'translateX(-3px)' } },
  '@media': { [reducedMotion]: { selectors: { [`${back}:hover &`]: { transform: 'none' } } } },
});

export const body = style({ display: 'grid', gap: vars.space[10], alignItems: 'center' });

export const withAside = style({
  '@media': { [mediaUp('lg')]: { gridTemplateColumns: 'minmax(0, 0.85fr) minmax(0, 1.15fr)', gap: vars.space[12] } },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space[6], minWidth: 0 });

export const description = style({ ...leadText, maxWidth: '60ch' });

export const meta = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[2] });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3] });

export const aside = style({ minWidth: 0 });
