import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { Container } from '../../layout';
import { cx } from '../../utils/cx';
import * as styles from './EmptyState.css';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLElement>, 'title' | 'children'> {
  /** What happened, e.g. 'Page not found'. */
  title: string;
  /** Heading level: h1 when the empty state is the whole page, h2 (default) or h3 inside one. */
  titleAs?: 'h1' | 'h2' | 'h3';
  /** What it means and what to do next: a sentence or two. */
  description?: ReactNode;
  /** A large figure above the title, drawn in the brand gradient, e.g. 404. */
  code?: ReactNode;
  /** An icon above the title, e.g. `<Icon contained="gradient" size="lg" />`. */
  icon?: ReactNode;
  /** The way on: one or two Buttons. */
  actions?: ReactNode;
  /**
   * page: fills most of the screen, centred, clear of the site's fixed navigation bar (a not-found route) ·
   * inline: a padded panel inside a section (no results, nothing yet).
   */
  size?: 'page' | 'inline';
  ref?: Ref<HTMLElement>;
}

/** A screen or panel with nothing to show: a figure or icon, a title, an explanation and the way on. */
export function EmptyState({
  title,
  titleAs: Heading = 'h2',
  description,
  code,
  icon,
  actions,
  size = 'inline',
  className,
  ref,
  ...rest
}: EmptyStateProps) {
  const titleId = useId();
  const content = (
    <div className={styles.content}>
      {icon !== undefined && <div className={styles.icon}>{icon}</div>}
      {code !== undefined && <p className={styles.code}>{code}</p>}
      <Heading id={titleId} className={cx(styles.title, styles.titleSize[size])}>
        {title}
      </Heading>
      {description !== undefined && <p className={styles.description}>{description}</p>}
      {actions !== undefined && <div className={styles.actions}>{actions}</div>}
    </div>
  );
  return (
    <section {...rest} ref={ref} aria-labelledby={titleId} className={cx(styles.root, styles.size[size], className)}>
      {size === 'page' ? (
        <>
          <span className={styles.glow} aria-hidden="true" />
          <Container>{content}</Container>
        </>
      ) : (
        content
      )}
    </section>
  );
}
