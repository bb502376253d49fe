// @ts-check
/**
 * The two builds the benchmark measures, both from one `buildSite({ outDir, splashlessOutDir })`:
 *
 *   - `shipped`: the production build, with its 3000 ms splash;
 *   - `splashless`: the measurement-only copy without the splash, to see what the page itself costs.
 *
 * Each with its own Lighthouse targets (accessibility, best practices and SEO 100 for both).
 */

/** @typedef {import('./lighthouse.mjs').LighthouseFigures} LighthouseFigures */
/**
 * @typedef {{ id: 'shipped' | 'splashless', title: string, hasSplash: boolean,
 *   targets: string, misses: (figures: LighthouseFigures) => Partial<Record<keyof LighthouseFigures, boolean>> }} Variant
 */

/**
 * Accessibility, best practices and SEO at 100, what a 404 page loses by design excepted.
 * @param {LighthouseFigures} figures
 */
export const auditMisses = (figures) => ({
  accessibility: figures.accessibility < 100,
  bestPractices: !figures.byDesign.bestPractices && figures.bestPractices < 100,
  seo: !figures.byDesign.seo && figures.seo < 100,
});

/** @type {Variant[]} */
export const variants = [
  {
    id: 'shipped',
    title: 'As shipped (with the 3000 ms splash)',
    hasSplash: true,
    targets: 'performance ≥ 92, FCP ≤ 0.9 s, TBT ≤ 150 ms, CLS 0; accessibility, best practices and SEO 100',
    misses: (figures) => ({
      performance: figures.performance < 92,
      fcp: figures.fcp > 900,
      tbt: figures.tbt > 150,
      cls: figures.cls > 0,
      ...auditMisses(figures),
    }),
  },
  {
    id: 'splashless',
    title: 'Splashless (measurement-only build)',
    hasSplash: false,
    targets: 'performance ≥ 98, LCP ≤ 1.5 s; accessibility, best practices and SEO 100',
    misses: (figures) => ({ performance: figures.performance < 98, lcp: figures.lcp > 1500, ...auditMisses(figures) }),
  },
];
