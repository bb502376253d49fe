// @ts-check
/**
 * `npm run build`: the site, every page prerendered, in the pattern of Vite's server-side rendering
 * guide. The client build, a server build of `src/entry-server.tsx`, then one pass over the route
 * table's pages: each rendered into the built `index.html` with its head tags and its module preloads
 * from Vite's manifest. Also `404.html` (the host serves it for any other path), `sitemap.xml`,
 * `robots.txt`, `feed.xml` (resources and case studies), `downloads/design-tokens-starter-pack.json` (the
 * tokens of the repository, for the resource that offers them), `offline.html` and the service worker
 * `sw.js` (tools/build/buildServiceWorker.mjs), and `.vite/routes.json` (the route table's pages, for the
 * tests and the benchmark).
 *
 * `--splashless-out-dir <dir>` also writes the measurement-only copy of the build without the splash
 * (the same files, every page rendered without it), for the benchmark and most e2e tests. `--mode
 * development` builds React's development version, whose hydration warnings name any difference.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { designTokensDownload, designTokensPack } from './designTokensPack.mjs';
import { buildServiceWorker } from './buildServiceWorker.mjs';
import { compileHint } from './compileHint.mjs';
import { writeBuiltRoutes } from './routes.mjs';

const siteRoot = fileURLToPath(new URL('../../site/', import.meta.url));
const configFile = join(siteRoot, 'vite.config.ts');
const defaultOutDir = join(siteRoot, 'dist');
/** Inside the repository, so the server bundle resolves its dependencies from node_modules. */
const serverCacheDir = fileURLToPath(new URL('../../node_modules/.cache/site-prerender/', import.meta.url));

/** @typedef {'production' | 'development'} Mode */

/**
 * @param {{ outDir: string, splashlessOutDir?: string | undefined, mode: Mode, logLevel: import('vite').LogLevel }} options
 */
async function prerender({ outDir, splashlessOutDir, mode, logLevel }) {
  const serverOutDir = join(serverCacheDir, `${process.pid}-${Date.now()}`);
  try {
    await build({ root: siteRoot, configFile, mode, logLevel, build: { outDir, emptyOutDir: true } });
    await build({
      root: siteRoot,
      configFile,
      mode,
      logLevel,
      build: {
        ssr: 'src/entry-server.tsx',
        outDir: serverOutDir,
        emptyOutDir: true,
        manifest: false,
        // The site's stylesheet is the CSS of everything the page renderer renders (the browser's build
        // has only the islands' code, and so only their CSS).
        ssrEmitAssets: true,
        rolldownOptions: { output: { codeSplitting: false } }, // one file: a render needs no lazy chunks
      },
    });
    /** @type {import('../../site/src/entry-server.tsx')} */
    const server = await import(pathToFileURL(join(serverOutDir, 'entry-server.js')).href);
    const stylesheet = pageStylesheet(serverOutDir, outDir);
    const built = readFileSync(join(outDir, 'index.html'), 'utf8');
    // The browser build's own stylesheet (the islands' CSS only) is left out: the page renderer's holds it.
    const islandsStylesheet = /<link rel="stylesheet"[^>]* href="\/(assets\/[^"]+\.css)"/.exec(built)?.[1];
    if (islandsStylesheet && `/${islandsStylesheet}` !== stylesheet) rmSync(join(outDir, islandsStylesheet));
    const template = built
      .replace('<html lang="en">', `<html lang="en" class="${server.themeClass}">`)
      .replace(/<link rel="stylesheet"[^>]*>/, `<link rel="stylesheet" crossorigin href="${stylesheet}">`);
    // Small classic scripts, files of their own (the Content-Security-Policy allows no inline script):
    // the remembered theme choice, run in `<head>` before the stylesheet so the first paint is already
    // in it; the page's start (the splash once per visit, presses kept for islands), before the body;
    // and `Reveal`'s scroll-in, run as soon as the page is parsed, before the island loader.
    /** @param {string} name @param {string} code */
    const classicScript = (name, code) => {
      const source = `${compileHint}\n${code}`;
      const file = `/assets/${name}-${createHash('sha256').update(source).digest('hex').slice(0, 8)}.js`;
      writeFileSync(join(outDir, file), source);
      return file;
    };
    const themeChoice = classicScript('theme-choice', server.themeChoiceScript);
    const startPage = classicScript('start-page', server.startPageScript(server.splash));
    const reveal = classicScript('reveal-on-scroll', server.revealOnScrollScript);
    // The text font, fetched beside the stylesheet rather than after it, so text paints in it at once.
    // The code font (JetBrains Mono) is left to the pages that show code.
    const fonts = readdirSync(join(outDir, 'assets'))
      .filter((file) => /^inter-.*\.woff2$/.test(file))
      .map((file) => `<link rel="preload" href="/assets/${file}" as="font" type="font/woff2" crossorigin>`);

    /** @param {string} path @param {{ into: string, splash: boolean }} options */
    const writePage = async (path, { into, splash }) => {
      const { head, html } = await server.render(path, { splash });
      const file = path === server.notFoundPage ? '404.html' : join(path.slice(1), 'index.html');
      mkdirSync(dirname(join(into, file)), { recursive: true });
      writeFileSync(
        join(into, file),
        template
          .replace(
            '<!--app-head-->',
            [
              `<script src="${themeChoice}"></script>`,
              `<script src="${startPage}"></script>`,
              head,
              ...fonts,
              `<script defer src="${reveal}"></script>`,
            ].join('\n    '),
          )
          .replace('<!--app-html-->', html),
      );
    };

    const routes = await server.routePages();
    const pages = [...routes.flatMap((route) => route.pages), server.notFoundPage];
    for (const path of pages) await writePage(path, { into: outDir, splash: true });

    // The service worker's offline page: the site's look, no script (it must work with nothing else).
    const offline = server.renderOfflinePage();
    writeFileSync(
      join(outDir, 'offline.html'),
      template
        .replace(/\s*<script type="module"[^>]*><\/script>/, '')
        .replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
        .replace('<!--app-head-->', [`<script src="${themeChoice}"></script>`, offline.head, ...fonts].join('\n    '))
        .replace('<!--app-html-->', offline.html),
    );

    writeFileSync(join(outDir, 'sitemap.xml'), await server.sitemapXml());
    writeFileSync(join(outDir, 'robots.txt'), server.robotsTxt());
    writeFileSync(join(outDir, 'feed.xml'), server.feedXml());
    mkdirSync(join(outDir, 'downloads'), { recursive: true });
    writeFileSync(join(outDir, 'downloads', designTokensDownload), designTokensPack());
    writeBuiltRoutes(outDir, routes);
    const keptPages = routes.filter((route) => !route.networkOnly).flatMap((route) => route.pages);
    const serviceWorker = await buildServiceWorker({ outDir, mode, pages: keptPages, logLevel });
    if (splashlessOutDir) {
      // The same build, its pages without the splash, and its own service worker: the worker keeps a
      // page only when it is the one of its build (by the page's hash).
      rmSync(splashlessOutDir, { recursive: true, force: true });
      cpSync(outDir, splashlessOutDir, { recursive: true });
      for (const path of pages) await writePage(path, { into: splashlessOutDir, splash: false });
      await buildServiceWorker({ outDir: splashlessOutDir, mode, pages: keptPages, logLevel });
    }
    return { pages: pages.length, serviceWorker };
  } finally {
    rmSync(serverOutDir, { recursive: true, force: true });
  }
}

/**
 * The page renderer's stylesheet, copied with the files it refers to (fonts) into the site's assets.
 * @param {string} serverOutDir @param {string} outDir @returns {string} its path on the site
 */
function pageStylesheet(serverOutDir, outDir) {
  const assets = join(serverOutDir, 'assets');
  const sheets = readdirSync(assets).filter((file) => file.endsWith('.css'));
  if (sheets.length !== 1) throw new Error(`The page renderer's build has ${sheets.length} stylesheets, not one`);
  cpSync(assets, join(outDir, 'assets'), { recursive: true, force: false });
  return `/assets/${sheets[0]}`;
}

/**
 * Builds the site in a child process of its own: the prerender imports React's server renderer,
 * which must not meet a React the caller already loaded (Vitest loads React's development build), and
 * `NODE_ENV` must match the build's mode. `splashlessOutDir`: also the copy without the splash.
 * @param {{ outDir?: string, splashlessOutDir?: string, mode?: Mode, logLevel?: import('vite').LogLevel }} [options]
 * @returns {Promise<{ outDir: string }>}
 */
export function buildSite({ outDir = defaultOutDir, splashlessOutDir, mode = 'production', logLevel = 'warn' } = {}) {
  const script = fileURLToPath(import.meta.url);
  const args = [script, '--out-dir', outDir, '--mode', mode, '--log-level', logLevel];
  if (splashlessOutDir) args.push('--splashless-out-dir', splashlessOutDir);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: 'inherit' });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve({ outDir }) : reject(new Error(`Building the site failed (exit code ${code})`)),
    );
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      'out-dir': { type: 'string', default: defaultOutDir },
      'splashless-out-dir': { type: 'string' },
      mode: { type: 'string', default: 'production' },
      'log-level': { type: 'string', default: 'info' },
    },
  });
  const mode = /** @type {Mode} */ (values.mode);
  // Vite keeps a NODE_ENV it finds; it decides which React is bundled and which the prerender runs.
  process.env.NODE_ENV = mode === 'development' ? 'development' : 'production';
  const logLevel = /** @type {import('vite').LogLevel} */ (values['log-level']);
  const { pages, serviceWorker } = await prerender({
    outDir: values['out-dir'],
    splashlessOutDir: values['splashless-out-dir'],
    mode,
    logLevel,
  });
  if (logLevel === 'info') {
    console.log(`Prerendered ${pages} pages (404.html included) into ${values['out-dir']}`);
    const kilobytes = (serviceWorker.size / 1024).toFixed(0);
    console.log(`Service worker: ${serviceWorker.count} files kept at install (${kilobytes} KB before compression)`);
  }
}
