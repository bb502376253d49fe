import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { gradientImage } from '../../theme/gradients';
import { plainList } from '../../theme/list';
import { mediaUp, reducedMotion } from '../../theme/media';
import { rowLayout } from '../../layout/flex';

export const root = style({
  position: 'fixed',
  top: 0,
  insetInline: 0,
  zIndex: vars.zIndex.nav,
  height: vars.size.navHeight,
  backgroundColor: 'transparent',
  color: vars.color.text,
  // Only the surface changes: colour and shadow fade, nothing moves.
  transitionProperty: 'background-color, box-shadow',
  transitionDuration: vars.duration.base,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&[data-scrolled="true"]': {
      backgroundColor: vars.color.navSurface,
      backdropFilter: 'blur(12px) saturate(160%)',
      // The elevation plus a hairline along the bottom edge (it keeps the edge visible in dark themes).
      boxShadow: `${vars.shadow.md}, inset 0 -1px 0 ${vars.color.borderSubtle}`,
    },
    // With the small-screen menu open, bar and panel read as one sheet above the backdrop.
    '&[data-menu-open="true"]': { backgroundColor: vars.color.surfaceRaised, boxShadow: 'none' },
  },
  '@media': { [reducedMotion]: { transition: 'none' } },
});

export const bar = style({
  height: '100%',
  ...rowLayout('4', { align: 'center' }),
});

export const brand = style({
  ...rowLayout('2', { align: 'center', inline: true }),
  flexShrink: 0,
  minWidth: 0,
  minHeight: '2.75rem',
  color: vars.color.text,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '-0.02em',
  lineHeight: vars.font.lineHeight.tight,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  borderRadius: vars.radius.sm,
});

/** The small primary-to-accent tile in front of the wordmark (decoration). */
export const mark = style({
  flexShrink: 0,
  width: '0.875rem',
  height: '0.875rem',
  borderRadius: '0.25rem',
  background: gradientImage('primary-accent'),
  transform: 'rotate(45deg)',
});

export const nav = style({
  flex: 1,
  minWidth: 0,
  ...rowLayout('4', { align: 'center', justify: 'flex-end' }),
});

/** The inline links: shown from lg (1024 px); below that the menu holds them. */
export const list = style({
  ...plainList,
  display: 'none',
  '@media': {
    [mediaUp('lg')]: { display: 'flex', alignItems: 'center', gap: vars.space[1], marginInline: 'auto' },
  },
});

export const link = style({
  position: 'relative',
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: '2.75rem',
  // Tighter from lg to xl, where the links share the bar with the calls to action and the tools.
  paddingInline: vars.space[2],
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  transitionProperty: 'background-color, color',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: vars.easing.standard,
  selectors: {
    '&:hover': { background: vars.color.primarySubtle, color: vars.color.primary },
    '&[aria-current="page"]': { color: vars.color.primary, fontWeight: vars.font.weight.semibold },
    // The current page: a short bar under the label.
    '&[aria-current="page"]::after': {
      content: '""',
      position: 'absolute',
      insetInline: vars.space[2],
      bottom: '0.3rem',
      height: '2px',
      borderRadius: vars.radius.pill,
      background: vars.color.primary,
    },
  },
  '@media': {
    [reducedMotion]: { transition: 'none' },
    [mediaUp('xl')]: {
      paddingInline: vars.space[4],
      selectors: { '&[aria-current="page"]::after': { insetInline: vars.space[4] } },
    },
  },
});

/** The two calls to action: shown from lg; below that the menu holds them. */
export const actions = style({
  display: 'none',
  '@media': {
    [mediaUp('lg')]: { display: 'flex', alignItems: 'center', gap: vars.space[2], flexShrink: 0 },
    [mediaUp('xl')]: { gap: vars.space[3] },
  },
});

export const trigger = style({ marginInlineEnd: `calc(${vars.space[2]} * -1)` });

/** Settings after the calls to action, from lg (below, the menu holds them). */
export const tools = style({
  display: 'none',
  '@media': { [mediaUp('lg')]: { display: 'flex', alignItems: 'center', flexShrink: 0 } },
});
