import type { GlyphHref } from '@agency/design-system';
import { glyphPath } from '../../../../../tools/icons/glyphPath';
import { spriteSymbols } from '../../../../../tools/icons/spriteSymbols';
import type { PageSheet } from '../pageSheet';

/** The id a glyph's path has in a page that holds it. */
export const glyphId = (name: string) => `glyph-${name}`;

/** lucide's box, which every glyph is drawn in. */
export const glyphBox = '0 0 24 24';

/**
 * For `GlyphSprite` while a page renders on the server: each glyph the page draws, held in the page
 * (`PageSheet`) as one path (`glyphPath`), from the glyph sprite's text.
 */
export function pageGlyphs(sheet: PageSheet, sprite: string): GlyphHref {
  const symbols = new Map(spriteSymbols(sprite).map((symbol) => [symbol.id, symbol]));
  return (name) => {
    const symbol = symbols.get(name);
    if (!symbol) throw new Error(`The glyph sprite has no symbol "${name}"`);
    return sheet.hold(glyphId(name), glyphBox, () => glyphPath(symbol, glyphId(name)));
  };
}

/**
 * For an island in the browser: a glyph's href in the page where the page holds its path, in the sprite
 * at `spriteUrl` otherwise (a glyph that only the browser draws, such as the menu's close icon, unless
 * the island names it among its `laterGlyphs`).
 */
export function inPageOr(spriteUrl: string): GlyphHref {
  return (name) => (document.getElementById(glyphId(name)) ? `#${glyphId(name)}` : `${spriteUrl}#${name}`);
}
