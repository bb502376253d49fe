import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { cx, Grid, initialsOf, LayoutItem, LayoutList, type BrandGradient } from '@agency/design-system';
import { gradientTile } from '@agency/design-system/foundations';
import * as styles from './TechGrid.css';

export interface TechGridItem {
  /** The technology's name, e.g. 'React'. Shown beside the logo; also the item's key, so keep it unique. */
  name: string;
  /** A short category line under the name, e.g. 'Frontend'. */
  category?: ReactNode;
  /** The logo tile's brand gradient. Defaults to `primary-soft`. */
  tint?: BrandGradient;
  /** The logo (an SVG icon, decorative: the name says what it is). Without one the tile shows the name's initials. */
  logo?: ReactNode;
}

export interface TechGridProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  /** The technologies, in order. */
  items: readonly TechGridItem[];
  ref?: Ref<HTMLUListElement>;
}

/**
 * A grid of technologies: a small tinted logo tile with the name and category beside it. The tint is
 * only an accent on the tile; the text sits on the card surface.
 *
 * The rows are balanced (the design system's `Grid`): two columns on a phone (three for an odd
 * number of tiles), three from `md`, four from `lg`, five from `xl`, never a tile alone on the last
 * row, and a short last row centred. When the items change (a filter), tiles that stay glide to their
 * new places, new ones fade in and those that leave fade out (`LayoutList`).
 */
export function TechGrid({ items, className, ref, ...rest }: TechGridProps) {
  return (
    <Grid
      {...rest}
      ref={ref as Ref<HTMLElement>}
      as="ul"
      columns={{ base: 2, md: 3, lg: 4, xl: 5 }}
      gap="3"
      count={items.length}
      className={cx(styles.grid, className)}
    >
      <LayoutList>
        {items.map((item) => (
          <LayoutItem as="li" key={item.name} className={styles.item}>
            <span className={cx(styles.logo, gradientTile[item.tint ?? 'primary-soft'])} aria-hidden="true">
              {item.logo ?? <span className={styles.initials}>{initialsOf(item.name)}</span>}
            </span>
            <span className={styles.text}>
              <span className={styles.name}>{item.name}</span>
              {item.category !== undefined && <span className={styles.category}>{item.category}</span>}
            </span>
          </LayoutItem>
        ))}
      </LayoutList>
    </Grid>
  );
}
