import { shownAsIs } from '../../motion/noScript';

export interface SplashFallbackOptions {
  /** When the splash leaves without its script: this many ms after it first shows (its own duration). */
  afterMs: number;
  /** The attribute the page's script sets on `<html>` once it has arranged to lift the splash itself. */
  scriptAttribute: string;
}

/**
 * A `<style>` for a server-rendered page whose splash a script lifts (`Splash`'s `data-splash` over the
 * app's `splashCovered`): while that script has not run (it failed to load, or threw), the splash leaves
 * by itself `afterMs` after it first shows, as AMP's boilerplate shows its page when the runtime does not
 * arrive, and the opening content it held (`Reveal trigger="load"`) simply shows. The script marks `<html>` with
 * `scriptAttribute` before the body is parsed; from then on these rules never apply. (With JavaScript
 * off, `noScriptStyles` takes the splash away at once.)
 */
export function splashFallbackStyles({ afterMs, scriptAttribute }: SplashFallbackOptions): string {
  const withoutScript = `:root:not([${scriptAttribute}])`;
  return (
    '@keyframes splash-fallback-leave{to{visibility:hidden}}' +
    '@keyframes splash-fallback-uncover{to{opacity:1}}' +
    `${withoutScript} [data-splash]{animation:splash-fallback-leave 0s ${afterMs}ms forwards}` +
    `${withoutScript} [data-splash-covered]{animation:splash-fallback-uncover 0s ${afterMs}ms forwards}` +
    `${withoutScript} [data-splash-covered] [data-reveal="load"]{${shownAsIs}}`
  );
}
