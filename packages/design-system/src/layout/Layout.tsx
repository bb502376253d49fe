import { Children, type ElementType, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { balancedColumns, maxBalancedColumns } from './balance';
import * as s from './layout.css';

type Common = HTMLAttributes<HTMLElement> & { as?: ElementType; children?: ReactNode };
import { cx } from '../utils/cx';

/** Centres content at the site's maximum width (1200 px) with side padding. */
export function Container({ as: Tag = 'div', className, ...rest }: Common) {
  return <Tag className={cx(s.container, className)} {...rest} />;
}

export interface StackProps extends Common {
  gap?: s.Space;
  align?: keyof typeof s.align;
}

/** A vertical flow with even gaps. */
export function Stack({ as: Tag = 'div', gap = '4', align, className, ...rest }: StackProps) {
  return <Tag className={cx(s.stack, s.gap[gap], align && s.align[align], className)} {...rest} />;
}

export interface InlineProps extends StackProps {
  justify?: keyof typeof s.justify;
  /** Wrap onto new lines when out of room (default true). */
  wrap?: boolean;
}

/** A horizontal row that wraps: buttons, badges, icon links. */
export function Inline({
  as: Tag = 'div',
  gap = '3',
  align = 'center',
  justify,
  wrap = true,
  className,
  ...rest
}: InlineProps) {
  return (
    <Tag
      className={cx(s.inline, s.gap[gap], s.align[align], justify && s.justify[justify], wrap && s.wrap, className)}
      {...rest}
    />
  );
}

export type ResponsiveColumns = Partial<Record<'base' | 'sm' | 'md' | 'lg' | 'xl', s.Columns>>;

export interface GridProps extends Common {
  gap?: s.Space;
  /** Columns per breakpoint, mobile first: `{ base: 1, md: 2, lg: 4 }`. */
  columns?: ResponsiveColumns;
  /**
   * Balanced rows (default): no item is left alone on a row, and a short row is centred. `false` for
   * plain rows filled from the left, for a grid whose cells are placed on purpose. Grids of more than
   * six columns are never balanced.
   */
  balance?: boolean;
  /**
   * How many items the grid holds, when its children are not the items one by one (a `LayoutList`
   * of items that come and go): balanced rows are chosen for this many. Default: the children, counted.
   */
  count?: number;
  ref?: Ref<HTMLElement>;
}

/**
 * A responsive grid of equal columns. Its items are its direct children.
 *
 * Rows are balanced (see `balance.ts`): every item keeps the width of the columns asked for, a short
 * row is centred instead of hugging the left edge, and a last row of one takes an item from the row
 * above (`3 + 3 + 1` shows as `3 + 2 + 2`, `4 + 1` as `3 + 2`). Two columns cannot do that, so an odd
 * number of items (three or more) takes three columns there: `3`, `3 + 2`, `3 + 2 + 2`. The grid
 * counts its children when it renders (on the server too) and the CSS does the rest: no measuring,
 * right from the first paint.
 */
export function Grid({
  as: Tag = 'div',
  gap = '6',
  columns = { base: 1 },
  balance = true,
  count,
  className,
  children,
  ...rest
}: GridProps) {
  const asked = (Object.values(columns) as (s.Columns | undefined)[]).filter((n) => n !== undefined);
  let columnClasses: (string | undefined)[];
  if (balance && asked.every((n) => n <= maxBalancedColumns)) {
    const items = count ?? Children.toArray(children).length;
    let current = 1;
    columnClasses = s.balancedRanges.map((range) => {
      current = columns[range] ?? current;
      return s.balanced[range][balancedColumns(items, current) as s.BalancedColumns];
    });
  } else {
    columnClasses = (Object.keys(columns) as (keyof ResponsiveColumns)[]).map((bp) => {
      const count = columns[bp];
      return count ? s.columns[bp][count] : undefined;
    });
  }
  return (
    <Tag className={cx(s.grid, s.gap[gap], ...columnClasses, className)} {...rest}>
      {children}
    </Tag>
  );
}

export interface SectionProps extends Common {
  /** Vertical padding. */
  spacing?: keyof typeof s.section;
  /** The band's background: one of the theme's surfaces (none: the page shows through). */
  surface?: keyof typeof s.sectionSurface;
}

/** A page band with the site's vertical rhythm. Renders a `<section>`. */
export function Section({ as: Tag = 'section', spacing = 'md', surface, className, ...rest }: SectionProps) {
  return <Tag className={cx(s.section[spacing], surface && s.sectionSurface[surface], className)} {...rest} />;
}
