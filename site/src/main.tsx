import '@agency/design-system/fonts.css';
import { systemTheme } from '@agency/design-system';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { removeRenderedHeadTags } from './app/meta';
import { AppRoutes, preloadRoute } from './app/routes';
import { isPrerendered } from './app/routeTable';
import { createEmailJsSender } from './integrations/email';
import { createFirebaseBackedIdentity } from './integrations/identity';

document.documentElement.classList.add(systemTheme);

const app = (
  <StrictMode>
    <App identity={createFirebaseBackedIdentity()} email={createEmailJsSender()}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </App>
  </StrictMode>
);

const container = document.getElementById('root')!;
const [, prerendered] = await Promise.all([
  preloadRoute(window.location.pathname),
  isPrerendered(window.location.pathname),
]);
// The host's 404.html answers any path it has no page for (an unknown project id among them): that
// page is rendered afresh rather than hydrated, with head tags of its own.
if (container.firstElementChild && prerendered) hydrateRoot(container, app);
else {
  removeRenderedHeadTags();
  createRoot(container).render(app);
}
