/**
 * The navigation bar's scrolled look, with no framework: the design system's `SiteHeader` exposes
 * its state as `data-scrolled` on its `<header>` and styles itself from it. This keeps the attribute
 * true past `threshold` pixels from the page's first scroll, before (and after) the header's island
 * hydrates, which then keeps it the same way.
 */
export function flagScrolledHeader(threshold: number): void {
  const header = document.querySelector('header[data-scrolled]');
  if (!header) return;
  let queued = false;
  const update = () => {
    queued = false;
    header.setAttribute('data-scrolled', String(window.scrollY > threshold));
  };
  window.addEventListener(
    'scroll',
    () => {
      if (queued) return;
      queued = true;
      requestAnimationFrame(update);
    },
    { passive: true },
  );
  update();
}
