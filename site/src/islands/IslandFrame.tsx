import { GlyphSprite } from '@agency/design-system';
import { useEffect, type ReactNode } from 'react';
import glyphSprite from '../ui/icons/glyphs/glyphs.svg?url';

export interface IslandFrameProps {
  children: ReactNode;
  /** Called once the island has hydrated (its effects have run): in the browser only. */
  onHydrated?: () => void;
}

/**
 * What every island is rendered in, the same on the server and in the browser: the site's glyph
 * sprite. Links are plain links: a navigation is a document load.
 */
export function IslandFrame({ children, onHydrated }: IslandFrameProps) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return <GlyphSprite href={glyphSprite}>{children}</GlyphSprite>;
}
