import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { visuallyHidden } from '../../theme/focus.css';
import { cx } from '../../utils/cx';
import { Link } from '../../primitives/LinkProvider';
import { BreakableValue } from './BreakableValue';
import * as styles from './ContactInfoList.css';

/** One way to reach the company: an address, an e-mail address, a phone number. */
export interface ContactInfoItem {
  /** A leading icon or tile (e.g. `<Icon icon={Mail} contained="subtle" />`); decorative. */
  icon?: ReactNode;
  /** What the value is ('Office', 'Email', 'Phone'): a small label above it. */
  label: ReactNode;
  /** The value itself. Several lines (an address) can be given as an array: one line each. */
  value: ReactNode | readonly ReactNode[];
  /** Where the value links to (`mailto:`, `tel:`, a map). Without it the value is plain text. */
  href?: string;
  /** Opens the link in a new tab (`target="_blank"`, `rel="noopener noreferrer"`), and says so to screen readers. */
  external?: boolean;
}

export interface ContactInfoListProps extends Omit<HTMLAttributes<HTMLUListElement>, 'children'> {
  /** The entries, in display order. */
  items: readonly ContactInfoItem[];
  /** Read after an external link's text by screen readers. Default '(opens in a new tab)'. */
  newTabLabel?: string;
  ref?: Ref<HTMLUListElement>;
}

/** A line of a value: text never breaks at a hyphen while it fits (see `BreakableValue`). */
const line = (value: ReactNode) => (typeof value === 'string' ? <BreakableValue text={value} /> : value);

function Lines({ value }: { value: ContactInfoItem['value'] }) {
  if (!Array.isArray(value)) return line(value as ReactNode);
  return (value as readonly ReactNode[]).map((text, index) => (
    <span key={index} className={styles.line}>
      {line(text)}
    </span>
  ));
}

/**
 * Ways to reach the company, as a list: each an icon, a small label and the value, linked (`mailto:`, `tel:`,
 * a map) when it has `href`. The contact page's address, e-mail and phone, or the same pair in a side panel.
 * External links open in a new tab and say so to screen readers.
 */
export function ContactInfoList({
  items,
  newTabLabel = '(opens in a new tab)',
  className,
  ref,
  ...rest
}: ContactInfoListProps) {
  return (
    <ul {...rest} ref={ref} className={cx(styles.list, className)}>
      {items.map((item, index) => (
        <li key={index} className={styles.item}>
          {item.icon !== undefined && (
            <span className={styles.icon} aria-hidden="true">
              {item.icon}
            </span>
          )}
          <div className={styles.text}>
            <span className={styles.label}>{item.label}</span>
            {item.href !== undefined ? (
              <Link
                href={item.href}
                className={cx(styles.value, styles.link)}
                {...(item.external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                <Lines value={item.value} />
                {item.external && <span className={visuallyHidden}> {newTabLabel}</span>}
              </Link>
            ) : (
              <span className={styles.value}>
                <Lines value={item.value} />
              </span>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
