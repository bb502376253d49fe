import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Card.css';

export type CardContentProps = ComponentProps<'div'>;

/** Everything under the media, in the card's padding: `Card.Top`, `Card.Header`, `Card.Body`, `Card.Footer`, in a column. */
export function CardContent({ className, ...rest }: CardContentProps) {
  return <div {...rest} className={cx(styles.content, className)} />;
}

export type CardTopProps = ComponentProps<'div'>;

/** The row above the header: a leading icon or tile (e.g. `<Icon contained="gradient" />`), then `Card.Badges` at the right. */
export function CardTop({ className, ...rest }: CardTopProps) {
  return <div {...rest} className={cx(styles.top, className)} />;
}

export type CardHeaderProps = ComponentProps<'div'>;

/** The title, then its eyebrow: `Card.Title` and `Card.Eyebrow`, in that order. */
export function CardHeader({ className, ...rest }: CardHeaderProps) {
  return <div {...rest} className={cx(styles.header, className)} />;
}

export interface CardTitleProps extends ComponentProps<'h3'> {
  /** Heading level, to fit the page outline. Default `h3`. */
  as?: 'h2' | 'h3' | 'h4';
}

/**
 * The card's heading. On a clickable card its text is a `Card.Link` (or `Card.Button`), which the
 * heading then names.
 */
export function CardTitle({ as: Heading = 'h3', className, ...rest }: CardTitleProps) {
  return <Heading {...rest} className={cx(styles.title, className)} />;
}

export type CardEyebrowProps = ComponentProps<'p'>;

/**
 * A small uppercase label, e.g. 'Case study'. Put it after `Card.Title` in `Card.Header`: it is read
 * after the title and shown above it.
 */
export function CardEyebrow({ className, ...rest }: CardEyebrowProps) {
  return <p {...rest} className={cx(styles.eyebrow, className)} />;
}

export type CardBodyProps = ComponentProps<'div'>;

/** The body under the header: paragraphs, lists, figures, in muted text (the card's own colour on the gradient surface). */
export function CardBody({ className, ...rest }: CardBodyProps) {
  return <div {...rest} className={cx(styles.body, className)} />;
}

export type CardFooterProps = ComponentProps<'div'>;

/**
 * Actions or meta in a row along the bottom edge, aligned across a row of cards. Links and buttons
 * here keep their own clicks on a clickable card.
 */
export function CardFooter({ className, ...rest }: CardFooterProps) {
  return <div {...rest} className={cx(styles.footer, className)} />;
}
