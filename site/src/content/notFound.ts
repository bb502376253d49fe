/** Page shown for a route that does not exist. */

export const notFound = {
  code: 404,
  title: 'Page not found',
  message:
    'The page you are looking for has moved or never existed. The home page has links to everything on the site.',
  action: { label: 'Back to Home', href: '/' },
} as const;
