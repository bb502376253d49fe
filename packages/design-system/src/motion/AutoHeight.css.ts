import { style } from '@vanilla-extract/css';

/**
 * Positioned, so what leaves a `LayoutList` inside (taken out of the flow, fading where it was) is
 * clipped with the rest as the block closes.
 */
export const box = style({ position: 'relative' });
