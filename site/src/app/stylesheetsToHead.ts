/**
 * A prerendered page links its stylesheets at the end of `<body>`, so they do not hold back the splash's
 * first paint: the shell's and the page's own (tools/build/stylesheets.mjs). Vite adds the CSS of code
 * loaded later (another route's page, the menu) to `<head>`, which comes earlier in the cascade: a page's
 * styles added there would lose to the base styles of the components they adjust, linked in `<body>`.
 * So, before any code loads, the page's stylesheets are copied into `<head>`, ahead of anything Vite
 * adds, and the originals removed once the copies apply. The copies come from the cache and hold the
 * same rules, so nothing changes on screen. (The disabled links beside them apply nothing: they tell
 * Vite which chunks' stylesheets the page's holds.)
 */
export function moveStylesheetsToHead(doc: Document = document): void {
  for (const link of doc.body.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]:not([disabled])')) {
    const copy = link.cloneNode() as HTMLLinkElement;
    copy.removeAttribute('fetchpriority');
    // If the copy fails to load, the original stays: the page keeps its styles.
    copy.addEventListener('load', () => link.remove(), { once: true });
    doc.head.append(copy);
  }
}
