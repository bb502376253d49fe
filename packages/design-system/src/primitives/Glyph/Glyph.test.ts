import { createElement, type ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Icon } from '../Icon';
import { Glyph, glyph } from './Glyph';
import { GlyphSprite } from './GlyphSprite';
import { spriteIcon } from './spriteIcon';

const served = (children: ReactNode) =>
  renderToStaticMarkup(createElement(GlyphSprite, { href: '/assets/glyphs-1a2b.svg', children }));

describe('Glyph', () => {
  it('draws its symbol from the sprite GlyphSprite names, hidden and never focusable, at lucide’s size', () => {
    expect(served(createElement(Glyph, { name: 'sun' }))).toBe(
      '<svg width="24" height="24" aria-hidden="true" viewBox="0 0 24 24" focusable="false"><use href="/assets/glyphs-1a2b.svg#sun"></use></svg>',
    );
  });

  it('is an image with a name when labelled, and passes SVG props on', () => {
    expect(served(createElement(Glyph, { name: 'close', 'aria-label': 'Close', className: 'x' }))).toBe(
      '<svg width="24" height="24" role="img" viewBox="0 0 24 24" focusable="false" aria-label="Close" class="x"><use href="/assets/glyphs-1a2b.svg#close"></use></svg>',
    );
  });

  it('points at symbols in the page itself without a GlyphSprite', () => {
    expect(renderToStaticMarkup(createElement(Glyph, { name: 'menu' }))).toMatch(/<use href="#menu"><\/use>/);
  });

  it('draws from wherever a GlyphSprite function places each symbol', () => {
    const markup = renderToStaticMarkup(
      createElement(GlyphSprite, {
        href: (name: string) => (name === 'sun' ? '#glyph-sun' : `/assets/glyphs.svg#${name}`),
        children: [
          createElement(Glyph, { name: 'sun', key: 'sun' }),
          createElement(Glyph, { name: 'moon', key: 'moon' }),
        ],
      }),
    );
    expect(markup).toMatch(/<use href="#glyph-sun"><\/use>.*<use href="\/assets\/glyphs.svg#moon"><\/use>/);
  });

  it('is a component for Icon, one per name, sized by Icon', () => {
    expect(glyph('moon')).toBe(glyph('moon'));
    const markup = served(createElement(Icon, { icon: glyph('moon'), size: 'sm', label: 'Dark' }));
    expect(markup).toMatch(
      /^<svg width="24" height="24" role="img" viewBox="0 0 24 24" focusable="false" aria-label="Dark" class="[^"]+"><use href="\/assets\/glyphs-1a2b.svg#moon"><\/use><\/svg>$/,
    );
  });
});

describe('spriteIcon', () => {
  it('draws a symbol of any sprite, 1em square, in the paint given', () => {
    const Logo = spriteIcon('/logos.svg', 'react', { fill: 'currentColor' });
    expect(renderToStaticMarkup(createElement(Logo))).toBe(
      '<svg fill="currentColor" width="1em" height="1em" aria-hidden="true"><use href="/logos.svg#react"></use></svg>',
    );
  });
});
