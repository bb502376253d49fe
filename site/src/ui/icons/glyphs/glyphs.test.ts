import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { spriteSymbols } from '../../../../../tools/icons/spriteSymbols';
import { iconKeys } from '../../../content/icons';

/**
 * The generated glyph sprite (tools/icons/generate-sprites.mjs): its `<symbol>`s, by id. The content's
 * glyphs come first; the design system's that the content lacks follow (`designSystemGlyphs.test.ts`).
 */
const sprite = readFileSync(new URL('./glyphs.svg', import.meta.url), 'utf8');
const symbols = spriteSymbols(sprite);
const contentSymbols = symbols.slice(0, iconKeys.length);

/** lucide's stroke, as lucide-react's `<svg>` sets it: the `<use>` instances inherit only the colour. */
const strokeGroup =
  /^<g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">(.+)<\/g>$/;

describe('glyph sprite', () => {
  it('holds one symbol per glyph key of the content first, in its order, and no id twice', () => {
    expect(contentSymbols.map(({ id }) => id)).toEqual([...iconKeys]);
    expect(new Set(symbols.map(({ id }) => id)).size).toBe(symbols.length);
    expect(sprite.match(/<symbol /g)).toHaveLength(symbols.length);
  });

  it.each(contentSymbols)('$id is a 24-unit lucide glyph in the stroke group', ({ attributes, body }) => {
    // Clipped only by the <svg> drawing it, as lucide's glyph is.
    expect(attributes).toBe(' viewBox="0 0 24 24" overflow="visible"');
    const shapes = strokeGroup.exec(body)?.[1];
    expect(shapes).toMatch(/^(<(path|circle|rect|line|polyline|polygon|ellipse) [^<>]+\/>)+$/);
    // No shape paints itself: each takes the group's stroke, and so the text colour.
    expect(shapes).not.toMatch(/ (fill|stroke|stroke-width|class|style)=/);
  });

  it('draws each symbol with a glyph of its own', () => {
    expect(new Set(symbols.map(({ body }) => body)).size).toBe(symbols.length);
  });
});
