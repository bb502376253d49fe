import { readFileSync } from 'node:fs';
import { glyphNames } from '@agency/design-system';
import { describe, expect, it } from 'vitest';
import { spriteSymbols } from '../../../../../tools/icons/spriteSymbols';
import { iconKeys } from '../../../content/icons';

/** A sprite's `<symbol>`s (attributes and content, as written), by id. */
function symbolsOf(sprite: string): Map<string, string> {
  return new Map(spriteSymbols(sprite).map(({ id, attributes, body }) => [id, `${attributes}>${body}`]));
}

const siteSymbols = symbolsOf(readFileSync(new URL('./glyphs.svg', import.meta.url), 'utf8'));
/** The design system's own sprite, which the site does not serve: the site's sprite holds its glyphs. */
const designSystemSymbols = symbolsOf(
  readFileSync(
    new URL('../../../../../packages/design-system/src/primitives/Glyph/glyphs.svg', import.meta.url),
    'utf8',
  ),
);

describe("the site's glyph sprite, which GlyphSprite gives the design system", () => {
  it.each([...glyphNames])('holds the design system’s %s, drawn as the design system draws it', (name) => {
    expect(designSystemSymbols.get(name)).toBeDefined();
    expect(siteSymbols.get(name)).toBe(designSystemSymbols.get(name));
  });

  it("holds nothing but the content's glyphs and the design system's", () => {
    const keys: readonly string[] = iconKeys;
    expect([...siteSymbols.keys()]).toEqual([...keys, ...glyphNames.filter((name) => !keys.includes(name))]);
  });
});
