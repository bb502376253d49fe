import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../../utils/cx';
import type { BadgeProps } from '../Badge';
import { badgeParts } from '../Badge/Badge';
import * as styles from './TagList.css';

/** One tag: its label and, optionally, a small logo or glyph before it. */
export interface TagListItem {
  label: string;
  /** A bare SVG element (`<SiReact />`, `<Check />`): sized to the badge and hidden from assistive technology. */
  icon?: ReactNode;
}

export interface TagListProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  /** The tags, in order: plain labels or `{ label, icon }`. */
  items: readonly (string | TagListItem)[];
  /** Names the list for assistive technology when no visible heading does, e.g. 'Technologies'. */
  'aria-label'?: string;
  /** Colour family of every tag (Badge tones): neutral for technologies, primary or accent for emphasis. */
  tone?: BadgeProps['tone'];
  /** Tag size: sm in dense cards, md on its own. */
  size?: BadgeProps['size'];
  /** Start-aligned (default) or centred rows (wrap layout). */
  align?: 'start' | 'center';
  /**
   * wrap: tags as wide as their text, flowing onto new lines (technologies on a card) ·
   * grid: equal columns of full-width tags (at least 7.5rem each), for a short list that should fill its space.
   */
  layout?: 'wrap' | 'grid';
  ref?: Ref<HTMLUListElement>;
}

/**
 * A wrapping list of Badges (each `<li>` is one): technologies on a project, standards a team follows. A real
 * list, not links.
 */
export function TagList({
  items,
  tone = 'neutral',
  size = 'sm',
  align = 'start',
  layout = 'wrap',
  className,
  ...rest
}: TagListProps) {
  return (
    <ul {...rest} className={cx(styles.list, styles.layout[layout], styles.align[align], styles.gap[size], className)}>
      {items.map((item) => {
        const { label, icon } = typeof item === 'string' ? { label: item, icon: undefined } : item;
        // Each item is a Badge itself (its classes and content on the <li>), not an item around one.
        const badge = badgeParts({ tone, size, icon, children: label });
        return (
          <li key={label} className={cx(badge.className, styles.item, layout === 'grid' && styles.fill)}>
            {badge.content}
          </li>
        );
      })}
    </ul>
  );
}
