import type { ComponentPropsWithoutRef, MouseEventHandler, ReactNode } from 'react';
import * as styles from './Card.css';
import { stretched } from './CardShell.css';
import { CardLink, CardShell, type CardChromeProps } from './CardShell';

interface CardOwnProps extends CardChromeProps {
  /** Top image or illustration, edge to edge with rounded top corners. Give images their own alt text. */
  media?: ReactNode;
  /** Aspect ratio of the media area, as CSS (`'16 / 9'`, `'4 / 3'`, `'1'`). */
  mediaAspectRatio?: string;
  /** Sets everything, media included, in a thin frame of the card's surface (a picture shown as a print). */
  framed?: boolean;
  /** One or more Badges: top-right over the media, or at the top right of the content without media. */
  badge?: ReactNode;
  /** A leading icon or tile (e.g. `<Icon contained="gradient" />`) at the top of the content. */
  icon?: ReactNode;
  /** Small uppercase label shown above the title (read after it). */
  eyebrow?: ReactNode;
  /** The card's heading. On an interactive card it is also the link's or button's accessible name. */
  title?: ReactNode;
  /** Heading level of the title, to fit the page outline. */
  titleAs?: 'h2' | 'h3' | 'h4';
  /** Type scale of title and body: md, or lg (larger from md up) for a wide or featured card. */
  size?: styles.CardSize;
  /** The body: paragraphs, lists, figures. */
  children?: ReactNode;
  /** Actions or meta along the bottom edge (aligned across a row of cards). Links here stay clickable on their own. */
  footer?: ReactNode;
}

type CardAttributes = Omit<ComponentPropsWithoutRef<'article'>, 'title' | 'onClick' | 'children'>;

export interface CardStaticProps extends CardOwnProps, CardAttributes {
  href?: undefined;
  onClick?: undefined;
}

export interface CardAsLinkProps extends CardOwnProps, CardAttributes {
  title: ReactNode;
  /** Makes the whole card one link: the title renders as a link (through LinkProvider) stretched over the card. */
  href: string;
  /** Called when the card's link is activated (before navigation). */
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  /** The link's target, e.g. `_blank` for an external page. */
  target?: string;
  /** The link's rel, e.g. `noopener noreferrer`. */
  rel?: string;
}

export interface CardAsButtonProps extends CardOwnProps, CardAttributes {
  title: ReactNode;
  href?: undefined;
  /** Makes the whole card one button: the title renders as a `<button>` stretched over the card. */
  onClick: MouseEventHandler<HTMLButtonElement>;
}

export type CardProps = CardStaticProps | CardAsLinkProps | CardAsButtonProps;

/**
 * A content card. With `href` or `onClick` the whole card is one click target, while the only focusable
 * element is the title's real link or button (other links inside stay clickable on their own).
 */
export function Card(props: CardProps) {
  const {
    media,
    mediaAspectRatio = '16 / 9',
    framed = false,
    badge,
    icon,
    eyebrow,
    title,
    titleAs: Heading = 'h3',
    size,
    children,
    footer,
    href,
    onClick,
    ...rest
  } = props;
  const { target, rel, ...shellProps } = rest as Omit<CardAsLinkProps, keyof CardOwnProps | 'href' | 'onClick'> &
    CardChromeProps;
  const interactive = href !== undefined || onClick !== undefined;
  const onGradient = shellProps.surface === 'gradient';

  let titleContent: ReactNode = title;
  if (href !== undefined) {
    titleContent = (
      <CardLink href={href} target={target} rel={rel} onClick={onClick as MouseEventHandler<HTMLAnchorElement>}>
        {title}
      </CardLink>
    );
  } else if (onClick !== undefined) {
    titleContent = (
      <button type="button" className={stretched} onClick={onClick as MouseEventHandler<HTMLButtonElement>}>
        {title}
      </button>
    );
  }

  const hasTop = Boolean(icon || (badge && !media));
  const hasHeader = Boolean(title || eyebrow);
  const hasContent = hasTop || hasHeader || Boolean(children || footer);

  return (
    <CardShell {...shellProps} padding={framed ? 'sm' : 'none'} interactive={interactive}>
      {media && (
        <div className={styles.media} style={{ aspectRatio: mediaAspectRatio }}>
          {media}
          {badge && <div className={styles.mediaBadge}>{badge}</div>}
        </div>
      )}
      {hasContent && (
        <div className={styles.content}>
          {hasTop && (
            <div className={styles.top}>
              {icon}
              {badge && !media && <div className={styles.topBadge}>{badge}</div>}
            </div>
          )}
          {hasHeader && (
            <div className={styles.header}>
              {title && <Heading className={styles.title({ size })}>{titleContent}</Heading>}
              {eyebrow && <p className={styles.eyebrow({ onGradient })}>{eyebrow}</p>}
            </div>
          )}
          {children && <div className={styles.body({ onGradient, size })}>{children}</div>}
          {footer && <div className={styles.footer}>{footer}</div>}
        </div>
      )}
    </CardShell>
  );
}
