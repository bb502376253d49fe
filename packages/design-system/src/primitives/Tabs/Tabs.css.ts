import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { segmentedChosen, segmentedOption, segmentedTrack } from '../../theme/segmented';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space[6], minWidth: 0 });

/** Lets a long tab list scroll sideways on narrow screens instead of widening the page. */
export const scroller = style({
  display: 'flex',
  maxWidth: '100%',
  minWidth: 0,
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
  selectors: { '&::-webkit-scrollbar': { display: 'none' } },
});

export const align = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'safe center' },
});

/** The sunken pill track. */
export const list = style(segmentedTrack);

export const trigger = style({
  ...segmentedOption,
  minHeight: '2.5rem',
  paddingInline: vars.space[5],
  background: 'transparent',
  selectors: {
    '&:hover:not([data-state="active"]):not([data-disabled])': { color: vars.color.text },
    '&[data-state="active"]': segmentedChosen,
    '&[data-disabled]': { cursor: 'not-allowed', opacity: 0.5 },
    // Kept within the track's padding so the scroll box never clips it.
    '&:focus-visible': { outlineOffset: '0px' },
  },
});

export const panel = style({
  minWidth: 0,
  borderRadius: vars.radius.md,
});
