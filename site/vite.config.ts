import { defineConfig, mergeConfig, type UserConfig } from 'vite';
import baseConfig from '../vite.config.ts';
import { cssDependenciesFirst } from '../tools/build/css-order.mjs';
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
      groups: [
        { name: 'shell', tags: ['$initial'], test: (id) => !/\/site\/(index\.html|src\/main\.tsx)$/.test(id) },
        // The design system's foundations (theme-level styles, layout, motion) are on every page: their
        // CSS is one stylesheet, rather than a handful of tiny ones named in every preload list.
        { name: 'foundations', test: /design-system\/src\/(theme|layout|motion)\/.*\.vanilla\.css/ },
      ],
    },
  },
};

export default defineConfig(({ isSsrBuild }) =>
  mergeConfig(baseConfig, {
    // `npm run bundle-report` (or ANALYZE=1): a module-level size report of the client bundle, see tools/bundle.
    plugins: [cssDependenciesFirst(), ...(process.env.ANALYZE ? [bundleReportPlugins()] : [])],
    build: {
      // CSS split as the code is, one stylesheet per chunk: a page loads the CSS of the components it
      // uses. A prerendered page links the shell's and one of its own holding those of what it shows
      // (tools/build/stylesheets.mjs), so it is styled without JavaScript; Vite loads the rest with the
      // code that needs it.
      cssCodeSplit: true,
      // The prerenderer reads it to preload each route's code.
      manifest: true,
      // Every browser the site supports preloads modules itself (Chromium 66, Firefox 115, Safari 17; an
      // older Safari loads them as it meets the imports): Vite's polyfill would be 0.2 KB on every page.
      modulePreload: { polyfill: false },
      // The logo sprites (`src/ui/icons/logos/*.svg?url`) stay files, however small: inlined as data: URIs
      // they would put their path data back into the JavaScript and the HTML. Other assets: Vite's default.
      assetsInlineLimit: (file: string) => (/\/ui\/icons\/logos\/[^/]+\.svg$/.test(file) ? false : undefined),
      rolldownOptions: isSsrBuild ? undefined : firstViewChunk,
    },
  } satisfies UserConfig),
);
