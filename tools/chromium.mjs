// @ts-check
/**
 * The browsers of this repository: Debian's Chromium, never a downloaded one, with the flags these
 * offline machines need.
 *
 * Tests run in Debian's headless shell (package `chromium-headless-shell`, built from the same source
 * and version as `chromium`): the same engine without a browser window's UI, as Playwright runs headless
 * tests by default. The full browser builds an address bar, its pop-up and their renderer for every
 * window it opens, work no test looks at. The benchmark and the share
 * card keep the full browser, as a visitor's.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The headless shell the tests launch (CHROMIUM_HEADLESS_SHELL_PATH on another machine). */
export const headlessShellPath = process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * The tests' flags. Text is drawn with slight hinting, as the full browser draws it through Debian's
 * fontconfig, set here so that screenshots do not depend on a machine's font configuration (the shell
 * would otherwise draw unhinted glyphs).
 */
export const testBrowserArgs = [...chromiumArgs, '--font-render-hinting=slight'];
