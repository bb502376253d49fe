// @ts-check
/**
 * One route of one variant: what its runs measured, summed up. Lighthouse's figures are those of the
 * median run by performance score (a whole run: its figures belong together); the DevTools figures are
 * the median of each over the runs (the rendering work over every sample of every run).
 */
import { lighthouseFigures, score } from './lighthouse.mjs';
import { medianOfEach } from './median.mjs';

/** @typedef {import('./lighthouse.mjs').LhResult} LhResult */
/** @typedef {import('./devtools.mjs').RenderingFigures} RenderingFigures */
/** @typedef {import('./devtools.mjs').VisitFigures} VisitFigures */
/** @typedef {{ lhr: LhResult, rendering: RenderingFigures[], visit: VisitFigures }} Run */
/**
 * @typedef {{ route: string, notFound: boolean, lighthouse: import('./lighthouse.mjs').LighthouseFigures,
 *   rendering: RenderingFigures, visit: VisitFigures, benchmarkIndexes: number[] }} Row
 */

/**
 * @param {string} route
 * @param {boolean} notFound the unknown path (answers 404 on purpose)
 * @param {Run[]} runs at least one
 * @returns {Row}
 */
export function summarize(route, notFound, runs) {
  const byScore = [...runs].sort((a, b) => score(a.lhr, 'performance') - score(b.lhr, 'performance'));
  const medianRun = /** @type {Run} */ (byScore[Math.floor((byScore.length - 1) / 2)]);
  return {
    route,
    notFound,
    lighthouse: lighthouseFigures(medianRun.lhr, notFound),
    rendering: medianOfEach(runs.flatMap((run) => run.rendering)),
    visit: medianOfEach(runs.map((run) => run.visit)),
    benchmarkIndexes: runs.map((run) => run.lhr.environment.benchmarkIndex),
  };
}
