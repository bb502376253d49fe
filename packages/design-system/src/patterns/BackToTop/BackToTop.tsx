import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useId, useState, type ComponentPropsWithoutRef, type MouseEvent, type Ref } from 'react';
import { useReducedMotion } from '../../hooks/useReducedMotion';
import { useScrollProgress } from '../../hooks/useScrollProgress';
import { useScrollThreshold } from '../../hooks/useScrollThreshold';
import { visuallyHidden } from '../../theme/focus.css';
import { cx } from '../../utils/cx';
import { Glyph } from '../../primitives/Glyph';
import { ProgressRing } from '../../primitives/ProgressRing';
import * as styles from './BackToTop.css';
import { useStandAside, type StandAsideOptions } from './useStandAside';

export interface BackToTopProps extends Omit<ComponentPropsWithoutRef<'button'>, 'children' | 'onClick' | 'type'> {
  /** Shows the button once the page is scrolled more than this many pixels (strictly more). */
  threshold?: number;
  /** The button's accessible name. */
  label?: string;
  /** The description read after the name, given the scroll percent (e.g. '42% scrolled'). */
  progressText?: (percent: number) => string;
  /** The ring's diameter: sm 40 px, md 56 px (the button adds a 4 px rim). */
  size?: 'sm' | 'md';
  /**
   * The id of the element that takes keyboard focus after the jump, e.g. the page's `<main>` or
   * its first heading, so keyboard users continue from the top. Without it (or if no element has
   * the id), focus moves to the document itself.
   */
  focusTargetId?: string;
  /**
   * Below this breakpoint (e.g. `md`: phones), the button hides while the visitor scrolls down and
   * comes back when they scroll up: on a narrow screen there is no margin beside the content for it,
   * so while the visitor reads it would cover text and controls. Default: always shown past `threshold`.
   */
  hideOnScrollDownBelow?: StandAsideOptions['hideOnScrollDownBelow'];
  /**
   * A CSS selector of a region the button must never cover, e.g. the page's footer (links, badges):
   * once it scrolls into view, the button rides above its top edge.
   */
  clearOf?: string;
  /** Called after the jump has started. */
  onClick?: (event: MouseEvent<HTMLButtonElement>) => void;
  ref?: Ref<HTMLButtonElement>;
}

const defaultProgressText = (percent: number) => `${percent}% scrolled`;

/** Moves focus to the top of the page without scrolling, making the target focusable for the moment if it is not. */
function focusTop(focusTargetId: string | undefined) {
  const target = (focusTargetId && document.getElementById(focusTargetId)) || document.body;
  if (target.tabIndex < 0 && !target.hasAttribute('tabindex')) {
    target.setAttribute('tabindex', '-1');
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
  }
  target.focus({ preventScroll: true });
}

/**
 * A floating button, bottom right, that takes the visitor back to the top of the page. It appears
 * once the page is scrolled past `threshold`, and its ring shows how far down the page is scrolled.
 * Place it once, at the end of the app. Hidden, it is not rendered at all (so it is never focusable).
 * On a phone, give it `hideOnScrollDownBelow` and `clearOf` so it never sits on what the visitor reads.
 */
export function BackToTop({
  threshold = 300,
  label = 'Back to top',
  progressText = defaultProgressText,
  size = 'md',
  focusTargetId,
  hideOnScrollDownBelow,
  clearOf,
  onClick,
  onFocus,
  onBlur,
  className,
  style,
  ...rest
}: BackToTopProps) {
  const visible = useScrollThreshold(threshold);
  const percent = useScrollProgress();
  const reducedMotion = useReducedMotion();
  const descriptionId = `back-to-top-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const aside = useStandAside({ hideOnScrollDownBelow, clearOf });
  // Focused, it stays (a keyboard user scrolling with the arrow keys keeps their place).
  const [focused, setFocused] = useState(false);

  if (!visible || (aside.hidden && !focused)) return null;

  return (
    <button
      {...rest}
      type="button"
      className={cx(styles.button, className)}
      style={{ ...assignInlineVars({ [styles.lift]: `${aside.lift}px` }), ...style }}
      onFocus={(event) => {
        setFocused(true);
        onFocus?.(event);
      }}
      onBlur={(event) => {
        setFocused(false);
        onBlur?.(event);
      }}
      aria-label={label}
      aria-describedby={descriptionId}
      onClick={(event) => {
        window.scrollTo({ top: 0, behavior: reducedMotion ? 'instant' : 'smooth' });
        focusTop(focusTargetId);
        onClick?.(event);
      }}
    >
      {/* Decorative here: the button's description carries the percent. */}
      <ProgressRing value={percent} size={size} aria-hidden="true">
        <Glyph name="arrow-up-stroke-2.25" />
      </ProgressRing>
      <span id={descriptionId} className={visuallyHidden}>
        {progressText(percent)}
      </span>
    </button>
  );
}
