import type { ComponentProps } from 'react';
import { cx } from '../../utils/cx';
import { Link, type LinkComponentProps } from '../LinkProvider';
import { stretched } from './CardShell.css';

export type CardLinkProps = LinkComponentProps;

/**
 * The link that makes the whole card one click target (a stretched link): put it in `Card.Title`, on
 * a `Card.Root interactive`. Its overlay covers the card, so a click anywhere on it follows the link,
 * while it stays the card's one focusable element, named by its text, with the focus ring around the
 * card. Internal paths render through `LinkProvider`. Other links and buttons in the card keep their
 * own clicks.
 */
export function CardLink({ className, ...rest }: CardLinkProps) {
  return <Link {...rest} className={cx(stretched, className)} />;
}

export type CardButtonProps = Omit<ComponentProps<'button'>, 'type'>;

/**
 * `Card.Link`'s twin for an action that is not a page: a button stretched over the card (open a
 * dialog, choose an option). Put it in `Card.Title`, on a `Card.Root interactive`.
 */
export function CardButton({ className, ...rest }: CardButtonProps) {
  return <button {...rest} type="button" className={cx(stretched, className)} />;
}
