/**
 * Background Sync in tests. Chromium fires a sync when its own network comes back, which a test
 * cannot switch (Playwright's `setOffline` emulates it for pages only): a test fires it through the
 * DevTools protocol instead, as DevTools' "Sync" button does. The headless shell has Background Sync
 * switched off ("Background Sync is disabled"): tests of it run in the full browser (`chromiumPath`).
 */
import type { BrowserContext, Page } from 'playwright';

/** The Background Sync tags the page's service worker registration holds. */
export function syncTags(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const registration = (await navigator.serviceWorker.ready) as ServiceWorkerRegistration & {
      sync: { getTags(): Promise<string[]> };
    };
    return registration.sync.getTags();
  });
}

/**
 * Fires `tag`'s sync event in the service worker of `origin`, from a blank tab (no page of the site
 * need be open), and closes that tab.
 */
export async function fireSync(context: BrowserContext, origin: string, tag: string): Promise<void> {
  const blank = await context.newPage();
  try {
    const devtools = await context.newCDPSession(blank);
    const registered = new Promise<string>((resolve) => {
      devtools.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const registration = registrations.find((each) => !each.isDeleted && each.scopeURL.startsWith(origin));
        if (registration) resolve(registration.registrationId);
      });
    });
    await devtools.send('ServiceWorker.enable');
    const registrationId = await registered;
    await devtools.send('ServiceWorker.dispatchSyncEvent', { origin, registrationId, tag, lastChance: false });
    await devtools.detach();
  } finally {
    await blank.close();
  }
}
