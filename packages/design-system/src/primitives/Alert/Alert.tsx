import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import { cx } from '../../utils/cx';
import { Glyph, type GlyphName } from '../Glyph';
import * as styles from './Alert.css';

const icons = { danger: 'alert-circle', success: 'check-circle', primary: 'info' } satisfies Record<
  styles.AlertTone,
  GlyphName
>;

export type { AlertTone } from './Alert.css';

export interface AlertProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title'> {
  /**
   * Semantic colour. danger: a failure, announced at once (`role="alert"`) · success, and primary for
   * information: announced politely (`role="status"`). Default 'primary'.
   */
  tone?: styles.AlertTone;
  /** A short bold heading, e.g. 'Message Sent!'. */
  title?: ReactNode;
  /** The element the title renders as (a heading level when it heads a page section). Default 'p'. */
  titleAs?: 'p' | 'h2' | 'h3' | 'h4';
  /** The message. */
  children?: ReactNode;
  /** An action under the message, e.g. a 'Send New Message' button. */
  action?: ReactNode;
  /** Shows a close button (an 'X') that calls this; the parent removes the alert. */
  onDismiss?: () => void;
  /** The close button's accessible name. Default 'Dismiss'. */
  dismissLabel?: string;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A banner for the outcome of an action: an error, a success or a piece of information. `danger` is announced
 * at once (`role="alert"`); `success` and `primary` (information) politely (`role="status"`). Render it when
 * the outcome is known, so screen readers announce it.
 */
export function Alert({
  tone = 'primary',
  title,
  titleAs: Title = 'p',
  children,
  action,
  onDismiss,
  dismissLabel = 'Dismiss',
  role,
  className,
  ...rest
}: AlertProps) {
  return (
    <div
      {...rest}
      role={role ?? (tone === 'danger' ? 'alert' : 'status')}
      className={cx(styles.alert({ tone }), className)}
    >
      <Glyph name={icons[tone]} className={cx(styles.icon, styles.iconTone[tone])} aria-hidden="true" />
      <div className={styles.body}>
        {title && <Title className={styles.title}>{title}</Title>}
        {children && <div className={styles.message}>{children}</div>}
        {action && <div className={styles.action}>{action}</div>}
      </div>
      {onDismiss && (
        <button type="button" className={styles.dismiss} aria-label={dismissLabel} onClick={onDismiss}>
          <Glyph name="close" className={styles.dismissIcon} aria-hidden="true" />
        </button>
      )}
    </div>
  );
}
