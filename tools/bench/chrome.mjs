// @ts-check
/**
 * The Chromium the benchmark runs, for Lighthouse and for Playwright alike: Debian's (CHROME_PATH,
 * else CHROMIUM_PATH, else /usr/bin/chromium), headless, with the flags these offline machines need.
 */
import { execFileSync } from 'node:child_process';
import { chromiumArgs, chromiumPath } from '../chromium.mjs';

export const chromePath = process.env.CHROME_PATH ?? chromiumPath;
export const chromeArgs = chromiumArgs;

/** Its version, e.g. `156.0.8078.79`. */
export function chromiumVersion() {
  try {
    const out = execFileSync(chromePath, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
    return /[\d.]{6,}/.exec(out)?.[0] ?? out.trim();
  } catch {
    return 'unknown';
  }
}
