import { SkipLink, Splash, splashCovered } from '@agency/design-system';
import { Suspense, useEffect, useState, type ReactNode } from 'react';
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
 * The splash (3000 ms from the start of the page load, and until the identity provider first reports)
 * over the page, which renders behind it (it is in the prerendered HTML, so a visitor without
 * JavaScript can read it) but stays covered: unseen and unreachable until the splash leaves. When the
 * splash state changes only this renders again: `children` is the same element, so the page is left
 * as it is (and its parts still waiting for their code keep their server HTML).
 */
function SplashCover({ children }: { children: ReactNode }) {
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
      <div {...splashCovered(splashVisible)}>{children}</div>
    </>
  );
}

/** Every route's frame: the navigation bar where the spec shows it, the page, the footer and the back-to-top button, under the splash. */
export function AppShell() {
  const { pathname } = useLocation();
  return (
    <SplashCover>
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
    </SplashCover>
  );
}
