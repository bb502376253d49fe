import { use, type ComponentProps, type MouseEvent } from 'react';
import { ariaCurrent } from '../../utils/ariaCurrent';
import { cx } from '../../utils/cx';
import { Button } from '../Button';
import { Glyph } from '../Glyph';
import { Link } from '../LinkProvider';
import * as styles from './Menu.css';
import { MenuLabelContext, useMenu } from './context';

/**
 * What a link of the panel shares: `aria-current` (the caller's, else `page` where `href` is the
 * Root's `currentPath`), and a click that calls the caller's handler, then closes the menu.
 */
function useMenuLink(part: string, href: string, { onClick, ...rest }: Omit<ComponentProps<'a'>, 'href'>) {
  const { currentPath, setOpen } = useMenu(part);
  const current = rest['aria-current'] ?? ariaCurrent(href, currentPath);
  return {
    current,
    linkProps: {
      ...rest,
      href,
      'aria-current': current,
      onClick: (event: MouseEvent<HTMLAnchorElement>) => {
        onClick?.(event);
        setOpen(false);
      },
    },
  };
}

export type MenuNavProps = ComponentProps<'nav'>;

/** The navigation landmark inside the panel, named like the panel unless given an `aria-label`. */
export function MenuNav(props: MenuNavProps) {
  const label = use(MenuLabelContext);
  return <nav aria-label={label} {...props} />;
}

export type MenuListProps = ComponentProps<'ul'>;

/** The list of `Menu.Item`s: one large row each, set off by hairlines. */
export function MenuList({ className, ...rest }: MenuListProps) {
  return <ul {...rest} className={cx(styles.list, className)} />;
}

export interface MenuItemProps extends Omit<ComponentProps<'a'>, 'href'> {
  /** Where the link goes; internal paths render through the LinkProvider's router link. */
  href: string;
}

/**
 * One row of `Menu.List`: a link (in its own `<li>`) with a chevron, marked with a bar and
 * `aria-current="page"` when it is the current page. Choosing it closes the menu. Its attributes,
 * class name and ref go to the link.
 */
export function MenuItem({ href, className, children, ...rest }: MenuItemProps) {
  const { current, linkProps } = useMenuLink('Menu.Item', href, rest);
  return (
    <li className={styles.item}>
      <Link {...linkProps} className={cx(styles.link, className)}>
        <span className={styles.linkLabel}>
          {current && current !== 'false' && <span className={styles.currentMark} aria-hidden="true" />}
          {children}
        </span>
        <Glyph name="chevron-right" className={styles.chevron} aria-hidden="true" />
      </Link>
    </li>
  );
}

export type MenuActionsProps = ComponentProps<'div'>;

/** The calls to action under the list: full-width buttons, side by side from the `sm` breakpoint. */
export function MenuActions({ className, ...rest }: MenuActionsProps) {
  return <div {...rest} className={cx(styles.actions, className)} />;
}

export interface MenuActionProps extends Omit<ComponentProps<'a'>, 'href'> {
  /** Where the link goes; internal paths render through the LinkProvider's router link. */
  href: string;
  /** primary: the one main call to action (e.g. 'Contact Us') · secondary: outlined (default). */
  variant?: 'primary' | 'secondary';
}

/**
 * A call to action in `Menu.Actions`: a link drawn as a large full-width button, marked
 * `aria-current="page"` when it is the current page. Choosing it closes the menu.
 */
export function MenuAction({ href, variant = 'secondary', className, children, ...rest }: MenuActionProps) {
  const { linkProps } = useMenuLink('Menu.Action', href, rest);
  return (
    <Button {...linkProps} variant={variant} size="lg" fullWidth className={cx(styles.action, className)}>
      {children}
    </Button>
  );
}

export type MenuFooterProps = ComponentProps<'div'>;

/** Settings after the navigation (e.g. a `ThemeSwitch`), set off by a hairline. */
export function MenuFooter({ className, ...rest }: MenuFooterProps) {
  return <div {...rest} className={cx(styles.footer, className)} />;
}
