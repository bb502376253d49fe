// Story helpers shared by the stories whose links navigate (not part of any package).
import type { Decorator } from '@storybook/react-vite';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { LinkProvider, Stack, vars, type LinkComponentProps } from '@agency/design-system';

/** A demo brand's four section links. */
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

/** Stands in for an app's router: following a link changes the story's current page instead. */
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
        if (event.defaultPrevented) return;
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

function StoryRouter({
  initialPath,
  fullBleed,
  children,
}: {
  initialPath: string;
  fullBleed: boolean;
  children: ReactNode;
}) {
  const [path, setPath] = useState(initialPath);
  const status = (
    <p
      role="status"
      style={{
        padding: fullBleed ? vars.space[4] : undefined,
        color: vars.color.textMuted,
        fontSize: vars.font.size.sm,
      }}
    >
      Current page: {path}
    </p>
  );
  return (
    <NavigateContext.Provider value={setPath}>
      <LinkProvider component={StoryRouterLink}>
        {fullBleed ? (
          <>
            {children}
            {status}
          </>
        ) : (
          <Stack gap="4">
            {children}
            {status}
          </Stack>
        )}
      </LinkProvider>
    </NavigateContext.Provider>
  );
}

/**
 * Renders the story's internal links as client-side navigations it can observe: a status line under
 * the story says the current page (`fullBleed`: padded, for a full-width story).
 */
export const withStoryRouter =
  (initialPath = '/', { fullBleed = false } = {}): Decorator =>
  (Story) => (
    <StoryRouter initialPath={initialPath} fullBleed={fullBleed}>
      <Story />
    </StoryRouter>
  );
