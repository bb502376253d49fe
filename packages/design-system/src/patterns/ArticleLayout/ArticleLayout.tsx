import type { ComponentProps, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './ArticleLayout.css';

export interface ArticleLayoutRootProps extends ComponentProps<'div'> {
  /** `ArticleLayout.Aside` (when there is one), then `ArticleLayout.Body`: the order they are read in. */
  children?: ReactNode;
}

/**
 * A long text's page below its header (an article, a guide, a policy): the reading column, and from
 * 1024 px an aside beside it at the far end of the container, so the text keeps a comfortable measure
 * while the width beside it is used. Below 1024 px the aside sits above the text. Put it in a
 * `Container`, under a header that starts at the same edge (`PageHero align="start"`, `DetailHeader`).
 * Markup and CSS only: it needs no script, so a prerendered page shows it as it is.
 */
export function ArticleLayoutRoot({ className, ...rest }: ArticleLayoutRootProps) {
  return <div {...rest} className={cx(styles.root, className)} />;
}

export interface ArticleLayoutBodyProps extends ComponentProps<'div'> {
  /** The text, usually a `Prose.Root`. */
  children?: ReactNode;
}

/**
 * The reading column, at most about 70 characters wide and aligned with the header's start. Its `h2`s
 * and `h3`s that have an id stop clear of the navigation bar when a contents link scrolls to them.
 */
export function ArticleLayoutBody({ className, ...rest }: ArticleLayoutBodyProps) {
  return <div {...rest} className={cx(styles.body, className)} />;
}

export interface ArticleLayoutAsideProps extends ComponentProps<'div'> {
  /** What goes beside the text: an `ArticleLayout.Contents`, a download, related links. */
  children?: ReactNode;
}

/**
 * The column beside the text from 1024 px (16rem to 18rem at the container's end), above it on narrower
 * screens. Write it before `ArticleLayout.Body`, so that it is read and tabbed to in the order it is
 * seen on a phone. A plain box, not a landmark: the `Contents` in it is one.
 */
export function ArticleLayoutAside({ className, ...rest }: ArticleLayoutAsideProps) {
  return <div {...rest} className={cx(styles.aside, className)} />;
}

/** One entry of the contents: a section's heading text, and the id of that heading on the page. */
export interface ArticleContentsItem {
  /** The heading's `id`, which the entry links to (`#id`). */
  id: string;
  /** The heading's text. */
  text: string;
}

export interface ArticleLayoutContentsProps extends Omit<ComponentProps<'nav'>, 'children' | 'aria-label'> {
  /** The list's title, shown above it and naming its navigation landmark, e.g. 'On this page'. */
  label: string;
  /** The sections, in reading order: usually the text's `h2`s. */
  items: readonly ArticleContentsItem[];
}

/**
 * An "on this page" list: a `<nav>` named by `label`, with a link to each section of the text. From
 * 1024 px it stays in view while the text scrolls (sticky under the navigation bar). Plain in-page
 * links: no script, and a smooth scroll where the visitor has not asked for reduced motion.
 */
export function ArticleLayoutContents({ label, items, className, ...rest }: ArticleLayoutContentsProps) {
  return (
    <nav {...rest} aria-label={label} className={cx(styles.contents, className)}>
      {/* Shown for the eye; assistive technology hears the same words as the landmark's name. */}
      <p className={styles.contentsLabel} aria-hidden="true">
        {label}
      </p>
      <ul className={styles.contentsList}>
        {items.map(({ id, text }) => (
          <li key={id}>
            <a className={styles.contentsLink} href={`#${id}`}>
              {text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
