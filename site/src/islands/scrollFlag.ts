/**
 * The navigation bar's scrolled look, with no framework: the design system's `SiteHeader` exposes
 * its state as `data-scrolled` on its `<header>` and styles itself from it. This keeps the attribute
 * true past `threshold` pixels from the page's first frame (a page reloaded part-way down opens
 * scrolled), before (and after) the header's island hydrates, which then keeps it the same way.
 */
export function flagScrolledHeader(threshold: number): void {
  const header = document.querySelector('header[data-scrolled]');
  if (!header) return;
  let queued = false;
  const update = () => {
    queued = false;
    const scrolled = String(window.scrollY > threshold);
    if (header.getAttribute('data-scrolled') !== scrolled) header.setAttribute('data-scrolled', scrolled);
  };
  const queue = () => {
    if (queued) return;
    queued = true;
    requestAnimationFrame(update);
  };
  window.addEventListener('scroll', queue, { passive: true });
  // Read in a frame, where the layout that `scrollY` needs is the frame's own: read now, as the page
  // still loads, it forces a layout of its own.
  queue();
}
