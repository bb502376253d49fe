/**
 * Whether the page should say it is offline: the browser knows it has no connection, or the service
 * worker answered this page from its cache because the network failed (it marks `<html>`, see
 * `./savedPage.ts`) and the connection has not come back since. A part of the page that says so
 * itself (a form whose message waits for the connection) quiets the status, so the page says it once.
 * No framework: the status is drawn by the page's loader, and a form's island quiets it.
 */
import { savedPageAttribute } from './savedPage';

/** The attributes that mark the status's live region and the `<template>` of the note it shows. */
export const offlineStatusParts = { region: 'data-offline-status', note: 'data-offline-note' } as const;

const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());
/** The parts of the page that say it is offline themselves. */
const quieters = new Set<symbol>();

function backOnline() {
  // The saved copy stays on screen, but the visitor is no longer offline.
  document.documentElement.removeAttribute(savedPageAttribute);
  changed();
}

/** Calls `listener` whenever the answer of `offlineShown` may have changed; returns the unsubscribe. */
export function onOfflineChange(listener: () => void): () => void {
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

/** Whether the offline status shows now. */
export const offlineShown = (): boolean =>
  quieters.size === 0 && (!navigator.onLine || document.documentElement.hasAttribute(savedPageAttribute));

/** This part of the page says the visitor is offline, until the returned function is called. */
export function quietOfflineStatus(): () => void {
  const quieter = Symbol('says offline');
  quieters.add(quieter);
  changed();
  return () => {
    quieters.delete(quieter);
    changed();
  };
}
