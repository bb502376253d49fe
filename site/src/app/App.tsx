import { GlyphSprite, LinkProvider, type LinkComponentProps } from '@agency/design-system';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import glyphSprite from '../ui/icons/glyphs/glyphs.svg?url';

/** Internal links through react-router, as plain document loads: no page is rendered in the browser. */
function DocumentLink({ href, ...rest }: LinkComponentProps) {
  return <Link to={href} reloadDocument {...rest} />;
}

/**
 * The page renderer's frame around the router: links, and the design system's glyphs from the site's
 * glyph sprite (which holds them beside the content's, so a page fetches one sprite). Islands have a
 * frame of their own (`IslandFrame`).
 */
export function App({ children }: { children: ReactNode }) {
  return (
    <LinkProvider component={DocumentLink}>
      <GlyphSprite href={glyphSprite}>{children}</GlyphSprite>
    </LinkProvider>
  );
}
