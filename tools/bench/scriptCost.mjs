// @ts-check
/**
 * The script-cost comparison: what each route's load costs a phone's main thread in three builds,
 * measured with Lighthouse in one run:
 *
 *   - `shipped`: the build as shipped (`buildSite({ mode: 'production' })` of the working tree);
 *   - `floor`: its static floor, the same build without any script (floor.mjs);
 *   - `previous`: a previous commit's build (previousBuild.mjs).
 *
 * Each build is served by the bench's static server (staticServer.mjs) on a port of its own, from
 * `--port` on. Route by route, the runs interleave the builds (shipped, floor, previous, shipped, …),
 * so a slower moment of the machine falls on all three alike; each figure is the median over the
 * runs. A route the previous build has no page for is measured in the other two only.
 */
import { runLighthouse, mainThreadFigures } from './lighthouse.mjs';
import { medianOfEach } from './median.mjs';
import { startStaticServer } from './staticServer.mjs';

/** @typedef {import('./lighthouse.mjs').LhResult} LhResult */
/** @typedef {import('./lighthouse.mjs').MainThreadFigures} MainThreadFigures */
/** @typedef {'shipped' | 'floor' | 'previous'} BuildId */
/** `firebaseJson`: the hosting settings to serve it with, if not the repository's. @typedef {{ id: BuildId, dir: string, firebaseJson?: string }} ComparedBuild */
/**
 * One route: the median figures of each build that has the route (`undefined`: the build has no such
 * page), every run's CPU benchmark index, and each run's main-thread work shipped ÷ floor (the two
 * builds of one run measured one after the other; empty without a floor).
 * @typedef {{ route: string, notFound: boolean, medians: Partial<Record<BuildId, MainThreadFigures>>,
 *   benchmarkIndexes: number[], floorRatios: number[] }} ScriptCostRow
 */

/**
 * Run by run, the shipped build's main-thread work over the floor's.
 * @param {MainThreadFigures[] | undefined} shipped @param {MainThreadFigures[] | undefined} floor
 */
export const runRatios = (shipped, floor) =>
  (shipped ?? []).flatMap((run, index) => {
    const base = floor?.[index]?.mainThreadMs;
    return base ? [run.mainThreadMs / base] : [];
  });

/** The builds in the order each run measures them. */
export const buildOrder = /** @type {const} */ (['shipped', 'floor', 'previous']);

/**
 * @param {{
 *   builds: ComparedBuild[],
 *   routes: string[],
 *   notFoundPath: string,
 *   runs: number,
 *   port: number,
 *   onRoute?: (row: ScriptCostRow) => void,
 *   onReport?: (lhr: LhResult, build: BuildId, route: string, run: number) => void,
 * }} options
 * @returns {Promise<{ rows: ScriptCostRow[], lighthouseVersion: string, userAgent: string }>}
 */
export async function measureScriptCost({ builds, routes, notFoundPath, runs, port, onRoute, onReport }) {
  const ordered = buildOrder.flatMap((id) => builds.filter((build) => build.id === id));
  /** @type {Array<ComparedBuild & { server: Awaited<ReturnType<typeof startStaticServer>> }>} */
  const served = [];
  let lighthouseVersion = '';
  let userAgent = '';
  /** @type {ScriptCostRow[]} */
  const rows = [];
  try {
    for (const [index, build] of ordered.entries())
      served.push({
        ...build,
        server: await startStaticServer({ dir: build.dir, port: port + index, firebaseJson: build.firebaseJson }),
      });
    for (const route of routes) {
      const notFound = route === notFoundPath;
      const measured = served.filter(({ server }) => notFound || server.serves(route));
      /** @type {Map<BuildId, MainThreadFigures[]>} */
      const figures = new Map(measured.map(({ id }) => [id, []]));
      for (let run = 0; run < runs; run++)
        for (const { id, server } of measured) {
          const lhr = await runLighthouse(`${server.url}${route}`, notFound, ['performance']);
          lighthouseVersion = lhr.lighthouseVersion;
          userAgent = lhr.environment.hostUserAgent;
          onReport?.(lhr, id, route, run);
          figures.get(id)?.push(mainThreadFigures(lhr));
        }
      /** @type {ScriptCostRow} */
      const row = {
        route,
        notFound,
        medians: Object.fromEntries([...figures].map(([id, list]) => [id, medianOfEach(list)])),
        benchmarkIndexes: [...figures.values()].flat().map((figure) => figure.benchmarkIndex),
        floorRatios: runRatios(figures.get('shipped'), figures.get('floor')),
      };
      rows.push(row);
      onRoute?.(row);
    }
  } finally {
    for (const { server } of served) await server.close();
  }
  return { rows, lighthouseVersion, userAgent };
}
