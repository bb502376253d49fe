/**
 * The scroll-in part of `Reveal`, as one self-contained function: it runs as a tiny classic script of
 * its own before the app's bundle (`revealOnScrollScript`), and again, harmlessly, from `Reveal` where
 * there is no such script (a page rendered in the browser, Storybook).
 *
 * It hides only what is still below the fold when it runs (so nothing the visitor can see is ever
 * hidden, and without it every element simply shows), then fades each one in as it scrolls into view.
 * A repeating element (`once={false}`) hides again only when it leaves below the fold, to play again as
 * it comes back up; scrolled past, above the viewport, it stays shown. Elements added later (a client-side navigation) are handled the same way. Under reduced motion it
 * hides nothing.
 *
 * Everything it needs is inside the function: its source is what the script file holds.
 */
export function startRevealOnScroll(): void {
  const flag = '__revealOnScroll'; // = revealOnScrollFlag (the function must stay self-contained)
  const global = window as unknown as Record<string, unknown>;
  if (global[flag] || typeof IntersectionObserver !== 'function') return;
  global[flag] = true;
  if (matchMedia('(prefers-reduced-motion: reduce)').matches) return;

  /** The scroll-in offset: an element plays once 100 px of it are in view. */
  const offset = 100;
  const selector = '[data-reveal="scroll"],[data-reveal="group"]';
  const state = 'data-reveal-state';
  const repeats = (element: Element) => element.getAttribute('data-reveal-once') === 'false';
  /**
   * Out of view below the fold (the visitor scrolled back up), not above the viewport (scrolled past):
   * out of view and not above the top, it is below.
   */
  const leftBelow = (entry: IntersectionObserverEntry) => entry.boundingClientRect.bottom > 0;

  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const element = entry.target;
        const current = element.getAttribute(state);
        if (entry.isIntersecting) {
          // A repeating element seen in place at the start stays as it is until it leaves.
          if (current === 'waiting') element.setAttribute(state, 'entering');
          if (!repeats(element)) observer.unobserve(element);
        } else if (repeats(element) && current !== 'waiting' && leftBelow(entry)) {
          // It plays again when it comes back from below; what the visitor has scrolled past stays shown
          // (AOS's `mirror: false`), so the page above the reader is never blank.
          element.setAttribute(state, 'waiting');
        }
      }
    },
    { rootMargin: `0px 0px -${offset}px 0px` },
  );

  const watch = (elements: Element[]) => {
    const fold = window.innerHeight - offset;
    // Every position is read before any attribute is written: one layout, however many elements.
    // An element added already waiting (a copy of server HTML taken after this script ran) is watched as it is.
    for (const element of elements) if (element.getAttribute(state) === 'waiting') observer.observe(element);
    const fresh = elements.filter((element) => !element.hasAttribute(state));
    const below = fresh.map((element) => element.getBoundingClientRect().top >= fold);
    fresh.forEach((element, index) => {
      if (below[index]) element.setAttribute(state, 'waiting');
      if (below[index] || repeats(element)) observer.observe(element);
    });
  };

  watch([...document.querySelectorAll(selector)]);
  new MutationObserver((records) => {
    const added: Element[] = [];
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        if (node.matches(selector)) added.push(node);
        added.push(...node.querySelectorAll(selector));
      }
    }
    if (added.length > 0) watch(added);
  }).observe(document.documentElement, { childList: true, subtree: true });
}

/** The source of the classic script a prerendered page loads before its bundle (`<script defer>`). */
export const revealOnScrollScript = `(${startRevealOnScroll.toString()})();\n`;
