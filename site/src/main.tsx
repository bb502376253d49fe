import '@agency/design-system/fonts.css';
import { lightTheme } from '@agency/design-system';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { AppRoutes, preloadPagesOf } from './app/routes';
import { moveStylesheetsToHead } from './app/stylesheetsToHead';
import { createEmailJsSender } from './integrations/email';
import { createFirebaseBackedIdentity } from './integrations/identity';

document.documentElement.classList.add(lightTheme);
moveStylesheetsToHead();

function samePath(prerendered: string | undefined, current: string): boolean {
  const normal = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);
  return prerendered !== undefined && normal(prerendered) === normal(current);
}

const container = document.getElementById('root')!;
// A prerendered page (the production build) is hydrated when it shows this path. The host's 404 page,
// served for any unknown path, may show another route's page (e.g. a project id that does not exist),
// and the dev server's root is empty: those are rendered afresh.
const hydrate = samePath(container.dataset.prerenderedPath, window.location.pathname);
await preloadPagesOf(window.location.pathname);

const app = (
  <StrictMode>
    <App identity={createFirebaseBackedIdentity()} email={createEmailJsSender()}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </App>
  </StrictMode>
);

if (hydrate) hydrateRoot(container, app);
else {
  // Rendering afresh over another page's HTML (the host's 404 page): drop that page's metadata, so
  // React's own for this path is the only one.
  for (const stale of document.head.querySelectorAll(
    'meta[name="description"], meta[name="robots"], meta[property^="og:"], meta[name^="twitter:"], link[rel="canonical"]',
  ))
    stale.remove();
  createRoot(container).render(app);
}
