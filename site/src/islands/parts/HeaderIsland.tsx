import { Header } from '../../app/Header';

/** The navigation bar: its menu and theme switch respond, its links are plain links. */
export default function HeaderIsland({ pathname }: { pathname: string }) {
  return <Header pathname={pathname} />;
}

/** Glyphs it draws only in the browser (the menu's dialog: its close button and its links' chevrons): the page holds them (`IslandModule`). */
export const laterGlyphs = ['close', 'chevron-right'];
