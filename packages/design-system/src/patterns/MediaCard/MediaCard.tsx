import type { ComponentPropsWithoutRef, MouseEventHandler, ReactNode, Ref } from 'react';
import { ArrowRight } from 'lucide-react';
import { cx } from '../../utils/cx';
import { Card } from '../../primitives/Card';
import * as styles from './MediaCard.css';

export interface MediaCardProps extends Omit<ComponentPropsWithoutRef<'article'>, 'title' | 'onClick'> {
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
  ref?: Ref<HTMLElement>;
}

/**
 * A card led by a large image: on a linked card the image zooms gently and the action cue slides on
 * hover, while the only focusable element is the title's link. Without a title it is a framed
 * picture, optionally captioned. A `Card` with larger type and a footer of meta and cue.
 */
export function MediaCard({
  title,
  mediaAspectRatio = '16 / 10',
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
  ...rest
}: MediaCardProps) {
  // A link needs a name: without a title the card stays static.
  const link = href !== undefined && title !== undefined ? { title, href, onClick, target, rel } : { title };
  const cue = link.href !== undefined && actionLabel !== undefined;
  return (
    <Card
      {...rest}
      {...link}
      as={caption !== undefined ? 'figure' : as}
      className={cx(styles.root, className)}
      mediaAspectRatio={mediaAspectRatio}
      size="lg"
      {...(framed && ({ framed, surface: 'tinted', elevation: 3 } as const))}
      footer={
        (meta !== undefined || cue) && (
          <div className={styles.footer}>
            {meta !== undefined && <div className={styles.meta}>{meta}</div>}
            {cue && (
              <span className={styles.cue} aria-hidden="true">
                {actionLabel}
                <ArrowRight className={styles.cueArrow} focusable="false" />
              </span>
            )}
          </div>
        )
      }
    >
      {(children !== undefined || caption !== undefined) && (
        <>
          {children}
          {caption !== undefined && <figcaption>{caption}</figcaption>}
        </>
      )}
    </Card>
  );
}
