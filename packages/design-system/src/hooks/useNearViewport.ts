import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element (given, or a ref's) has come within `margin` of the viewport, and from then
 * on: for loading a part's code, or starting its work, when the visitor scrolls towards it rather than
 * with the page. False on the server and at hydration, so the server HTML is what the first render draws.
 */
export function useNearViewport(target: RefObject<Element | null> | Element | null, margin = '50%'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = target && 'current' in target ? target.current : target;
    // Without an observer (a test's DOM), it stays false: load the part when it is asked for too.
    if (near || !element || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true);
      },
      // The document as the root: its own viewport, also inside a frame (a story, a test), where the
      // implicit root would be the top-level window's.
      { root: element.ownerDocument, rootMargin: `${margin} 0px` },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [target, margin, near]);
  return near;
}
