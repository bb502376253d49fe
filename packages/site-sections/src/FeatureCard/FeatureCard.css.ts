import { style } from '@vanilla-extract/css';
import {
  vars,
  gradientText,
  mediaUp,
  overlineText,
  plainList,
  rowLayout,
  cardTitleText,
  cardBodyText,
} from '@agency/design-system/foundations';

export const card = style({ gap: vars.space[4] });

export const header = style({ display: 'flex', alignItems: 'center', gap: vars.space[3], minWidth: 0 });

export const title = style({
  ...cardTitleText,
});

export const description = style({
  ...cardBodyText,
  color: vars.color.textMuted,
  // Side by side, a common minimum (three lines in two columns, four in four) keeps a row's figures level.
  '@media': {
    [mediaUp('md')]: { minHeight: `calc(3em * ${vars.font.lineHeight.normal})` },
    [mediaUp('xl')]: { minHeight: `calc(4em * ${vars.font.lineHeight.normal})` },
  },
});

export const stats = style({
  ...rowLayout('6', { wrap: true }),
  margin: 0,
  paddingBlock: vars.space[4],
  borderBlock: `1px solid ${vars.color.borderSubtle}`,
});

/** Value above label on screen; label first for assistive technology (a `dt` precedes its `dd`). */
export const stat = style({ display: 'flex', flexDirection: 'column-reverse', gap: vars.space[1], minWidth: 0 });

export const statValue = style([
  gradientText,
  {
    margin: 0,
    fontSize: vars.font.size['3xl'],
    fontWeight: vars.font.weight.extrabold,
    lineHeight: vars.font.lineHeight.tight,
    letterSpacing: '-0.03em',
    fontVariantNumeric: 'tabular-nums',
  },
]);

export const statLabel = style({ ...overlineText, color: vars.color.textMuted });

export const highlights = style({ ...plainList, display: 'flex', flexDirection: 'column', gap: vars.space[3] });

/**
 * lucide's `check` (lucide-react's path data, at the stroke width 3 this list drew it with) as a mask
 * image: the element's background colour, in the glyph's shape.
 */
const checkMask = `url("data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24" fill="none" stroke="#000" stroke-width="3" stroke-linecap="round" stroke-linejoin="round"><path d="M20 6 9 17l-5-5"/></svg>',
)}") center / contain no-repeat`;

const markSize = '1.25rem';
const checkRem = 0.8;
const checkSize = `${checkRem}rem`;
/** lucide's 24px grid, in rem. */
const gridRem = 1.5;

/**
 * A highlight's text after its check mark, drawn without elements (decoration, not read out): `::before`
 * is the accent-subtle disc and `::after` the accent check centred on it, in the padding at the line's
 * start. The text (any inline content) wraps beside them.
 */
export const highlight = style({
  position: 'relative',
  minHeight: markSize,
  paddingInlineStart: `calc(${markSize} + ${vars.space[3]})`,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  overflowWrap: 'anywhere',
  selectors: {
    '&::before, &::after': { content: '""', position: 'absolute' },
    '&::before': {
      top: 0,
      insetInlineStart: 0,
      width: markSize,
      height: markSize,
      borderRadius: vars.radius.pill,
      background: vars.color.accentSubtle,
    },
    '&::after': {
      top: `calc((${markSize} - ${checkSize}) / 2)`,
      insetInlineStart: `calc((${markSize} - ${checkSize}) / 2)`,
      // Drawn on the 24px grid and scaled down to the check's size from its start corner: at a
      // fractional size and offset, this rasterises exactly as the inline SVG did (a 0.8rem mask box
      // lands half a pixel apart).
      width: `${gridRem}rem`,
      height: `${gridRem}rem`,
      transformOrigin: 'left top',
      transform: `scale(${checkRem / gridRem})`,
      backgroundColor: vars.color.accent,
      mask: checkMask,
    },
    '[dir="rtl"] &::after': { transformOrigin: 'right top' },
  },
  '@media': {
    // Forced colours would repaint the check (a background) as Canvas: the text colour, as the SVG had.
    '(forced-colors: active)': {
      selectors: { '&::after': { forcedColorAdjust: 'none', backgroundColor: 'CanvasText' } },
    },
  },
});
