import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Card.css';

export interface CardMediaProps extends ComponentProps<'div'> {
  /** Aspect ratio of the area, as CSS (`'16 / 9'`, `'4 / 3'`, `'1'`). Default `'16 / 9'`. */
  aspectRatio?: string;
}

/**
 * The picture that leads the card, edge to edge with rounded top corners (every corner when it is the
 * card's only part, inside the frame of a `padding="sm"` card). Its image, illustration or video
 * covers the area (give it its own alt text); `Card.Badges` after it sit over its top-right corner.
 * On an interactive card the picture zooms a little under the pointer.
 */
export function CardMedia({ aspectRatio = '16 / 9', className, style, ...rest }: CardMediaProps) {
  return <div {...rest} className={cx(styles.media, className)} style={{ aspectRatio, ...style }} />;
}

export type CardBadgesProps = ComponentProps<'div'>;

/**
 * One or more `Badge`s: over the top-right corner of the picture (in `Card.Media`, after the image),
 * or at the right of `Card.Top`, after the icon.
 */
export function CardBadges({ className, ...rest }: CardBadgesProps) {
  return <div {...rest} className={cx(styles.badges, className)} />;
}
