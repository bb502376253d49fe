import { defineConfig, mergeConfig, type UserConfig } from 'vite';
import baseConfig from '../vite.config.ts';
import { bundleReportPlugins } from '../tools/bundle/report-plugins.mjs';

/**
 * The browser build's first view in one chunk: every module the entry loads statically (React, the
 * router, the app shell, the design-system parts every page uses), except the entry itself, which
 * awaits its page's code at the top level and must stay out of a chunk the pages import. Two dozen
 * small chunks cost about 5 KB of gzip more (each compressed alone, with import/export glue).
 */
const firstViewChunk: NonNullable<UserConfig['build']>['rolldownOptions'] = {
  output: {
    codeSplitting: {
      groups: [{ name: 'shell', tags: ['$initial'], test: (id) => !/\/site\/(index\.html|src\/main\.tsx)$/.test(id) }],
    },
  },
};

export default defineConfig(({ isSsrBuild }) =>
  mergeConfig(baseConfig, {
    // `npm run bundle-report` (or ANALYZE=1): a module-level size report of the client bundle, see tools/bundle.
    plugins: process.env.ANALYZE ? [bundleReportPlugins()] : [],
    build: {
      // One stylesheet for every route: the prerendered pages link it, so it works without JavaScript
      // and is cached once for the whole visit.
      cssCodeSplit: false,
      // The prerenderer reads it to preload each route's code.
      manifest: true,
      // The logo sprites (`src/ui/icons/logos/*.svg?url`) stay files, however small: inlined as data: URIs
      // they would put their path data back into the JavaScript and the HTML. Other assets: Vite's default.
      assetsInlineLimit: (file: string) => (/\/ui\/icons\/logos\/[^/]+\.svg$/.test(file) ? false : undefined),
      rolldownOptions: isSsrBuild ? undefined : firstViewChunk,
    },
  } satisfies UserConfig),
);
