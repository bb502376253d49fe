// @ts-check
/**
 * `node tools/images/dark-illustrations.mjs`: gives every illustration under `site/public/images` its
 * dark design. The SVGs are drawn with the palette's light-theme colours; this writes into each one a
 * `<style>` that repaints their backdrop under `prefers-color-scheme: dark`, from one table (below).
 *
 * An `<img>` follows the page: Chromium, Firefox and Safari evaluate `prefers-color-scheme` inside an
 * SVG image by the `color-scheme` of the element that shows it, so the site's `data-theme` choice
 * applies too. Rerun after adding or editing an illustration; `darkIllustrations.test.ts` fails until then.
 */
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const imagesDir = fileURLToPath(new URL('../../site/public/images/', import.meta.url));

/**
 * The backdrop's light tints (gradient stops, and the soft blobs drawn with an `opacity`) → the dark
 * theme's subtle tints. What stands on the backdrop (a product's screens, the team at its whiteboard)
 * keeps its colours: it is drawn as it looks, like a photograph, and reads on either backdrop.
 */
export const darkBackdrop = {
  '#ecebff': '#221d4a',
  '#eeebff': '#221d4a',
  '#f3f1ff': '#16133a',
  '#e4e0ff': '#221d4a',
  '#d9d5ff': '#2c2566',
  '#dcf8fc': '#0c2b33',
  '#def6fb': '#0c2b33',
  '#e8fafd': '#0a1f26',
  '#cff4fa': '#0c2b33',
  '#fff': '#38289b',
};

const startMark = '<style id="dark-design">';

/** The SVG with its dark `<style>` (replacing an earlier one). @param {string} svg */
export function withDarkDesign(svg) {
  const without = svg.replace(/<style id="dark-design">[\s\S]*?<\/style>/, '');
  const rules = Object.entries(darkBackdrop).flatMap(([light, dark]) => [
    ...(without.includes(`stop-color="${light}"`) ? [`[stop-color="${light}"]{stop-color:${dark}}`] : []),
    ...(new RegExp(`fill="${light}" opacity=`).test(without) ? [`[fill="${light}"][opacity]{fill:${dark}}`] : []),
  ]);
  if (rules.length === 0) return without;
  const style = `${startMark}@media (prefers-color-scheme:dark){${rules.join('')}}</style>`;
  return without.replace(/(<svg[^>]*>)/, `$1${style}`);
}

/** @param {string} dir @returns {string[]} */
export function illustrations(dir = imagesDir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return illustrations(path);
    return name.endsWith('.svg') ? [path] : [];
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  for (const path of illustrations()) {
    const svg = readFileSync(path, 'utf8');
    const next = withDarkDesign(svg);
    if (next !== svg) writeFileSync(path, next);
  }
}
