import '@agency/design-system/fonts.css';
import { lightTheme } from '@agency/design-system';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from './app/App';
import { routes } from './app/routes';
import { createEmailJsSender } from './integrations/email';
import { createFirebaseBackedIdentity } from './integrations/identity';

document.documentElement.classList.add(lightTheme);

const router = createBrowserRouter(routes);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App router={router} identity={createFirebaseBackedIdentity()} email={createEmailJsSender()} />
  </StrictMode>,
);
