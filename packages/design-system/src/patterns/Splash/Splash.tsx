import { useEffect, useRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { visuallyHidden } from '../../theme/focus.css';
import { isCoveredBySplash, splashCoveredAttribute } from '../../hooks/useCoveredBySplash';
import { cx } from '../../utils/cx';
import * as styles from './Splash.css';

export interface SplashProps extends Omit<ComponentPropsWithoutRef<'div'>, 'children'> {
  /**
   * Shows the splash. The caller owns the timing (e.g. 3000 ms and the first identity report); when
   * this turns false the splash leaves the DOM in that frame. It does not fade: the page's own entrances
   * are the transition, and a fade would cost the page's main thread a style pass a frame while it
   * runs, on a phone that is still starting the page up.
   */
  visible: boolean;
  /** The product's logo or wordmark, centred. */
  logo?: ReactNode;
  /** The welcome line under the logo. */
  message?: ReactNode;
  /** Announced to assistive technology while the splash shows, e.g. 'Loading Northwind'. */
  label?: string;
  /**
   * Shows a thin bar that fills over this many milliseconds (e.g. the splash's 3000 ms). Decorative;
   * left out under reduced motion. It has a cost: while it moves, the page's main thread renders
   * every frame, on a phone that is still starting the page up.
   */
  progressDuration?: number;
  /** Called once the splash has left the DOM after `visible` turned false. */
  onHidden?: () => void;
}

/**
 * Spread on the app behind the splash while it shows (`<div {...splashCovered(visible)}>`): the app is
 * transparent, the splash takes the pointer, and `Splash` sends keyboard focus that reaches the app
 * back to the page (from when its script runs). Screen readers may read the app meanwhile: it is the
 * page, already rendered. Works in server-rendered HTML before any script runs; `noScriptStyles` lifts
 * it when JavaScript is off, and `splashFallbackStyles` on time when the script that should lift it
 * never runs.
 */
export function splashCovered(visible: boolean): { 'data-splash-covered'?: '' } {
  return visible ? { [splashCoveredAttribute]: '' } : {};
}

/**
 * A full-viewport loading screen shown before the app. It holds no focusable content; while it shows,
 * cover the app behind it with `splashCovered(visible)`, so neither pointer nor keyboard reach content
 * the visitor cannot see. It renders on the server too, so a prerendered page paints it before any
 * JavaScript arrives.
 */
export function Splash({
  visible,
  logo,
  message,
  label = 'Loading',
  progressDuration,
  onHidden,
  className,
  ...rest
}: SplashProps) {
  const onHiddenRef = useRef(onHidden);
  useEffect(() => {
    onHiddenRef.current = onHidden;
  });

  // Focus never rests on the app it covers (Tab, or a script): it goes back to the page. Taking the app
  // out of the tab order instead (`inert`) would restyle all of it when the splash lifts.
  useEffect(() => {
    if (!visible) return;
    const sendBack = (event: FocusEvent) => {
      const target = event.target;
      if (target instanceof HTMLElement && isCoveredBySplash(target)) target.blur();
    };
    document.addEventListener('focusin', sendBack);
    return () => document.removeEventListener('focusin', sendBack);
  }, [visible]);

  const hasBeenShown = useRef(visible);
  useEffect(() => {
    if (visible) hasBeenShown.current = true;
    else if (hasBeenShown.current) {
      hasBeenShown.current = false;
      onHiddenRef.current?.();
    }
  }, [visible]);

  if (!visible) return null;

  return (
    <div {...rest} className={cx(styles.overlay, className)} data-splash="">
      <div className={styles.content} role="status" aria-live="polite">
        {logo !== undefined && <div className={styles.logo}>{logo}</div>}
        {message !== undefined && <p className={styles.message}>{message}</p>}
        <span className={visuallyHidden}>{label}</span>
        {progressDuration !== undefined && progressDuration > 0 && (
          <span className={styles.progress} aria-hidden="true">
            <span className={styles.progressFill} style={{ transitionDuration: `${progressDuration}ms` }} />
          </span>
        )}
      </div>
    </div>
  );
}
