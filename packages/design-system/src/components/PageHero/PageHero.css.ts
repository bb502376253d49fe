import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { mediaUp } from '../../theme/media';

export const root = style({
  position: 'relative',
  overflow: 'hidden',
  isolation: 'isolate',
  background: vars.color.surface,
  paddingBlockStart: `calc(${vars.size.navHeight} + ${vars.space[12]})`,
  paddingBlockEnd: vars.space[12],
  '@media': {
    [mediaUp('lg')]: {
      paddingBlockStart: `calc(${vars.size.navHeight} + ${vars.space[20]})`,
      paddingBlockEnd: vars.space[16],
    },
  },
});

export const glow = style({
  position: 'absolute',
  inset: 0,
  zIndex: -1,
  backgroundImage: `radial-gradient(60% 70% at 15% 0%, ${vars.color.primarySubtle} 0%, transparent 70%), radial-gradient(50% 60% at 90% 20%, ${vars.color.accentSubtle} 0%, transparent 70%)`,
});

export const inner = style({ display: 'grid', gap: vars.space[10], alignItems: 'center' });

export const withAside = style({
  '@media': { [mediaUp('lg')]: { gridTemplateColumns: 'minmax(0, 1.1fr) minmax(0, 0.9fr)' } },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space[8], minWidth: 0 });

export const align = styleVariants({
  start: { alignItems: 'flex-start', textAlign: 'start' },
  center: { alignItems: 'center', textAlign: 'center', marginInline: 'auto', maxWidth: '48rem' },
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space[3] });

export const actionsAlign = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
});

export const aside = style({ minWidth: 0 });
