import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { plainList } from '../../theme/list';
import { mediaUp } from '../../theme/media';
import { belowNavBar } from '../../theme/navBar';
import { overlineText } from '../../theme/text';

/** From here up the aside stands beside the text; below, it is in the flow. */
const wide = mediaUp('lg');

export const root = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr)',
  rowGap: vars.space[8],
  '@media': {
    [wide]: { gridTemplateColumns: 'minmax(0, 1fr) 16rem', columnGap: vars.space[12] },
    [mediaUp('xl')]: { gridTemplateColumns: 'minmax(0, 1fr) 18rem', columnGap: vars.space[16] },
  },
});

/** About 70 characters of running text: Prose's measure, kept for any other content in the column. */
const measure = '72ch';

export const body = style({
  minWidth: 0,
  maxWidth: measure,
  '@media': { [wide]: { gridColumn: 1, gridRow: 1 } },
});

// A heading reached from the contents list stops a little below the fixed navigation bar (the page's
// scroll padding clears the bar itself), not flush against it.
globalStyle(`${body} :is(h2, h3, h4)[id]`, { scrollMarginTop: vars.space[6] });

export const aside = style({
  minWidth: 0,
  // Above the text, as wide as the text.
  maxWidth: measure,
  '@media': { [wide]: { gridColumn: 2, gridRow: 1, maxWidth: 'none' } },
});

export const contents = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space[3],
  // Above the text on a narrow screen: a panel, set apart from the text that follows.
  padding: vars.space[5],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.borderSubtle}`,
  background: vars.color.surfaceRaised,
  '@media': {
    [wide]: {
      padding: 0,
      border: 'none',
      background: 'none',
      position: 'sticky',
      top: belowNavBar(vars.space[6]),
      // A long list scrolls inside itself rather than running below the screen's edge.
      maxHeight: `calc(100vh - ${belowNavBar(vars.space[12])})`,
      overflowY: 'auto',
    },
  },
});

export const contentsLabel = style({ ...overlineText, margin: 0, color: vars.color.textMuted });

export const contentsList = style({
  ...plainList,
  display: 'flex',
  flexDirection: 'column',
  borderInlineStart: `1px solid ${vars.color.border}`,
});

export const contentsLink = style({
  display: 'block',
  // The marker sits on the list's rule.
  marginInlineStart: '-1px',
  // Roomier for a finger on a narrow screen.
  paddingBlock: vars.space[2],
  paddingInlineStart: vars.space[4],
  borderInlineStart: '2px solid transparent',
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.snug,
  textDecoration: 'none',
  transitionProperty: 'color, border-color',
  transitionDuration: vars.duration.fast,
  transitionTimingFunction: vars.easing.standard,
  '@media': { [wide]: { paddingBlock: vars.space[1] } },
  selectors: {
    '&:hover': { color: vars.color.text, borderInlineStartColor: vars.color.primary },
    '&:focus-visible': { outlineOffset: '-3px', borderRadius: vars.radius.sm },
  },
});
