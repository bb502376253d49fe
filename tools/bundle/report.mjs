// @ts-check
/**
 * `npm run bundle-report`: the production build with the bundle visualiser (`ANALYZE=1`, see
 * `report-plugins.mjs`) into `bundle-report/dist`, then the JavaScript each route loads before its
 * content shows. Everything lands in the git-ignored `bundle-report/`:
 *   treemap.html        module-level treemap of every chunk (minified sizes)
 *   stats.json          its raw data
 *   before-content.txt  per route: files and KB gzip, the modules inside each chunk, KB by package
 * The console gets the per-route table. `site/dist` is not touched.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { buildSite } from '../build/prerender.mjs';
import { beforeContentReport } from './before-content.mjs';
import { reportDir } from './report-plugins.mjs';

const { values } = parseArgs({ options: { budget: { type: 'string', default: '105' } } });
const budgetKb = Number(values.budget);
const dist = join(reportDir, 'dist');
const stats = join(reportDir, 'stats.json');

process.env.ANALYZE = '1';
await buildSite({ outDir: dist, logLevel: 'warn' });

const full = beforeContentReport({ dist, budgetKb, files: true, stats });
writeFileSync(join(reportDir, 'before-content.txt'), `${full}\n`);
console.log(beforeContentReport({ dist, budgetKb }));
console.log(
  [
    '',
    `Treemap: ${join(reportDir, 'treemap.html')}`,
    `Per route, files and modules: ${join(reportDir, 'before-content.txt')}`,
  ].join('\n'),
);
