import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Children, isValidElement, use, useId, type ComponentProps, type ReactNode } from 'react';
import { Link } from '../../primitives/LinkProvider';
import { cx } from '../../utils/cx';
import { EntranceItem, EntranceOrderContext, FooterLinkItem, FooterSettingsContext, type FooterLink } from './context';
import * as styles from './SiteFooter.css';

type PartAttributes = Omit<ComponentProps<'div'>, 'title'>;

export interface SiteFooterColumnsProps extends ComponentProps<'div'> {
  /** `SiteFooter.Brand`, `SiteFooter.Column`s and `SiteFooter.Contact`, in reading (and entrance) order. */
  children: ReactNode;
}

/**
 * The row of columns: one column on phones, two on tablets, all side by side from 1024 px, where the
 * brand and contact columns are wider than the link lists. Its children enter one after another.
 */
export function SiteFooterColumns({ children, className, style, ...rest }: SiteFooterColumnsProps) {
  const start = use(EntranceOrderContext);
  const columns = Children.toArray(children);
  const template = columns
    .map((column) =>
      isValidElement(column) && (column.type === SiteFooterBrand || column.type === SiteFooterContact)
        ? 'minmax(0, 1.4fr)'
        : 'minmax(0, 1fr)',
    )
    .join(' ');
  return (
    <div
      {...rest}
      className={cx(styles.grid, className)}
      style={{ ...style, ...assignInlineVars({ [styles.desktopColumns]: template }) }}
    >
      {columns.map((column, index) => (
        <EntranceOrderContext key={isValidElement(column) ? column.key : index} value={start + index}>
          {column}
        </EntranceOrderContext>
      ))}
    </div>
  );
}

export interface SiteFooterBrandProps extends PartAttributes {
  /** The wordmark or logo at the top of the column. */
  wordmark?: ReactNode;
  /** A sentence or two under the wordmark. */
  description?: ReactNode;
  /** What follows the description, e.g. `SiteFooter.Social`. */
  children?: ReactNode;
}

/** The first column: the wordmark, a short description and, as children, the social links. */
export function SiteFooterBrand({ wordmark, description, children, className, ...rest }: SiteFooterBrandProps) {
  return (
    <EntranceItem {...rest} className={cx(styles.column, className)}>
      {wordmark && <div className={styles.brand}>{wordmark}</div>}
      {description && <p className={styles.description}>{description}</p>}
      {children}
    </EntranceItem>
  );
}

/** An icon-only link to a social profile or another site. */
export interface FooterSocialLink {
  /** The accessible name (and tooltip) of the icon link, e.g. 'LinkedIn'. */
  label: string;
  href: string;
  /** The glyph (decorative: the label names the link). */
  icon: ReactNode;
}

export interface SiteFooterSocialProps extends Omit<ComponentProps<'div'>, 'children' | 'title'> {
  links: readonly FooterSocialLink[];
  /** Visible heading over the links, e.g. 'Follow Us'. Without it the list is named `label`. */
  title?: ReactNode;
  /** The list's accessible name when there is no `title`. Default 'Social media'. */
  label?: string;
}

/** Icon-only links to social profiles, inside `SiteFooter.Brand`. */
export function SiteFooterSocial({ links, title, label = 'Social media', className, ...rest }: SiteFooterSocialProps) {
  const { Heading } = use(FooterSettingsContext);
  const headingId = useId();
  return (
    <div {...rest} className={cx(styles.socialBlock, className)}>
      {title && (
        <Heading id={headingId} className={styles.heading}>
          {title}
        </Heading>
      )}
      <ul
        className={styles.socialList}
        aria-labelledby={title ? headingId : undefined}
        aria-label={title ? undefined : label}
      >
        {links.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className={styles.socialLink} aria-label={item.label} title={item.label}>
              <span className={styles.socialIcon} aria-hidden="true">
                {item.icon}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

export interface SiteFooterColumnProps extends PartAttributes {
  /** The column's heading (small, uppercase); it also names the column's navigation landmark. */
  title: ReactNode;
  links: readonly FooterLink[];
}

/** A titled list of links, e.g. 'Quick Links': a navigation landmark named by its heading. */
export function SiteFooterColumn({ title, links, className, ...rest }: SiteFooterColumnProps) {
  const { Heading } = use(FooterSettingsContext);
  const headingId = useId();
  return (
    <EntranceItem {...rest} className={cx(styles.column, className)}>
      <nav aria-labelledby={headingId}>
        <Heading id={headingId} className={styles.heading}>
          {title}
        </Heading>
        <ul className={styles.list}>
          {links.map((link, index) => (
            <li key={index}>
              <FooterLinkItem item={link} />
            </li>
          ))}
        </ul>
      </nav>
    </EntranceItem>
  );
}

export interface SiteFooterContactProps extends PartAttributes {
  /** `SiteFooter.ContactGroup`s, or any content of your own. */
  children: ReactNode;
}

/** The last column: contact blocks. */
export function SiteFooterContact({ children, className, ...rest }: SiteFooterContactProps) {
  return (
    <EntranceItem {...rest} className={cx(styles.column, className)}>
      {children}
    </EntranceItem>
  );
}

/** A line of contact information: an address, an e-mail, a phone number, a map link. */
export interface FooterContactItem {
  /** A decorative icon before the label, e.g. lucide's `<Mail />`. */
  icon?: ReactNode;
  /** The text. An address may hold line breaks (`<br />`). */
  label: ReactNode;
  /** Makes the label a link: `mailto:`, `tel:`, a map URL... */
  href?: string;
}

export interface SiteFooterContactGroupProps extends Omit<ComponentProps<'div'>, 'children' | 'title'> {
  /** The block's heading, e.g. 'Registered Office' or 'Support'. */
  title: ReactNode;
  items: readonly FooterContactItem[];
}

/** A titled block of contact lines in an `<address>`, inside `SiteFooter.Contact`. */
export function SiteFooterContactGroup({ title, items, className, ...rest }: SiteFooterContactGroupProps) {
  const { Heading } = use(FooterSettingsContext);
  return (
    <div {...rest} className={cx(styles.contactGroup, className)}>
      <Heading className={styles.heading}>{title}</Heading>
      <address className={styles.address}>
        <ul className={styles.contactList}>
          {items.map((item, index) => (
            <li key={index} className={styles.contactItem}>
              {item.icon && (
                <span className={styles.contactIcon} aria-hidden="true">
                  {item.icon}
                </span>
              )}
              <FooterLinkItem item={item} />
            </li>
          ))}
        </ul>
      </address>
    </div>
  );
}
