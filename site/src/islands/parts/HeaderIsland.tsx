import type { GlyphName } from '@agency/design-system';
import { Header } from '../../app/Header';

/** The navigation bar: its menu and theme switch respond, its links are plain links. */
export default function HeaderIsland({ pathname }: { pathname: string }) {
  return <Header pathname={pathname} />;
}

/**
 * What it draws only in the browser (the menu's dialog: its close button and its links' chevrons):
 * the page holds these glyphs.
 */
export const laterGlyphs: readonly GlyphName[] = ['close', 'chevron-right'];
