import { SkipLink, Splash, splashCovered } from '@agency/design-system';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { splash } from '../content/constants';
import { splashText } from '../content/navigation';
import { useAuth } from '../integrations/identity';
import { Header } from './Header';
import { navHiddenOn } from './routeTable';
import { ScrollToTop } from './ScrollToTop';
import { registerServiceWorkerWhenIdle } from './serviceWorker';
import { lazyNow } from './lazyNow';

export const mainId = 'main';

/**
 * Below every page, and not in the first view: the footer, the back-to-top button (it shows only
 * once the page is scrolled) and the offline status. Code-split: the prerendered footer shows from the
 * server HTML until its code arrives, then hydrates. Its code is asked for while the splash shows.
 */
const SiteEnd = lazyNow(async () => ({ default: (await import('./SiteEnd')).SiteEnd }));

/** The measurement-only build without the splash (`npm run build -- --mode splashless`, for the benchmark and most e2e tests). */
const splashless = import.meta.env.MODE === 'splashless';

/**
 * Whether the splash's time is up: `durationMs` from the start of the page load rather than from when
 * the script ran, since the prerendered splash has been on screen since the first paint.
 */
function useSplashTimer(durationMs: number): boolean {
  const [done, setDone] = useState(splashless);
  useEffect(() => {
    if (splashless) return;
    const timer = window.setTimeout(() => setDone(true), Math.max(0, durationMs - performance.now()));
    return () => window.clearTimeout(timer);
  }, [durationMs]);
  return done;
}

/**
 * The splash (3000 ms from the start of the page load, and until the identity provider first reports)
 * over the page, which renders behind it (it is in the prerendered HTML, so a visitor without
 * JavaScript can read it) but stays covered: unseen and unreachable until the splash leaves. When the
 * splash state changes only this renders again: `children` is the same element, so the page is left
 * as it is (and a part still waiting for its code keeps its server HTML).
 */
function SplashCover({ children }: { children: ReactNode }) {
  const { user } = useAuth();
  const timerDone = useSplashTimer(splash.durationMs);
  const splashVisible = !splashless && !(timerDone && user !== undefined);
  // The worker's install (the shell, the pages, the images) waits until the first view is over.
  useEffect(() => {
    if (!splashVisible) registerServiceWorkerWhenIdle();
  }, [splashVisible]);
  return (
    <>
      {/* No progress bar: a bar that moves keeps the main thread drawing a frame every 16 ms for the
          whole splash, about a tenth of a light page's own work (`npm run bench`). */}
      <Splash visible={splashVisible} logo={splashText.wordmark} message={splashText.welcome} />
      <div {...splashCovered(splashVisible)}>{children}</div>
    </>
  );
}

/** Every route's frame: the navigation bar where the spec shows it, the page, the footer and the back-to-top button, under the splash. */
export function AppShell() {
  const { pathname } = useLocation();
  return (
    // One boundary around the frame and the page: a prerendered page hydrates with its frame in one
    // pass, so the splash never lifts off a page still waiting to hydrate; and a page whose code is
    // still on its way after a link keeps the previous one on screen.
    <Suspense>
      <SplashCover>
        <SkipLink targetId={mainId} />
        {!navHiddenOn(pathname) && <Header />}
        <main id={mainId} tabIndex={-1}>
          <Outlet />
        </main>
        <Suspense>
          <SiteEnd focusTargetId={mainId} />
        </Suspense>
        <ScrollToTop />
      </SplashCover>
    </Suspense>
  );
}
