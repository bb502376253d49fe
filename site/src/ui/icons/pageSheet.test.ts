import { describe, expect, it } from 'vitest';
import { drawingOf, pageSheet } from './pageSheet';

const svg = (href: string, viewBox = '0 0 24 24') => `<svg viewBox="${viewBox}"><use href="${href}"></use></svg>`;

describe('pageSheet', () => {
  it("puts each icon's drawing at its first <use> in the static HTML, and points the others at it", () => {
    const sheet = pageSheet();
    expect(sheet.hold('glyph-sun', '0 0 24 24', () => '<path id="glyph-sun" d="M1 1"/>')).toBe('#glyph-sun');
    expect(sheet.place(`<p>${svg('#glyph-sun')}</p><p>${svg('#glyph-sun')}</p><p>${svg('#elsewhere')}</p>`)).toBe(
      `<p><svg viewBox="0 0 24 24"><path id="glyph-sun" d="M1 1"/></svg></p><p>${svg('#glyph-sun')}</p><p>${svg('#elsewhere')}</p>`,
    );
    expect(sheet.markup()).toBe('');
  });

  it('holds out of the layout the drawings that only islands or templates point at', () => {
    const sheet = pageSheet();
    sheet.hold('a', '0 0 24 24', () => '<path id="a" d="M1 1"/>');
    // A template's content is inert; an island renders after the static HTML is placed.
    expect(sheet.place(`<template>${svg('#a')}</template>`)).toBe(`<template>${svg('#a')}</template>`);
    sheet.hold('b', '0 0 512 512', () => '<path id="b" d="M2 2"/>');
    expect(sheet.markup()).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" style="display:none"><path id="a" d="M1 1"/><path id="b" d="M2 2"/></svg>',
    );
  });

  it("refuses an icon drawn in an <svg> without the icon's viewBox", () => {
    const sheet = pageSheet();
    sheet.hold('b', '0 0 512 512', () => '<path id="b" d="M2 2"/>');
    expect(() => sheet.assertBoxed(`${svg('#b', '0 0 512 512')}${svg('#other', '0 0 1 1')}`)).not.toThrow();
    expect(() => sheet.assertBoxed('<svg width="1em"><use href="#b"></use></svg>')).toThrow(
      '"b" is drawn in an <svg> without viewBox="0 0 512 512"',
    );
    expect(() => sheet.assertBoxed('<svg viewBox="0 0 24 24"><path id="b" d="M2 2"/></svg>')).toThrow(/"b"/);
  });
});

describe('drawingOf', () => {
  it("gives a symbol's only element the id and paint, and wraps several in a <g>", () => {
    expect(drawingOf('x', '<path d="M1 1"/>', ' fill="currentColor"')).toBe(
      '<path id="x" fill="currentColor" d="M1 1"/>',
    );
    expect(drawingOf('x', '<g fill="none"><path d="M1 1"/><circle r="1"/></g>')).toBe(
      '<g id="x" fill="none"><path d="M1 1"/><circle r="1"/></g>',
    );
    expect(drawingOf('x', '<path d="M1 1"/><path d="M2 2"/>')).toBe('<g id="x"><path d="M1 1"/><path d="M2 2"/></g>');
  });
});
