/**
 * Whether the page should say it is offline: the browser knows it has no connection, or the service
 * worker answered this page from its cache because the network failed (it marks `<html>`, see
 * `./savedPage.ts`) and the connection has not come back since. A form whose outbox already
 * says so (its message waits for the connection) quiets the status, so the page says it once.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { savedPageAttribute } from './savedPage';

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());
/** The parts of the page that say it is offline themselves. */
const quieters = new Set<symbol>();

function backOnline() {
  // The saved copy stays on screen, but the visitor is no longer offline.
  document.documentElement.removeAttribute(savedPageAttribute);
  changed();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) {
    window.addEventListener('online', backOnline);
    window.addEventListener('offline', changed);
  }
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size > 0) return;
    window.removeEventListener('online', backOnline);
    window.removeEventListener('offline', changed);
  };
}

const offline = () =>
  quieters.size === 0 && (!navigator.onLine || document.documentElement.hasAttribute(savedPageAttribute));

/** Whether to show the offline status (never in the prerendered HTML: it is the visitor's state). */
export function useOfflineStatus(): boolean {
  return useSyncExternalStore(subscribe, offline, () => false);
}

/** While `saying` is true, this part of the page says the visitor is offline: the status keeps quiet. */
export function useSaysOffline(saying: boolean): void {
  useEffect(() => {
    if (!saying) return;
    const quieter = Symbol('says offline');
    quieters.add(quieter);
    changed();
    return () => {
      quieters.delete(quieter);
      changed();
    };
  }, [saying]);
}
