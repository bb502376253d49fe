import { defineConfig, mergeConfig, type UserConfig } from 'vite';
import baseConfig from '../vite.config.ts';
import { compileHint } from '../tools/build/compileHint.mjs';
import { bundleReportPlugins } from '../tools/bundle/report-plugins.mjs';

/** Libraries that only one kind of island uses: each stays in the chunks of the islands that need it. */
const islandLibraries =
  /\/node_modules\/(framer-motion|motion-dom|motion-utils|embla-carousel[^/]*|@radix-ui\/[^/]+|react-hook-form|firebase|@firebase\/[^/]+|@emailjs\/[^/]+|idb-keyval)\//;

/** Firebase's modules: a large library of which a sign-in runs a small part. */
const firebaseModule = /\/node_modules\/(firebase|@firebase\/[^/]+)\//;

/** A chunk's code runs when an island hydrates and loads it: V8 compiles it as it streams in, but Firebase's. */
const chunkCompileHint = (chunk: { moduleIds: string[] }) =>
  chunk.moduleIds.some((id) => firebaseModule.test(id)) ? '' : compileHint;

/**
 * The browser build: the island loader alone first (is-land and what the loader needs, the only
 * script a page asks for before its load event), then per island only what it needs, in few requests:
 * React and the hydration in one chunk, what the forms share in another, what two or more other islands
 * share in a third, each island's own code and libraries in its own. A dozen small shared chunks would
 * cost a request each.
 */
const islandChunks: NonNullable<UserConfig['build']>['rolldownOptions'] = {
  output: {
    postBanner: chunkCompileHint,
    codeSplitting: {
      groups: [
        {
          name: 'loader',
          tags: ['$initial'],
          test: (id) => !/\/site\/(index\.html|src\/islands\/loader\.ts)$/.test(id),
        },
        {
          name: 'react',
          test: /\/node_modules\/(react|react-dom|scheduler)\/|\/site\/src\/islands\/(hydrate|IslandFrame)\.tsx$/,
        },
        // What the loader reads after the load event to start an island early (a draft, the outbox…):
        // apart from the islands' shared code, so reading it brings no React.
        { name: 'start-at-load', test: /\/site\/src\/islands\/startAtLoad\.ts$/ },
        // One chunk, not one per set of islands sharing it: split by sets, the chunks import each
        // other in cycles, and a module can then run before one it needs.
        // Parts that bring a library of their own, apart from the rest, so an island that does not use
        // them never loads the library: the carousel (embla), the motion helpers (framer-motion).
        {
          name: 'carousel',
          test: /\/design-system\/src\/primitives\/Carousel\//,
          includeDependenciesRecursively: false,
        },
        {
          name: 'motion',
          // Not the features framer-motion loads on demand: each is a chunk of its own.
          test: /\/design-system\/src\/motion\/(?!features\/)/,
          includeDependenciesRecursively: false,
        },
        // What only the forms share (their hooks, the outbox, the e-mail sender, the form parts), so an
        // island without a form (a carousel, the header) never loads it or react-hook-form.
        {
          name: 'forms',
          minShareCount: 2,
          test: /\/site\/src\/(forms\/|outbox\/|integrations\/email\/|islands\/emailService)|\/design-system\/src\/(primitives\/(FormField|Alert)|patterns\/(FormCard|SuccessPanel))\//,
          includeDependenciesRecursively: false,
        },
        {
          name: 'shared',
          minShareCount: 2,
          test: (id) => !islandLibraries.test(id),
          // A shared part's libraries stay with the islands that need them, not in every island's chunk.
          includeDependenciesRecursively: false,
        },
      ],
    },
  },
};

export default defineConfig(({ isSsrBuild }) =>
  mergeConfig(baseConfig, {
    // `npm run bundle-report` (or ANALYZE=1): a module-level size report of the client bundle, see tools/bundle.
    plugins: process.env.ANALYZE ? [bundleReportPlugins()] : [],
    // The dev server pre-bundles the islands' libraries up front: found mid-page, each would reload it.
    optimizeDeps: { include: ['@11ty/is-land', 'react-hook-form', 'framer-motion', 'idb-keyval', '@emailjs/browser'] },
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
      rolldownOptions: isSsrBuild ? undefined : islandChunks,
    },
  } satisfies UserConfig),
);
