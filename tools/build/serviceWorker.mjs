// @ts-check
/**
 * The service worker (`site/src/sw/serviceWorker.ts`), built after the prerender has written every
 * page: Vite bundles the worker into one classic script, then Workbox's `injectManifest` writes
 * `sw.js` with the list of files to keep (the shell: scripts, the stylesheet, fonts, sprites, icons,
 * the offline page; the images; every page the route table lets be read offline, by its clean path,
 * revisioned by its HTML).
 */
import { createHash } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';

const siteRoot = fileURLToPath(new URL('../../site/', import.meta.url));
const source = join(siteRoot, 'src/sw/serviceWorker.ts');

/** What the shell and the images are, in the build's folder. */
const globPatterns = [
  'assets/**/*.{js,css,woff2,svg}',
  '{offline.html,favicon.svg,manifest.webmanifest,icons/*.png}',
  'images/**/*.{png,jpg,jpeg,webp,avif,svg}',
];

/** The file the prerender wrote for a page's clean path. @param {string} outDir @param {string} path */
const pageFile = (outDir, path) => join(outDir, path === '/' ? 'index.html' : join(path.slice(1), 'index.html'));

/**
 * @param {{ outDir: string, pages: string[], mode: string, logLevel: import('vite').LogLevel }} options
 * @returns {Promise<{ count: number, size: number }>} the files precached at install and their bytes
 */
export async function buildServiceWorker({ outDir, pages, mode, logLevel }) {
  const bundleDir = mkdtempSync(join(tmpdir(), 'site-sw-'));
  try {
    await build({
      configFile: false,
      // The site's folder and mode: the worker sends the outbox's messages with the site's settings
      // (its `VITE_*` variables, `site/.env.local` included).
      root: siteRoot,
      logLevel: logLevel === 'info' ? 'warn' : logLevel,
      mode,
      publicDir: false,
      // Workbox logs in development only.
      define: { 'process.env.NODE_ENV': JSON.stringify('production') },
      build: {
        outDir: bundleDir,
        emptyOutDir: true,
        rolldownOptions: {
          input: source,
          output: { format: 'iife', entryFileNames: 'sw.js', codeSplitting: false },
        },
      },
    });
    const { count, size, warnings } = await injectManifest({
      swSrc: join(bundleDir, 'sw.js'),
      swDest: join(outDir, 'sw.js'),
      globDirectory: outDir,
      globPatterns,
      // Vite's names carry a content hash already: no cache-busting query needed.
      dontCacheBustURLsMatching: /^\/?assets\/.+-[\w-]{8}\.\w+$/,
      manifestTransforms: [
        (entries) => ({ manifest: entries.map((entry) => ({ ...entry, url: `/${entry.url.replace(/^\//, '')}` })) }),
      ],
      additionalManifestEntries: pages.map((path) => ({
        url: path,
        revision: createHash('md5')
          .update(readFileSync(pageFile(outDir, path)))
          .digest('hex'),
      })),
    });
    if (warnings.length > 0) throw new Error(`Building the service worker:\n${warnings.join('\n')}`);
    return { count, size };
  } finally {
    rmSync(bundleDir, { recursive: true, force: true });
  }
}
