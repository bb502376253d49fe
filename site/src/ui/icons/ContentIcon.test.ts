import { GlyphSprite } from '@agency/design-system';
import { createElement, type ReactElement } from 'react';
import { renderToStaticMarkup as renderBare } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { iconKeys } from '../../content/icons';
import { ContentIcon, glyphs } from './ContentIcon';
import glyphSprite from './glyphs/glyphs.svg?url';

/** Rendered where the site renders it: under the site's glyph sprite. */
const renderToStaticMarkup = (element: ReactElement) =>
  renderBare(createElement(GlyphSprite, { href: glyphSprite, children: element }));

describe('ContentIcon', () => {
  it('has a glyph for every content key', () => {
    expect(Object.keys(glyphs)).toEqual([...iconKeys]);
  });

  it.each(iconKeys)('draws %s from the glyph sprite in its 24-unit box, in two elements', (key) => {
    expect(renderToStaticMarkup(createElement(glyphs[key]))).toBe(
      `<svg width="1em" height="1em" aria-hidden="true" viewBox="0 0 24 24"><use href="${glyphSprite}#${key}"></use></svg>`,
    );
  });

  it('passes SVG props to the svg (a glyph given as an element or as the design system Icon’s source)', () => {
    const markup = renderToStaticMarkup(createElement(glyphs.check, { className: 'tick', 'aria-label': 'Done' }));
    expect(markup).toBe(
      `<svg width="1em" height="1em" role="img" viewBox="0 0 24 24" class="tick" aria-label="Done"><use href="${glyphSprite}#check"></use></svg>`,
    );
  });

  it('renders through Icon as the svg itself, sized, labelled or hidden', () => {
    const hidden = renderToStaticMarkup(createElement(ContentIcon, { name: 'mail', size: 'lg' }));
    expect(hidden).toMatch(
      /^<svg [^>]*aria-hidden="true"[^>]*class="[^"]+"[^>]*><use href="[^"]+#mail"><\/use><\/svg>$/,
    );
    const labelled = renderToStaticMarkup(createElement(ContentIcon, { name: 'phone', label: 'Phone' }));
    expect(labelled).toMatch(
      /^<svg [^>]*role="img"[^>]*aria-label="Phone"[^>]*><use href="[^"]+#phone"><\/use><\/svg>$/,
    );
    const tile = renderToStaticMarkup(createElement(ContentIcon, { name: 'code', contained: 'gradient' }));
    expect(tile).toMatch(
      /^<span [^>]*><svg [^>]*aria-hidden="true"[^>]*><use href="[^"]+#code"><\/use><\/svg><\/span>$/,
    );
  });
});
