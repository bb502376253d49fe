import { BackToTop, SkipLink, Splash } from '@agency/design-system';
import { useEffect, useState } from 'react';
import { Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { backToTop, splash } from '../content/constants';
import { backToTopText, splashText } from '../content/navigation';
import { useAuth } from '../integrations/identity';
import { Footer } from './Footer';
import { Header } from './Header';
import { navHiddenOn } from './navVisibility';

export const mainId = 'main';

function useSplashTimer(durationMs: number): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    const timer = window.setTimeout(() => setDone(true), durationMs);
    return () => window.clearTimeout(timer);
  }, [durationMs]);
  return done;
}

/**
 * Every route's frame: the splash (3000 ms, and until the identity provider first reports), the
 * navigation bar where the spec shows it, the page, the footer and the back-to-top button.
 */
export function AppShell() {
  const { pathname } = useLocation();
  const { user } = useAuth();
  const timerDone = useSplashTimer(splash.durationMs);
  const identityKnown = user !== undefined;
  const splashVisible = !(timerDone && identityKnown);

  return (
    <>
      <Splash
        visible={splashVisible}
        logo={splashText.wordmark}
        message={splashText.welcome}
        progressDuration={splash.durationMs}
      />
      {identityKnown && (
        <div inert={splashVisible}>
          <SkipLink targetId={mainId} />
          {!navHiddenOn(pathname) && <Header />}
          <main id={mainId} tabIndex={-1}>
            <Outlet />
          </main>
          <Footer />
          <BackToTop
            threshold={backToTop.thresholdPx}
            label={backToTopText.label}
            progressText={backToTopText.progress}
            focusTargetId={mainId}
          />
          <ScrollRestoration />
        </div>
      )}
    </>
  );
}
