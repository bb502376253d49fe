import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { mediaUp } from '../../theme/media';
import { eyebrowText } from '../../theme/text';
import { stackLayout } from '../../layout/flex';

/** The panel's light ink on the gradient, at a strength for decoration (not text). */
const ink = (percent: number) => `color-mix(in srgb, ${vars.color.onPrimary} ${percent}%, transparent)`;

const gradientSurface = style({
  backgroundColor: vars.color.primary,
  backgroundImage: `linear-gradient(125deg, ${vars.color.primary} 0%, color-mix(in srgb, ${vars.color.primary} 55%, ${vars.color.accent}) 55%, ${vars.color.accent} 100%)`,
  color: vars.color.onPrimary,
  boxShadow: vars.shadow.lg,
});

export const root = recipe({
  base: {
    position: 'relative',
    isolation: 'isolate',
    overflow: 'hidden',
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    rowGap: vars.space[8],
    columnGap: vars.space[12],
    minWidth: 0,
    padding: `${vars.space[10]} ${vars.space[6]}`,
    borderRadius: vars.radius.lg,
    '@media': {
      [mediaUp('md')]: { padding: `${vars.space[12]} ${vars.space[12]}` },
      [mediaUp('lg')]: { padding: `${vars.space[16]} ${vars.space[16]}` },
    },
  },
  variants: {
    surface: {
      gradient: gradientSurface,
      raised: {
        background: vars.color.surfaceRaised,
        color: vars.color.text,
        border: `1px solid ${vars.color.borderSubtle}`,
        boxShadow: vars.shadow.md,
      },
    },
    layout: {
      // Text and actions share a row while the text keeps a readable width; otherwise the actions wrap under it.
      split: { justifyContent: 'space-between' },
      center: { flexDirection: 'column', textAlign: 'center' },
    },
  },
  defaultVariants: { surface: 'gradient', layout: 'split' },
});

export type CtaBannerVariants = NonNullable<RecipeVariants<typeof root>>;

// On the gradient, the focus ring takes the panel's text colour (the pair checked against both ends).
globalStyle(`${gradientSurface} :focus-visible`, { outlineColor: vars.color.onPrimary });

const decorationBase = style({ position: 'absolute', inset: 0, zIndex: -1, pointerEvents: 'none' });

/** Decorative layers behind the content: a fine grid fading out from a corner, and soft light. */
export const decoration = styleVariants({
  gradient: [
    decorationBase,
    {
      backgroundImage: [
        `radial-gradient(40rem 22rem at 100% 0%, ${ink(22)} 0%, transparent 60%)`,
        `radial-gradient(28rem 18rem at 0% 100%, color-mix(in srgb, ${vars.color.primary} 60%, transparent) 0%, transparent 70%)`,
        `linear-gradient(${ink(12)} 1px, transparent 1px)`,
        `linear-gradient(90deg, ${ink(12)} 1px, transparent 1px)`,
      ].join(', '),
      backgroundSize: 'auto, auto, 32px 32px, 32px 32px',
      maskImage: 'radial-gradient(120% 140% at 100% 0%, #000 20%, transparent 75%)',
      WebkitMaskImage: 'radial-gradient(120% 140% at 100% 0%, #000 20%, transparent 75%)',
    },
  ],
  raised: [
    decorationBase,
    {
      backgroundImage: [
        `radial-gradient(60% 120% at 0% 0%, ${vars.color.primarySubtle} 0%, transparent 70%)`,
        `radial-gradient(50% 120% at 100% 100%, ${vars.color.accentSubtle} 0%, transparent 70%)`,
      ].join(', '),
    },
  ],
});

export const text = recipe({
  base: { display: 'flex', flexDirection: 'column', gap: vars.space[4], minWidth: 0 },
  variants: {
    layout: {
      split: { flex: '1 1 24rem', maxWidth: '44rem' },
      center: { alignItems: 'center', maxWidth: '44rem' },
    },
  },
});

export const eyebrow = styleVariants({
  gradient: eyebrowText,
  raised: { ...eyebrowText, color: vars.color.accent },
});

export const title = style({
  fontSize: vars.font.size['2xl'],
  fontWeight: vars.font.weight.extrabold,
  letterSpacing: '-0.02em',
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'break-word',
  '@media': {
    [mediaUp('md')]: { fontSize: vars.font.size['3xl'] },
    [mediaUp('lg')]: { fontSize: vars.font.size['4xl'] },
  },
});

const descriptionBase = {
  maxWidth: '56ch',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  '@media': { [mediaUp('md')]: { fontSize: vars.font.size.lg } },
} as const;

export const description = styleVariants({
  gradient: { ...descriptionBase, color: 'inherit' },
  raised: { ...descriptionBase, color: vars.color.textMuted },
});

export const actions = recipe({
  base: {
    ...stackLayout('3', 'stretch'),
    width: '100%',
    minWidth: 0,
    '@media': {
      [mediaUp('sm')]: { width: 'auto', flexDirection: 'row', flexWrap: 'wrap', alignItems: 'center' },
    },
  },
  variants: {
    layout: {
      split: { flex: '0 1 auto' },
      center: { justifyContent: 'center' },
    },
  },
});

const hover = '&:hover:not(:disabled):not([aria-disabled="true"])';

/**
 * Buttons drawn in the panel's colours. onPrimary equals surfaceRaised (light) or surface (dark), so
 * the solid button's primary label is a checked pair in both themes. The parent selector outweighs the
 * Button's own variant colours.
 */
export const onGradient = {
  primary: style({
    selectors: {
      [`${gradientSurface} &`]: {
        background: vars.color.onPrimary,
        color: vars.color.primary,
        boxShadow: vars.shadow.md,
      },
      [`${gradientSurface} ${hover}`]: { background: vars.color.onPrimary, boxShadow: vars.shadow.lg },
    },
  }),
  secondary: style({
    selectors: {
      [`${gradientSurface} &`]: { background: 'transparent', color: vars.color.onPrimary, borderColor: ink(70) },
      [`${gradientSurface} ${hover}`]: {
        background: ink(14),
        color: vars.color.onPrimary,
        borderColor: vars.color.onPrimary,
      },
    },
  }),
};
