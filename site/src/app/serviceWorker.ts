/**
 * Registers the service worker (`/sw.js`, see `src/sw/serviceWorker.ts`) once the page has loaded and
 * gone idle. Call it when the first view is over (the app shell does, once the splash has lifted):
 * its install fetches the shell, the pages and the images for offline reading, over a megabyte, which
 * on a slow connection would hold back the parts the page loads under the splash. Production builds
 * only: the dev server has no worker, and hot reload is unaffected.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register('/sw.js').catch((error: unknown) => {
      // The site works without it; only offline reading is lost.
      console.warn('The service worker was not registered: pages will not be readable offline.', error);
    });
  };
  const whenIdle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(register, { timeout: 10_000 }) : setTimeout(register, 3000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
