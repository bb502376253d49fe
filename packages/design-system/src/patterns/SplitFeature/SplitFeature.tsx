import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { SectionHeading } from '../SectionHeading';
import * as styles from './SplitFeature.css';

/** A short point with a decorative icon, e.g. a value of the company. */
export interface SplitFeaturePoint {
  /** The glyph (decorative), e.g. lucide's `<Target />`. */
  icon?: ReactNode;
  title: ReactNode;
  text?: ReactNode;
}

export interface SplitFeatureProps extends Omit<ComponentPropsWithRef<'div'>, 'title' | 'children'> {
  /** The block's heading. */
  title: string;
  /** Part of `title` drawn in the brand gradient. */
  highlight?: string;
  /** Small uppercase label above the title. */
  eyebrow?: ReactNode;
  /** Heading level, to fit the page outline. */
  titleAs?: 'h2' | 'h3';
  /** Id of the heading, so a surrounding section can be labelled by it. */
  titleId?: string;
  /** The body: paragraphs of running text. */
  children?: ReactNode;
  /** Points listed under the body, each with an icon tile. */
  points?: readonly SplitFeaturePoint[];
  /** Calls to action at the end of the text column. */
  actions?: ReactNode;
  /** An image or illustration beside the text (under it on narrow screens), on a soft brand panel. */
  media: ReactNode;
  /** Side of the media from lg up. */
  mediaPosition?: 'start' | 'end';
}

/** Text and an illustration side by side: heading, paragraphs, icon points and actions. */
export function SplitFeature({
  title,
  highlight,
  eyebrow,
  titleAs = 'h2',
  titleId,
  children,
  points = [],
  actions,
  media,
  mediaPosition = 'end',
  className,
  ref,
  ...rest
}: SplitFeatureProps) {
  return (
    <div {...rest} ref={ref} className={cx(styles.root, className)}>
      <div className={styles.text}>
        <SectionHeading as={titleAs} title={title} highlight={highlight} eyebrow={eyebrow} titleId={titleId} />
        {children !== undefined && <div className={styles.body}>{children}</div>}
        {points.length > 0 && (
          <ul className={styles.points}>
            {points.map((point, index) => (
              <li key={index} className={styles.point}>
                {point.icon !== undefined && (
                  <span className={styles.pointIcon} aria-hidden="true">
                    {point.icon}
                  </span>
                )}
                <span className={styles.pointText}>
                  <span className={styles.pointTitle}>{point.title}</span>
                  {point.text !== undefined && <span className={styles.pointBody}>{point.text}</span>}
                </span>
              </li>
            ))}
          </ul>
        )}
        {actions !== undefined && <div className={styles.actions}>{actions}</div>}
      </div>
      <div className={cx(styles.media, styles.mediaPosition[mediaPosition])}>
        <span className={styles.mediaGlow} aria-hidden="true" />
        <div className={styles.mediaFrame}>{media}</div>
      </div>
    </div>
  );
}
