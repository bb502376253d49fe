/**
 * For a server-rendered page's `<noscript><style>`: without JavaScript the splash never leaves and no
 * entrance animation runs, so hide the splash, uncover the app and show content waiting to enter
 * (`Splash`'s `data-splash`, `splashCovered`'s attribute, and `Reveal`-style `data-reveal` elements).
 */
export const noScriptStyles =
  '[data-splash]{display:none!important}' +
  '[data-splash-covered]{visibility:visible!important;max-height:none!important;overflow:visible!important}' +
  '[data-reveal]{opacity:1!important;transform:none!important}';
