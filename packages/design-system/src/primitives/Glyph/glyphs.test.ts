import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { spriteSymbols } from '../../../../../tools/icons/spriteSymbols';
import { glyphNames } from './glyphNames';

/** The generated sprite (tools/icons/generate-sprites.mjs): its `<symbol>`s, by id. */
const sprite = readFileSync(new URL('./glyphs.svg', import.meta.url), 'utf8');
const symbols = spriteSymbols(sprite);

/** The stroke width a name asks for: `check-stroke-2.5` is 2.5, any other lucide's 2. */
const strokeWidth = (name: string) => /-stroke-([\d.]+)$/.exec(name)?.[1] ?? '2';

describe("the design system's glyph sprite", () => {
  it('holds exactly one symbol per glyph name, in its order', () => {
    expect(symbols.map(({ id }) => id)).toEqual([...glyphNames]);
    expect(sprite.match(/<symbol /g)).toHaveLength(glyphNames.length);
  });

  it.each(symbols)('$id is a 24-unit lucide glyph in a stroke group of its width', ({ id, attributes, body }) => {
    // Clipped only by the <svg> drawing it, as lucide's glyph is.
    expect(attributes).toBe(' viewBox="0 0 24 24" overflow="visible"');
    const group = new RegExp(
      `^<g fill="none" stroke="currentColor" stroke-width="${strokeWidth(id)}" stroke-linecap="round" stroke-linejoin="round">(.+)</g>$`,
    );
    const shapes = group.exec(body)?.[1];
    expect(shapes).toMatch(/^(<(path|circle|rect|line|polyline|polygon|ellipse) [^<>]+\/>)+$/);
    // No shape paints itself: each takes the group's stroke, and so the text colour.
    expect(shapes).not.toMatch(/ (fill|stroke|stroke-width|class|style)=/);
  });

  it('draws each name with a glyph of its own', () => {
    expect(new Set(symbols.map(({ body }) => body)).size).toBe(glyphNames.length);
  });
});
