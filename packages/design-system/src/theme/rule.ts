import { gradientImage } from './gradients';

/**
 * A thin primary → accent line along the top edge of a box: the style of its `::before`. The box is
 * positioned, and clips overflow where its corners are rounded.
 */
export const topRule = (height: string) =>
  ({
    content: '""',
    position: 'absolute',
    insetInline: 0,
    top: 0,
    height,
    backgroundImage: gradientImage('primary-accent', '90deg'),
  }) as const;
