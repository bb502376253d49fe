import {
  Children,
  isValidElement,
  use,
  useId,
  type ComponentProps,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { Container } from '../../layout';
import { Reveal } from '../../motion/Reveal';
import { cx } from '../../utils/cx';
import { EntranceItem, EntranceOrderContext, FooterLinkItem, FooterSettingsContext, type FooterLink } from './context';
import { SiteFooterColumns } from './FooterColumns';
import * as styles from './SiteFooter.css';

export interface SiteFooterRootProps extends HTMLAttributes<HTMLElement> {
  /**
   * The parts, in reading order: `Newsletter`, `Columns`, `Bottom`. They fade up one after another
   * (0.2 s apart, each column of `Columns` in turn) when the footer scrolls into view.
   */
  children: ReactNode;
  /** Plays the entrance. Off under reduced motion, where nothing is ever hidden. Default true. */
  animated?: boolean;
  /** Level of the footer's headings. Default 'h2'. */
  headingLevel?: 'h2' | 'h3';
  ref?: Ref<HTMLElement>;
}

/** How many places in the entrance a root part takes: one, or one per column. */
const entranceSlots = (part: ReactNode) =>
  isValidElement<{ children?: ReactNode }>(part) && part.type === SiteFooterColumns
    ? Children.toArray(part.props.children).length
    : 1;

/**
 * The site footer: a `<footer>` (the page's `contentinfo` landmark) on the deep surface, dark in every
 * theme. Layout only: compose it from its parts, which enter in the order they are written.
 */
export function SiteFooterRoot({
  animated = true,
  headingLevel = 'h2',
  className,
  children,
  ...rest
}: SiteFooterRootProps) {
  const parts = Children.toArray(children);
  const slots = parts.map(entranceSlots);
  const ordered = parts.map((part, index) => (
    <EntranceOrderContext
      key={isValidElement(part) ? part.key : index}
      value={slots.slice(0, index).reduce((sum, count) => sum + count, 0)}
    >
      {part}
    </EntranceOrderContext>
  ));
  return (
    <footer {...rest} className={cx(styles.root, className)}>
      <Container>
        <FooterSettingsContext value={{ animated, Heading: headingLevel }}>
          {/* One element type whether animated or not: the footer's DOM is the same either way. */}
          {animated ? <Reveal trigger="group">{ordered}</Reveal> : <div>{ordered}</div>}
        </FooterSettingsContext>
      </Container>
    </footer>
  );
}

export interface SiteFooterNewsletterProps extends Omit<ComponentProps<'div'>, 'title'> {
  /** The sign-up form, e.g. `NewsletterForm`. */
  children: ReactNode;
  /** The band's heading, e.g. 'Newsletter'. */
  title?: ReactNode;
  /** A line under the heading. */
  description?: ReactNode;
}

/** A band across the top of the footer with a sign-up form. */
export function SiteFooterNewsletter({ title, description, children, className, ...rest }: SiteFooterNewsletterProps) {
  const { Heading } = use(FooterSettingsContext);
  return (
    <EntranceItem {...rest} className={cx(styles.band, className)}>
      {(title || description) && (
        <div>
          {title && <Heading className={styles.bandTitle}>{title}</Heading>}
          {description && <p className={styles.bandDescription}>{description}</p>}
        </div>
      )}
      <div className={styles.bandSlot}>{children}</div>
    </EntranceItem>
  );
}

export interface SiteFooterBottomProps extends ComponentProps<'div'> {
  /** `SiteFooter.Legal` and `SiteFooter.Payments`. */
  children: ReactNode;
}

/** The bottom bar under a hairline: the legal line at the start, payment methods at the end from 1024 px. */
export function SiteFooterBottom({ children, className, ...rest }: SiteFooterBottomProps) {
  return (
    <EntranceItem {...rest} className={cx(styles.bottom, className)}>
      {children}
    </EntranceItem>
  );
}

export interface SiteFooterLegalProps extends Omit<ComponentProps<'div'>, 'children'> {
  /** The copyright line, e.g. `© 2026 Acme`. */
  copyright?: ReactNode;
  /** Legal links. Items without `href` render as plain text. */
  links?: readonly FooterLink[];
  /** The links' accessible name. Default 'Legal'. */
  label?: string;
}

/** The copyright line and the legal links, inside `SiteFooter.Bottom`. */
export function SiteFooterLegal({ copyright, links = [], label = 'Legal', className, ...rest }: SiteFooterLegalProps) {
  return (
    <div {...rest} className={cx(styles.bottomStart, className)}>
      {copyright && <p className={styles.copyright}>{copyright}</p>}
      {links.length > 0 && (
        <ul className={styles.legalList} aria-label={label}>
          {links.map((item, index) => (
            <li key={index}>
              <FooterLinkItem item={item} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** A payment method: its name, with an optional decorative logo before it. */
export interface FooterPayment {
  label: string;
  logo?: ReactNode;
}

export interface SiteFooterPaymentsProps extends Omit<ComponentProps<'div'>, 'children' | 'title'> {
  methods: readonly FooterPayment[];
  /** The label before the chips, also the list's accessible name. Default 'We accept'. */
  title?: string;
}

/** Payment methods accepted, as small chips, inside `SiteFooter.Bottom`. */
export function SiteFooterPayments({ methods, title = 'We accept', className, ...rest }: SiteFooterPaymentsProps) {
  const titleId = useId();
  return (
    <div {...rest} className={cx(styles.payments, className)}>
      <p id={titleId} className={styles.paymentsTitle}>
        {title}
      </p>
      <ul className={styles.paymentList} aria-labelledby={titleId}>
        {methods.map(({ label, logo }) => (
          <li key={label} className={styles.paymentChip}>
            {logo && (
              <span className={styles.paymentLogo} aria-hidden="true">
                {logo}
              </span>
            )}
            {label}
          </li>
        ))}
      </ul>
    </div>
  );
}
