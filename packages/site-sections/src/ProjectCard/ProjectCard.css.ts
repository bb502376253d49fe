import { globalStyle, style } from '@vanilla-extract/css';
import { vars, plainList, rowLayout, stackLayout } from '@agency/design-system/foundations';

/** The number tag over the media: ink on white in light, and the inverse pair in dark. */
export const tag = style({
  position: 'absolute',
  top: vars.space[3],
  left: vars.space[3],
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: '2.5rem',
  height: '2.5rem',
  paddingInline: vars.space[2],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceInverse,
  color: vars.color.textInverse,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.extrabold,
  letterSpacing: '0.02em',
  fontVariantNumeric: 'tabular-nums',
  lineHeight: 1,
  boxShadow: vars.shadow.md,
});

export const description = style({ margin: 0 });

export const meta = style({
  ...plainList,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[2]} ${vars.space[5]}`,
});

export const metaItem = style({
  ...rowLayout('2', { align: 'center', inline: true }),
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

export const metaIcon = style({ display: 'inline-flex', color: vars.color.primary, lineHeight: 0 });
globalStyle(`${metaIcon} > svg`, { width: '1rem', height: '1rem' });

export const metaValue = style({ color: vars.color.text, fontWeight: vars.font.weight.semibold });

export const features = style({ display: 'flex', flexDirection: 'column', gap: vars.space[2] });

export const featuresTitle = style({
  color: vars.color.text,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const featureList = style({ ...plainList, display: 'flex', flexDirection: 'column', gap: vars.space[2] });

/**
 * lucide's `check` (lucide-react's path data, stroke width 2) as a mask image: the element's background
 * colour, in the glyph's shape. No inline SVG (an `svg`, a `path` and a wrapper per feature on the page).
 */
const checkMask = `url("data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#000" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"><path d="M20 6 9 17l-5-5"/></svg>',
)}") center / contain no-repeat`;

/** A feature's text, after an accent check mark drawn by its `::before` (decoration, not read out). */
export const feature = style({
  ...rowLayout('2', { align: 'flex-start' }),
  color: vars.color.text,
  selectors: {
    '&::before': {
      content: '""',
      flexShrink: 0,
      width: '1rem',
      height: '1rem',
      // Centred on the first line of text (line height 1.6 of the small size).
      marginTop: `calc((${vars.font.size.sm} * 1.6 - 1rem) / 2)`,
      backgroundColor: vars.color.accent,
      mask: checkMask,
    },
  },
  '@media': {
    // As the inline SVG did (its own colour is kept in forced colours): the glyph is a background, which
    // forced colours would repaint as Canvas, so it keeps its colour.
    '(forced-colors: active)': { selectors: { '&::before': { forcedColorAdjust: 'none' } } },
  },
});

export const actions = style({
  ...stackLayout('3'),
  flexBasis: '100%',
  minWidth: 0,
  paddingTop: vars.space[2],
});

export const links = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space[3],
});

export const glyph = style({ width: '100%', height: '100%' });

export const linkIcon = style({ display: 'inline-flex', width: '100%', height: '100%', lineHeight: 0 });
globalStyle(`${linkIcon} svg`, { width: '100%', height: '100%' });
