import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import { Container } from '../../layout';
import { cx } from '../../utils/cx';
import { Glyph } from '../../primitives/Glyph';
import { Link } from '../../primitives/LinkProvider';
import { SectionHeading } from '../SectionHeading';
import * as styles from './DetailHeader.css';

export interface DetailHeaderBackLink {
  /** The link's text, e.g. 'Back to Products'. */
  label: string;
  /** Where it goes: an internal path (through LinkProvider) or a URL. */
  href: string;
}

export interface DetailHeaderProps extends Omit<ComponentPropsWithoutRef<'header'>, 'title' | 'children'> {
  /** The page's `h1`, e.g. the project's name. */
  title: string;
  /** Part of the title drawn in the brand gradient. */
  highlight?: string;
  /** Small label above the title. */
  eyebrow?: ReactNode;
  /** A paragraph under the title. */
  description?: ReactNode;
  /** The way back to the list the page belongs to, shown first, above everything else. */
  back?: DetailHeaderBackLink;
  /** A row under the description for small facts (Badges). */
  meta?: ReactNode;
  /** Calls to action (Buttons), last in the text column. */
  actions?: ReactNode;
  /** Content beside the text from lg up (a Carousel or an illustration); under the text on narrow screens. */
  aside?: ReactNode;
  /**
   * Pad the top for the site's fixed navigation bar. Off by default: detail pages are usually shown
   * without it, so the back link is their way out.
   */
  clearNavBar?: boolean;
  ref?: Ref<HTMLElement>;
}

/**
 * The top of a detail page (a project, a case study): a back link, the page's `h1`, a description,
 * facts and actions, with a large media area beside them on wide screens.
 */
export function DetailHeader({
  title,
  highlight,
  eyebrow,
  description,
  back,
  meta,
  actions,
  aside,
  clearNavBar = false,
  className,
  ...rest
}: DetailHeaderProps) {
  return (
    <header {...rest} className={cx(styles.root, clearNavBar && styles.clearNavBar, className)}>
      <span className={styles.glow} aria-hidden="true" />
      <Container className={styles.inner}>
        {back && (
          <Link href={back.href} className={styles.back}>
            <Glyph name="arrow-left" className={styles.backIcon} aria-hidden="true" />
            <span>{back.label}</span>
          </Link>
        )}
        <div className={cx(styles.body, aside !== undefined && styles.withAside)}>
          <div className={styles.text}>
            <SectionHeading as="h1" size="md" title={title} highlight={highlight} eyebrow={eyebrow} />
            {description !== undefined && <p className={styles.description}>{description}</p>}
            {meta !== undefined && <div className={styles.meta}>{meta}</div>}
            {actions !== undefined && <div className={styles.actions}>{actions}</div>}
          </div>
          {aside !== undefined && <div className={styles.aside}>{aside}</div>}
        </div>
      </Container>
    </header>
  );
}
