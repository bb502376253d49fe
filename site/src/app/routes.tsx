import { matchRoutes, useRoutes, type RouteObject } from 'react-router-dom';
import { AppShell } from './AppShell';
import { lazyPage, type LazyPage } from './lazyPage';

/** What the prerenderer and the client need to know about a route's page. */
export interface PageHandle {
  /** Path of the page's module from the site root, as in Vite's build manifest (the build checks it). */
  module: string;
  page: LazyPage;
}

function page(module: string, load: Parameters<typeof lazyPage>[0]): Pick<RouteObject, 'element' | 'handle'> {
  const Page = lazyPage(load);
  return { element: <Page />, handle: { module, page: Page } satisfies PageHandle };
}

/** The spec's route table (section 2): all routes open, no guard. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { index: true, ...page('src/pages/Home/HomePage.tsx', () => import('../pages/Home/HomePage')) },
      {
        path: 'products',
        ...page('src/pages/Products/ProductsPage.tsx', () => import('../pages/Products/ProductsPage')),
      },
      {
        path: 'solutions',
        ...page('src/pages/Solutions/SolutionsPage.tsx', () => import('../pages/Solutions/SolutionsPage')),
      },
      {
        path: 'developers',
        ...page('src/pages/Developers/DevelopersPage.tsx', () => import('../pages/Developers/DevelopersPage')),
      },
      {
        path: 'resources',
        ...page('src/pages/Resources/ResourcesPage.tsx', () => import('../pages/Resources/ResourcesPage')),
      },
      { path: 'about', ...page('src/pages/About/AboutPage.tsx', () => import('../pages/About/AboutPage')) },
      { path: 'contact', ...page('src/pages/Contact/ContactPage.tsx', () => import('../pages/Contact/ContactPage')) },
      { path: 'booking', ...page('src/pages/Booking/BookingPage.tsx', () => import('../pages/Booking/BookingPage')) },
      {
        path: 'projects',
        ...page('src/pages/Projects/ProjectsPage.tsx', () => import('../pages/Projects/ProjectsPage')),
      },
      // The spec's not-found link points to /project; both readings reach the list.
      {
        path: 'project',
        ...page('src/pages/Projects/ProjectsPage.tsx', () => import('../pages/Projects/ProjectsPage')),
      },
      {
        path: 'projects/:id',
        ...page(
          'src/pages/ProjectDetail/ProjectDetailPage.tsx',
          () => import('../pages/ProjectDetail/ProjectDetailPage'),
        ),
      },
      { path: 'login', ...page('src/pages/Login/LoginPage.tsx', () => import('../pages/Login/LoginPage')) },
      {
        path: 'assessmentForm',
        ...page(
          'src/pages/AssessmentForm/AssessmentFormPage.tsx',
          () => import('../pages/AssessmentForm/AssessmentFormPage'),
        ),
      },
      { path: '*', ...page('src/pages/NotFound/NotFoundPage.tsx', () => import('../pages/NotFound/NotFoundPage')) },
    ],
  },
];

/** The pages a path shows (their handles: module path and lazy component). */
export function pagesOf(path: string): PageHandle[] {
  return (matchRoutes(routes, path) ?? []).flatMap(({ route }) => (route.handle ? [route.handle as PageHandle] : []));
}

/** Loads the code of the pages `path` shows, before a prerendered page is hydrated. */
export async function preloadPagesOf(path: string): Promise<void> {
  await Promise.all(pagesOf(path).map((handle) => handle.page.preload()));
}

/** The site's routes, inside whichever router the caller provides (browser or static). */
export function AppRoutes() {
  return useRoutes(routes);
}
