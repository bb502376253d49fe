import type { CSSProperties, MouseEventHandler, ReactNode, Ref } from 'react';
import { ArrowRight } from 'lucide-react';
import { cx } from '../../utils/cx';
import { Link } from '../../primitives/LinkProvider';
import * as styles from './MediaCard.css';

export interface MediaCardProps {
  /** The image or illustration that leads the card (give it its own alt text, width and height). */
  media: ReactNode;
  /** Aspect ratio of the media area, as CSS (`'16 / 10'`, `'3 / 2'`, `'1'`). The media covers it. */
  mediaAspectRatio?: string;
  /** Badges over the top-right corner of the media. */
  badge?: ReactNode;
  /** Small uppercase label shown above the title (read after it). */
  eyebrow?: ReactNode;
  /** The card's heading; with `href` it is also the link's accessible name. */
  title?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  titleAs?: 'h2' | 'h3' | 'h4';
  /** The body text under the title. */
  children?: ReactNode;
  /** A row under the body: tags, technologies, figures. */
  meta?: ReactNode;
  /** A caption for a media-only card: the root becomes a `<figure>` with a `<figcaption>`. */
  caption?: ReactNode;
  /**
   * Makes the whole card one link: the title renders as a link (through LinkProvider) stretched over
   * the card. Needs `title`.
   */
  href?: string;
  /** Called when the card's link is activated (before navigation). */
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  target?: string;
  rel?: string;
  /**
   * A visible cue at the bottom of a linked card ('View Details'), with an arrow that moves on hover.
   * It is decoration: the link's name stays the title.
   */
  actionLabel?: ReactNode;
  /** Draws a soft primary → accent frame around a media-only card (illustrations, team pictures). */
  framed?: boolean;
  /** The card's root element (a `figure` when `caption` is given). */
  as?: 'article' | 'div' | 'li';
  className?: string;
  ref?: Ref<HTMLElement>;
}

/**
 * A card led by a large image: on a linked card the image zooms gently and the action cue slides on
 * hover, while the only focusable element is the title's link. Without a title it is a framed
 * picture, optionally captioned.
 */
export function MediaCard({
  media,
  mediaAspectRatio = '16 / 10',
  badge,
  eyebrow,
  title,
  titleAs: Heading = 'h3',
  children,
  meta,
  caption,
  href,
  onClick,
  target,
  rel,
  actionLabel,
  framed = false,
  as = 'article',
  className,
  ref,
}: MediaCardProps) {
  const interactive = href !== undefined && title !== undefined;
  const Root = (caption !== undefined ? 'figure' : as) as 'article';
  const hasBody =
    title !== undefined ||
    eyebrow !== undefined ||
    children !== undefined ||
    meta !== undefined ||
    caption !== undefined;
  const mediaStyle: CSSProperties = { aspectRatio: mediaAspectRatio };

  return (
    <Root ref={ref as Ref<HTMLElement>} className={cx(styles.card({ interactive, framed }), className)}>
      <div className={cx(styles.media, !hasBody && styles.mediaOnly)} style={mediaStyle}>
        {media}
        {badge && <div className={styles.badge}>{badge}</div>}
      </div>
      {hasBody && (
        <div className={styles.body}>
          {(title !== undefined || eyebrow !== undefined) && (
            <div className={styles.header}>
              {title !== undefined && (
                <Heading className={styles.title}>
                  {interactive ? (
                    <Link href={href} target={target} rel={rel} onClick={onClick} className={styles.stretched}>
                      {title}
                    </Link>
                  ) : (
                    title
                  )}
                </Heading>
              )}
              {eyebrow !== undefined && <p className={styles.eyebrow}>{eyebrow}</p>}
            </div>
          )}
          {children !== undefined && <div className={styles.text}>{children}</div>}
          {caption !== undefined && <figcaption className={styles.text}>{caption}</figcaption>}
          {(meta !== undefined || (interactive && actionLabel !== undefined)) && (
            <div className={styles.footer}>
              {meta !== undefined && <div className={styles.meta}>{meta}</div>}
              {interactive && actionLabel !== undefined && (
                <span className={styles.cue} aria-hidden="true">
                  {actionLabel}
                  <ArrowRight className={styles.cueArrow} focusable="false" />
                </span>
              )}
            </div>
          )}
        </div>
      )}
    </Root>
  );
}
