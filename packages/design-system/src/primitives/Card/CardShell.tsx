import type { ComponentPropsWithoutRef, Ref } from 'react';
import { cx } from '../../utils/cx';
import { Link, type LinkComponentProps } from '../LinkProvider';
import * as styles from './CardShell.css';

type Surface = NonNullable<styles.CardVariants['surface']>;
type Elevation = NonNullable<styles.CardVariants['elevation']>;

/** Shadow a surface gets when no `elevation` is given. */
const defaultElevation: Record<Surface, Elevation> = { raised: 1, sunken: 0, outline: 0, gradient: 2, tinted: 0 };

/** What every card shares: its chrome and its root element. */
export interface CardChromeProps {
  /**
   * raised: white card on the page · sunken: recessed panel · outline: bordered, no fill · gradient:
   * primary→accent with onPrimary text (service cards) · tinted: a soft primary→accent wash.
   */
  surface?: Surface;
  /** Shadow: 0 none · 1 sm · 2 md · 3 lg. Defaults by surface (raised 1, gradient 2, others 0). */
  elevation?: Elevation;
  /** A chosen option (a plan, a service to book): outlined in primary. */
  selected?: styles.CardVariants['selected'];
  /** Fills the height of its grid cell or list item, so a row of cards lines up. Default true; off for a panel on its own. */
  stretch?: styles.CardVariants['stretch'];
  /** The card's root element. */
  as?: 'article' | 'div' | 'li' | 'section' | 'figure';
  ref?: Ref<HTMLElement>;
}

/**
 * What every card component takes, whatever its content: the heading level of its title, its root
 * element and a ref to it, and the root's native attributes. A card's own props extend it.
 */
export interface CardBaseProps extends Omit<ComponentPropsWithoutRef<'article'>, 'title' | 'onClick'> {
  /** Heading level of the title, to fit the page outline. */
  titleAs?: 'h2' | 'h3' | 'h4';
  /** The card's root element. */
  as?: 'article' | 'div' | 'li';
  ref?: Ref<HTMLElement>;
}

export interface CardShellProps extends CardChromeProps, ComponentPropsWithoutRef<'article'> {
  /** Space between the card's edge and its content: none · sm 8→12 px · md 24 px · lg 24→32 px (from md). Default md. */
  padding?: styles.CardVariants['padding'];
  /**
   * The whole card is one click target (a `CardLink` in its heading): a pointer cursor and a lift on
   * hover. Keep the card unclipped (no `overflow: hidden`): the link's focus ring is drawn around it.
   */
  interactive?: styles.CardVariants['interactive'];
}

/**
 * The card's chrome alone (surface, border, radius, shadow, padding, hover lift) around free content:
 * for a card with a layout of its own. `Card` is the same chrome with ready-made slots.
 */
export function CardShell({
  surface = 'raised',
  elevation,
  selected = false,
  stretch = true,
  padding = 'md',
  interactive = false,
  as = 'article',
  className,
  ...rest
}: CardShellProps) {
  // Every allowed root is a plain HTMLElement, so one JSX type stands for all of them.
  const Root = as as 'article';
  return (
    <Root
      {...rest}
      className={cx(
        styles.card({
          surface,
          elevation: elevation ?? defaultElevation[surface],
          padding,
          interactive,
          stretch,
          selected,
        }),
        className,
      )}
    />
  );
}

/**
 * The link that makes a whole card one click target: put it in the card's heading. Its overlay covers
 * the nearest `CardShell` (or `Card`), the focus ring goes around the card, and it stays the card's one
 * focusable element, named by its text. Other links and buttons in the card keep their own clicks.
 */
export function CardLink({ className, ...props }: LinkComponentProps) {
  return <Link {...props} className={cx(styles.stretched, className)} />;
}
