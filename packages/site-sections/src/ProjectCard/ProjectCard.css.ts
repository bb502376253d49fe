import { globalStyle, style } from '@vanilla-extract/css';
import {
  cardBodyText,
  cardTitleText,
  plainList,
  rowLayout,
  stackLayout,
  vars,
} from '@agency/design-system/foundations';

/**
 * The card's rows, top to bottom. Each part has its own row, present or not, so the same part of
 * cards side by side lines up even when one card leaves a part out.
 */
const rows = {
  media: 1,
  title: 2,
  description: 3,
  technologies: 4,
  meta: 5,
  progress: 6,
  features: 7,
  actions: 8,
} as const;
const rowCount = Object.keys(rows).length;

/** Space above each part, and the card's padding beside and below them. */
const partGap = vars.space[3];
const padding = vars.space[6];

/**
 * A grid of the rows above; any extra height (a card stretched to its grid cell) goes to the last, so
 * the actions sit along the bottom. The doubled class outweighs the card shell's `display: flex`.
 */
export const card = style({
  selectors: {
    '&&': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr)',
      gridTemplateRows: `repeat(${rowCount - 1}, auto) 1fr`,
      rowGap: 0,
      paddingBottom: padding,
    },
  },
});

/**
 * Cards side by side (two or more in one grid, e.g. `Grid`): each spans as many rows of the grid and
 * takes their sizes (CSS subgrid), so every card of a grid row has the same row heights, and a
 * two-line title or a longer description moves the facts, progress and features of the whole row
 * together. Only there: Chromium lays a `subgrid` out wrongly where the parent is not a grid.
 */
globalStyle(`:has(> ${card} ~ ${card}) > ${card}`, {
  gridTemplateRows: 'subgrid',
  gridRow: `span ${rowCount}`,
});

/** A part of the card below the media: its row, the space above it, the card's padding beside it. */
const part = (row: number, spaceAbove: string = partGap) =>
  ({ gridRow: row, margin: `${spaceAbove} ${padding} 0`, minWidth: 0 }) as const;

/** The media area: edge to edge at the top, inside the card's rounded corners. */
export const media = style({
  gridRow: rows.media,
  position: 'relative',
  overflow: 'hidden',
  borderRadius: `calc(${vars.radius.lg} - 1px) calc(${vars.radius.lg} - 1px) 0 0`,
  background: vars.color.surfaceSunken,
});

globalStyle(`${media} > :is(img, svg, picture, video)`, {
  display: 'block',
  width: '100%',
  height: '100%',
  objectFit: 'cover',
});

/** The status badges over the top right of the media. */
export const status = style({
  position: 'absolute',
  top: vars.space[3],
  right: vars.space[3],
  ...rowLayout('2', { justify: 'flex-end', wrap: true }),
});

export const title = style({ ...part(rows.title, padding), ...cardTitleText, color: vars.color.text });

/** The body's parts: small muted text, as in a card's body. */
const bodyText = { ...cardBodyText, color: vars.color.textMuted } as const;

export const technologies = style({ ...part(rows.technologies), ...bodyText });

export const progress = style({ ...part(rows.progress), ...bodyText });

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

export const description = style({ ...part(rows.description), ...bodyText });

export const meta = style({
  ...plainList,
  ...part(rows.meta),
  ...bodyText,
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space[2]} ${vars.space[5]}`,
});

export const metaItem = style({
  ...rowLayout('2', { align: 'center', inline: true }),
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});

// A meta item's glyph is its first child, no wrapper (fewer elements on a page of cards).
globalStyle(`${metaItem} > svg`, { flexShrink: 0, width: '1rem', height: '1rem', color: vars.color.primary });

export const metaValue = style({ color: vars.color.text, fontWeight: vars.font.weight.semibold });

export const features = style({
  ...part(rows.features),
  ...bodyText,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[2],
});

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

/** The links and the main action, at the bottom of their row: along the bottom of a row of cards. */
export const actions = style({
  ...stackLayout('3'),
  // A little more space above the actions than between the other parts, as in a card's footer.
  ...part(rows.actions, `calc(${partGap} + ${vars.space[2]})`),
  alignSelf: 'end',
});

export const links = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
  gap: vars.space[3],
});

export const glyph = style({ width: '100%', height: '100%' });

// Fits a bare glyph of a link (a 24 px SVG) to the button's icon box, with no wrapper of its own; an
// Icon keeps its own size (its size class outranks this rule).
globalStyle(`${actions} svg`, { width: '100%', height: '100%' });
