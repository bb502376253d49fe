import { SkipLink, Splash, splashCovered } from '@agency/design-system';
import { createContext, use } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { splashText } from '../content/navigation';
import { Island } from '../islands/Island';
import { navHiddenOn } from './routeTable';
import { SiteEnd } from './SiteEnd';
import '../shell/viewTransitions.css';

export const mainId = 'main';

/**
 * Whether pages are rendered with the splash: always, but for the measurement-only copy of the build
 * without it (`npm run build -- --splashless-out-dir <dir>`, for the benchmark and most e2e tests).
 */
export const SplashRendered = createContext(true);

/**
 * Every page's frame: the splash over it (at the first page of a visit: `startPage` lifts it, or
 * removes it before the first paint on the pages after), the navigation bar where the spec shows it,
 * the page, the footer and the back-to-top button. Static HTML: only its islands load code.
 */
export function PageFrame() {
  const { pathname } = useLocation();
  const splashless = !use(SplashRendered);
  return (
    <>
      {!splashless && <Splash visible logo={splashText.wordmark} message={splashText.welcome} />}
      <div {...splashCovered(!splashless)}>
        <SkipLink targetId={mainId} />
        {!navHiddenOn(pathname) && <Island name="Header" props={{ pathname }} when="interaction" />}
        <main id={mainId} tabIndex={-1}>
          <Outlet />
        </main>
        <SiteEnd />
      </div>
    </>
  );
}
