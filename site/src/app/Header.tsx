import { SiteHeader, ThemeSwitch } from '@agency/design-system';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { nav } from '../content/constants';
import { navigation } from '../content/navigation';

const links = navigation.sections.map(({ label, href }) => ({ label, href }));
const actions = [
  { ...navigation.booking, variant: 'secondary' as const },
  { ...navigation.contact, variant: 'primary' as const },
];

/**
 * A route chosen from the open menu starts at the top. The menu locks page scrolling while it is
 * open, which swallows the router's scroll-to-top; this repeats it once the lock is gone.
 */
function useScrollTopAfterMenuNavigation(pathname: string) {
  const [menuOpen, setMenuOpen] = useState(false);
  const pathWhenOpened = useRef<string | null>(null);
  useEffect(() => {
    if (menuOpen) {
      pathWhenOpened.current ??= pathname;
      return;
    }
    const moved = pathWhenOpened.current !== null && pathWhenOpened.current !== pathname;
    pathWhenOpened.current = null;
    if (!moved) return;
    const frame = requestAnimationFrame(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    return () => cancelAnimationFrame(frame);
  }, [menuOpen, pathname]);
  return setMenuOpen;
}

/** The fixed navigation bar, as the spec describes it. */
export function Header() {
  const { pathname } = useLocation();
  const onMenuOpenChange = useScrollTopAfterMenuNavigation(pathname);
  return (
    <SiteHeader.Root currentPath={pathname} scrollThreshold={nav.scrolledThresholdPx}>
      <SiteHeader.Brand href={navigation.home.href} aria-label={navigation.home.ariaLabel}>
        {navigation.home.label}
      </SiteHeader.Brand>
      <SiteHeader.Nav label={navigation.ariaLabel} links={links} actions={actions}>
        <SiteHeader.Menu
          onOpenChange={onMenuOpenChange}
          tools={<ThemeSwitch label={navigation.theme.label} choiceLabels={navigation.theme.choices} showLabels />}
        />
      </SiteHeader.Nav>
      <SiteHeader.Tools>
        <ThemeSwitch label={navigation.theme.label} choiceLabels={navigation.theme.choices} />
      </SiteHeader.Tools>
    </SiteHeader.Root>
  );
}
