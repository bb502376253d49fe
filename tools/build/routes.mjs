// @ts-check
/**
 * `.vite/routes.json`, written into each build's folder: every route of the site's route table
 * (`site/src/app/routeTable.ts`, the one route list) with the pages prerendered for it. The hosting tests,
 * the first-paint and budget tests, the benchmark and the bundle report read it from the build they use.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/** @typedef {{ route: string, pages: string[], networkOnly: boolean }} BuiltRoute */

/** Beside Vite's manifest: build metadata, which the hosting config does not deploy (it ignores dot folders). */
const fileName = '.vite/routes.json';

/** @param {string} outDir @param {BuiltRoute[]} routes */
export function writeBuiltRoutes(outDir, routes) {
  writeFileSync(join(outDir, fileName), `${JSON.stringify({ routes }, null, 2)}\n`);
}

/**
 * The routes of the build in `outDir`: `pages` is every prerendered page, `onePagePerRoute` the first
 * page of each route (what a check that visits each route once opens).
 * @param {string} outDir
 */
export function readBuiltRoutes(outDir) {
  /** @type {{ routes: BuiltRoute[] }} */
  const { routes } = JSON.parse(readFileSync(join(outDir, fileName), 'utf8'));
  return {
    routes,
    pages: routes.flatMap((route) => route.pages),
    onePagePerRoute: routes.map((route) => route.pages[0] ?? route.route),
  };
}
