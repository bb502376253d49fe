import { describe, expect, it } from 'vitest';
import { pageSheet } from '../pageSheet';
import { pageGlyphs } from './pageGlyphs';

const paint = ' fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round"';
const sprite = [
  '<svg xmlns="http://www.w3.org/2000/svg">',
  `<symbol id="sun" viewBox="0 0 24 24" overflow="visible"><g${paint}><circle cx="12" cy="12" r="4"/></g></symbol>`,
  `<symbol id="menu" viewBox="0 0 24 24" overflow="visible"><g${paint}><line x1="4" x2="20" y1="6" y2="6"/></g></symbol>`,
  '</svg>',
].join('\n');

describe('pageGlyphs', () => {
  it('points a glyph at the page, which holds it as one path in the glyph box', () => {
    const sheet = pageSheet();
    const href = pageGlyphs(sheet, sprite);
    expect(href('sun')).toBe('#glyph-sun');
    expect(href('menu')).toBe('#glyph-menu');
    expect(sheet.place('<svg viewBox="0 0 24 24"><use href="#glyph-sun"></use></svg>')).toBe(
      `<svg viewBox="0 0 24 24"><path id="glyph-sun" d="M8 12a4 4 0 1 0 8 0a4 4 0 1 0 -8 0z"${paint}/></svg>`,
    );
    expect(sheet.markup()).toContain(`<path id="glyph-menu" d="M4 6L20 6"${paint}/>`);
    expect(() => sheet.assertBoxed('<svg viewBox="0 0 16 16"><use href="#glyph-menu"></use></svg>')).toThrow(
      'viewBox="0 0 24 24"',
    );
  });

  it('refuses a glyph the sprite does not hold', () => {
    expect(() => pageGlyphs(pageSheet(), sprite)('moon')).toThrow('The glyph sprite has no symbol "moon"');
  });
});
