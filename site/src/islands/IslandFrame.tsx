import { GlyphSprite, type GlyphHref } from '@agency/design-system';
import { useEffect, useMemo, type ReactNode } from 'react';
import glyphSprite from '../ui/icons/glyphs/glyphs.svg?url';
import { inPageOr } from '../ui/icons/glyphs/pageGlyphs';

export interface IslandFrameProps {
  children: ReactNode;
  /** Where the island's glyphs are: the page's glyph sheet on the server; in the browser, left out. */
  glyphs?: GlyphHref;
  /** Called once the island has hydrated (its effects have run): in the browser only. */
  onHydrated?: () => void;
}

/**
 * What every island is rendered in, the same on the server and in the browser: its glyphs, from the
 * page where the page holds them (`pageGlyphs`), from the site's glyph sprite otherwise. Links are plain
 * links: a navigation is a document load.
 */
export function IslandFrame({ children, glyphs, onHydrated }: IslandFrameProps) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  const href = useMemo(() => glyphs ?? inPageOr(glyphSprite), [glyphs]);
  return <GlyphSprite href={href}>{children}</GlyphSprite>;
}
