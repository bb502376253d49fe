import { useEffect, useState, type RefObject } from 'react';

/**
 * True once the element has come within `margin` of the viewport (and from then on): for loading a
 * part's code when the visitor scrolls towards it rather than with the page. False on the server and
 * at hydration, so the server HTML is what the first render draws.
 */
export function useNearViewport(ref: RefObject<Element | null>, margin = '50%'): boolean {
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
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
  }, [ref, margin, near]);
  return near;
}
