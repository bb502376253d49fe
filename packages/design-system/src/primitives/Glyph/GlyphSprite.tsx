import { createContext, useContext, type ReactNode } from 'react';

/** Where a glyph's symbol is, from its name: `(name) => \`#glyph-${name}\``. */
export type GlyphHref = (name: string) => string;

const GlyphSpriteContext = createContext<string | GlyphHref>('');

export interface GlyphSpriteProps {
  /**
   * Where the app serves the design system's glyph sprite (`@agency/design-system/glyphs.svg`), e.g. the
   * URL a bundler gives `import glyphs from '@agency/design-system/glyphs.svg?url'`, or a sprite of the
   * app's own that holds the same symbols. Same-origin: browsers draw no `<use>` from another origin or a
   * `data:` URL. Empty, glyphs point at symbols inlined in the page (`#sun`).
   *
   * Or a function from a glyph's name to the href of its symbol, for an app that places some symbols in
   * the page itself (a `<use>` of another file makes the browser build a document for that file).
   */
  href: string | GlyphHref;
  children: ReactNode;
}

/**
 * Tells every glyph of the design system (its components' icons, and `Glyph`) where the glyph sprite is
 * served. Put it at the app's root, around the server render too, so the HTML points at the sprite
 * before any script runs.
 */
export function GlyphSprite({ href, children }: GlyphSpriteProps) {
  return <GlyphSpriteContext.Provider value={href}>{children}</GlyphSpriteContext.Provider>;
}

/** The glyph sprite's URL, as the nearest `GlyphSprite` gives it; empty when it gives a function. */
export function useGlyphSprite(): string {
  const sprite = useContext(GlyphSpriteContext);
  return typeof sprite === 'string' ? sprite : '';
}

/** The href of a glyph's symbol, by name, as the nearest `GlyphSprite` places it. */
export function useGlyphHref(): GlyphHref {
  const sprite = useContext(GlyphSpriteContext);
  return typeof sprite === 'string' ? (name) => `${sprite}#${name}` : sprite;
}
