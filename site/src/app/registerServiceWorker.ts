/**
 * The service worker's side in the page (`/sw.js`, see `src/sw/worker.ts`), for the page's
 * small module script: no React, nothing imported but a constant and a pure function.
 */
import { keepTheRestMessage, savesData } from '../sw/cachePolicy';

type IdleWindow = Window & { requestIdleCallback?: Window['requestIdleCallback'] };
type NetworkNavigator = Navigator & { connection?: { saveData?: boolean; effectiveType?: string } };

/** At the page's next idle moment (a timer where the browser has no idle callbacks: Safari). */
function whenIdle(run: () => void): void {
  const { requestIdleCallback } = window as IdleWindow;
  if (requestIdleCallback) requestIdleCallback.call(window, run, { timeout: 10_000 });
  else setTimeout(run, 3000);
}

/** After the page's `load` event, and after it is shown if it was prerendered (Speculation Rules). */
function afterLoad(run: () => void): void {
  const loaded = () =>
    document.readyState === 'complete' ? run() : window.addEventListener('load', run, { once: true });
  if ((document as Document & { prerendering?: boolean }).prerendering)
    document.addEventListener('prerenderingchange', loaded, { once: true });
  else loaded();
}

let registered = false;

/**
 * Registers the service worker once the page has loaded and gone idle: the worker comes after the
 * page, and its install (the shell: the stylesheet, fonts, sprites, icons, the scripts every page
 * loads) never competes with what the page loads. On a page the worker already answered (any page
 * after the first), it asks the worker at a later idle moment to keep the rest for reading offline
 * (the pages, then their scripts and images, within the build's cap), unless the visitor saves data.
 *
 * Call it once per page, from the page's module script; a second call does nothing. Production
 * builds only: the dev server has no worker, and hot reload is unaffected.
 */
export function registerServiceWorkerWhenIdle(): void {
  if (!import.meta.env.PROD || registered || !('serviceWorker' in navigator)) return;
  registered = true;
  afterLoad(() =>
    whenIdle(() => {
      navigator.serviceWorker.register('/sw.js').then(
        () => {
          const worker = navigator.serviceWorker.controller;
          if (worker && !savesData((navigator as NetworkNavigator).connection))
            whenIdle(() => worker.postMessage(keepTheRestMessage));
        },
        (error: unknown) => {
          // The site works without it; only offline reading is lost.
          console.warn('The service worker was not registered: pages will not be readable offline.', error);
        },
      );
    }),
  );
}
