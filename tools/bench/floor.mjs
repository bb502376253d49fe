// @ts-check
/**
 * A build's static floor: the same folder with no script at all, what its HTML and CSS alone cost a
 * visitor's phone. A copy of the build in which every HTML file loses every `<script>` element (module,
 * classic, inline, JSON-LD alike) and every `<link rel="modulepreload">`, and without the service
 * worker (`sw.js` deleted: nothing registers it, and nothing can fetch it).
 *
 * The floor is what the prerendered HTML shows with scripting on and no script: a `<noscript>` block
 * does not apply, and whatever a script would have changed stays as the server rendered it. The splash
 * leaves on time all the same: the page's CSS lifts it when no script does (`splashFallbackStyles`).
 */
import { cpSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** A `<script …>…</script>` element, its content and any case or spacing of its tags. */
const scriptElement = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
/** A `<link …>` tag whose `rel` is `modulepreload` (quoted or not, among other values or alone). */
const modulePreload =
  /<link\b(?=[^>]*\brel\s*=\s*(?:"[^"]*\bmodulepreload\b[^"]*"|'[^']*\bmodulepreload\b[^']*'|modulepreload\b))[^>]*>/gi;

/**
 * The HTML without its scripts and module preloads; a line left empty by a removed tag goes too.
 * @param {string} html
 */
export function stripScripts(html) {
  return html
    .replace(/^[ \t]*(?:<script\b[^>]*>[\s\S]*?<\/script\s*>|<link\b[^>]*>)[ \t]*\r?\n/gim, (line) =>
      line.replace(scriptElement, '').replace(modulePreload, '').trim() === '' ? '' : line,
    )
    .replace(scriptElement, '')
    .replace(modulePreload, '');
}

/** Every `.html` file under `dir`. @param {string} dir @returns {string[]} */
function htmlFiles(dir) {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((path) => path.endsWith('.html'))
    .map((path) => join(dir, path));
}

/**
 * Copies the build in `builtDir` to `floorDir` (replacing it) as its static floor.
 * @param {string} builtDir
 * @param {string} floorDir
 * @returns {{ pages: number }} how many HTML files were stripped
 */
export function makeStaticFloor(builtDir, floorDir) {
  rmSync(floorDir, { recursive: true, force: true });
  cpSync(builtDir, floorDir, { recursive: true });
  rmSync(join(floorDir, 'sw.js'), { force: true });
  const pages = htmlFiles(floorDir);
  for (const file of pages) writeFileSync(file, stripScripts(readFileSync(file, 'utf8')));
  return { pages: pages.length };
}
