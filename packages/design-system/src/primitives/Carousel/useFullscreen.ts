import { useSyncExternalStore } from 'react';

const subscribeToFullscreen = (onChange: () => void) => {
  document.addEventListener('fullscreenchange', onChange);
  return () => document.removeEventListener('fullscreenchange', onChange);
};
const subscribeToNothing = () => () => {};

/** Fullscreen for one element; `supported` is false where the browser has no (enabled) Fullscreen API. */
export function useFullscreen(element: HTMLElement | null) {
  const supported = useSyncExternalStore(
    subscribeToNothing,
    () => document.fullscreenEnabled === true && typeof HTMLElement.prototype.requestFullscreen === 'function',
    () => false,
  );
  const fullscreenElement = useSyncExternalStore(
    subscribeToFullscreen,
    () => document.fullscreenElement,
    () => null,
  );
  const active = element !== null && fullscreenElement === element;
  const toggle = async () => {
    try {
      if (active) await document.exitFullscreen();
      else await element?.requestFullscreen();
    } catch {
      // Refused (no user gesture, a permissions policy...): the carousel simply stays inline.
    }
  };
  return { supported, active, toggle };
}
