import { globalStyle, style, type StyleRule } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/contract.css';
import { tones, type Tone } from '../../theme/tone';
import { rowLayout } from '../../layout/flex';

// Every foreground/background pair below is a checked contrast pair of both themes.
const subtle = {
  neutral: { color: vars.color.text, background: vars.color.surfaceSunken, borderColor: vars.color.borderSubtle },
  primary: { color: vars.color.primary, background: vars.color.primarySubtle },
  accent: { color: vars.color.accent, background: vars.color.accentSubtle },
  success: { color: vars.color.success, background: vars.color.successSubtle },
  danger: { color: vars.color.danger, background: vars.color.dangerSubtle },
} as const satisfies Record<Tone, StyleRule>;

const solid = {
  neutral: { color: vars.color.textInverse, background: vars.color.surfaceInverse },
  primary: { color: vars.color.onPrimary, background: vars.color.primary },
  accent: { color: vars.color.onAccent, background: vars.color.accent },
  success: { color: vars.color.onPrimary, background: vars.color.success },
  danger: { color: vars.color.onDanger, background: vars.color.danger },
} as const satisfies Record<Tone, StyleRule>;

export const badge = recipe({
  base: {
    ...rowLayout('1', { align: 'center', inline: true }),
    maxWidth: '100%',
    border: '1px solid transparent',
    borderRadius: vars.radius.pill,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
    verticalAlign: 'middle',
  },
  variants: {
    // Every tone; its colours come with the variant (compound variants below).
    tone: Object.fromEntries(tones.map((tone) => [tone, {}])) as Record<Tone, StyleRule>,
    variant: { subtle: {}, solid: {} },
    size: {
      sm: { fontSize: vars.font.size.xs, paddingBlock: '0.1875rem', paddingInline: vars.space[2] },
      md: { fontSize: vars.font.size.sm, paddingBlock: vars.space[1], paddingInline: vars.space[3] },
    },
  },
  compoundVariants: tones.flatMap((tone) => [
    { variants: { tone, variant: 'subtle' as const }, style: subtle[tone] },
    { variants: { tone, variant: 'solid' as const }, style: solid[tone] },
  ]),
  defaultVariants: { tone: 'neutral', variant: 'subtle', size: 'md' },
});

export type BadgeVariants = NonNullable<RecipeVariants<typeof badge>>;

/**
 * The label: its own box, since only a box can end a label too long for the space in an ellipsis (and it
 * clips the text to the line and sets it on whole pixels, as the screenshots expect).
 */
export const label = style({ minWidth: 0, overflow: 'hidden', textOverflow: 'ellipsis' });

/** The icon's size: sm 12, md 14 px. */
const iconSizes = { sm: '0.75rem', md: '0.875rem' } as const;

/** An SVG icon is the badge's own child (no wrapper), at the icon's size. */
for (const size of ['sm', 'md'] as const) {
  globalStyle(`${badge.classNames.variants.size[size]} > svg`, {
    flexShrink: 0,
    width: iconSizes[size],
    height: iconSizes[size],
  });
}

/** Any other icon node sits in a slot of that size. */
export const icon = recipe({
  base: { display: 'inline-flex', flexShrink: 0, lineHeight: 0 },
  variants: {
    size: {
      sm: { width: iconSizes.sm, height: iconSizes.sm },
      md: { width: iconSizes.md, height: iconSizes.md },
    },
  },
  defaultVariants: { size: 'md' },
});

globalStyle(`${icon.classNames.base} > svg`, { width: '100%', height: '100%' });
