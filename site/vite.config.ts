import { defineConfig, mergeConfig } from 'vite';
import baseConfig from '../vite.config.ts';
import { bundleReportPlugins } from '../tools/bundle/report-plugins.mjs';

export default mergeConfig(
  baseConfig,
  defineConfig({
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
      assetsInlineLimit: (file) => (/\/ui\/icons\/logos\/[^/]+\.svg$/.test(file) ? false : undefined),
    },
  }),
);
