// @ts-check
/**
 * The JavaScript each prerendered route makes the browser fetch at load, read statically from a built
 * dist folder: the HTML's scripts and modulepreloads, plus every chunk they statically import
 * (from `.vite/manifest.json`), each with its gzip -9 size (KB = 1024 bytes). This is what the e2e
 * budget test (`site/e2e/budgets.e2e.ts`) measures in a browser, as the scripts whose fetch started
 * before the content showed; on the shipped build both give the same figures.
 *
 *   node tools/bundle/before-content.mjs [--dist site/dist] [--budget 105] [--files]
 *     [--stats bundle-report/stats.json] [--modules 8] [--route /developers ...]
 *
 * `--files` lists every file per route; `--stats` (the visualiser's raw data, `npm run bundle-report`)
 * adds what is inside: the biggest modules of each chunk and, per route, the KB by npm package or
 * source folder. Module figures are estimates: a module's minified bytes times its chunk's gzip ratio.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { readBuiltRoutes } from '../build/routes.mjs';

/** @typedef {{ file: string, imports?: string[], isEntry?: boolean }} ManifestChunk */
/** @typedef {{ file: string, gzip: number, preloaded: boolean }} Loaded */
/** @typedef {{ id: string, bytes: number, importedBy: string[] }} ChunkModule */

const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
export const defaultDist = join(repoRoot, 'site/dist');

/** @param {number} bytes */
const kb = (bytes) => (bytes / 1024).toFixed(1);

/**
 * @param {string} html
 * @returns {string[]} URL paths of the page's own scripts (module or classic) and modulepreloads, in order
 */
export function scriptsOf(html) {
  /** @type {string[]} */
  const paths = [];
  for (const [tag] of html.matchAll(/<(?:script|link)\b[^>]*>/g)) {
    const isScript = tag.startsWith('<script');
    const isPreload = tag.startsWith('<link') && /\srel="modulepreload"/.test(tag);
    const url = /\s(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isScript || isPreload) && url?.startsWith('/') && url.endsWith('.js') && !paths.includes(url)) {
      paths.push(url);
    }
  }
  return paths;
}

/**
 * The files a route loads before its content shows, biggest first.
 * @param {string} dist
 * @param {string} route
 * @param {Record<string, ManifestChunk>} manifest
 * @param {(file: string) => number} gzipOf
 * @returns {Loaded[]}
 */
export function loadedBefore(dist, route, manifest, gzipOf) {
  const htmlFile = join(dist, route === '/' ? 'index.html' : `${route.slice(1)}/index.html`);
  const referenced = scriptsOf(readFileSync(htmlFile, 'utf8')).map((path) => path.slice(1));
  const keyOfFile = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key]));
  /** @type {Map<string, boolean>} file → named by the HTML itself */
  const files = new Map();
  const visit = (/** @type {string} */ file, /** @type {boolean} */ preloaded) => {
    if (files.has(file)) return;
    files.set(file, preloaded);
    const key = keyOfFile.get(file);
    for (const imported of (key && manifest[key]?.imports) || []) {
      const importedFile = manifest[imported]?.file;
      if (importedFile) visit(importedFile, referenced.includes(importedFile));
    }
  };
  referenced.forEach((file) => visit(file, true));
  return [...files]
    .map(([file, preloaded]) => ({ file, preloaded, gzip: gzipOf(file) }))
    .sort((a, b) => b.gzip - a.gzip);
}

/**
 * Where a module comes from, for the per-route summary: its npm package, or its source folder
 * (`site:pages/Developers`, `ds:components/Tabs`).
 * @param {string} id module id relative to the repository, as the visualiser writes it
 */
export function originOf(id) {
  const npm = /.*node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(id);
  if (npm) return npm[1] ?? id;
  const source = /^(packages\/design-system|site)\/src\/(.*)$/.exec(id);
  if (!source) return id;
  const folders = (source[2] ?? '').split('/').slice(0, -1);
  return `${source[1] === 'site' ? 'site' : 'ds'}:${folders.slice(0, 2).join('/') || '.'}`;
}

/** Module ids shortened for a table. */
const shortId = (/** @type {string} */ id) =>
  id
    .replace(/^.*node_modules\//, '')
    .replace(/^packages\/design-system\/src\//, 'ds:')
    .replace(/^site\/src\//, 'site:');

/**
 * The visualiser's raw data (`template: 'raw-data'`) as chunk → its modules with their minified bytes,
 * biggest first. Code without a source map (Rolldown's runtime, Vite's preload helper, JSON) is in the
 * chunk but in no module.
 * @param {string} statsFile
 * @returns {Map<string, ChunkModule[]>}
 */
export function modulesByChunk(statsFile) {
  /** @type {{ nodeParts: Record<string, { renderedLength: number }>, nodeMetas: Record<string, { id: string, moduleParts: Record<string, string>, importedBy: { uid: string }[] }> }} */
  const stats = JSON.parse(readFileSync(statsFile, 'utf8'));
  /** @type {Map<string, ChunkModule[]>} */
  const chunks = new Map();
  for (const meta of Object.values(stats.nodeMetas)) {
    for (const [chunk, partUid] of Object.entries(meta.moduleParts)) {
      const bytes = stats.nodeParts[partUid]?.renderedLength ?? 0;
      if (!bytes || meta.id.endsWith('-unknown')) continue;
      const importedBy = meta.importedBy.map(({ uid }) => stats.nodeMetas[uid]?.id ?? '?');
      chunks.set(chunk, [...(chunks.get(chunk) ?? []), { id: meta.id, bytes, importedBy }]);
    }
  }
  for (const modules of chunks.values()) modules.sort((a, b) => b.bytes - a.bytes);
  return chunks;
}

/**
 * The report as text.
 * Without `routes`, a page of each route of the build (its `.vite/routes.json`).
 * @param {{ dist?: string, budgetKb?: number, routes?: readonly string[], files?: boolean, stats?: string, modules?: number }} [options]
 */
export function beforeContentReport({
  dist = defaultDist,
  budgetKb = 105,
  routes,
  files = false,
  stats,
  modules: top = 8,
} = {}) {
  /** @type {Record<string, ManifestChunk>} */
  const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));
  /** @type {Map<string, { gzip: number, raw: number }>} */
  const sizes = new Map();
  const sizeOf = (/** @type {string} */ file) => {
    const known = sizes.get(file);
    if (known) return known;
    const body = readFileSync(join(dist, file));
    const size = { gzip: gzipSync(body, { level: 9 }).length, raw: body.length };
    sizes.set(file, size);
    return size;
  };
  const perRoute = (routes ?? readBuiltRoutes(dist).onePagePerRoute).map((route) => ({
    route,
    loaded: loadedBefore(dist, route, manifest, (file) => sizeOf(file).gzip),
  }));
  const total = (/** @type {Loaded[]} */ loaded) => loaded.reduce((sum, { gzip }) => sum + gzip, 0);
  const everywhere = (perRoute[0]?.loaded ?? [])
    .map(({ file }) => file)
    .filter((file) => perRoute.every(({ loaded }) => loaded.some((entry) => entry.file === file)));

  // Chunks by name without the hash, unless two share a name.
  const allFiles = [...new Set(perRoute.flatMap(({ loaded }) => loaded.map(({ file }) => file)))];
  const bare = (/** @type {string} */ file) => file.replace(/^assets\//, '').replace(/\.js$/, '');
  const short = (/** @type {string} */ file) => bare(file).replace(/-[\w-]{8}$/, '');
  const nameOf = (/** @type {string} */ file) =>
    allFiles.filter((other) => short(other) === short(file)).length > 1 ? bare(file) : short(file);
  const label = (/** @type {Loaded} */ { file, gzip, preloaded }) =>
    `${nameOf(file)}${preloaded ? '' : '*'} ${kb(gzip)}`;

  const out = [
    `JavaScript fetched before the content shows, KB gzip -9 (1 KB = 1024 B); budget ${budgetKb} KB; ${dist}`,
    '* = reached only through a static import, not named by the HTML (no modulepreload)',
    '',
    `${'route'.padEnd(16)}${'files'.padStart(6)}${'KB'.padStart(8)}${'over'.padStart(8)}  beyond the ${everywhere.length} files on every route`,
  ];
  for (const { route, loaded } of perRoute) {
    const sum = total(loaded);
    const over = sum > budgetKb * 1024 ? `+${kb(sum - budgetKb * 1024)}` : '';
    const own = loaded.filter(({ file }) => !everywhere.includes(file)).map(label);
    out.push(
      `${route.padEnd(16)}${String(loaded.length).padStart(6)}${kb(sum).padStart(8)}${over.padStart(8)}  ${own.join(', ')}`,
    );
  }
  const common = (perRoute[0]?.loaded ?? []).filter(({ file }) => everywhere.includes(file));
  out.push('', `On every route: ${common.length} files, ${kb(total(common))} KB`, `  ${common.map(label).join(', ')}`);

  if (files) {
    for (const { route, loaded } of perRoute) {
      out.push('', `${route}: ${kb(total(loaded))} KB`);
      for (const { file, gzip, preloaded } of loaded)
        out.push(`  ${kb(gzip).padStart(6)}  ${file}${preloaded ? '' : ' *'}`);
    }
  }

  if (stats) {
    if (!existsSync(stats)) throw new Error(`${stats} not found: run npm run bundle-report first`);
    const chunks = modulesByChunk(stats);
    /** ≈ bytes gzip of a module: its minified bytes times its chunk's gzip ratio. */
    const gzipShare = (/** @type {string} */ file, /** @type {number} */ bytes) => {
      const { gzip, raw } = sizeOf(file);
      return (bytes * gzip) / raw;
    };
    allFiles.sort((a, b) => sizeOf(b).gzip - sizeOf(a).gzip);
    out.push('', `Inside each chunk: its ${top} biggest modules, ≈ KB gzip (← an importer, +n more importers)`);
    for (const file of allFiles) {
      const inside = chunks.get(file) ?? [];
      const routesWith = perRoute.filter(({ loaded }) => loaded.some((entry) => entry.file === file)).length;
      out.push(
        `${nameOf(file)} ${kb(sizeOf(file).gzip)} KB, ${inside.length} modules, on ${routesWith}/${perRoute.length} routes`,
      );
      for (const { id, bytes, importedBy } of inside.slice(0, top)) {
        const others = importedBy.length > 1 ? ` +${importedBy.length - 1}` : '';
        const by = importedBy[0] ? `  ← ${shortId(importedBy[0])}${others}` : '';
        out.push(`  ${kb(gzipShare(file, bytes)).padStart(6)}  ${shortId(id)}${by}`);
      }
    }
    out.push('', 'Per route, ≈ KB gzip by npm package or source folder (ds: design system), from 0.5 KB');
    for (const { route, loaded } of perRoute) {
      /** @type {Map<string, number>} */
      const byOrigin = new Map();
      for (const { file } of loaded) {
        for (const { id, bytes } of chunks.get(file) ?? []) {
          byOrigin.set(originOf(id), (byOrigin.get(originOf(id)) ?? 0) + gzipShare(file, bytes));
        }
      }
      const ranked = [...byOrigin].sort((a, b) => b[1] - a[1]).filter(([, size]) => size >= 512);
      out.push(`${route.padEnd(16)}${ranked.map(([origin, size]) => `${origin} ${kb(size)}`).join(', ')}`);
    }
  }
  return out.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: {
      dist: { type: 'string', default: defaultDist },
      budget: { type: 'string', default: '105' },
      files: { type: 'boolean', default: false },
      stats: { type: 'string' },
      modules: { type: 'string', default: '8' },
      route: { type: 'string', multiple: true },
    },
  });
  console.log(
    beforeContentReport({
      dist: resolve(values.dist),
      budgetKb: Number(values.budget),
      ...(values.route ? { routes: values.route } : {}),
      files: values.files,
      ...(values.stats ? { stats: resolve(values.stats) } : {}),
      modules: Number(values.modules),
    }),
  );
}
