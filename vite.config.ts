/**
 * Base Vite config shared by Storybook, Vitest and the site: React and vanilla-extract.
 * The design-system library build has its own config (lib mode), kept apart so that
 * Storybook never picks up declaration emitting.
 */
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';

export const basePlugins = () => [react(), vanillaExtractPlugin()];

export default defineConfig({
  plugins: basePlugins(),
  optimizeDeps: {
    include: ['@vanilla-extract/recipes/createRuntimeFn'],
  },
});
