import { SiteHeader, ThemeSwitch } from '@agency/design-system';
import { nav } from '../content/constants';
import { navigation } from '../content/navigation';

const links = navigation.sections.map(({ label, href }) => ({ label, href }));
const actions = [
  { ...navigation.booking, variant: 'secondary' as const },
  { ...navigation.contact, variant: 'primary' as const },
];
/** The menu's links, in the content's order; the bar's calls to action are the same buttons there. */
const menuLinks = navigation.menuLinks.map((link) => actions.find((action) => action.href === link.href) ?? link);

/** The fixed navigation bar, as the spec describes it; `pathname` is the page's, for the current link. */
export function Header({ pathname }: { pathname: string }) {
  return (
    <SiteHeader.Root currentPath={pathname} scrollThreshold={nav.scrolledThresholdPx}>
      <SiteHeader.Brand href={navigation.home.href} aria-label={navigation.home.ariaLabel}>
        {navigation.home.label}
      </SiteHeader.Brand>
      <SiteHeader.Nav label={navigation.ariaLabel} links={links} actions={actions}>
        <SiteHeader.Menu
          openLabel={navigation.menuButton.open}
          closeLabel={navigation.menuButton.close}
          links={menuLinks}
          tools={<ThemeSwitch label={navigation.theme.label} choiceLabels={navigation.theme.choices} showLabels />}
        />
      </SiteHeader.Nav>
      <SiteHeader.Tools>
        <ThemeSwitch label={navigation.theme.label} choiceLabels={navigation.theme.choices} />
      </SiteHeader.Tools>
    </SiteHeader.Root>
  );
}
