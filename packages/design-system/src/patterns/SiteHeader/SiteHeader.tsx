import { createContext, use, useState, type ComponentProps, type ReactNode } from 'react';
import { useScrollThreshold } from '../../hooks';
import { Container } from '../../layout';
import { cx } from '../../utils/cx';
import { ariaCurrent } from '../../utils/ariaCurrent';
import { Button } from '../../primitives/Button';
import { Link } from '../../primitives/LinkProvider';
import { Menu, type MenuTriggerProps } from '../../primitives/Menu';
import * as styles from './SiteHeader.css';

/** A link of the bar and its menu. */
export interface SiteHeaderLink {
  /** Where the link goes; internal paths render through the LinkProvider's router link. */
  href: string;
  label: string;
}

/** A call to action: a link drawn as a button. */
export interface SiteHeaderAction extends SiteHeaderLink {
  /** primary: the one main call to action (e.g. 'Contact Us') · secondary: outlined (default). */
  variant?: 'primary' | 'secondary';
}

interface HeaderState {
  currentPath?: string;
  menuOpen: boolean;
  setMenuOpen: (open: boolean) => void;
}

const HeaderContext = createContext<HeaderState>({ menuOpen: false, setMenuOpen: () => {} });

const NavContext = createContext<{ links: readonly SiteHeaderLink[]; actions: readonly SiteHeaderAction[] }>({
  links: [],
  actions: [],
});

export interface SiteHeaderRootProps extends ComponentProps<'header'> {
  /** `SiteHeader.Brand`, `SiteHeader.Nav` and `SiteHeader.Tools`, in this order. */
  children: ReactNode;
  /** The current page's path: the links with this `href` are marked `aria-current="page"`. */
  currentPath?: string;
  /** Scrolled more than this many pixels, the transparent bar turns solid (default 100). */
  scrollThreshold?: number;
}

/**
 * The site's fixed navigation bar (`vars.size.navHeight` tall: pad the page's top by as much).
 * Transparent at the top of the page, a blurred near-white surface with a shadow once scrolled past
 * `scrollThreshold`, and solid while the small-screen menu is open (one sheet with its panel).
 * `data-scrolled` on the `<header>` exposes the scroll state.
 */
export function SiteHeaderRoot({
  currentPath,
  scrollThreshold = 100,
  className,
  children,
  ...rest
}: SiteHeaderRootProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const scrolled = useScrollThreshold(scrollThreshold);
  return (
    <header
      {...rest}
      className={cx(styles.root, className)}
      data-scrolled={scrolled ? 'true' : 'false'}
      data-menu-open={menuOpen ? 'true' : undefined}
      // A page may keep `data-scrolled` itself before the header hydrates (a static page's script).
      suppressHydrationWarning
    >
      <HeaderContext value={{ currentPath, menuOpen, setMenuOpen }}>
        <Container className={styles.bar}>{children}</Container>
      </HeaderContext>
    </header>
  );
}

export interface SiteHeaderBrandProps extends Omit<ComponentProps<'a'>, 'href'> {
  /** The wordmark: text or a logo. Give the link an `aria-label` (including the visible text) to say where it goes. */
  children: ReactNode;
  /** Where the wordmark goes (default '/'). */
  href?: string;
  /** Shows the small primary-to-accent tile before the wordmark (default true). */
  mark?: boolean;
}

/** The wordmark, a link home. */
export function SiteHeaderBrand({ href = '/', mark = true, className, children, ...rest }: SiteHeaderBrandProps) {
  const { currentPath } = use(HeaderContext);
  return (
    <Link {...rest} href={href} className={cx(styles.brand, className)} aria-current={ariaCurrent(href, currentPath)}>
      {mark && <span className={styles.mark} aria-hidden="true" />}
      {children}
    </Link>
  );
}

export interface SiteHeaderNavProps extends Omit<ComponentProps<'nav'>, 'aria-label'> {
  /** The section links: inline from lg (1024 px), in the `SiteHeader.Menu` below. */
  links: readonly SiteHeaderLink[];
  /** Calls to action after the links (e.g. 'Book a call', and 'Contact us' as `variant: 'primary'`). */
  actions?: readonly SiteHeaderAction[];
  /** The navigation landmark's name (default 'Main'). */
  label?: string;
  /** `SiteHeader.Menu`, which offers the same links on small screens. */
  children?: ReactNode;
}

/** The navigation landmark: the links and calls to action inline from lg, and the menu below. */
export function SiteHeaderNav({
  links,
  actions = [],
  label = 'Main',
  className,
  children,
  ...rest
}: SiteHeaderNavProps) {
  const { currentPath } = use(HeaderContext);
  const current = (href: string) => ariaCurrent(href, currentPath);
  return (
    <nav {...rest} aria-label={label} className={cx(styles.nav, className)}>
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
      <NavContext value={{ links, actions }}>{children}</NavContext>
    </nav>
  );
}

/** The trigger's own attributes: they, the class name and the ref go to the hamburger button in the bar. */
export interface SiteHeaderMenuProps extends Omit<MenuTriggerProps, 'label'> {
  /** The menu's name and heading (default 'Site menu'). */
  label?: string;
  /** The hamburger button's accessible name (default 'Open menu'). */
  openLabel?: string;
  /** The close button's accessible name (default 'Close menu'). */
  closeLabel?: string;
  /**
   * The menu's links, in order. One with a `variant` is a call to action: a full-width button under
   * the others. Default: the nav's `links`, then its `actions` (as buttons).
   */
  links?: readonly SiteHeaderAction[];
  /** Settings at the foot of the menu (e.g. a `ThemeSwitch` with its labels written out). */
  tools?: ReactNode;
  /** Called when the menu opens or closes. */
  onOpenChange?: (open: boolean) => void;
}

/**
 * Below lg, a hamburger in `SiteHeader.Nav` that opens a `Menu` with the nav's links and calls to
 * action (or `links`); the panel's code loads when the menu is about to open.
 */
export function SiteHeaderMenu({
  label = 'Site menu',
  openLabel,
  closeLabel,
  links,
  tools,
  onOpenChange,
  className,
  ...rest
}: SiteHeaderMenuProps) {
  const { currentPath, menuOpen, setMenuOpen } = use(HeaderContext);
  const nav = use(NavContext);
  const entries: readonly SiteHeaderAction[] = links ?? [
    ...nav.links,
    ...nav.actions.map((action) => ({ ...action, variant: action.variant ?? 'secondary' })),
  ];
  const rows = entries.filter((link) => !link.variant);
  const actions = entries.filter((link) => link.variant);
  return (
    <Menu.Root
      open={menuOpen}
      onOpenChange={(open) => {
        setMenuOpen(open);
        onOpenChange?.(open);
      }}
      hideFrom="lg"
      currentPath={currentPath}
    >
      <Menu.Trigger {...rest} label={openLabel} className={cx(styles.trigger, className)} />
      <Menu.Content label={label}>
        <Menu.Close label={closeLabel} />
        <Menu.Nav>
          <Menu.List>
            {rows.map((link) => (
              <Menu.Item key={link.href} href={link.href}>
                {link.label}
              </Menu.Item>
            ))}
          </Menu.List>
          {actions.length > 0 && (
            <Menu.Actions>
              {actions.map((action) => (
                <Menu.Action key={action.href} href={action.href} variant={action.variant}>
                  {action.label}
                </Menu.Action>
              ))}
            </Menu.Actions>
          )}
        </Menu.Nav>
        {tools && <Menu.Footer>{tools}</Menu.Footer>}
      </Menu.Content>
    </Menu.Root>
  );
}

export type SiteHeaderToolsProps = ComponentProps<'div'>;

/** Settings after the navigation from lg (e.g. a compact `ThemeSwitch`); give the menu its own through `tools`. */
export function SiteHeaderTools({ className, ...rest }: SiteHeaderToolsProps) {
  return <div {...rest} className={cx(styles.tools, className)} />;
}
