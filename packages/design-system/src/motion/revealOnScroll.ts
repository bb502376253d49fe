/**
 * The scroll-in part of `Reveal`, as one self-contained function: it runs as a tiny classic script of
 * its own before the app's bundle (`revealOnScrollScript`), and again, harmlessly, from `Reveal` where
 * there is no such script (a page rendered in the browser, Storybook).
 *
 * It hides only what is below the fold when the page is first laid out (so nothing the visitor can
 * see is ever hidden, and without it every element simply shows), then fades each one in as it scrolls
 * into view. A repeating element (`once={false}`) hides again only when it leaves below the fold, to
 * play again as it comes back up; scrolled past, above the viewport, it stays shown. Elements added
 * later (a client-side navigation) are handled the same way. Under reduced motion it hides nothing.
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
  /** Out of view below the fold, not above the viewport (scrolled past): out of view and not above the top. */
  const below = (entry: IntersectionObserverEntry) => !entry.isIntersecting && entry.boundingClientRect.bottom > 0;
  /** Elements the observer has reported once: its first report says where each one starts. */
  const placed = new WeakSet<Element>();

  // Positions come from the observer's reports, made after a frame's own layout: reading them here
  // would force the page's first layout inside this script's task.
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        const element = entry.target;
        const current = element.getAttribute(state);
        const first = !placed.has(element);
        placed.add(element);
        if (entry.isIntersecting) {
          // A repeating element already in place at the start stays as it is until it leaves.
          if (current === 'waiting') element.setAttribute(state, 'entering');
          if (!repeats(element)) observer.unobserve(element);
        } else if (below(entry)) {
          // Found below the fold at the start, it waits; a repeating one that leaves below plays again as
          // it comes back. What the visitor has scrolled past stays shown (AOS's `mirror: false`), so the
          // page above the reader is never blank.
          if (first || (repeats(element) && current !== 'waiting')) element.setAttribute(state, 'waiting');
        } else if (first && !repeats(element) && current !== 'waiting') {
          observer.unobserve(element);
        }
      }
    },
    { rootMargin: `0px 0px -${offset}px 0px` },
  );

  // An element added already waiting (a copy of server HTML taken after this script ran) is watched as it is.
  const watch = (elements: Element[]) => elements.forEach((element) => observer.observe(element));

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
