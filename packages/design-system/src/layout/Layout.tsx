import type { ElementType, HTMLAttributes, ReactNode } from 'react';
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
}

/** A responsive grid of equal columns. */
export function Grid({ as: Tag = 'div', gap = '6', columns = { base: 1 }, className, ...rest }: GridProps) {
  const columnClasses = (Object.keys(columns) as (keyof ResponsiveColumns)[]).map((bp) => {
    const count = columns[bp];
    return count ? s.columns[bp][count] : undefined;
  });
  return <Tag className={cx(s.grid, s.gap[gap], ...columnClasses, className)} {...rest} />;
}

export interface SectionProps extends Common {
  /** Vertical padding. */
  spacing?: keyof typeof s.section;
  tone?: keyof typeof s.sectionTone;
}

/** A page band with the site's vertical rhythm. Renders a `<section>`. */
export function Section({ as: Tag = 'section', spacing = 'md', tone, className, ...rest }: SectionProps) {
  return <Tag className={cx(s.section[spacing], tone && s.sectionTone[tone], className)} {...rest} />;
}
