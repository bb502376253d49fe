import { useEffect, useId, useRef, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import { cx } from '../../utils/cx';
import { Glyph } from '../../primitives/Glyph';
import * as styles from './SuccessPanel.css';
import { formPanel } from '../FormCard/formPanel.css';

export interface SuccessPanelProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  /** The outcome, e.g. 'Message Sent!'. It names the panel. */
  title: ReactNode;
  /** Heading level, to fit the page outline. Default 'h2'. */
  titleAs?: 'h2' | 'h3';
  /** What happens next. */
  children?: ReactNode;
  /** What the visitor can do now, e.g. a 'Send New Message' button. */
  action?: ReactNode;
  /** The icon in the circle. Default a check mark. Decorative. */
  icon?: ReactNode;
  /**
   * Moves focus to the title when the panel appears. Use it when the panel replaces the form the
   * visitor just submitted, so keyboard and screen-reader users land on the outcome, not on the page top.
   */
  focusOnMount?: boolean;
  ref?: Ref<HTMLElement>;
}

/**
 * The confirmation that replaces a form once it is sent: a check mark, a title, a message and an action. With
 * `focusOnMount`, focus lands on its title, so keyboard and screen-reader users hear the outcome instead of
 * losing their place.
 */
export function SuccessPanel({
  title,
  titleAs: Title = 'h2',
  children,
  action,
  icon,
  focusOnMount = false,
  className,
  ...rest
}: SuccessPanelProps) {
  const titleId = `${useId()}-title`;
  const heading = useRef<HTMLHeadingElement | null>(null);

  useEffect(() => {
    if (focusOnMount) heading.current?.focus({ preventScroll: false });
    // Only when the panel appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <section aria-labelledby={titleId} {...rest} className={cx(formPanel, styles.panel, className)}>
      <span className={styles.iconCircle} aria-hidden="true">
        {icon ?? <Glyph name="check-circle" />}
      </span>
      <Title id={titleId} ref={heading} tabIndex={-1} className={styles.title}>
        {title}
      </Title>
      {children !== undefined && <div className={styles.message}>{children}</div>}
      {action !== undefined && <div className={styles.action}>{action}</div>}
    </section>
  );
}
