import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../../utils/cx';
import { HighlightedText } from '../../theme/HighlightedText';
import * as styles from './SectionHeading.css';

export interface SectionHeadingProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The heading text, e.g. 'Our Expertise'. */
  title: string;
  /** A part of `title` drawn with the primary → accent gradient, e.g. 'Features'. Ignored if not found. */
  highlight?: string;
  /** A short uppercase label above the title, e.g. 'What we do'. */
  eyebrow?: ReactNode;
  /** A sentence or two below the title (muted, about 60 characters wide). */
  description?: ReactNode;
  /** Heading level: h1 for the page title, h2 for a section (default), h3 below that. */
  as?: 'h1' | 'h2' | 'h3';
  /** Title size from the type scale; follows the level by default (h1 lg, h2 md, h3 sm). */
  size?: 'sm' | 'md' | 'lg';
  /** Aligns the block to the start or centres it. */
  align?: 'start' | 'center';
  /** Id for the heading, so a section can be labelled by it (`aria-labelledby`). */
  titleId?: string;
  ref?: Ref<HTMLDivElement>;
}

const defaultSize = { h1: 'lg', h2: 'md', h3: 'sm' } as const;

/** The heading block at the top of a page section: eyebrow, title and description. */
export function SectionHeading({
  title,
  highlight,
  eyebrow,
  description,
  as: Heading = 'h2',
  size,
  align = 'start',
  titleId,
  className,
  ref,
  ...rest
}: SectionHeadingProps) {
  const heading = (
    <Heading id={titleId} className={cx(styles.title, styles.size[size ?? defaultSize[Heading]])}>
      <HighlightedText highlight={highlight}>{title}</HighlightedText>
    </Heading>
  );
  return (
    <div {...rest} ref={ref} className={cx(styles.root, styles.align[align], className)}>
      {eyebrow ? (
        <hgroup className={styles.group}>
          <p className={styles.eyebrow}>{eyebrow}</p>
          {heading}
        </hgroup>
      ) : (
        heading
      )}
      {description && <p className={styles.description}>{description}</p>}
    </div>
  );
}
