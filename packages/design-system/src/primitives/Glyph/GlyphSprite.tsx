import { createContext, useContext, type ReactNode } from 'react';

const GlyphSpriteContext = createContext('');

export interface GlyphSpriteProps {
  /**
   * Where the app serves the design system's glyph sprite (`@agency/design-system/glyphs.svg`), e.g. the
   * URL a bundler gives `import glyphs from '@agency/design-system/glyphs.svg?url'`, or a sprite of the
   * app's own that holds the same symbols. Same-origin: browsers draw no `<use>` from another origin or a
   * `data:` URL. Empty, glyphs point at symbols inlined in the page (`#sun`).
   */
  href: string;
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

/** The glyph sprite's URL, as the nearest `GlyphSprite` gives it. */
export function useGlyphSprite(): string {
  return useContext(GlyphSpriteContext);
}
