import type { ReactNode } from 'react';
import { Button, Card, Glyph, Link, type CardBaseProps } from '@agency/design-system';
import { visuallyHidden } from '@agency/design-system/foundations';
import * as styles from './CategoryCard.css';
import { newTabProps, newTabWords } from '../cardLinks';

export interface CategoryItem {
  /** The entry's title: the text of its link. */
  title: string;
  href: string;
  /** A short line under the title, e.g. its type ('Guide'). */
  meta?: ReactNode;
  /** A small leading icon (decorative). */
  icon?: ReactNode;
  /** Opens in a new tab, with `rel="noopener noreferrer"`. */
  newTab?: boolean;
}

export interface CategoryAction {
  /** The visible label, e.g. 'View all'. The category's title follows it, visually hidden, in the link's name. */
  label: string;
  href: string;
  /** Opens in a new tab, with `rel="noopener noreferrer"`. */
  newTab?: boolean;
}

export interface CategoryCardProps extends Omit<CardBaseProps, 'children'> {
  /** The category's name: the card's heading. */
  title: string;
  /** What the category holds. */
  description?: ReactNode;
  /** A leading icon tile (e.g. `<Icon contained="gradient" />`). */
  icon?: ReactNode;
  /** A preview of the category's entries, each a link. */
  items: readonly CategoryItem[];
  /** The link to the whole category, along the bottom of the card. */
  action?: CategoryAction;
  /** Added, visually hidden, to the name of links that open a new tab, e.g. '(opens in a new tab)'. */
  newTabHint?: string;
}

/** A category of content: icon, title, description, a short list of its entries and a 'View all' link. */
export function CategoryCard({
  title,
  description,
  icon,
  items,
  action,
  newTabHint,
  titleAs = 'h3',
  as = 'article',
  ...rest
}: CategoryCardProps) {
  const hint = (newTab: boolean | undefined) =>
    newTab && newTabHint ? <span className={visuallyHidden}>{newTabWords(newTab, newTabHint)}</span> : null;
  return (
    <Card.Root {...rest} as={as}>
      <Card.Content>
        {icon ? <Card.Top>{icon}</Card.Top> : null}
        <Card.Header>
          <Card.Title as={titleAs}>{title}</Card.Title>
        </Card.Header>
        <Card.Body>
          {description !== undefined && <p>{description}</p>}
          {items.length > 0 && (
            <ul className={styles.list}>
              {items.map((item) => (
                <li key={item.title} className={styles.item}>
                  {item.icon !== undefined && (
                    <span className={styles.itemIcon} aria-hidden="true">
                      {item.icon}
                    </span>
                  )}
                  <span className={styles.itemText}>
                    <Link href={item.href} className={styles.itemLink} {...newTabProps(item.newTab)}>
                      {item.title}
                      {hint(item.newTab)}
                    </Link>
                    {item.meta !== undefined && <span className={styles.itemMeta}>{item.meta}</span>}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card.Body>
        {action && (
          <Card.Footer>
            <Button
              variant="link"
              href={action.href}
              iconEnd={<Glyph name="arrow-right" />}
              {...newTabProps(action.newTab)}
            >
              {action.label}
              <span className={visuallyHidden}>{` ${title}`}</span>
              {hint(action.newTab)}
            </Button>
          </Card.Footer>
        )}
      </Card.Content>
    </Card.Root>
  );
}
