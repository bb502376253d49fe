import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { plainList } from '../../theme/list';

export const list = style({ ...plainList, minWidth: 0 });

export const layout = styleVariants({
  wrap: { display: 'flex', flexWrap: 'wrap' },
  grid: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(min(7.5rem, 100%), 1fr))' },
});

export const align = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
});

/** Rows of small tags sit closer than rows of larger ones. */
export const gap = styleVariants({
  sm: { gap: vars.space[2] },
  md: { gap: vars.space[3] },
});

/** A tag (a Badge, which brings its own display and `max-width: 100%`) may shrink to the list's width. */
export const item = style({ minWidth: 0 });

/** A tag stretched to its grid cell (grid layout). */
export const fill = style({ width: '100%' });
