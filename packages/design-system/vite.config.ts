/**
 * Library build of the design system: ESM JavaScript, one extracted CSS file (styles.css),
 * bundled type declarations (index.d.ts), the font face (fonts.css) and the tokens as JSON.
 * Kept apart from the workspace's base config so Storybook never emits declarations.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import dts from 'vite-plugin-dts';
import pkg from './package.json' with { type: 'json' };

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Ships tokens/*.json (and themes) and fonts.css as they are. */
function copyStaticFiles(): Plugin {
  return {
    name: 'copy-tokens-and-fonts',
    generateBundle() {
      const tokenFiles = [
        ...readdirSync(here('../../tokens')).filter((f) => f.endsWith('.json')),
        ...readdirSync(here('../../tokens/themes')).map((f) => `themes/${f}`),
      ];
      for (const file of tokenFiles) {
        this.emitFile({
          type: 'asset',
          fileName: `tokens/${file}`,
          source: readFileSync(here(`../../tokens/${file}`)),
        });
      }
      this.emitFile({ type: 'asset', fileName: 'fonts.css', source: readFileSync(here('src/theme/fonts.css')) });
    },
  };
}

/**
 * `index.d.ts` as the three tiers' declarations re-exported, not a fourth bundle repeating them all
 * (each entry's declarations are bundled on their own). Runs once every file is written.
 */
function indexTypesFromTiers(): Plugin {
  return {
    name: 'index-types-from-tiers',
    closeBundle() {
      const tiers = ['foundations', 'primitives', 'patterns'];
      writeFileSync(here('dist/index.d.ts'), tiers.map((tier) => `export * from './${tier}.js';\n`).join(''));
    },
  };
}

const dependencies = [...Object.keys(pkg.dependencies), ...Object.keys(pkg.peerDependencies)];

export default defineConfig({
  plugins: [
    react(),
    vanillaExtractPlugin(),
    dts({
      tsconfigPath: here('tsconfig.build.json'),
      entryRoot: here('src'),
      bundleTypes: true,
      exclude: ['**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx'],
    }),
    copyStaticFiles(),
    indexTypesFromTiers(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    cssCodeSplit: false,
    lib: {
      // The whole system, and each tier on its own: foundations, primitives, patterns.
      entry: {
        index: here('src/index.ts'),
        foundations: here('src/foundations.ts'),
        primitives: here('src/primitives.ts'),
        patterns: here('src/patterns.ts'),
      },
      formats: ['es'],
      cssFileName: 'styles',
    },
    rolldownOptions: {
      external: (id) => dependencies.some((dep) => id === dep || id.startsWith(`${dep}/`)),
    },
  },
});
