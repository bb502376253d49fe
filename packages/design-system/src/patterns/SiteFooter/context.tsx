import { createContext, use, type HTMLAttributes, type ReactNode } from 'react';
import { RevealItem } from '../../motion/Reveal';
import { Link } from '../../primitives/LinkProvider';
import { durations } from '../../tokens/runtime';
import * as styles from './SiteFooter.css';

/** What the root tells its parts. */
export interface FooterSettings {
  animated: boolean;
  Heading: 'h2' | 'h3';
}

export const FooterSettingsContext = createContext<FooterSettings>({ animated: true, Heading: 'h2' });

/** A part's place in the entrance: the root and `Columns` number their children in order. */
export const EntranceOrderContext = createContext(0);

/** A link in a footer list. Without `href` the label renders as plain text (for pages that do not exist yet). */
export interface FooterLink {
  label: ReactNode;
  href?: string;
}

/**
 * One part of the staggered entrance: it enters `durations.stagger` after the part before it. One
 * element type whether animated or not, so the footer's DOM is the same either way.
 */
export function EntranceItem({ className, children, ...rest }: HTMLAttributes<HTMLDivElement>) {
  const { animated } = use(FooterSettingsContext);
  const order = use(EntranceOrderContext);
  return animated ? (
    <RevealItem {...rest} className={className} delay={(order * durations.stagger) / 1000}>
      {children}
    </RevealItem>
  ) : (
    <div {...rest} className={className}>
      {children}
    </div>
  );
}

export function FooterLinkItem({ item }: { item: FooterLink }) {
  return item.href ? (
    <Link href={item.href} className={styles.link}>
      {item.label}
    </Link>
  ) : (
    <span className={styles.plainItem}>{item.label}</span>
  );
}
