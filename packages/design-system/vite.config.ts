/**
 * Library build of the design system: ESM JavaScript one file per source module, each style module's
 * CSS beside it and imported by it (so CSS follows the imports), the theme as one stylesheet
 * (theme.css), all of it in one file (styles.css), bundled type declarations per tier, the font face
 * (fonts.css), the glyph sprite (glyphs.svg) and the tokens as JSON. Kept apart from the workspace's base
 * config so Storybook never emits declarations.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import type { OutputChunk } from 'rolldown';
import { defineConfig, type Plugin } from 'vite';
import dts from 'vite-plugin-dts';
import pkg from './package.json' with { type: 'json' };

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** Ships tokens/*.json (and themes), fonts.css and the glyph sprite (glyphs.svg) as they are. */
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
      this.emitFile({
        type: 'asset',
        fileName: 'glyphs.svg',
        source: readFileSync(here('src/primitives/Glyph/glyphs.svg')),
      });
    },
  };
}

/**
 * `index.d.ts` and `foundations.d.ts` as re-exports of bundled declarations, not bundles repeating them
 * (each entry's declarations are bundled on their own): the root is the catalogue (the foundations
 * without the shared styles) and two tiers; the foundations are the catalogue and the shared styles.
 * Runs once every file is written.
 */
function reexportedTypes(): Plugin {
  const reexports = (parts: string[]) => parts.map((part) => `export * from './${part}.js';\n`).join('');
  return {
    name: 'reexported-types',
    closeBundle() {
      writeFileSync(here('dist/index.d.ts'), reexports(['catalogue', 'primitives', 'patterns']));
      writeFileSync(here('dist/foundations.d.ts'), reexports(['catalogue', 'sharedStyles']));
    },
  };
}

/** The theme's own stylesheets: its classes (light, dark) and the global reset, with the fallback font face. */
const themeStylesheets = ['theme/global.css', 'theme/themes.css'];

/**
 * CSS that follows the imports. Vite writes each style module's CSS to a file of its own but leaves only
 * an `empty css` comment where the import was; this puts the imports back, so a consumer's bundler
 * loads a component's CSS when, and only when, it keeps the component (the package's `sideEffects`
 * names CSS files, and only those, as side effects). The theme is no component's dependency: its two
 * stylesheets become `theme.css`, which an app imports once. `styles.css` is everything in one file, in
 * the order an app importing the whole system would load it.
 */
function cssFollowsImports(): Plugin {
  return {
    name: 'css-follows-imports',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const cssOf = (fileName: string) => {
        const asset = bundle[fileName];
        if (asset?.type !== 'asset') throw new Error(`${fileName} is not in the bundle`);
        return String(asset.source);
      };
      const ordered: string[] = [];
      const visit = (fileName: string) => {
        const chunk = bundle[fileName];
        if (chunk?.type !== 'chunk' || ordered.includes(fileName)) return;
        ordered.push(fileName);
        chunk.imports.forEach(visit);
      };
      visit('index.js');
      const everyStylesheet = [
        ...new Set(ordered.flatMap((fileName) => [...(bundle[fileName] as OutputChunk).viteMetadata!.importedCss])),
      ];
      const themeCss = themeStylesheets.map(cssOf).join('');
      this.emitFile({ type: 'asset', fileName: 'theme.css', source: themeCss });
      this.emitFile({
        type: 'asset',
        fileName: 'styles.css',
        source:
          themeCss +
          everyStylesheet
            .filter((file) => !themeStylesheets.includes(file))
            .map(cssOf)
            .join(''),
      });

      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        const stylesheets = [...(chunk.viteMetadata?.importedCss ?? [])].filter(
          (file) => !themeStylesheets.includes(file),
        );
        if (!stylesheets.length) continue;
        // On the line of Vite's placeholder, so the source map's lines still match. A chunk's own CSS
        // comes after the CSS it composes (importedCss is in that order).
        const imports = stylesheets.map((file) => `import ${JSON.stringify(relativeImport(chunk.fileName, file))};`);
        let placed = false;
        chunk.code = chunk.code.replace(/\/\* empty css\s*\*\//g, () =>
          placed ? '' : ((placed = true), imports.join('')),
        );
        if (!placed) throw new Error(`${chunk.fileName} uses CSS but has no placeholder where it was imported`);
      }
      for (const file of themeStylesheets) delete bundle[file];
    },
  };
}

/** `./Button.css`, `../../theme/gradients.css`: an import specifier from one dist file to another. */
function relativeImport(from: string, to: string): string {
  const path = posix.relative(posix.dirname(from), to);
  return path.startsWith('.') ? path : `./${path}`;
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
    cssFollowsImports(),
    reexportedTypes(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // One stylesheet per style module, which cssFollowsImports() imports from its module.
    cssCodeSplit: true,
    lib: {
      // The whole system, and each tier on its own: foundations, primitives, patterns.
      entry: {
        index: here('src/index.ts'),
        foundations: here('src/foundations.ts'),
        // Their declarations bundled for index.d.ts and foundations.d.ts (reexportedTypes); not entry
        // points of the package.
        catalogue: here('src/catalogue.ts'),
        sharedStyles: here('src/sharedStyles.ts'),
        primitives: here('src/primitives.ts'),
        patterns: here('src/patterns.ts'),
      },
      formats: ['es'],
    },
    rolldownOptions: {
      external: (id) => dependencies.some((dep) => id === dep || id.startsWith(`${dep}/`)),
      output: {
        // One file per source module, as the source is laid out: what a consumer does not import, its
        // bundler leaves out, CSS included.
        preserveModules: true,
        preserveModulesRoot: here('src'),
        entryFileNames: '[name].js',
        // `primitives/Button/Button.css` rather than Vite's `Button.css.ts.vanilla.css`.
        assetFileNames: ({ names }) =>
          names[0]?.replace(/\.css\.ts\.vanilla\.css$/, '.css') ?? 'assets/[name]-[hash][extname]',
      },
    },
  },
});
