import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import baseConfig from './vite.config.ts';
import { auditFonts } from './.storybook/fontAudit.ts';
import { headlessShellPath, testBrowserArgs } from './tools/chromium.mjs';
import { markdownContent } from './tools/content/markdownPlugin.ts';

const dirname = path.dirname(fileURLToPath(import.meta.url));

/** Debian's Chromium headless shell (tools/chromium.mjs). Never a downloaded browser. */
const chromium = playwright({
  // The window holding the test iframe: large enough that a story grown to its full height is
  // captured at 1:1 rather than scaled down to fit.
  contextOptions: { viewport: { width: 1600, height: 4000 } },
  launchOptions: { executablePath: headlessShellPath, args: testBrowserArgs },
});

/**
 * How long a wait on the page or a poll lasts before it fails: Playwright's own default for both (a
 * poll's default in Vitest is 1 s). Waits end on what they wait for; this bounds only a failure. A
 * test of the unit, dom and storybook projects gets as long (Vitest's default is 5 s): a first import
 * is transformed on the way, and a slower machine takes longer.
 */
const waits = { poll: { timeout: 30_000 } };
const waitMs = 30_000;

const browser = () => ({
  enabled: true,
  headless: true,
  provider: chromium,
  instances: [{ browser: 'chromium' as const }],
  viewport: { width: 1024, height: 720 },
});

export default mergeConfig(
  baseConfig,
  defineConfig({
    optimizeDeps: { include: ['axe-core', 'vitest-browser-react', 'storybook/test'] },
    test: {
      // Vitest's default is one worker per core but one (1 here): most of a browser test is waiting.
      maxWorkers: 2,
      expect: waits,
      testTimeout: waitMs,
      reporters: ['default', './tools/summary-reporter.ts'],
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['packages/*/src/**/*.test.ts', 'site/src/**/*.test.ts', 'tools/**/*.test.ts'],
          },
        },
        {
          test: {
            name: 'package',
            environment: 'node',
            include: ['packages/*/test/**/*.test.ts'],
            testTimeout: 120_000,
            hookTimeout: 300_000,
          },
        },
        {
          // The e2e files read the content they expect from the content modules, Markdown included.
          plugins: [markdownContent()],
          test: {
            name: 'e2e',
            environment: 'node',
            include: ['site/e2e/**/*.e2e.ts'],
            globalSetup: ['site/e2e/global-setup.ts'],
            // After the other projects rather than beside them: both cores for the pages, whose
            // timings (entrances, transitions) a starved browser would stretch. Three files at a time:
            // most of a page test is waiting, but four starve the pages.
            sequence: { groupOrder: 1 },
            maxWorkers: 3,
            // Files run in parallel: each opens its own Chromium and contexts against the one build, the
            // Hosting and Auth emulators; the one file that uses the local inbox (sending) has it alone.
            // A test's own bound is a backstop well above one wait's (30 s): a wait that does not end
            // fails with what it waited for, rather than the test with a bare timeout.
            testTimeout: 120_000,
            // A dev server's first page transforms the whole site under Vite, which a slow machine
            // takes minutes for.
            hookTimeout: 300_000,
            expect: waits,
          },
        },
        {
          extends: true,
          test: {
            name: 'dom',
            include: ['packages/*/src/**/*.test.tsx'],
            browser: browser(),
          },
        },
        {
          extends: true,
          plugins: [storybookTest({ configDir: path.join(dirname, '.storybook') })],
          test: {
            name: 'storybook',
            browser: {
              ...browser(),
              commands: { auditFonts },
              expect: {
                toMatchScreenshot: {
                  comparatorName: 'pixelmatch',
                  // A colour within 2 % counts as equal, and up to 4 pixels may differ beyond it:
                  // Chromium's anti-aliasing of a rounded corner varies from run to run, while a
                  // real change (a shifted edge, a colour, a word) touches far more pixels.
                  comparatorOptions: { threshold: 0.02, allowedMismatchedPixels: 4 },
                  // How long Vitest may take screenshots until two in a row agree: a large story on a
                  // slow machine needs more than its default 5 s. Inside the poll's 30 s.
                  timeout: 15_000,
                },
              },
            },
            setupFiles: ['.storybook/vitest.setup.ts'],
            globalSetup: ['.storybook/vitest.global-setup.ts'],
            // The story files of a worker share one page, as the stories of one file always have: a
            // fresh page per file loaded axe-core, the design system and Storybook's annotations again
            // each time. Each story sets the viewport and theme it needs.
            isolate: false,
          },
        },
      ],
    },
  }),
);
