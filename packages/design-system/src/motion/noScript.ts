/** Declarations that show `Reveal` content where it stands, whatever its entrance would have done. */
export const shownAsIs = 'opacity:1!important;transform:none!important;animation:none!important';

/**
 * For a server-rendered page's `<noscript><style>`: without JavaScript the splash never leaves, so hide
 * it and uncover the app (`Splash`'s `data-splash`, `splashCovered`'s attribute), and let opening
 * content held by the covered page (`Reveal trigger="load"`) simply show.
 */
export const noScriptStyles =
  '[data-splash]{display:none!important}' +
  '[data-splash-covered]{opacity:1!important;max-height:none!important;overflow:visible!important}' +
  `[data-reveal],[data-reveal-item]{${shownAsIs}}`;
