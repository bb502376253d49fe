/**
 * The prerender's entry (Vite's server-side rendering guide: `vite build --ssr`, run by
 * `tools/build/prerender.mjs`): one page of the site to HTML, for the template's `<!--app-head-->`
 * and `<!--app-html-->`.
 */
import { noScriptStyles } from '@agency/design-system';
import { StrictMode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App';
import { MetaTags } from './app/meta';
import { AppRoutes, preloadRoute } from './app/routes';
import { matchRoute } from './app/routeTable';
import type { EmailSender } from './integrations/email';
import type { Identity } from './integrations/identity';

/** At build time nobody is signed in or sending: the identity never reports, so the splash shows. */
const buildTimeIdentity: Identity = {
  onUserChanged: () => () => {},
  signIn: () => Promise.reject(new Error('Not available while prerendering')),
  idToken: () => Promise.reject(new Error('Not available while prerendering')),
  signOut: () => Promise.resolve(),
};
const buildTimeEmail: EmailSender = {
  send: () => Promise.reject(new Error('Not available while prerendering')),
};

export interface RenderedPage {
  /** The route's metadata tags, and the style that lifts the splash when JavaScript is off. */
  head: string;
  /** The app's markup. */
  html: string;
  /** The route module, as Vite's manifest names it (for the page's module preloads). */
  module: string;
}

export async function render(pathname: string): Promise<RenderedPage> {
  const { route, params } = matchRoute(pathname);
  const { meta } = await preloadRoute(pathname);
  const head = renderToStaticMarkup(
    <>
      <MetaTags meta={meta(params)} pathname={pathname} />
      <noscript>
        <style dangerouslySetInnerHTML={{ __html: noScriptStyles }} />
      </noscript>
    </>,
  );
  // `prerender` waits for every lazy part, so the whole page is in the HTML; never outlining a
  // boundary keeps it free of inline scripts, which the Content-Security-Policy forbids.
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <App identity={buildTimeIdentity} email={buildTimeEmail}>
        <StaticRouter location={pathname}>
          <AppRoutes />
        </StaticRouter>
      </App>
    </StrictMode>,
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { head, html, module: `src/pages/${route.page}.tsx` };
}

export { routePages, notFoundPage } from './app/routeTable';
export { sitemapXml, robotsTxt } from './app/crawlerFiles';
export { systemTheme as themeClass, themeChoiceScript, revealOnScrollScript } from '@agency/design-system';
