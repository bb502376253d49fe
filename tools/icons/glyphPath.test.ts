import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { glyphPath } from './glyphPath';
import { spriteSymbols } from './spriteSymbols';

const paint = ' fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';
const symbol = (body: string) => ({ id: 'test', attributes: ' viewBox="0 0 24 24"', body: `<g${paint}>${body}</g>` });

describe('glyphPath', () => {
  it("joins a glyph's shapes into one path with its group's paint", () => {
    expect(glyphPath(symbol('<line x1="12" x2="12" y1="8" y2="12"/><path d="M5 12h14"/>'), 'glyph-test')).toBe(
      `<path id="glyph-test" d="M12 8L12 12M5 12h14"${paint}/>`,
    );
  });

  it('makes a leading relative move absolute, and the pairs after it relative lines', () => {
    expect(glyphPath(symbol('<path d="M1 1h1"/><path d="m12 19-7-7 7-7"/>'), 'g')).toContain(
      'd="M1 1h1M12 19l-7-7 7-7"',
    );
    expect(glyphPath(symbol('<path d="M1 1h1"/><path d="m9 12a1 1 0 0 1 2 0"/>'), 'g')).toContain(
      'd="M1 1h1M9 12a1 1 0 0 1 2 0"',
    );
  });

  it('draws a circle, an ellipse and a rounded rect as closed arcs and lines', () => {
    expect(glyphPath(symbol('<circle cx="12" cy="12" r="10"/>'), 'g')).toContain(
      'd="M2 12a10 10 0 1 0 20 0a10 10 0 1 0 -20 0z"',
    );
    expect(glyphPath(symbol('<ellipse cx="12" cy="5" rx="9" ry="3"/>'), 'g')).toContain(
      'd="M3 5a9 3 0 1 0 18 0a9 3 0 1 0 -18 0z"',
    );
    expect(glyphPath(symbol('<rect width="18" height="11" x="3" y="11" rx="2" ry="2"/>'), 'g')).toContain(
      'd="M5 11h14a2 2 0 0 1 2 2v7a2 2 0 0 1 -2 2h-14a2 2 0 0 1 -2 -2v-7a2 2 0 0 1 2 -2z"',
    );
  });

  it('refuses a shape it cannot draw, and a symbol that is not one group', () => {
    expect(() => glyphPath(symbol('<polygon points="0 0 1 1"/>'), 'g')).toThrow(/no path data for <polygon>/);
    expect(() => glyphPath({ id: 'x', attributes: '', body: '<path d="M0 0"/>' }, 'g')).toThrow(/not one <g>/);
  });

  it('draws every glyph of the site and the design system as one path, each of its shapes a subpath', () => {
    for (const file of [
      'site/src/ui/icons/glyphs/glyphs.svg',
      'packages/design-system/src/primitives/Glyph/glyphs.svg',
    ]) {
      for (const glyph of spriteSymbols(readFileSync(file, 'utf8'))) {
        const path = glyphPath(glyph, `glyph-${glyph.id}`);
        expect(path.match(/<path /g), glyph.id).toHaveLength(1);
        const shapes = glyph.body.match(/<(?:path|circle|ellipse|line|rect) /g) ?? [];
        expect(path.match(/M/g)?.length, glyph.id).toBeGreaterThanOrEqual(shapes.length);
      }
    }
  });
});
