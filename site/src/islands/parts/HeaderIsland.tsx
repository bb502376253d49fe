import { Header } from '../../app/Header';

/** The navigation bar: its menu and theme switch respond, its links are plain links. */
export default function HeaderIsland({ pathname }: { pathname: string }) {
  return <Header pathname={pathname} />;
}
