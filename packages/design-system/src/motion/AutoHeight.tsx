import { useCallback, useEffect, useRef, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { useReducedMotion } from '../hooks/useReducedMotion';
import { cx } from '../utils/cx';
import * as styles from './AutoHeight.css';
import { heightTiming } from './transitions';

export interface AutoHeightProps extends HTMLAttributes<HTMLDivElement> {
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * A block whose height follows its content smoothly: when the content grows or shrinks (cards shown
 * or hidden, a form replaced by its confirmation), the block glides from the old height to the new
 * one, clipping the content meanwhile, instead of the page below jumping. A change of width (the
 * window resized) is followed at once. Its height is `auto` the rest of the time, so the server HTML
 * and a page without JavaScript lay out as usual. No framer-motion: a Web Animation of `height`,
 * started in the same frame as the change (a resize observer runs before the frame is painted).
 * Under reduced motion it is a plain block.
 */
export function AutoHeight({ children, ref, className, ...rest }: AutoHeightProps) {
  const box = useRef<HTMLDivElement | null>(null);
  const content = useRef<HTMLDivElement | null>(null);
  const reduced = useReducedMotion();

  useEffect(() => {
    const outer = box.current;
    const inner = content.current;
    if (!outer || !inner || reduced || typeof ResizeObserver === 'undefined') return;
    let last = { width: inner.offsetWidth, height: inner.offsetHeight };
    let running: Animation | undefined;
    const observer = new ResizeObserver(() => {
      const next = { width: inner.offsetWidth, height: inner.offsetHeight };
      if (next.height === last.height && next.width === last.width) return;
      // What the visitor saw in the last frame: the running animation's height, or the old content's.
      const from = running ? outer.getBoundingClientRect().height : last.height;
      const resized = next.width !== last.width;
      last = next;
      running?.cancel();
      if (resized || from === next.height) return;
      // Clipped while it moves (`clip`, not `hidden`: no scroll container that focus could scroll).
      outer.style.overflow = 'clip';
      const animation = outer.animate([{ height: `${from}px` }, { height: `${next.height}px` }], heightTiming);
      running = animation;
      const settle = () => {
        if (running !== animation) return;
        running = undefined;
        outer.style.removeProperty('overflow');
      };
      animation.onfinish = settle;
      animation.oncancel = settle;
    });
    observer.observe(inner);
    return () => {
      observer.disconnect();
      running?.cancel();
    };
  }, [reduced]);

  const attach = useCallback(
    (element: HTMLDivElement | null) => {
      box.current = element;
      if (typeof ref === 'function') ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );

  return (
    <div {...rest} ref={attach} className={cx(styles.box, className)}>
      <div ref={content}>{children}</div>
    </div>
  );
}
