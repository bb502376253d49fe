import { SkipLink, Splash, splashCovered } from '@agency/design-system';
import { Suspense, useEffect, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { splash } from '../content/constants';
import { splashText } from '../content/navigation';
import { useAuth } from '../integrations/identity';
import { deferredUntilUncovered } from './deferred';
import { Header } from './Header';
import { navHiddenOn } from './navVisibility';
import { ScrollToTop } from './ScrollToTop';
import { markPageUncovered, splashRemainingMs, splashSkipped } from './splashState';

export const mainId = 'main';

/** Below every page: its code (and the newsletter form's) follows the splash. */
const Footer = deferredUntilUncovered(() => import('./Footer'));
/** Shows nothing until the page is scrolled: its code follows the splash too. */
const BackToTopButton = deferredUntilUncovered(() => import('./BackToTopButton'));

function useSplashTimer(durationMs: number): boolean {
  const [done, setDone] = useState(splashSkipped);
  useEffect(() => {
    if (splashSkipped) return;
    const timer = window.setTimeout(() => setDone(true), splashRemainingMs(durationMs));
    return () => window.clearTimeout(timer);
  }, [durationMs]);
  return done;
}

/**
 * Every route's frame: the splash (3000 ms from the start of the page load, and until the identity
 * provider first reports), the navigation bar where the spec shows it, the page, the footer and the
 * back-to-top button. The page renders behind the splash (it is in the prerendered HTML, so a visitor
 * without JavaScript can read it) but stays covered: unseen and unreachable until the splash leaves.
 */
export function AppShell() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const timerDone = useSplashTimer(splash.durationMs);
  const identityKnown = user !== undefined;
  const splashVisible = !splashSkipped && !(timerDone && identityKnown);
  useEffect(() => {
    if (!splashVisible) markPageUncovered();
  }, [splashVisible]);

  return (
    <>
      <Splash
        visible={splashVisible}
        logo={splashText.wordmark}
        message={splashText.welcome}
        progressDuration={splash.durationMs}
      />
      <div {...splashCovered(splashVisible)}>
        <SkipLink targetId={mainId} />
        {!navHiddenOn(pathname) && <Header />}
        <main id={mainId} tabIndex={-1}>
          <Suspense>
            <Outlet />
          </Suspense>
        </main>
        <Suspense>
          <Footer />
        </Suspense>
        <Suspense>
          <BackToTopButton focusTargetId={mainId} />
        </Suspense>
        <ScrollToTop />
      </div>
    </>
  );
}
