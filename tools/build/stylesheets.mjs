// @ts-check
/**
 * The stylesheet a prerendered page links beside the shell's. The client build splits CSS as it splits
 * code, one stylesheet per chunk, so the CSS follows the components a route uses. `index.html` links the
 * shell's (the theme, the header, what every page shows). A page needs, besides, the stylesheets of its
 * page's code (what Vite would load with that code anyway) and of the deferred parts its HTML shows, so
 * it is styled before any script runs. They go to the page as one file, in the order the app loads them
 * (a chunk's imports before the chunk itself, so a page's styles come after those of the components they
 * adjust): a dozen small files would each be compressed alone, 40% more bytes than one.
 */
import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** @typedef {import('./manifest.mjs').ManifestChunk} ManifestChunk */

/**
 * The class names a stylesheet's selectors name.
 * @param {string} css
 */
export function classesDefinedIn(css) {
  const selectors = css.replace(/\{[^{}]*\}/g, '{}');
  return new Set([...selectors.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((match) => match[1] ?? ''));
}

/**
 * The class names used in a page's markup.
 * @param {string} html
 */
export function classesUsedIn(html) {
  return new Set([...html.matchAll(/\sclass="([^"]*)"/g)].flatMap((match) => (match[1] ?? '').split(/\s+/)));
}

/**
 * @param {Record<string, ManifestChunk>} manifest Vite's build manifest
 * @param {string} outDir the client build
 * @returns {(page: { modules: string[], html: string }) => string[]} for a page's modules (source paths,
 *   as the manifest keys them) and markup, the build's stylesheets it needs beside the shell's, in order
 */
export function pageStylesheets(manifest, outDir) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  if (!entryKey) throw new Error('The build manifest has no entry');
  const chunk = (/** @type {string} */ key) => {
    const found = manifest[key];
    if (!found) throw new Error(`${key} is not in the build manifest (check the route's module path)`);
    return found;
  };

  /**
   * The stylesheets of these chunks and of what they import, dependencies first.
   * @param {string[]} keys @param {boolean} followDynamic also what they import dynamically
   */
  const stylesheetsOf = (keys, followDynamic) => {
    /** @type {string[]} */
    const ordered = [];
    /** @type {Set<string>} */
    const visited = new Set();
    /** @param {string} key */
    const visit = (key) => {
      if (visited.has(key)) return;
      visited.add(key);
      const { imports = [], css = [], dynamicImports = [] } = chunk(key);
      imports.forEach(visit);
      for (const file of css) if (!ordered.includes(file)) ordered.push(file);
      if (followDynamic) dynamicImports.forEach(visit);
    };
    keys.forEach(visit);
    return ordered;
  };

  const linkedByTemplate = new Set(stylesheetsOf([entryKey], false));
  const candidates = stylesheetsOf([entryKey], true)
    .filter((file) => !linkedByTemplate.has(file))
    .map((file) => ({ file, classes: classesDefinedIn(readFileSync(join(outDir, file), 'utf8')) }));
  return ({ modules, html }) => {
    const ofTheCode = new Set(stylesheetsOf(modules, false));
    const used = classesUsedIn(html);
    return candidates
      .filter(({ file, classes }) => ofTheCode.has(file) || [...classes].some((name) => used.has(name)))
      .map(({ file }) => file);
  };
}

/**
 * Writes these stylesheets of the build as one file, `assets/page-<hash>.css` (pages that need the same
 * ones share it). Returns its address and the stylesheets it holds: Vite loads a chunk's stylesheet with
 * the chunk unless the document links it, so the page links those too, disabled (html.mjs). None if there
 * are none.
 * @param {string} outDir
 * @param {string[]} files
 * @returns {{ href: string, covers: string[] }[]}
 */
export function writePageStylesheet(outDir, files) {
  if (files.length === 0) return [];
  const css = files.map((file) => readFileSync(join(outDir, file), 'utf8')).join('');
  const file = `assets/page-${createHash('sha256').update(css).digest('base64url').slice(0, 8)}.css`;
  writeFileSync(join(outDir, file), css);
  return [{ href: `/${file}`, covers: files.map((covered) => `/${covered}`) }];
}
