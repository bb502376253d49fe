import { useId, type ComponentPropsWithoutRef, type ReactNode, type Ref } from 'react';
import { cx } from '../../utils/cx';
import * as styles from './FormCard.css';
import { formPanel } from './formPanel.css';

export interface FormCardProps extends Omit<ComponentPropsWithoutRef<'section'>, 'title'> {
  /** A leading icon tile above the title (e.g. `<Icon icon={Lock} contained="gradient" size="lg" />`); decorative. */
  icon?: ReactNode;
  /** The panel's heading, e.g. 'Send us a message'. It names the panel (`aria-labelledby`). */
  title: ReactNode;
  /** Heading level: h1 when the form is the page (a sign-in screen), h2 in a page section (default). */
  titleAs?: 'h1' | 'h2' | 'h3';
  /** A sentence under the title. */
  description?: ReactNode;
  /** A highlighted line under the description, e.g. a response promise, with `noteIcon` before it. */
  note?: ReactNode;
  /** A small icon before the note (decorative). */
  noteIcon?: ReactNode;
  /** The form itself (fields, messages, submit button). */
  children: ReactNode;
  /** Under the form, after a divider: a secondary link or a privacy line. */
  footer?: ReactNode;
  /** Width: `full` fills its column (default); `sm` (28rem) and `md` (40rem) are centred. */
  size?: keyof typeof styles.size;
  ref?: Ref<HTMLElement>;
}

/**
 * The raised panel a form sits in: optional icon, heading (it names the `<section>`), description, a
 * highlighted note, the form, and an optional footer. With an `id` it can be scrolled to and stops clear of
 * the fixed navigation bar.
 */
export function FormCard({
  icon,
  title,
  titleAs: Title = 'h2',
  description,
  note,
  noteIcon,
  children,
  footer,
  size = 'full',
  className,
  ...rest
}: FormCardProps) {
  const titleId = `${useId()}-title`;
  return (
    <section aria-labelledby={titleId} {...rest} className={cx(formPanel, styles.card, styles.size[size], className)}>
      <div className={styles.header}>
        {icon !== undefined && (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        )}
        <Title id={titleId} className={cx(styles.title, Title === 'h1' && styles.pageTitle)}>
          {title}
        </Title>
        {description !== undefined && <p className={styles.description}>{description}</p>}
        {note !== undefined && (
          <p className={styles.note}>
            {noteIcon !== undefined && (
              <span className={styles.noteIcon} aria-hidden="true">
                {noteIcon}
              </span>
            )}
            <span>{note}</span>
          </p>
        )}
      </div>
      <div className={styles.body}>{children}</div>
      {footer !== undefined && <div className={styles.footer}>{footer}</div>}
    </section>
  );
}
