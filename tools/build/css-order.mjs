// @ts-check
/**
 * Stylesheets in cascade order. When a chunk imports a chunk that holds only CSS (a shared `.css.ts`
 * module's, say), Vite removes that chunk and adds its stylesheet to the importer's *after* the
 * importer's own: a component's base styles then come after the styles that adjust them, in the
 * preload lists, the manifest and the prerendered pages alike (vitejs/vite#3924 and #6375; a fix is
 * proposed in #21588). This puts each chunk's own stylesheet back after those it depends on, before
 * Vite writes the preload lists and the manifest.
 * @returns {import('vite').Plugin}
 */
export function cssDependenciesFirst() {
  /** The chunk's own stylesheets, by the chunk's preliminary file name, as Vite's CSS plugin left them. */
  const own = new Map();
  return {
    name: 'css-dependencies-first',
    apply: 'build',
    enforce: 'post',
    renderChunk(_code, chunk) {
      const metadata = /** @type {{ viteMetadata?: { importedCss: Set<string> } }} */ (chunk).viteMetadata;
      own.set(chunk.fileName, new Set(metadata?.importedCss));
      return null;
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.viteMetadata) continue;
        const ownCss = own.get(chunk.preliminaryFileName) ?? new Set();
        const { importedCss } = chunk.viteMetadata;
        const ordered = [...importedCss].sort((a, b) => Number(ownCss.has(a)) - Number(ownCss.has(b)));
        importedCss.clear();
        ordered.forEach((file) => importedCss.add(file));
      }
    },
  };
}
