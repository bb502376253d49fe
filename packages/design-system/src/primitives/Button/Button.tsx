import type { ComponentPropsWithRef, ReactNode, Ref } from 'react';
import { cx } from '../../utils/cx';
import { Link } from '../LinkProvider';
import * as styles from './Button.css';

interface ButtonOwnProps {
  /** primary: the one main action · secondary: outlined · ghost: quiet · link: looks like text. */
  variant?: styles.ButtonVariants['variant'];
  size?: styles.ButtonVariants['size'];
  fullWidth?: styles.ButtonVariants['fullWidth'];
  /** An icon before the label (decorative: hidden from assistive technology). */
  iconStart?: ReactNode;
  /** An icon after the label (decorative). */
  iconEnd?: ReactNode;
  /** Work in progress: shows a spinner, disables the button and reads `busyLabel` if given. */
  busy?: boolean;
  /** The label while busy, e.g. 'Sending...'. */
  busyLabel?: ReactNode;
  children: ReactNode;
}

/** A `<button>`: its attributes and `ref` pass through; `type` defaults to `button`. */
export interface ButtonAsButtonProps
  extends ButtonOwnProps, Omit<ComponentPropsWithRef<'button'>, keyof ButtonOwnProps> {
  href?: undefined;
}

/**
 * A link styled as a button: its anchor attributes (`target`, `rel`, `aria-current`, …) and `ref` pass
 * through. With `download` it stays a plain link, never a client-side navigation.
 */
export interface ButtonAsLinkProps
  extends ButtonOwnProps, Omit<ComponentPropsWithRef<'a'>, keyof ButtonOwnProps | 'href'> {
  /** Renders a link instead of a button, through the LinkProvider's component for internal paths. */
  href: string;
}

export type ButtonProps = ButtonAsButtonProps | ButtonAsLinkProps;

function Content({ iconStart, iconEnd, busy, busyLabel, children }: ButtonOwnProps) {
  return (
    <>
      {busy ? (
        <span className={styles.spinner} aria-hidden="true" />
      ) : (
        iconStart && (
          <span className={styles.icon} aria-hidden="true">
            {iconStart}
          </span>
        )
      )}
      <span>{busy && busyLabel ? busyLabel : children}</span>
      {iconEnd && !busy && (
        <span className={styles.icon} aria-hidden="true">
          {iconEnd}
        </span>
      )}
    </>
  );
}

/**
 * An action (a `<button>`) or a navigation styled as one: with `href` it renders a link (through the
 * `LinkProvider` component for internal paths), so navigation stays a real link. One primary button per view,
 * for its main action.
 */
export function Button(props: ButtonProps) {
  const { ref, variant, size, fullWidth, iconStart, iconEnd, busy, busyLabel, children, className, ...rest } = props;
  const classes = cx(styles.button({ variant, size, fullWidth }), className);
  const content = <Content {...{ iconStart, iconEnd, busy, busyLabel, children }} />;

  if (props.href !== undefined) {
    const linkProps = rest as Omit<ButtonAsLinkProps, keyof ButtonOwnProps>;
    return (
      <Link {...linkProps} href={props.href} ref={ref as Ref<HTMLAnchorElement>} className={classes}>
        {content}
      </Link>
    );
  }

  const { type = 'button', disabled, ...buttonProps } = rest as ButtonAsButtonProps;
  return (
    <button
      {...buttonProps}
      ref={ref as Ref<HTMLButtonElement>}
      type={type}
      className={classes}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
    >
      {content}
    </button>
  );
}
