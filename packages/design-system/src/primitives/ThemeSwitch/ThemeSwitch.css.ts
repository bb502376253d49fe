import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRingStyle } from '../../theme/focus';
import { reducedMotion } from '../../theme/media';
import { segmentedChosen, segmentedOption, segmentedTrack } from '../../theme/segmented';

/** The sunken pill track, as the Tabs' list. */
export const root = style({ ...segmentedTrack, width: 'fit-content', margin: 0, minWidth: 0 });

export const option = style({
  ...segmentedOption,
  position: 'relative',
  gap: vars.space[2],
  minWidth: '2rem',
  minHeight: '2rem',
  paddingInline: vars.space[2],
  selectors: {
    '&:hover:not(:has(:checked))': { color: vars.color.text },
    '&:has(:checked)': segmentedChosen,
    '&:has(:focus-visible)': focusRingStyle(),
  },
  '@media': { [reducedMotion]: { transition: 'none' } },
});

/** Labelled options fill the width they are given (e.g. a menu panel) in equal parts. */
export const labelled = style({ flex: '1 1 0', minHeight: '2.5rem', paddingInline: vars.space[3] });

export const fill = style({ display: 'flex', width: '100%' });

/** The native radio: invisible, still focusable and checkable; its option draws the state. */
export const input = style({
  position: 'absolute',
  inset: 0,
  width: '100%',
  height: '100%',
  margin: 0,
  opacity: 0,
  cursor: 'inherit',
});
