import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router-dom';
import { AppShell } from './AppShell';

type PageModule = { default: ComponentType };

/** A route whose page code loads on first visit, so the first view ships only its own page. */
function page(load: () => Promise<PageModule>): Pick<RouteObject, 'lazy'> {
  return { lazy: async () => ({ Component: (await load()).default }) };
}

/** The spec's route table (section 2): all routes open, no guard. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      { index: true, ...page(() => import('../pages/Home/HomePage')) },
      { path: 'products', ...page(() => import('../pages/Products/ProductsPage')) },
      { path: 'solutions', ...page(() => import('../pages/Solutions/SolutionsPage')) },
      { path: 'developers', ...page(() => import('../pages/Developers/DevelopersPage')) },
      { path: 'resources', ...page(() => import('../pages/Resources/ResourcesPage')) },
      { path: 'about', ...page(() => import('../pages/About/AboutPage')) },
      { path: 'contact', ...page(() => import('../pages/Contact/ContactPage')) },
      { path: 'booking', ...page(() => import('../pages/Booking/BookingPage')) },
      { path: 'projects', ...page(() => import('../pages/Projects/ProjectsPage')) },
      // The spec's not-found link points to /project; both readings reach the list.
      { path: 'project', ...page(() => import('../pages/Projects/ProjectsPage')) },
      { path: 'projects/:id', ...page(() => import('../pages/ProjectDetail/ProjectDetailPage')) },
      { path: 'login', ...page(() => import('../pages/Login/LoginPage')) },
      { path: 'assessmentForm', ...page(() => import('../pages/AssessmentForm/AssessmentFormPage')) },
      { path: '*', ...page(() => import('../pages/NotFound/NotFoundPage')) },
    ],
  },
];
