// @ts-check
/** The site's pages as a visitor reaches them (the spec's route table, with a project page), for the hosting tests and the benchmark. */
export const siteRoutes = [
  '/',
  '/products',
  '/solutions',
  '/developers',
  '/resources',
  '/about',
  '/contact',
  '/booking',
  '/projects',
  '/projects/1',
  '/login',
  '/assessmentForm',
];
