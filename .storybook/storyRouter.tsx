// Story helpers shared by the navigation stories (not part of the package).
import { createContext, useContext } from 'react';
import type { LinkComponentProps } from '@agency/design-system';

/** The site's four section links. */
export const demoNavLinks = [
  { href: '/products', label: 'Products' },
  { href: '/solutions', label: 'Solutions' },
  { href: '/developers', label: 'Developers' },
  { href: '/resources', label: 'Resources' },
];

/** The two calls to action of the navigation bar. */
export const demoNavActions = [
  { href: '/booking', label: 'Booking Now' },
  { href: '/contact', label: 'Contact Us', variant: 'primary' as const },
];

/** Stands in for the site's router: following a link changes the story's current page instead. */
export const NavigateContext = createContext<(href: string) => void>(() => {});

export function StoryRouterLink({ href, onClick, children, ...props }: LinkComponentProps) {
  const navigate = useContext(NavigateContext);
  return (
    <a
      data-router-link=""
      {...props}
      href={href}
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}
