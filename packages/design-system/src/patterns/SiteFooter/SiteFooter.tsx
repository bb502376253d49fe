import { assignInlineVars } from '@vanilla-extract/dynamic';
import { isValidElement, useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { Container } from '../../layout';
import { Reveal, RevealItem } from '../../motion/Reveal';
import { durations } from '../../tokens/runtime';
import { cx } from '../../utils/cx';
import { Link } from '../../primitives/LinkProvider';
import * as styles from './SiteFooter.css';

/** A link in a footer list. Without `href` the label renders as plain text (for pages that do not exist yet). */
export interface FooterLink {
  label: ReactNode;
  href?: string;
}

/** A titled list of links, e.g. 'Quick Links'. */
export interface FooterColumn {
  /** The column's heading (small, uppercase); it also names the column's navigation landmark. */
  title: ReactNode;
  links: readonly FooterLink[];
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

/** A titled block of contact lines, e.g. 'Registered Office' or 'Support'. */
export interface FooterContactGroup {
  title: ReactNode;
  items: readonly FooterContactItem[];
}

/** An icon-only link to a social profile or another site. */
export interface FooterSocialLink {
  /** The accessible name (and tooltip) of the icon link, e.g. 'LinkedIn'. */
  label: string;
  href: string;
  /** The glyph (decorative: the label names the link). */
  icon: ReactNode;
}

/** A payment method: its name, with an optional decorative logo before it. */
export type FooterPayment = string | { label: string; logo?: ReactNode };

export interface SiteFooterProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The wordmark or logo at the top of the first column. */
  brand?: ReactNode;
  /** A sentence or two under the brand. */
  description?: ReactNode;
  /** Titled link lists (Quick Links, Services...), one column each from tablet width up. */
  columns?: readonly FooterColumn[];
  /**
   * The last column: titled contact blocks (rendered in `<address>` elements), or any content of your own.
   */
  contact?: ReactNode | readonly FooterContactGroup[];
  /** Icon-only links under the brand. */
  social?: readonly FooterSocialLink[];
  /** Visible heading over the social links, e.g. 'Follow Us'. Without it the list is named `socialLabel`. */
  socialTitle?: ReactNode;
  /** The social list's accessible name when there is no `socialTitle`. Default 'Social media'. */
  socialLabel?: string;
  /** A sign-up form (e.g. `NewsletterForm`), shown in a band across the top of the footer. */
  newsletter?: ReactNode;
  /** The newsletter band's heading, e.g. 'Newsletter'. */
  newsletterTitle?: ReactNode;
  /** A line under the newsletter heading. */
  newsletterDescription?: ReactNode;
  /** Payment methods accepted, listed as small chips in the bottom bar. */
  payments?: readonly FooterPayment[];
  /** The label before the payment chips, also the list's accessible name. Default 'We accept'. */
  paymentsTitle?: string;
  /** Legal links in the bottom bar. Items without `href` render as plain text. */
  legal?: readonly FooterLink[];
  /** The legal list's accessible name. Default 'Legal'. */
  legalLabel?: string;
  /** The copyright line, or a function of the year: `(year) => \`© ${year} Acme\``. */
  copyright?: ReactNode | ((year: number) => ReactNode);
  /** The year given to `copyright`. Default: the current year (pass one for deterministic screenshots). */
  year?: number;
  /** Level of the column headings. Default 'h2'. */
  headingLevel?: 'h2' | 'h3';
  /**
   * Columns fade up one after another (0.2 s apart) when the footer scrolls into view. Off under reduced
   * motion, where nothing is ever hidden. Default true.
   */
  animated?: boolean;
  ref?: Ref<HTMLElement>;
}

function isContactGroups(contact: SiteFooterProps['contact']): contact is readonly FooterContactGroup[] {
  return (
    Array.isArray(contact) &&
    contact.length > 0 &&
    contact.every((group) => group !== null && typeof group === 'object' && !isValidElement(group) && 'items' in group)
  );
}

// One element type whether animated or not: the footer's DOM is the same either way.
function Stagger({ animate, children }: { animate: boolean; children: ReactNode }) {
  return animate ? <Reveal trigger="group">{children}</Reveal> : <div>{children}</div>;
}

/** The footer's `order`-th part: it enters `durations.stagger` after the one before. */
function Item({
  animate,
  order,
  className,
  children,
}: {
  animate: boolean;
  order: number;
  className?: string;
  children: ReactNode;
}) {
  return animate ? (
    <RevealItem className={className} delay={(order * durations.stagger) / 1000}>
      {children}
    </RevealItem>
  ) : (
    <div className={className}>{children}</div>
  );
}

function FooterLinkItem({ item, className }: { item: FooterLink; className?: string }) {
  return item.href ? (
    <Link href={item.href} className={cx(styles.link, className)}>
      {item.label}
    </Link>
  ) : (
    <span className={cx(styles.plainItem, className)}>{item.label}</span>
  );
}

/**
 * The site footer: a newsletter band, a brand column with social links, link columns, contact blocks,
 * and a bottom bar with the copyright, legal links and payment methods. Layout and slots only: all
 * content comes from props. Renders a `<footer>` (the page's `contentinfo` landmark) on the deep
 * surface, dark in every theme; one column on phones, two on tablets, all side by side from 1024 px.
 */
export function SiteFooter({
  brand,
  description,
  columns = [],
  contact,
  social = [],
  socialTitle,
  socialLabel = 'Social media',
  newsletter,
  newsletterTitle,
  newsletterDescription,
  payments = [],
  paymentsTitle = 'We accept',
  legal = [],
  legalLabel = 'Legal',
  copyright,
  year,
  headingLevel: Heading = 'h2',
  animated = true,
  className,
  ...rest
}: SiteFooterProps) {
  const id = useId();

  const hasBrandColumn = Boolean(brand || description || social.length > 0);
  const contactGroups = isContactGroups(contact) ? contact : undefined;
  const hasContact = Boolean(contactGroups) || (!Array.isArray(contact) && Boolean(contact));
  const template = [
    hasBrandColumn ? 'minmax(0, 1.4fr)' : undefined,
    ...columns.map(() => 'minmax(0, 1fr)'),
    hasContact ? 'minmax(0, 1.4fr)' : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  const copyrightContent =
    typeof copyright === 'function' ? copyright(year ?? new Date().getFullYear()) : (copyright as ReactNode);
  const hasGrid = hasBrandColumn || columns.length > 0 || hasContact;
  const hasBottom = Boolean(copyrightContent) || legal.length > 0 || payments.length > 0;
  // The parts in the order they enter.
  const bandOrder = 0;
  const brandOrder = newsletter ? 1 : 0;
  const firstColumnOrder = brandOrder + (hasBrandColumn ? 1 : 0);
  const contactOrder = firstColumnOrder + columns.length;
  const bottomOrder = contactOrder + (hasContact ? 1 : 0);

  return (
    <footer {...rest} className={cx(styles.root, className)}>
      <Container>
        <Stagger animate={animated}>
          {newsletter && (
            <Item animate={animated} order={bandOrder} className={styles.band}>
              {(newsletterTitle || newsletterDescription) && (
                <div>
                  {newsletterTitle && <Heading className={styles.bandTitle}>{newsletterTitle}</Heading>}
                  {newsletterDescription && <p className={styles.bandDescription}>{newsletterDescription}</p>}
                </div>
              )}
              <div className={styles.bandSlot}>{newsletter}</div>
            </Item>
          )}

          {hasGrid && (
            <div className={styles.grid} style={assignInlineVars({ [styles.desktopColumns]: template })}>
              {hasBrandColumn && (
                <Item animate={animated} order={brandOrder} className={styles.column}>
                  {brand && <div className={styles.brand}>{brand}</div>}
                  {description && <p className={styles.description}>{description}</p>}
                  {social.length > 0 && (
                    <div className={styles.socialBlock}>
                      {socialTitle && (
                        <Heading id={`${id}-social`} className={styles.heading}>
                          {socialTitle}
                        </Heading>
                      )}
                      <ul
                        className={styles.socialList}
                        aria-labelledby={socialTitle ? `${id}-social` : undefined}
                        aria-label={socialTitle ? undefined : socialLabel}
                      >
                        {social.map((item) => (
                          <li key={item.href}>
                            <Link
                              href={item.href}
                              className={styles.socialLink}
                              aria-label={item.label}
                              title={item.label}
                            >
                              <span className={styles.socialIcon} aria-hidden="true">
                                {item.icon}
                              </span>
                            </Link>
                          </li>
                        ))}
                      </ul>
                    </div>
                  )}
                </Item>
              )}

              {columns.map((column, index) => {
                const headingId = `${id}-column-${index}`;
                return (
                  <Item key={index} animate={animated} order={firstColumnOrder + index} className={styles.column}>
                    <nav aria-labelledby={headingId}>
                      <Heading id={headingId} className={styles.heading}>
                        {column.title}
                      </Heading>
                      <ul className={styles.list}>
                        {column.links.map((link, linkIndex) => (
                          <li key={linkIndex}>
                            <FooterLinkItem item={link} />
                          </li>
                        ))}
                      </ul>
                    </nav>
                  </Item>
                );
              })}

              {hasContact && (
                <Item animate={animated} order={contactOrder} className={styles.column}>
                  {contactGroups
                    ? contactGroups.map((group, index) => (
                        <div key={index} className={styles.contactGroup}>
                          <Heading className={styles.heading}>{group.title}</Heading>
                          <address className={styles.address}>
                            <ul className={styles.contactList}>
                              {group.items.map((item, itemIndex) => (
                                <li key={itemIndex} className={styles.contactItem}>
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
                      ))
                    : (contact as ReactNode)}
                </Item>
              )}
            </div>
          )}

          {hasBottom && (
            <Item animate={animated} order={bottomOrder} className={styles.bottom}>
              {(copyrightContent || legal.length > 0) && (
                <div className={styles.bottomStart}>
                  {copyrightContent && <p className={styles.copyright}>{copyrightContent}</p>}
                  {legal.length > 0 && (
                    <ul className={styles.legalList} aria-label={legalLabel}>
                      {legal.map((item, index) => (
                        <li key={index}>
                          <FooterLinkItem item={item} />
                        </li>
                      ))}
                    </ul>
                  )}
                </div>
              )}
              {payments.length > 0 && (
                <div className={styles.payments}>
                  <p id={`${id}-payments`} className={styles.paymentsTitle}>
                    {paymentsTitle}
                  </p>
                  <ul className={styles.paymentList} aria-labelledby={`${id}-payments`}>
                    {payments.map((payment) => {
                      const { label, logo } =
                        typeof payment === 'string' ? { label: payment, logo: undefined } : payment;
                      return (
                        <li key={label} className={styles.paymentChip}>
                          {logo && (
                            <span className={styles.paymentLogo} aria-hidden="true">
                              {logo}
                            </span>
                          )}
                          {label}
                        </li>
                      );
                    })}
                  </ul>
                </div>
              )}
            </Item>
          )}
        </Stagger>
      </Container>
    </footer>
  );
}
