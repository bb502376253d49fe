import type { GlyphName } from '@agency/design-system';
import { BackToTopButton } from '../../app/BackToTopButton';
import { mainId } from '../../app/PageFrame';

export default function BackToTopIsland() {
  return <BackToTopButton focusTargetId={mainId} />;
}

/**
 * What it draws only in the browser (the button, shown once the page is scrolled):
 * the page holds these glyphs.
 */
export const laterGlyphs: readonly GlyphName[] = ['arrow-up-stroke-2.25'];
