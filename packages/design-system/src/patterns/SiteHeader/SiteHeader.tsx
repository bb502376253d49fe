import { useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { useScrollThreshold } from '../../hooks';
import { Container } from '../../layout';
import { cx } from '../../utils/cx';
import { ariaCurrent } from '../../utils/ariaCurrent';
import { Button } from '../../primitives/Button';
import { Link } from '../../primitives/LinkProvider';
import { Menu, type MenuAction, type MenuItem } from '../../primitives/Menu';
import * as styles from './SiteHeader.css';

export type SiteHeaderLink = MenuItem;
export type SiteHeaderAction = MenuAction;

export interface SiteHeaderProps extends Omit<ComponentPropsWithoutRef<'header'>, 'children'> {
  /** The wordmark: text or a logo. It links to `brandHref`. */
  brand: ReactNode;
  /** The wordmark link's accessible name, e.g. 'Northwind Digital, home'. Include the visible text. */
  brandLabel?: string;
  /** Where the wordmark goes (default '/'). */
  brandHref?: string;
  /** Shows the small primary-to-accent tile before the wordmark (default true). */
  brandMark?: boolean;
  /** The section links: inline from lg (1024 px), in the menu below. */
  links: SiteHeaderLink[];
  /** Calls to action after the links (e.g. 'Book a call', and 'Contact us' as `variant: 'primary'`). */
  actions?: SiteHeaderAction[];
  /** The current page's path: the link with this `href` is marked `aria-current="page"`. */
  currentPath?: string;
  /** Scrolled more than this many pixels, the transparent bar turns solid (default 100). */
  scrollThreshold?: number;
  /** The navigation landmark's name (default 'Main'). */
  navLabel?: string;
  /** The small-screen menu's name and heading (default 'Site menu'). */
  menuLabel?: string;
  /**
   * Settings beside the calls to action from lg (e.g. a compact `ThemeSwitch`), and `menuTools` (or
   * these) at the foot of the small-screen menu.
   */
  tools?: ReactNode;
  /** What the small-screen menu shows of `tools` (e.g. the same switch with its labels written out). */
  menuTools?: ReactNode;
  /** Called when the small-screen menu opens or closes. */
  onMenuOpenChange?: (open: boolean) => void;
}

/**
 * The site's fixed navigation bar (`vars.size.navHeight` tall: pad the page's top by as much).
 * Transparent at the top of the page, a blurred near-white surface with a shadow once scrolled past
 * `scrollThreshold`. From lg it shows the links and the calls to action inline; below, a hamburger
 * opens the Menu with the same links (the bar turns solid while it is open, one sheet with the
 * panel). `data-scrolled` on the `<header>` exposes the scroll state.
 */
export function SiteHeader({
  brand,
  brandLabel,
  brandHref = '/',
  brandMark = true,
  links,
  actions = [],
  currentPath,
  scrollThreshold = 100,
  navLabel = 'Main',
  menuLabel = 'Site menu',
  onMenuOpenChange,
  tools,
  menuTools = tools,
  className,
  ...rest
}: SiteHeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const scrolled = useScrollThreshold(scrollThreshold);

  const current = (href: string) => ariaCurrent(href, currentPath);

  return (
    <header
      {...rest}
      className={cx(styles.root, className)}
      data-scrolled={scrolled ? 'true' : 'false'}
      data-menu-open={menuOpen ? 'true' : undefined}
    >
      <Container className={styles.bar}>
        <Link href={brandHref} className={styles.brand} aria-label={brandLabel} aria-current={current(brandHref)}>
          {brandMark && <span className={styles.mark} aria-hidden="true" />}
          {brand}
        </Link>
        <nav aria-label={navLabel} className={styles.nav}>
          <ul className={styles.list}>
            {links.map((link) => (
              <li key={link.href}>
                <Link href={link.href} className={styles.link} aria-current={current(link.href)}>
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
          {actions.length > 0 && (
            <div className={styles.actions}>
              {actions.map((action) => (
                <Button
                  key={action.href}
                  href={action.href}
                  variant={action.variant ?? 'secondary'}
                  aria-current={current(action.href)}
                >
                  {action.label}
                </Button>
              ))}
            </div>
          )}
          <Menu
            label={menuLabel}
            items={links}
            actions={actions}
            footer={menuTools}
            currentPath={currentPath}
            open={menuOpen}
            onOpenChange={(open) => {
              setMenuOpen(open);
              onMenuOpenChange?.(open);
            }}
            hideFrom="lg"
            className={styles.trigger}
          />
        </nav>
        {tools && <div className={styles.tools}>{tools}</div>}
      </Container>
    </header>
  );
}
