// The site menu from Menu's parts: the trigger in the bar, the panel with its links, an action and the theme switch.
import { Menu, ThemeSwitch } from '@agency/design-system';

const links = [
  { href: '#services', label: 'Services' },
  { href: '#reviews', label: 'Reviews' },
];

export function SiteMenu() {
  return (
    // The bar shows no links of its own, so the menu serves every width.
    <Menu.Root hideFrom={false}>
      <Menu.Trigger label="Open the menu" />
      <Menu.Content label="Harbour Lane Cycles">
        <Menu.Close label="Close the menu" />
        <Menu.Nav aria-label="Sections">
          <Menu.List>
            {links.map(({ href, label }) => (
              <Menu.Item key={href} href={href}>
                {label}
              </Menu.Item>
            ))}
          </Menu.List>
          <Menu.Actions>
            <Menu.Action href="#book" variant="primary">
              Book a service
            </Menu.Action>
          </Menu.Actions>
        </Menu.Nav>
        <Menu.Footer>
          <ThemeSwitch showLabels />
        </Menu.Footer>
      </Menu.Content>
    </Menu.Root>
  );
}
