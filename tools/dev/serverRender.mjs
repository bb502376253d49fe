// @ts-check
/**
 * The dev server sends each page rendered, as the build prerenders it (Vite's server-side rendering
 * guide): `src/entry-server.tsx` loaded with `ssrLoadModule`, its head and markup put into
 * `index.html`, the theme's class on `<html>` and the remembered theme choice applied first (inline
 * here: the dev server sends no Content-Security-Policy; the build writes it to a file). So the splash
 * paints from the HTML, styled: the CSS of every style module the page's code imports is inline, in
 * `<style data-vite-dev-id>` elements that Vite's client takes over (it updates them on a hot update
 * instead of adding its own). It answers as the host does: a path without a page gets the not-found
 * page with status 404.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { designTokensDownload, designTokensPack } from '../build/designTokensPack.mjs';

/** @typedef {import('vite').ViteDevServer} ViteDevServer */
/** @typedef {import('vite').EnvironmentModuleNode} ModuleNode */

/** Where the page's code starts: the page renderer (its CSS is the site's stylesheet, as in the build). */
const entries = ['/src/entry-server.tsx'];

/**
 * The CSS modules the entries import, directly or not, in the order the browser applies them (a
 * module's imports before it, in source order), each in a `<style>` element.
 * @param {ViteDevServer} server
 */
async function pageStyles(server) {
  const { ssr } = server.environments;
  /** @type {Set<ModuleNode>} */
  const seen = new Set();
  /** @type {ModuleNode[]} */
  const styles = [];
  /** @param {ModuleNode | undefined} mod */
  const visit = (mod) => {
    if (!mod || seen.has(mod)) return;
    seen.add(mod);
    for (const dep of mod.importedModules) visit(dep);
    if (mod.id?.endsWith('.css')) styles.push(mod);
  };
  for (const url of entries) {
    // Cached unless changed; for the browser's entry (never run here) it records what it imports.
    await ssr.transformRequest(url);
    visit(await ssr.moduleGraph.getModuleByUrl(url));
  }
  return Promise.all(
    styles.map(async ({ id, url }) => {
      const { default: css } = await server.ssrLoadModule(`${url}?inline`);
      return `<style type="text/css" data-vite-dev-id="${id}">${css}</style>`;
    }),
  );
}

/** The page at `pathname` as the build would write it. @param {ViteDevServer} server @param {string} pathname */
async function renderPage(server, pathname) {
  const template = await readFile(join(server.config.root, 'index.html'), 'utf8');
  const entry = /** @type {import('../../site/src/entry-server.tsx')} */ (
    await server.ssrLoadModule('/src/entry-server.tsx')
  );
  // As the host does: a path without a prerendered page gets the not-found page, with status 404.
  const found = await entry.isPrerendered(pathname);
  const { head, html } = await entry.render(found ? pathname : entry.notFoundPage);
  const styles = await pageStyles(server);
  const page = (await server.transformIndexHtml(pathname, template))
    .replace('<html lang="en">', `<html lang="en" class="${entry.themeClass}">`)
    .replace(
      '<!--app-head-->',
      [
        `<script>${entry.themeChoiceScript}</script>`,
        `<script>${entry.startPageScript(entry.splash)}</script>`,
        head,
        ...styles,
      ].join('\n    '),
    )
    .replace('<!--app-html-->', html);
  return { status: found ? 200 : 404, page };
}

/**
 * Whether a request asks for a page, as a browser's navigation or `curl` does: GET or HEAD, for a path
 * without a file extension (a missing `/x.js` stays a 404), accepting HTML (or anything, or not saying).
 * @param {import('vite').Connect.IncomingMessage} req
 */
export function wantsPage(req) {
  const { pathname } = new URL(req.originalUrl ?? req.url ?? '/', 'http://localhost');
  const accept = req.headers.accept;
  return (
    (req.method === 'GET' || req.method === 'HEAD') &&
    !/\.[^/]*$/.test(pathname) &&
    (!accept || accept.includes('text/html') || accept.includes('*/*'))
  );
}

/**
 * The files the build writes beside the pages, answered from the same functions.
 * @type {Record<string, { type: string, body: (entry: import('../../site/src/entry-server.tsx')) => string | Promise<string> }>}
 */
const builtFiles = {
  '/sitemap.xml': { type: 'application/xml; charset=utf-8', body: (entry) => entry.sitemapXml() },
  '/robots.txt': { type: 'text/plain; charset=utf-8', body: (entry) => entry.robotsTxt() },
  '/feed.xml': { type: 'application/xml; charset=utf-8', body: (entry) => entry.feedXml() },
  [`/downloads/${designTokensDownload}`]: { type: 'application/json', body: () => designTokensPack() },
};

/** @returns {import('vite').Plugin} */
export function serverRenderedPages() {
  return {
    name: 'server-rendered-pages',
    apply: 'serve',
    // No index.html of Vite's own: the middleware below answers every page request. The browser's
    // modules are transformed ahead, and the home page rendered once, so a first visit is quick.
    config: () => ({ appType: 'custom', server: { warmup: { clientFiles: ['./src/islands/loader.ts'] } } }),
    configureServer(server) {
      server.httpServer?.once('listening', () => void renderPage(server, '/').catch(() => {}));
      return () =>
        server.middlewares.use(async (req, res, next) => {
          const file = builtFiles[new URL(req.originalUrl ?? '/', 'http://localhost').pathname];
          if (file && (req.method === 'GET' || req.method === 'HEAD')) {
            try {
              const entry = /** @type {import('../../site/src/entry-server.tsx')} */ (
                await server.ssrLoadModule('/src/entry-server.tsx')
              );
              res.writeHead(200, { 'Content-Type': file.type }).end(await file.body(entry));
            } catch (error) {
              next(error);
            }
            return;
          }
          if (!wantsPage(req)) return next();
          try {
            const { pathname } = new URL(req.originalUrl ?? '/', 'http://localhost');
            const { status, page } = await renderPage(server, pathname);
            // Node sends no body in answer to HEAD.
            res.writeHead(status, { 'Content-Type': 'text/html' }).end(page);
          } catch (error) {
            if (error instanceof Error) server.ssrFixStacktrace(error);
            next(error);
          }
        });
    },
  };
}
