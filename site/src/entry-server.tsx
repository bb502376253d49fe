/**
 * The page renderer (Vite's server-side rendering guide: `vite build --ssr`, run by
 * `tools/build/prerender.mjs`, and loaded by the dev server): one page of the site to HTML, for the
 * template's `<!--app-head-->` and `<!--app-html-->`. The page is static HTML; each island in it
 * (`<Island>`) is rendered as a root of its own, as the browser hydrates it.
 */
import '@agency/design-system/fonts.css';
import { noScriptStyles, splashFallbackStyles, type GlyphHref } from '@agency/design-system';
import { StrictMode, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { App } from './app/App';
import { pageHeadMarks } from './app/meta';
import { OfflinePage } from './app/OfflinePage';
import { SplashRendered } from './app/PageFrame';
import { AppRoutes, loadRoute } from './app/routes';
import { splash as splashSettings } from './content/constants';
import { islandSlot, PlacedIslandsContext, type PlacedIslands } from './islands/Island';
import { IslandFrame } from './islands/IslandFrame';
import { islands, type IslandExports } from './islands/registry';
import { pageGlyphs } from './ui/icons/glyphs/pageGlyphs';
import glyphSprite from './ui/icons/glyphs/glyphs.svg?raw';
import { logoSheet, LogoSheetContext } from './ui/icons/logos/logoSheet';
import { pageSheet } from './ui/icons/pageSheet';
import { logoSprites } from './ui/icons/logos/logoSprites';

export interface RenderedPage {
  /** The page's head tags, and the styles that lift the splash when no script does. */
  head: string;
  /** The page's markup, its islands' included. */
  html: string;
}

/**
 * The tags React places in the document's head (the page's title, meta and link tags, and preloads
 * of its own): rendering into `#root` rather than the whole document, it emits them first, before the
 * app's markup.
 */
const leadingHeadTags = /^(?:<title>[^<]*<\/title>|<(?:meta|link)\b[^>]*>)*/;

/**
 * Renders to HTML: `prerender` waits for every lazy part, so the whole page is in the HTML; never
 * outlining a boundary keeps it free of inline scripts, which the Content-Security-Policy forbids.
 */
async function toHtml(element: ReactNode, identifierPrefix?: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(<StrictMode>{element}</StrictMode>, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
    ...(identifierPrefix === undefined ? {} : { identifierPrefix }),
  });
  let markup = '';
  for await (const chunk of prelude) markup += String(chunk);
  return markup;
}

/** An island's own HTML: the tree `hydrateIsland` hydrates, with the same ids. */
async function renderIsland(name: keyof typeof islands, props: object, id: string, glyphs: GlyphHref): Promise<string> {
  const { default: Component, laterGlyphs = [] } = (await islands[name]()) as IslandExports<object>;
  // Asking for a glyph's href is what makes the page hold it.
  for (const glyph of laterGlyphs) glyphs(glyph);
  return toHtml(
    <IslandFrame glyphs={glyphs}>
      <Component {...props} />
    </IslandFrame>,
    id,
  );
}

/** Lifts the splash on time in CSS on a page whose first script did not run. */
const splashFallback = splashFallbackStyles({
  afterMs: splashSettings.durationMs,
  scriptAttribute: splashSettings.scriptAttribute,
});

/** Renders a page; `splash: false` for the measurement-only copy of the build without the splash. */
export async function render(pathname: string, { splash = true } = {}): Promise<RenderedPage> {
  await loadRoute(pathname);
  const placed: PlacedIslands = new Map();
  const icons = pageSheet();
  const logos = logoSheet(icons, logoSprites);
  const glyphs = pageGlyphs(icons, glyphSprite);
  const staticMarkup = await toHtml(
    <PlacedIslandsContext value={placed}>
      <LogoSheetContext value={logos}>
        <SplashRendered value={splash}>
          <App glyphs={glyphs}>
            <StaticRouter location={pathname}>
              <AppRoutes />
            </StaticRouter>
          </App>
        </SplashRendered>
      </LogoSheetContext>
    </PlacedIslandsContext>,
  );
  let markup = icons.place(staticMarkup);
  for (const { id, name, props } of placed.values()) {
    markup = markup.replace(islandSlot(id), await renderIsland(name, props, id, glyphs));
  }
  icons.assertBoxed(markup);
  markup += icons.markup();
  const headTags = leadingHeadTags.exec(markup)?.[0] ?? '';
  const withoutScript = renderToStaticMarkup(
    <>
      <style dangerouslySetInnerHTML={{ __html: splashFallback }} />
      <noscript>
        <style dangerouslySetInnerHTML={{ __html: noScriptStyles }} />
      </noscript>
    </>,
  );
  return {
    head: `<!--${pageHeadMarks.start}-->${headTags}<!--${pageHeadMarks.end}-->${withoutScript}`,
    html: markup.slice(headTags.length),
  };
}

/** The offline page (`offline.html`): its head tags and its markup, a document without a script. */
export function renderOfflinePage(): RenderedPage {
  const markup = renderToStaticMarkup(<OfflinePage />);
  const headTags = leadingHeadTags.exec(markup)?.[0] ?? '';
  return { head: headTags, html: markup.slice(headTags.length) };
}

export { routePages, notFoundPage, isPrerendered } from './app/routeTable';
export { feedXml, sitemapXml, robotsTxt } from './app/crawlerFiles';
export { systemTheme as themeClass, themeChoiceScript, revealOnScrollScript } from '@agency/design-system';
export { startPageScript } from './shell/startPage';
export { splash } from './content/constants';
