/**
 * Installing the site as an app: the production build, served by the Hosting emulator with
 * firebase.json's headers, hands Chromium a web app manifest it reads without errors, and Chromium
 * finds the site installable. Checked in a persistent profile (a fresh context counts as incognito,
 * where Chromium offers no install), in a folder of this file's own, removed after it.
 *
 * In the full browser (`chromiumPath`), not the tests' headless shell: the shell has no installability
 * checker and answers `Page.getInstallabilityErrors` with no error for anything (a manifest without
 * icons, `display: browser`, about:blank, an incognito context; tried on Chromium 156). The test
 * first asks about the blank page the profile opens on, so it fails if the answer is that empty one.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromiumPath, testBrowserArgs } from '../../tools/chromium.mjs';
import { splashText } from '../src/content/navigation';
import { collectErrors, url, viewports, waitPastSplash } from './harness';

interface WebAppManifest {
  name: string;
  description: string;
  start_url: string;
  background_color: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}
/** The committed manifest, as the build copies it. */
const manifest = JSON.parse(
  readFileSync(new URL('../public/manifest.webmanifest', import.meta.url), 'utf8'),
) as WebAppManifest;

const get = (path: string) => fetch(url(path, 'shipped'), { redirect: 'manual' });

/** A `#rrggbb` colour as the DevTools protocol gives a manifest's colours (`rgba(r,g,b,1)`). */
const rgba = (hex: string) => `rgba(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(',')},1)`;

describe('hosting the manifest and its icons', () => {
  it('serves the manifest as application/manifest+json, revalidated on every use', async () => {
    const response = await get('/manifest.webmanifest');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/manifest\+json/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(await response.json()).toEqual(manifest);
  });

  it.each(manifest.icons.map((icon) => icon.src).concat('/icons/apple-touch-icon.png'))(
    'serves %s as a PNG of the declared size, revalidated on every use',
    async (src) => {
      const response = await get(src);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect(response.headers.get('cache-control')).toBe('no-cache');
      const png = Buffer.from(await response.arrayBuffer());
      const declared = manifest.icons.find((icon) => icon.src === src)?.sizes ?? '180x180';
      expect(`${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`).toBe(declared);
    },
  );
});

describe('installing the site in Chromium', () => {
  let profile = '';
  let context: BrowserContext | undefined;
  beforeAll(async () => {
    profile = mkdtempSync(join(tmpdir(), 'site-e2e-install-'));
    context = await chromium.launchPersistentContext(profile, {
      executablePath: chromiumPath,
      args: testBrowserArgs,
      viewport: viewports.phone,
    });
  });
  afterAll(async () => {
    await context?.close();
    rmSync(profile, { recursive: true, force: true });
  });

  it('reads the manifest without errors, finds the site installable, and opens start_url on the splash', async () => {
    if (!context) throw new Error('No browser profile');
    const page = context.pages()[0] ?? (await context.newPage());
    const errors = collectErrors(page, { warnings: true });
    const devtools = await context.newCDPSession(page);
    // The check is live: the blank page the profile opens on is not installable.
    const blank = await devtools.send('Page.getInstallabilityErrors');
    expect(blank.installabilityErrors.map(({ errorId }) => errorId)).toContain('not-from-secure-origin');

    const start = new URL(manifest.start_url, url('/', 'shipped')).href;
    // From the response on: the splash is in the HTML for its 3000 ms, which a busy machine can spend
    // before the load event.
    await page.goto(start, { waitUntil: 'commit' });
    // The installed app opens on start_url: the home page as a first visit shows it, under the splash.
    const splash = page.getByRole('status').filter({ hasText: splashText.welcome });
    await expect.poll(() => splash.isVisible()).toBe(true);
    await page.waitForLoadState('load');

    const read = await devtools.send('Page.getAppManifest', {});
    expect(read.url).toBe(url('/manifest.webmanifest', 'shipped'));
    expect(read.errors).toEqual([]);
    expect(JSON.parse(read.data ?? 'null')).toEqual(manifest);
    // What Chromium made of it (the protocol leaves out short_name, lang and the icons' purposes).
    expect(read.manifest).toMatchObject({
      id: start,
      name: manifest.name,
      description: manifest.description,
      startUrl: start,
      scope: start,
      display: 'kStandalone',
      backgroundColor: rgba(manifest.background_color),
      themeColor: rgba(manifest.theme_color),
      icons: manifest.icons.map(({ src, sizes, type }) => ({ url: new URL(src, start).href, sizes, type })),
    });
    const { installabilityErrors } = await devtools.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    await devtools.detach();

    await waitPastSplash(page);
    expect(errors).toEqual([]);
  });
});
