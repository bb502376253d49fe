import type { ComponentProps, ComponentPropsWithoutRef, Ref } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './Card.css';
import * as chrome from './CardShell.css';

type Surface = NonNullable<chrome.CardVariants['surface']>;
type Elevation = NonNullable<chrome.CardVariants['elevation']>;

/** Shadow a surface gets when no `elevation` is given. */
const defaultElevation: Record<Surface, Elevation> = { raised: 1, sunken: 0, outline: 0, gradient: 2, tinted: 0 };

export interface CardRootProps extends Omit<ComponentProps<'article'>, 'ref'> {
  /**
   * raised: white card on the page · sunken: recessed panel · outline: bordered, no fill · gradient:
   * primary→accent with onPrimary text (service cards) · tinted: a soft primary→accent wash. Default raised.
   */
  surface?: Surface;
  /** Shadow: 0 none · 1 sm · 2 md · 3 lg. Defaults by surface (raised 1, gradient 2, others 0). */
  elevation?: Elevation;
  /** A chosen option (a plan, a service to book): outlined in primary. */
  selected?: boolean;
  /** Fills the height of its grid cell or list item, so a row of cards lines up. Default true; off for a panel on its own. */
  stretch?: boolean;
  /**
   * Space between the card's edge and its children. none (default): the parts pad themselves, so
   * `Card.Media` runs edge to edge and `Card.Content` holds the rest · sm 8→12 px: a thin frame of the
   * card's surface around everything, media included (a picture shown as a print) · md 24 px · lg
   * 24→32 px (from md): for a layout of your own.
   */
  padding?: chrome.CardVariants['padding'];
  /**
   * The whole card is one click target: set it when the card holds a `Card.Link` (or `Card.Button`).
   * Gives a pointer cursor, a lift on hover and a zoom of the media, and keeps the card's other links
   * and buttons above the link's overlay. Keep the card unclipped (no `overflow: hidden`): the link's
   * focus ring is drawn around it.
   */
  interactive?: boolean;
  /** Type scale of `Card.Title` and `Card.Body`: md (default), or lg (larger from md up) for a wide or featured card. */
  size?: styles.CardSize;
  /** The card's root element. Default `article`; `figure` for a picture with a `figcaption`. */
  as?: 'article' | 'div' | 'li' | 'section' | 'figure';
  ref?: Ref<HTMLElement>;
}

/**
 * The card: its chrome (surface, border, radius, shadow, padding, a selected ring, the hover lift of
 * a clickable card) around its parts: `Card.Media`, then `Card.Content` › `Card.Top`, `Card.Header`
 * (`Card.Title`, `Card.Eyebrow`), `Card.Body`, `Card.Footer`. A `Card.Link` in the title makes the
 * whole card one link.
 */
export function CardRoot({
  surface = 'raised',
  elevation,
  selected = false,
  stretch = true,
  padding = 'none',
  interactive = false,
  size = 'md',
  as = 'article',
  className,
  ...rest
}: CardRootProps) {
  // Every allowed root is a plain HTMLElement, so one JSX type stands for all of them.
  const Root = as as 'article';
  return (
    <Root
      {...rest}
      className={cx(
        chrome.card({
          surface,
          elevation: elevation ?? defaultElevation[surface],
          padding,
          interactive,
          stretch,
          selected,
        }),
        size === 'lg' && styles.large,
        className,
      )}
    />
  );
}

/**
 * What a card component built on `Card.Root` usually takes, whatever its content: the heading level
 * of its title, its root element and a ref to it, and the root's native attributes. A card's own
 * props extend it.
 */
export interface CardBaseProps extends Omit<ComponentPropsWithoutRef<'article'>, 'title' | 'onClick'> {
  /** Heading level of the title, to fit the page outline. */
  titleAs?: 'h2' | 'h3' | 'h4';
  /** The card's root element. */
  as?: 'article' | 'div' | 'li';
  ref?: Ref<HTMLElement>;
}
