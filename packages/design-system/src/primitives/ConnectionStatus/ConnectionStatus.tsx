import type { ComponentPropsWithoutRef, ReactNode, Ref } from 'react';
import { cx } from '../../utils/cx';
import { Glyph } from '../Glyph';
import * as styles from './ConnectionStatus.css';

export interface ConnectionStatusProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children' | 'role'> {
  /** The state of the connection, short: e.g. "You're offline". */
  children: ReactNode;
  /**
   * What the page does about it, e.g. 'showing saved pages': muted, after a dash on one line, or on a
   * line of its own under the message on a phone (below `sm`), so the note stays narrow there.
   */
  detail?: ReactNode;
  /**
   * Shows the note. While false, the live region stays in the page, empty, so that turning this on is
   * announced. Default true.
   */
  visible?: boolean;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A quiet note about the connection, such as "You're offline — showing saved pages": a small raised
 * surface with a cloud glyph, fixed at the bottom of the viewport, clear of the home indicator and of the
 * back-to-top button's corner (centred from `md`; at the page's start edge on phones, where a centred
 * note would reach the button). Not an error, and not dismissible: it is true for as long as it shows,
 * and the page takes it away when the connection returns.
 *
 * Render it once, at the end of the app, and switch `visible` rather than mounting it when needed: it is
 * a polite live region (`role="status"`) that exists before its text, so screen readers announce the
 * text once when it appears, and a re-render with the same text changes nothing they watch. It fades and
 * rises in with CSS alone (at once under reduced motion), is fixed so it moves no layout, and needs no
 * script to look right in prerendered HTML.
 */
export function ConnectionStatus({ children, detail, visible = true, className, ...rest }: ConnectionStatusProps) {
  return (
    <div {...rest} role="status" aria-live="polite" aria-atomic="true" className={cx(styles.region, className)}>
      {visible && (
        <p className={styles.note}>
          <Glyph name="cloud-off" className={styles.glyph} aria-hidden="true" />
          <span className={styles.text}>
            <span className={styles.message}>{children}</span>
            {detail && (
              <>
                <span className={styles.separator}> — </span>
                <span className={styles.detail}>{detail}</span>
              </>
            )}
          </span>
        </p>
      )}
    </div>
  );
}
