import type { CSSProperties, HTMLAttributes, MouseEventHandler, ReactNode, Ref } from 'react';
import { cx } from '../../utils/cx';
import { Link } from '../LinkProvider';
import * as styles from './Card.css';

type Surface = 'raised' | 'sunken' | 'outline' | 'gradient';
type Elevation = 0 | 1 | 2 | 3;

/** Shadow a surface gets when no `elevation` is given. */
const defaultElevation: Record<Surface, Elevation> = { raised: 1, sunken: 0, outline: 0, gradient: 2 };

interface CardOwnProps {
  /** raised: white card on the page · sunken: recessed panel · outline: bordered, no fill · gradient: primary→accent with onPrimary text (service cards). */
  surface?: Surface;
  /** Shadow: 0 none · 1 sm · 2 md · 3 lg. Defaults by surface (raised 1, gradient 2, others 0). */
  elevation?: Elevation;
  /** Top image or illustration, edge to edge with rounded top corners. Give images their own alt text. */
  media?: ReactNode;
  /** Aspect ratio of the media area, as CSS (`'16 / 9'`, `'4 / 3'`, `'1'`). */
  mediaAspectRatio?: string;
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
  /** The body: paragraphs, lists, figures. */
  children?: ReactNode;
  /** Actions or meta along the bottom edge (aligned across a row of cards). Links here stay clickable on their own. */
  footer?: ReactNode;
  /** The card's root element. */
  as?: 'article' | 'div' | 'li' | 'section';
}

type RootAttributes = Omit<HTMLAttributes<HTMLElement>, 'title' | 'onClick' | 'children'>;

export interface CardStaticProps extends CardOwnProps, RootAttributes {
  href?: undefined;
  onClick?: undefined;
  ref?: Ref<HTMLElement>;
}

export interface CardLinkProps extends CardOwnProps, RootAttributes {
  title: ReactNode;
  /** Makes the whole card one link: the title renders as a link (through LinkProvider) stretched over the card. */
  href: string;
  /** Called when the card's link is activated (before navigation). */
  onClick?: MouseEventHandler<HTMLAnchorElement>;
  /** The link's target, e.g. `_blank` for an external page. */
  target?: string;
  /** The link's rel, e.g. `noopener noreferrer`. */
  rel?: string;
  ref?: Ref<HTMLElement>;
}

export interface CardButtonProps extends CardOwnProps, RootAttributes {
  title: ReactNode;
  href?: undefined;
  /** Makes the whole card one button: the title renders as a `<button>` stretched over the card. */
  onClick: MouseEventHandler<HTMLButtonElement>;
  ref?: Ref<HTMLElement>;
}

export type CardProps = CardStaticProps | CardLinkProps | CardButtonProps;

/**
 * A content card. With `href` or `onClick` the whole card is one click target, while the only focusable
 * element is the title's real link or button (other links inside stay clickable on their own).
 */
export function Card(props: CardProps) {
  const {
    surface = 'raised',
    elevation,
    media,
    mediaAspectRatio = '16 / 9',
    badge,
    icon,
    eyebrow,
    title,
    titleAs: Heading = 'h3',
    children,
    footer,
    as = 'article',
    href,
    onClick,
    className,
    ...rest
  } = props;
  const { target, rel, ...rootProps } = rest as Omit<CardLinkProps, keyof CardOwnProps | 'href' | 'onClick'>;
  // Every allowed root is a plain HTMLElement, so one JSX type stands for all of them.
  const Root = as as 'article';
  const interactive = href !== undefined || onClick !== undefined;
  const tone = surface === 'gradient' ? 'gradient' : 'plain';

  let titleContent: ReactNode = title;
  if (href !== undefined) {
    titleContent = (
      <Link
        href={href}
        target={target}
        rel={rel}
        className={styles.stretched}
        onClick={onClick as MouseEventHandler<HTMLAnchorElement> | undefined}
      >
        {title}
      </Link>
    );
  } else if (onClick !== undefined) {
    titleContent = (
      <button type="button" className={styles.stretched} onClick={onClick as MouseEventHandler<HTMLButtonElement>}>
        {title}
      </button>
    );
  }

  const mediaStyle: CSSProperties = { aspectRatio: mediaAspectRatio };

  return (
    <Root
      {...rootProps}
      className={cx(
        styles.card({ surface, elevation: elevation ?? defaultElevation[surface], interactive }),
        className,
      )}
    >
      {media && (
        <div className={styles.media} style={mediaStyle}>
          {media}
          {badge && <div className={styles.mediaBadge}>{badge}</div>}
        </div>
      )}
      <div className={styles.content}>
        {(icon || (badge && !media)) && (
          <div className={styles.top}>
            {icon}
            {badge && !media && <div className={styles.topBadge}>{badge}</div>}
          </div>
        )}
        {(title || eyebrow) && (
          <div className={styles.header}>
            {title && <Heading className={styles.title}>{titleContent}</Heading>}
            {eyebrow && <p className={cx(styles.eyebrow, styles.eyebrowTone[tone])}>{eyebrow}</p>}
          </div>
        )}
        {children && <div className={cx(styles.body, styles.bodyTone[tone])}>{children}</div>}
        {footer && <div className={styles.footer}>{footer}</div>}
      </div>
    </Root>
  );
}
