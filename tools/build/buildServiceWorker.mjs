// @ts-check
/**
 * The service worker (`site/src/sw/worker.ts`), built after the prerender has written every
 * page: Vite bundles the worker into one classic script, then Workbox's `injectManifest` writes
 * `sw.js` with the list of files it precaches at install, and the build hands the worker its plan
 * (`__SW_PLAN__`, see `ServiceWorkerPlan` in `site/src/sw/cachePolicy.ts`).
 *
 * At install, the shell only: fonts, sprites, icons, the offline page, the web app manifest, the
 * speculation rules, and the stylesheet and scripts EVERY page loads (found in the pages' HTML, so
 * whatever the pages are made of) with everything they import, the islands' code included: a page
 * read offline must be able to hydrate any of its islands. No page and no image: those are kept as
 * they are read. The plan names every page the route table lets be read offline with the
 * SHA-256 of its HTML (the worker keeps a page from the network only if it is this build's), this
 * build's other scripts and stylesheets, its images, and `later`: what an idle moment may keep
 * afterwards, the pages first, then the scripts the pages use or may load, then the images, as much of
 * that as fits in {@link laterCap}.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { injectManifest } from 'workbox-build';

const siteRoot = fileURLToPath(new URL('../../site/', import.meta.url));
const source = join(siteRoot, 'src/sw/worker.ts');

/** The shell other than code (scripts and stylesheets), in the build's folder. */
const shellPatterns = [
  'assets/**/*.{woff2,svg}',
  '{offline.html,favicon.svg,manifest.webmanifest,speculationrules.json,icons/*.png}',
];

/** What a later idle moment may fetch, at most (bytes before compression). */
export const laterCap = 3 * 1024 * 1024;

const imageFile = /\.(?:png|jpe?g|webp|avif|gif|svg)$/;
/** Code: this build's scripts and stylesheets (hashed names). */
const codeFile = /^\/assets\/.+\.(?:js|css)$/;

/** The file the prerender wrote for a page's clean path. @param {string} outDir @param {string} path */
const pageFile = (outDir, path) => join(outDir, path === '/' ? 'index.html' : join(path.slice(1), 'index.html'));

/** Every file under `dir`, as site paths (`/images/a.png`). @param {string} outDir @param {string} dir */
function filesUnder(outDir, dir) {
  const root = join(outDir, dir);
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => `/${relative(outDir, join(entry.parentPath, entry.name)).split(sep).join('/')}`)
    .sort();
}

/** The site paths a page's HTML refers to by `src` or `href` that match `pattern`. @param {string} html @param {RegExp} pattern */
const referenced = (html, pattern) =>
  new Set(
    [...html.matchAll(/\b(?:src|href)="([^"#?]+)/g)].map((match) => match[1] ?? '').filter((url) => pattern.test(url)),
  );

/** @param {Map<string, number>} counts @param {string[]} urls the urls, most used first (then in their own order) */
const byUse = (counts, urls) => [...urls].sort((a, b) => (counts.get(b) ?? 0) - (counts.get(a) ?? 0));

/**
 * The code reachable from `from` by Vite's manifest: by static imports (what a script needs to run at
 * all), and with `dynamic`, dynamic imports too (what a page's scripts may load later: an island, a
 * dialog). Without the manifest: `from` alone, or with `dynamic` every file of `all`.
 * @param {string} outDir @param {Set<string>} from @param {string[]} all @param {{ dynamic: boolean }} options
 */
function reachable(outDir, from, all, { dynamic }) {
  const manifestFile = join(outDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return dynamic ? all : all.filter((url) => from.has(url));
  /** @type {Record<string, { file: string, imports?: string[], dynamicImports?: string[] }>} */
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8'));
  const byFile = new Map(Object.values(manifest).map((chunk) => [`/${chunk.file}`, chunk]));
  const seen = new Set(from);
  const queue = [...from];
  for (let url = queue.shift(); url !== undefined; url = queue.shift()) {
    const chunk = byFile.get(url);
    for (const key of [...(chunk?.imports ?? []), ...((dynamic && chunk?.dynamicImports) || [])]) {
      const file = manifest[key]?.file;
      if (file && !seen.has(`/${file}`)) {
        seen.add(`/${file}`);
        queue.push(`/${file}`);
      }
    }
  }
  return all.filter((url) => seen.has(url));
}

/**
 * What the worker precaches at install and its plan for the rest, from the build in `outDir`.
 * @param {{ outDir: string, pages: string[], cap?: number }} options `pages`: every page kept for
 *   reading offline (the route table's, sign-in and what it guards left out), by clean path
 * @returns {{ shellCode: string[], plan: import('../../site/src/sw/cachePolicy').ServiceWorkerPlan,
 *   later: { count: number, size: number, left: number } }}
 */
export function planServiceWorker({ outDir, pages, cap = laterCap }) {
  const size = (/** @type {string} */ url) => statSync(join(outDir, url)).size;
  const code = filesUnder(outDir, 'assets').filter((url) => codeFile.test(url));
  const images = filesUnder(outDir, 'images').filter((url) => imageFile.test(url));

  /** @type {Record<string, string>} */
  const pageRevisions = {};
  const codeUse = new Map();
  const imageUse = new Map();
  /** @type {Set<string> | undefined} */
  let everyPage;
  for (const path of pages) {
    const html = readFileSync(pageFile(outDir, path));
    pageRevisions[path] = createHash('sha256').update(html).digest('hex');
    const text = html.toString('utf8');
    const pageCode = referenced(text, codeFile);
    for (const url of pageCode) codeUse.set(url, (codeUse.get(url) ?? 0) + 1);
    for (const url of referenced(text, /^\/images\//)) imageUse.set(url, (imageUse.get(url) ?? 0) + 1);
    everyPage = everyPage ? new Set([...everyPage].filter((url) => pageCode.has(url))) : pageCode;
  }
  // The offline page must work with nothing else: its code is the shell's too.
  const offlineCode = existsSync(join(outDir, 'offline.html'))
    ? referenced(readFileSync(join(outDir, 'offline.html'), 'utf8'), codeFile)
    : new Set();
  // With what those import, statically and dynamically: every island's code, so a page read offline
  // hydrates whichever of its islands the visitor reaches, not only those its first visit did.
  const shell = new Set(reachable(outDir, new Set([...(everyPage ?? []), ...offlineCode]), code, { dynamic: true }));
  const shellCode = code.filter((url) => shell.has(url));
  const otherCode = code.filter((url) => !shell.has(url));

  const usedCode = new Set(otherCode.filter((url) => codeUse.has(url)));
  const laterCode = [
    ...byUse(codeUse, [...usedCode]),
    ...reachable(outDir, new Set([...shell, ...usedCode]), otherCode, { dynamic: true }).filter(
      (url) => !usedCode.has(url),
    ),
  ];
  const candidates = [...pages, ...laterCode, ...byUse(imageUse, images)];
  const later = [];
  let total = 0;
  for (const url of candidates) {
    const bytes = pageRevisions[url] ? statSync(pageFile(outDir, url)).size : size(url);
    if (total + bytes > cap) break;
    total += bytes;
    later.push(url);
  }
  return {
    shellCode,
    plan: {
      pages: pageRevisions,
      code: otherCode,
      images: Object.fromEntries(
        images.map((url) => [
          url,
          createHash('sha256')
            .update(readFileSync(join(outDir, url)))
            .digest('hex')
            .slice(0, 16),
        ]),
      ),
      later,
    },
    later: { count: later.length, size: total, left: candidates.length - later.length },
  };
}

/**
 * @param {{ outDir: string, pages: string[], mode: string, logLevel: import('vite').LogLevel }} options
 * @returns {Promise<{ count: number, size: number }>} the files precached at install and their bytes
 */
export async function buildServiceWorker({ outDir, pages, mode, logLevel }) {
  const { shellCode, plan, later } = planServiceWorker({ outDir, pages });
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
      define: {
        // Workbox logs in development only.
        'process.env.NODE_ENV': JSON.stringify('production'),
        __SW_PLAN__: JSON.stringify(plan),
      },
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
      globPatterns: shellPatterns,
      // Vite's names carry a content hash already: no cache-busting query needed.
      dontCacheBustURLsMatching: /^\/?assets\/.+-[\w-]{8}\.\w+$/,
      manifestTransforms: [
        (entries) => ({ manifest: entries.map((entry) => ({ ...entry, url: `/${entry.url.replace(/^\//, '')}` })) }),
      ],
      // Hashed names (Vite's, and the prerender's classic scripts): no revision needed.
      additionalManifestEntries: shellCode.map((url) => ({ url, revision: null })),
    });
    if (warnings.length > 0) throw new Error(`Building the service worker:\n${warnings.join('\n')}`);
    const codeBytes = shellCode.reduce((sum, url) => sum + statSync(join(outDir, url)).size, 0);
    if (logLevel === 'info') {
      const kilobytes = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(0)} KB`;
      console.log(
        `Service worker, at a later idle moment: ${later.count} files (${kilobytes(later.size)} before compression, ` +
          `cap ${kilobytes(laterCap)})${later.left > 0 ? `; ${later.left} left to be kept as used` : ''}`,
      );
    }
    // Workbox counts the added entries but not their bytes.
    return { count, size: size + codeBytes };
  } finally {
    rmSync(bundleDir, { recursive: true, force: true });
  }
}
