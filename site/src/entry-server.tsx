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
import { OfflinePage } from './app/OfflinePage';
import { AppRoutes, preloadRoute } from './app/routes';
import type { EmailSender } from './integrations/email';
import type { Identity } from './integrations/identity';
import type { RouteModule } from './pages/routeModule';
import { pageHeadMarks } from './app/meta';

/** At build time nobody is signed in or sending: the identity never reports, so the splash shows. */
const buildTimeIdentity: Identity = {
  onUserChanged: () => () => {},
  prepare: () => {},
  signIn: () => Promise.reject(new Error('Not available while prerendering')),
  idToken: () => Promise.reject(new Error('Not available while prerendering')),
  signOut: () => Promise.resolve(),
};
const buildTimeEmail: EmailSender = {
  send: () => Promise.reject(new Error('Not available while prerendering')),
};

export interface RenderedPage {
  /** The page's head tags, and the style that lifts the splash when JavaScript is off. */
  head: string;
  /** The app's markup. */
  html: string;
  /** The route module, as Vite's manifest names it (for the page's module preloads). */
  module: string;
}

/** Every route module, by its source file: the route table imports them by function, which names no file. */
const routeModules = import.meta.glob<RouteModule>('./pages/*/*Page.tsx', { eager: true });

/** The source file of a route module, as Vite's manifest names it (`src/pages/Home/HomePage.tsx`). */
function sourceOf(module: RouteModule): string {
  const file = Object.keys(routeModules).find((key) => routeModules[key]?.default === module.default);
  if (!file) throw new Error(`No route module under src/pages/ exports ${module.default.name}`);
  return `src/${file.slice('./'.length)}`;
}

/**
 * The tags React places in the document's head (the page's title, meta and link tags, and preloads
 * of its own): rendering into `#root` rather than the whole document, it emits them first, before the
 * app's markup.
 */
const leadingHeadTags = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)*/;

export async function render(pathname: string): Promise<RenderedPage> {
  const module = await preloadRoute(pathname);
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
  let markup = '';
  for await (const chunk of prelude) markup += String(chunk);
  const headTags = leadingHeadTags.exec(markup)?.[0] ?? '';
  const noScript = renderToStaticMarkup(
    <noscript>
      <style dangerouslySetInnerHTML={{ __html: noScriptStyles }} />
    </noscript>,
  );
  return {
    head: `<!--${pageHeadMarks.start}-->${headTags}<!--${pageHeadMarks.end}-->${noScript}`,
    html: markup.slice(headTags.length),
    module: sourceOf(module),
  };
}

/** The offline page (`offline.html`): its head tags and its markup, a document without a script. */
export function renderOfflinePage(): Omit<RenderedPage, 'module'> {
  const markup = renderToStaticMarkup(<OfflinePage />);
  const headTags = leadingHeadTags.exec(markup)?.[0] ?? '';
  return { head: headTags, html: markup.slice(headTags.length) };
}

export { routePages, notFoundPage, isPrerendered } from './app/routeTable';
export { feedXml, sitemapXml, robotsTxt } from './app/crawlerFiles';
export { systemTheme as themeClass, themeChoiceScript, revealOnScrollScript } from '@agency/design-system';
