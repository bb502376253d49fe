import { defineConfig, mergeConfig } from 'vite';
import baseConfig from '../vite.config.ts';

export default mergeConfig(
  baseConfig,
  defineConfig({
    build: {
      // One stylesheet for every route: the prerendered pages link it, so it works without JavaScript
      // and is cached once for the whole visit.
      cssCodeSplit: false,
      // The prerenderer reads it to preload each route's code.
      manifest: true,
    },
  }),
);
