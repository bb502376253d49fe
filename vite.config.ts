/**
 * Base Vite config shared by Storybook, Vitest and the site: React, vanilla-extract and the site's
 * Markdown content.
 * The design-system library build has its own config (lib mode), kept apart so that
 * Storybook never picks up declaration emitting.
 */
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { markdownContent } from './tools/content/markdownPlugin.ts';

const designSystemSource = fileURLToPath(new URL('./packages/design-system/src', import.meta.url));

/**
 * Short class names in every production build, the benchmark's `splashless` mode included (the
 * plugin's default gives them to the mode named `production` only).
 */
export const basePlugins = () => [
  react(),
  vanillaExtractPlugin({ identifiers: process.env.NODE_ENV === 'production' ? 'short' : 'debug' }),
  markdownContent(),
];

export default defineConfig({
  plugins: basePlugins(),
  resolve: {
    // Inside the workspace, the site uses the design system's source, not its built package.
    alias: [
      { find: /^@agency\/design-system$/, replacement: `${designSystemSource}/index.ts` },
      {
        find: /^@agency\/design-system\/(foundations|primitives|patterns)$/,
        replacement: `${designSystemSource}/$1.ts`,
      },
      { find: /^@agency\/design-system\/fonts\.css$/, replacement: `${designSystemSource}/theme/fonts.css` },
    ],
  },
  optimizeDeps: {
    // Pre-bundled up front: discovering these mid-run reloads the browser and fails the tests on a cold cache.
    include: [
      '@vanilla-extract/recipes/createRuntimeFn',
      '@radix-ui/react-dialog',
      '@radix-ui/react-tabs',
      'embla-carousel-react',
      'embla-carousel-autoplay',
      'lucide-react',
      'react',
      'react-dom',
      'react-dom/client',
      'react/jsx-runtime',
      'react/jsx-dev-runtime',
    ],
  },
});
