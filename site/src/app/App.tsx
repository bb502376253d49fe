import { GlyphSprite, LinkProvider, type GlyphHref, type LinkComponentProps } from '@agency/design-system';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import glyphSprite from '../ui/icons/glyphs/glyphs.svg?url';

/** Internal links through react-router, as plain document loads: no page is rendered in the browser. */
function DocumentLink({ href, ...rest }: LinkComponentProps) {
  return <Link to={href} reloadDocument {...rest} />;
}

/**
 * The page renderer's frame around the router: links, and where the glyphs are (the design system's
 * and the content's): the page's own (`glyphs`, the page's glyph sheet), or else the site's glyph
 * sprite, which holds both. Islands have a frame of their own (`IslandFrame`).
 */
export function App({ children, glyphs = glyphSprite }: { children: ReactNode; glyphs?: string | GlyphHref }) {
  return (
    <LinkProvider component={DocumentLink}>
      <GlyphSprite href={glyphs}>{children}</GlyphSprite>
    </LinkProvider>
  );
}
