// @ts-check
/**
 * The 'Design Tokens Starter Pack' resource's download: the repository's own tokens (tokens/*.json,
 * the W3C Design Tokens Community Group format) in one file, the palette at the root so every theme's
 * aliases (`{palette.ink.25}`) resolve inside it, the themes under `themes.light` and `themes.dark`.
 */
import { readFileSync } from 'node:fs';

/** The file name the resource's frontmatter names. */
export const designTokensDownload = 'design-tokens-starter-pack.json';

/** @param {string} file */
const read = (file) => JSON.parse(readFileSync(new URL(`../../tokens/${file}`, import.meta.url), 'utf8'));

/** The pack's JSON text. */
export function designTokensPack() {
  const pack = {
    $description:
      'Northwind Digital design tokens: spacing, radii, type, breakpoints, layers, sizes and motion; the colour palette; and the light and dark themes, whose colour roles and shadows refer to the palette.',
    ...read('base.json'),
    ...read('palette.json'),
    themes: { light: read('themes/light.json'), dark: read('themes/dark.json') },
  };
  return `${JSON.stringify(pack, null, 2)}\n`;
}
