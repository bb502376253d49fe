import { defineConfig, mergeConfig, type UserConfig } from 'vite';
import baseConfig from '../vite.config.ts';
import { bundleReportPlugins } from '../tools/bundle/report-plugins.mjs';

/** The design system's components and patterns, the site's sections, and the site's own small UI parts. */
const sharedUi = /\/(packages\/(design-system\/src\/(primitives|patterns)|site-sections\/src)|site\/src\/ui)\//;

/**
 * The browser build's first view in one chunk: every module the entry loads statically (React, the
 * router, the app shell, the design-system parts every page uses), except the entry itself. Two dozen
 * small chunks cost about 5 KB of gzip more (each compressed alone, with import/export glue) and a
 * request each.
 */
const firstViewChunk: NonNullable<UserConfig['build']>['rolldownOptions'] = {
  output: {
    codeSplitting: {
      groups: [
        { name: 'shell', tags: ['$initial'], test: (id) => !/\/site\/(index\.html|src\/main\.tsx)$/.test(id) },
        // The motion helpers the code-split parts share (none is in a first view), in one chunk.
        {
          name: 'motion',
          test: /\/(design-system\/src\/(hooks\/(useReducedMotion|useMediaQuery)|motion\/(transitions|AutoHeight(\.css)?))\.tsx?|@vanilla-extract\/(dynamic|private)\/.*)$/,
          includeDependenciesRecursively: false,
        },
        // The site's icons (sprite references, and the names of the content icons), which most first
        // views draw, in one small chunk rather than mixed into the parts' chunks below.
        {
          name: 'siteIcons',
          test: /\/site\/src\/(ui\/icons\/.*|content\/icons\.ts)$/,
          includeDependenciesRecursively: false,
        },
        // The design system's small presentational parts that pages share (cards, badges, headings,
        // lists), in a few chunks, each holding the parts one set of pages shares (sets too small to
        // stand alone merged into their nearest), rather than one request each: a page pays little for
        // parts it does not use, and home's below-the-fold sections arrive in a handful of requests
        // instead of twenty. The carousel stays apart, since it brings embla; each part's own libraries
        // stay in their chunks.
        {
          name: 'ui',
          test: (id) => sharedUi.test(id) && !/\/(Carousel|site\/src\/ui\/icons)\//.test(id),
          minShareCount: 2,
          entriesAware: true,
          entriesAwareMergeThreshold: 9000,
          includeDependenciesRecursively: false,
        },
      ],
    },
    // The `ui` group's chunks are named after the pages that share them: `ui-<hash>.js` is enough.
    chunkFileNames: (chunk) => (chunk.name.startsWith('ui~') ? 'assets/ui-[hash].js' : 'assets/[name]-[hash].js'),
  },
};

export default defineConfig(({ isSsrBuild }) =>
  mergeConfig(baseConfig, {
    // `npm run bundle-report` (or ANALYZE=1): a module-level size report of the client bundle, see tools/bundle.
    plugins: process.env.ANALYZE ? [bundleReportPlugins()] : [],
    build: {
      // One site-wide stylesheet, linked in every page's head: every page is styled from its HTML, and
      // code loaded later brings no CSS of its own.
      cssCodeSplit: false,
      // The prerender reads it for each page's module preloads.
      manifest: true,
      // Every browser the site supports preloads modules itself (Chromium 66, Firefox 115, Safari 17; an
      // older Safari loads them as it meets the imports): Vite's polyfill would be 0.2 KB on every page.
      modulePreload: { polyfill: false },
      // The icon sprites (`src/ui/icons/{glyphs,logos}/*.svg?url`) stay files, however small: inlined as
      // data: URIs they would put their path data back into the JavaScript and the HTML. Other assets:
      // Vite's default.
      assetsInlineLimit: (file: string) => (/\/ui\/icons\/(glyphs|logos)\/[^/]+\.svg$/.test(file) ? false : undefined),
      rolldownOptions: isSsrBuild ? undefined : firstViewChunk,
    },
  } satisfies UserConfig),
);
