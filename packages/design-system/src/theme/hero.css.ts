import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/**
 * The backdrop of a page's top banner: soft brand light from the top corners (`::before`) under a fine
 * engineering grid that fades out towards the edges and the bottom (`::after`), both behind the content.
 * The box becomes their positioned, clipping stacking context; its padding stays the component's.
 */
export const heroBackdrop = style({
  position: 'relative',
  overflow: 'hidden',
  isolation: 'isolate',
  background: vars.color.surface,
  selectors: {
    '&::before, &::after': {
      content: '""',
      position: 'absolute',
      inset: 0,
      zIndex: -1,
      pointerEvents: 'none',
    },
    '&::before': {
      backgroundImage: [
        `radial-gradient(60% 70% at 12% 0%, ${vars.color.primarySubtle} 0%, transparent 70%)`,
        `radial-gradient(50% 65% at 92% 10%, ${vars.color.accentSubtle} 0%, transparent 70%)`,
      ].join(', '),
    },
    '&::after': {
      backgroundImage: [
        `linear-gradient(${vars.color.borderSubtle} 1px, transparent 1px)`,
        `linear-gradient(90deg, ${vars.color.borderSubtle} 1px, transparent 1px)`,
      ].join(', '),
      backgroundSize: '48px 48px',
      backgroundPosition: 'center top',
      opacity: 0.7,
      maskImage: 'radial-gradient(70% 80% at 50% 0%, #000 0%, transparent 75%)',
      WebkitMaskImage: 'radial-gradient(70% 80% at 50% 0%, #000 0%, transparent 75%)',
    },
  },
});
