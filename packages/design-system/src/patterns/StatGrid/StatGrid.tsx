import type { HTMLAttributes, ReactNode, Ref } from 'react';
import type { ResponsiveColumns } from '../../layout';
import * as layout from '../../layout/layout.css';
import { cx } from '../../utils/cx';
import * as styles from './StatGrid.css';

export interface StatItem {
  /** What the figure measures, e.g. 'Team'. */
  label: string;
  /** The figure, e.g. '2 members' or '70%'. */
  value: ReactNode;
  /** A small decorative icon for the tile (an SVG element or `<Icon />`); hidden from assistive technology. */
  icon?: ReactNode;
}

export interface StatGridProps extends Omit<HTMLAttributes<HTMLDListElement>, 'children'> {
  /** The figures, in order. Each becomes a tile: its label as a description term, its value as the description. */
  items: readonly StatItem[];
  /** Tiles per row by breakpoint, mobile first, as for Grid. Default `{ base: 2, lg: 4 }`. */
  columns?: ResponsiveColumns;
  /** raised: white tiles with a soft shadow · sunken: recessed tiles, for a raised background. */
  surface?: 'raised' | 'sunken';
  ref?: Ref<HTMLDListElement>;
}

/** Key figures (team, timeline, completion...) as a grid of tiles: a description list, label over value. */
export function StatGrid({
  items,
  columns = { base: 2, lg: 4 },
  surface = 'raised',
  className,
  ref,
  ...rest
}: StatGridProps) {
  const columnClasses = (Object.keys(columns) as (keyof ResponsiveColumns)[]).map((bp) => {
    const count = columns[bp];
    return count ? layout.columns[bp][count] : undefined;
  });
  return (
    <dl {...rest} ref={ref} className={cx(layout.grid, layout.gap[4], ...columnClasses, styles.list, className)}>
      {items.map((item, index) => (
        <div key={`${item.label}-${index}`} className={cx(styles.tile, styles.surface[surface])}>
          {item.icon && (
            <span className={styles.icon} aria-hidden="true">
              {item.icon}
            </span>
          )}
          <dt className={styles.label}>{item.label}</dt>
          <dd className={styles.value}>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
