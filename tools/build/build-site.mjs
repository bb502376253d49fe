// @ts-check
/**
 * The production build: the client bundle, then every route prerendered to static HTML
 * (`dist/<route>/index.html`, `dist/404.html`) with the splash and its critical CSS inline and a
 * stylesheet of what the page shows beside the shell's (stylesheets.mjs), plus
 * `sitemap.xml`, `robots.txt` and `.vite/routes.json` (the pages of each route, see routes.mjs). `npm run build`; `--skip-splash` is the benchmark's
 * measurement-only variant without the splash.
 */
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { composePage, criticalSplashCss, splashMarkup, stylesheetHref } from './html.mjs';
import { preloadsFor } from './manifest.mjs';
import { writeBuiltRoutes } from './routes.mjs';
import { pageStylesheets, writePageStylesheet } from './stylesheets.mjs';
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
async function buildInThisProcess({
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
    const stylesheetsFor = pageStylesheets(manifest, outDir);

    const fonts = [
      ...readFileSync(join(outDir, stylesheetHref(template)), 'utf8').matchAll(/url\((\/assets\/[^)]+\.woff2)\)/g),
    ].map((match) => match[1] ?? '');
    const home = await server.renderRoute('/');
    const splash = skipSplash ? '' : splashMarkup(home.html);
    const criticalCss = skipSplash
      ? ''
      : await criticalSplashCss({ outDir, template, splash, themeClass: server.themeClass });

    // `Reveal`'s scroll-in script: a classic script of its own (the content security policy allows no
    // inline script), loaded before the bundle and run as soon as the page is parsed.
    const revealHash = createHash('sha256').update(server.revealOnScrollScript).digest('base64url').slice(0, 8);
    const revealScript = `/assets/reveal-on-scroll-${revealHash}.js`;
    writeFileSync(join(outDir, revealScript), server.revealOnScrollScript);

    /** @param {string} path @param {string} file */
    const writePage = async (path, file) => {
      const rendered = path === '/' ? home : await server.renderRoute(path);
      const pageModules = server.pageModulesOf(path);
      const html = composePage({
        template,
        rendered,
        path,
        themeClass: server.themeClass,
        criticalCss,
        noScriptCss: server.noScriptStyles,
        revealScript,
        splashFirst: !skipSplash,
        fonts,
        stylesheets: writePageStylesheet(outDir, stylesheetsFor({ modules: pageModules, html: rendered.html })),
        preloads: preloadsFor(manifest, [...pageModules, identityModule]),
      });
      mkdirSync(dirname(join(outDir, file)), { recursive: true });
      writeFileSync(join(outDir, file), html);
    };

    const pages = server.prerenderPaths();
    for (const path of pages) await writePage(path, path === '/' ? 'index.html' : `${path.slice(1)}/index.html`);
    // Served by the host for any path it has no file for.
    await writePage('/404', '404.html');
    writeBuiltRoutes(outDir, server.routePages());

    const indexable = pages.filter((path) => !['/login', '/assessmentForm', '/project'].includes(path));
    writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(indexable.map((path) => server.canonicalUrl(path))));
    writeFileSync(join(outDir, 'robots.txt'), robotsTxt(server.siteConfig.url));
    return { outDir, pages };
  } finally {
    rmSync(serverOutDir, { recursive: true, force: true });
  }
}

/**
 * Builds the site in a child process of its own: the prerender imports the server bundle and React's
 * server renderer, which must not meet a React already loaded by the caller (Vitest, for one, loads
 * React's development build), and `NODE_ENV` must match the build's mode.
 * @param {{ outDir?: string, skipSplash?: boolean, logLevel?: 'info' | 'warn' | 'error' | 'silent', mode?: 'production' | 'development' }} [options]
 * @returns {Promise<{ outDir: string }>}
 */
export function buildSite({ outDir = defaultOutDir, skipSplash = false, logLevel = 'warn', mode = 'production' } = {}) {
  const args = [fileURLToPath(import.meta.url), '--out-dir', outDir, '--log-level', logLevel];
  if (skipSplash) args.push('--skip-splash');
  if (mode === 'development') args.push('--development');
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: 'inherit', env: { ...process.env, NODE_ENV: mode } });
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
      'skip-splash': { type: 'boolean', default: false },
      development: { type: 'boolean', default: false },
      'log-level': { type: 'string', default: 'info' },
    },
  });
  const mode = values.development ? 'development' : 'production';
  // Vite keeps a NODE_ENV it finds; the build's mode decides which React is bundled.
  process.env.NODE_ENV = mode;
  const logLevel = /** @type {'info' | 'warn' | 'error' | 'silent'} */ (values['log-level']);
  const { outDir, pages } = await buildInThisProcess({
    outDir: values['out-dir'],
    skipSplash: values['skip-splash'],
    mode,
    logLevel,
  });
  if (logLevel === 'info') {
    console.log(
      `Prerendered ${pages.length} pages and 404.html into ${outDir}${values['skip-splash'] ? ' (splash skipped)' : ''}`,
    );
  }
}
