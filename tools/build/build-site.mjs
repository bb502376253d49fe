// @ts-check
/**
 * The production build: the client bundle, then every route prerendered to static HTML
 * (`dist/<route>/index.html`, `dist/404.html`) with the splash and its critical CSS inline, plus
 * `sitemap.xml` and `robots.txt`. `npm run build`; `--skip-splash` is the benchmark's
 * measurement-only variant without the splash.
 */
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'vite';
import { composePage, criticalSplashCss, splashMarkup } from './html.mjs';
import { preloadsFor } from './manifest.mjs';
import { robotsTxt, sitemapXml } from './sitemap.mjs';

const siteRoot = fileURLToPath(new URL('../../site/', import.meta.url));
const configFile = join(siteRoot, 'vite.config.ts');
const defaultOutDir = join(siteRoot, 'dist');
/** Inside the repository, so the server bundle resolves its dependencies from node_modules. */
const serverCacheDir = fileURLToPath(new URL('../../node_modules/.cache/site-prerender/', import.meta.url));

/** The module the identity SDK sits in: preloaded on every page, in parallel with the route's code. */
const identityModule = 'src/integrations/identity/firebaseIdentity.ts';

/**
 * @param {{ outDir?: string, skipSplash?: boolean, logLevel?: 'info' | 'warn' | 'error' | 'silent', mode?: 'production' | 'development' }} [options]
 *   `mode: 'development'` builds React's development version, whose hydration warnings name the difference.
 * @returns {Promise<{ outDir: string, pages: string[] }>}
 */
export async function buildSite({
  outDir = defaultOutDir,
  skipSplash = false,
  logLevel = 'warn',
  mode = 'production',
} = {}) {
  if (skipSplash) process.env.VITE_BENCH_SKIP_SPLASH = '1';
  else delete process.env.VITE_BENCH_SKIP_SPLASH;
  const serverOutDir = join(serverCacheDir, `${process.pid}-${Date.now()}`);
  try {
    await build({ root: siteRoot, configFile, logLevel, mode, build: { outDir, emptyOutDir: true } });
    await build({
      root: siteRoot,
      configFile,
      logLevel,
      mode,
      build: { ssr: 'src/entry-server.tsx', outDir: serverOutDir, emptyOutDir: true, manifest: false },
    });
    /** @type {import('../../site/src/entry-server.tsx')} */
    const server = await import(pathToFileURL(join(serverOutDir, 'entry-server.js')).href);
    const template = readFileSync(join(outDir, 'index.html'), 'utf8');
    const manifest = JSON.parse(readFileSync(join(outDir, '.vite/manifest.json'), 'utf8'));

    const fonts = [
      ...readFileSync(join(outDir, stylesheetOf(template)), 'utf8').matchAll(/url\((\/assets\/[^)]+\.woff2)\)/g),
    ].map((match) => match[1] ?? '');
    const home = await server.renderRoute('/');
    const splash = skipSplash ? '' : splashMarkup(home.html);
    const criticalCss = skipSplash
      ? ''
      : await criticalSplashCss({ outDir, template, splash, themeClass: server.themeClass });

    /** @param {string} path @param {string} file */
    const writePage = async (path, file) => {
      const rendered = path === '/' ? home : await server.renderRoute(path);
      const html = composePage({
        template,
        rendered,
        path,
        themeClass: server.themeClass,
        criticalCss,
        noScriptCss: server.noScriptStyles,
        deferStylesheet: !skipSplash,
        fonts,
        preloads: preloadsFor(manifest, [...server.pageModulesOf(path), identityModule]),
      });
      mkdirSync(dirname(join(outDir, file)), { recursive: true });
      writeFileSync(join(outDir, file), html);
    };

    const pages = server.prerenderPaths();
    for (const path of pages) await writePage(path, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);
    // Served by the host for any path it has no file for.
    await writePage('/404', '404.html');

    const indexable = pages.filter((path) => !['/login', '/assessmentForm', '/project'].includes(path));
    writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(indexable.map((path) => server.canonicalUrl(path))));
    writeFileSync(join(outDir, 'robots.txt'), robotsTxt(server.siteConfig.url));
    return { outDir, pages };
  } finally {
    rmSync(serverOutDir, { recursive: true, force: true });
  }
}

/** @param {string} template */
function stylesheetOf(template) {
  const href = /<link rel="stylesheet"[^>]*href="\/([^"]+)"/.exec(template)?.[1];
  if (!href) throw new Error('index.html has no stylesheet link');
  return href;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const skipSplash = process.argv.includes('--skip-splash');
  const mode = process.argv.includes('--development') ? 'development' : 'production';
  const { outDir, pages } = await buildSite({ skipSplash, mode, logLevel: 'info' });
  console.log(`Prerendered ${pages.length} pages and 404.html into ${outDir}${skipSplash ? ' (splash skipped)' : ''}`);
}
