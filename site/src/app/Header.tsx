import { SiteHeader } from '@agency/design-system';
import { useLocation } from 'react-router-dom';
import { nav } from '../content/constants';
import { navigation } from '../content/navigation';

const links = navigation.sections.map(({ label, href }) => ({ label, href }));
const actions = [
  { ...navigation.booking, variant: 'secondary' as const },
  { ...navigation.contact, variant: 'primary' as const },
];

/** The fixed navigation bar (spec section 2, "Navigation bar"). */
export function Header() {
  const { pathname } = useLocation();
  return (
    <SiteHeader
      brand={navigation.home.label}
      brandLabel={navigation.home.ariaLabel}
      brandHref={navigation.home.href}
      links={links}
      actions={actions}
      currentPath={pathname}
      scrollThreshold={nav.scrolledThresholdPx}
      farThreshold={nav.secondScrollFlagPx}
      navLabel={navigation.ariaLabel}
    />
  );
}
