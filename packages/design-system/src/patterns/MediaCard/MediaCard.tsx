import { createContext, use, type MouseEventHandler, type ReactNode } from 'react';
import { cx } from '../../utils/cx';
import { Glyph } from '../../primitives/Glyph';
import { CardLink, CardShell, type CardBaseProps } from '../../primitives/Card/CardShell';
import * as cardStyles from '../../primitives/Card/Card.css';
import * as styles from './MediaCard.css';

interface MediaCardLink {
  href: string;
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  target?: string;
  rel?: string;
}

const MediaCardContext = createContext<{ link?: MediaCardLink; titleAs: NonNullable<CardBaseProps['titleAs']> }>({
  titleAs: 'h3',
});

export interface MediaCardRootProps extends Omit<CardBaseProps, 'as'> {
  /**
   * Makes the whole card one link: `MediaCard.Title` renders it (through LinkProvider), stretched over
   * the card. Needs a title, which names the link.
   */
  href?: string;
  /** Called when the card's link is activated (before navigation). */
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  /** The link's target, e.g. `_blank` for an external page. */
  target?: string;
  /** The link's rel, e.g. `noopener noreferrer`. */
  rel?: string;
  /** Draws a soft primary → accent frame around a media-only card (illustrations, team pictures). */
  framed?: boolean;
  /** The card's root element: a `figure` for a picture with a `MediaCard.Caption`. */
  as?: CardBaseProps['as'] | 'figure';
}

/**
 * The card: its chrome, and the link and heading level its parts share. On a linked card the
 * picture zooms gently and the action cue slides on hover, while the only focusable element is the
 * title's link.
 */
export function MediaCardRoot({
  href,
  onClick,
  target,
  rel,
  titleAs = 'h3',
  framed = false,
  as = 'article',
  className,
  ...rest
}: MediaCardRootProps) {
  const link = href === undefined ? undefined : { href, onClick, target, rel };
  return (
    <MediaCardContext value={{ link, titleAs }}>
      <CardShell
        {...rest}
        as={as}
        className={cx(styles.root, className)}
        {...(framed && ({ surface: 'tinted', elevation: 3 } as const))}
        padding={framed ? 'sm' : 'none'}
        interactive={link !== undefined}
      />
    </MediaCardContext>
  );
}

export interface MediaCardMediaProps {
  /** The image or illustration (give it its own alt text, width and height); it covers the area. */
  children: ReactNode;
  /** Aspect ratio of the area, as CSS (`'16 / 10'`, `'3 / 2'`, `'1'`). */
  aspectRatio?: string;
  /** Badges over the top-right corner. */
  badge?: ReactNode;
}

/** The picture that leads the card, edge to edge (in the frame of a framed card). */
export function MediaCardMedia({ children, aspectRatio = '16 / 10', badge }: MediaCardMediaProps) {
  return (
    <div className={cardStyles.media} style={{ aspectRatio }}>
      {children}
      {badge && <div className={cardStyles.mediaBadge}>{badge}</div>}
    </div>
  );
}

/** Title, text and footer under the media, in the card's padding. */
export function MediaCardContent({ children }: { children: ReactNode }) {
  return <div className={cardStyles.content}>{children}</div>;
}

export interface MediaCardTitleProps {
  /** The card's heading; on a linked card, the link and its accessible name. */
  children: ReactNode;
  /** Small uppercase label shown above the title (read after it). */
  eyebrow?: ReactNode;
}

/** The heading, at the Root's `titleAs` level. */
export function MediaCardTitle({ children, eyebrow }: MediaCardTitleProps) {
  const { link, titleAs: Heading } = use(MediaCardContext);
  return (
    <div className={cardStyles.header}>
      <Heading className={cardStyles.title({ size: 'lg' })}>
        {link ? <CardLink {...link}>{children}</CardLink> : children}
      </Heading>
      {eyebrow && <p className={cardStyles.eyebrow({ onGradient: false })}>{eyebrow}</p>}
    </div>
  );
}

/** The body text under the title: paragraphs, lists. */
export function MediaCardText({ children }: { children: ReactNode }) {
  return <div className={cardStyles.body({ onGradient: false, size: 'lg' })}>{children}</div>;
}

/** Along the bottom of the card (aligned across a row of cards): `MediaCard.Meta`, then `MediaCard.Action`. */
export function MediaCardFooter({ children }: { children: ReactNode }) {
  return (
    <div className={cardStyles.footer}>
      <div className={styles.footer}>{children}</div>
    </div>
  );
}

/** A row of tags, technologies or figures. */
export function MediaCardMeta({ children }: { children: ReactNode }) {
  return <div className={styles.meta}>{children}</div>;
}

/**
 * A visible cue on a linked card ('View Details'), with an arrow that moves on hover. It is decoration:
 * the link's name stays the title. Shows nothing on a card without `href`.
 */
export function MediaCardAction({ children }: { children: ReactNode }) {
  if (use(MediaCardContext).link === undefined) return null;
  return (
    <span className={styles.cue} aria-hidden="true">
      {children}
      <Glyph name="arrow-right" className={styles.cueArrow} />
    </span>
  );
}

/** The caption of a picture card (a Root `as="figure"`), under the media. */
export function MediaCardCaption({ children }: { children: ReactNode }) {
  return (
    <MediaCardContent>
      <MediaCardText>
        <figcaption>{children}</figcaption>
      </MediaCardText>
    </MediaCardContent>
  );
}

/**
 * A card led by a large image, built from parts: `Root` › `Media`, then `Content` › `Title`, `Text`,
 * `Footer` › `Meta`, `Action`; or `Root as="figure"` › `Media`, `Caption` for a captioned picture.
 */
export const MediaCard = {
  Root: MediaCardRoot,
  Media: MediaCardMedia,
  Content: MediaCardContent,
  Title: MediaCardTitle,
  Text: MediaCardText,
  Footer: MediaCardFooter,
  Meta: MediaCardMeta,
  Action: MediaCardAction,
  Caption: MediaCardCaption,
};
