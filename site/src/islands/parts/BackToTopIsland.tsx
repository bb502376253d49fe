import { BackToTopButton } from '../../app/BackToTopButton';
import { mainId } from '../../app/PageFrame';

export default function BackToTopIsland() {
  return <BackToTopButton focusTargetId={mainId} />;
}

/** Glyphs it draws only in the browser (the button, shown once the page is scrolled): the page holds them (`IslandModule`). */
export const laterGlyphs = ['arrow-up-stroke-2.25'];
