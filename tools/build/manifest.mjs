// @ts-check
/**
 * Reading Vite's build manifest: which files a module needs, so a prerendered page can ask for all of
 * them at once instead of discovering them one import at a time.
 */

/** @typedef {{ file: string, imports?: string[], dynamicImports?: string[], css?: string[], isEntry?: boolean }} ManifestChunk */

/**
 * The JavaScript files to preload for these source modules: each module's chunk and every chunk it
 * statically imports, leaving out what the entry script already brings in.
 * @param {Record<string, ManifestChunk>} manifest
 * @param {string[]} modules source paths relative to the site root, e.g. `src/pages/Home/HomePage.tsx`
 * @returns {string[]} absolute URL paths
 */
export function preloadsFor(manifest, modules) {
  const entryKey = Object.keys(manifest).find((key) => manifest[key]?.isEntry);
  const already = new Set(entryKey ? closure(manifest, [entryKey]) : []);
  const files = closure(manifest, modules).filter((key) => !already.has(key));
  return files.map((key) => `/${manifest[key]?.file}`);
}

/**
 * @param {Record<string, ManifestChunk>} manifest
 * @param {string[]} keys
 */
function closure(manifest, keys) {
  /** @type {string[]} */
  const seen = [];
  const visit = (/** @type {string} */ key) => {
    if (seen.includes(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build manifest (check the route's module path)`);
    seen.push(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  keys.forEach(visit);
  return seen;
}
