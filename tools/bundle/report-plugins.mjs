// @ts-check
/**
 * The on-demand bundle visualiser (`npm run bundle-report`, or `ANALYZE=1` on any site build): for the
 * client build only, `rollup-plugin-visualizer` (which supports Rolldown) writes its raw data
 * (`stats.json`, read by `before-content.mjs --stats`) and a treemap of it (`treemap.html`) into the
 * git-ignored `bundle-report/`. Module sizes come from hidden source maps of the minified chunks
 * (Rolldown's own per-module lengths are taken before its last tree-shaking pass), so they are
 * minified bytes. The chunks are byte for byte those of a normal build: hidden source maps only add
 * `.map` files, without a `sourceMappingURL` comment.
 */
import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** Where the report goes. */
export const reportDir = fileURLToPath(new URL('../../bundle-report/', import.meta.url));

/** @typedef {import('vite').Plugin} Plugin */

/** @type {(config: unknown, env: import('vite').ConfigEnv) => boolean} */
const clientBuildOnly = (_config, env) => env.command === 'build' && !env.isSsrBuild;

/**
 * The plugins to add to the site's config when a report is asked for. The visualiser is imported only
 * then, so a normal build never loads it.
 * @returns {Promise<Plugin[]>}
 */
export async function bundleReportPlugins() {
  const { visualizer } = await import('rollup-plugin-visualizer');
  const projectRoot = fileURLToPath(new URL('../../', import.meta.url));
  const stats = `${reportDir}stats.json`;
  const treemap = `${reportDir}treemap.html`;
  return [
    {
      name: 'bundle-report:hidden-source-maps',
      apply: clientBuildOnly,
      config: () => ({
        build: {
          sourcemap: 'hidden',
          rolldownOptions: {
            // Rolldown's runtime and Vite's preload helper have no source map: the report shows them
            // as whole chunks, no need to say so twice per build.
            onLog(level, log, handler) {
              if (log.plugin === 'visualizer' && /missing source map/.test(log.message)) return;
              handler(level, log);
            },
          },
        },
      }),
    },
    {
      .../** @type {Plugin} */ (visualizer({ template: 'raw-data', filename: stats, sourcemap: true, projectRoot })),
      apply: clientBuildOnly,
      // After minification, so the source maps describe the shipped code.
      enforce: 'post',
    },
    {
      // The treemap from the same data, by the visualiser's CLI: reading the source maps once.
      name: 'bundle-report:treemap',
      apply: clientBuildOnly,
      closeBundle() {
        const cli = createRequire(import.meta.url).resolve('rollup-plugin-visualizer/dist/bin/cli.js');
        const args = ['--template', 'treemap', '--title', 'Site bundle', '--filename', treemap, stats];
        execFileSync(process.execPath, [cli, ...args], { stdio: 'inherit' });
      },
    },
  ];
}
