// @ts-check
/**
 * How every test launches a browser here: Debian's Chromium (or CHROMIUM_PATH), never a downloaded one,
 * with the flags these offline machines need.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
