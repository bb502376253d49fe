// @ts-check
/**
 * Writes the web app manifest's icons (`site/public/manifest.webmanifest`) and the Apple touch icon into
 * `site/public/icons/`, drawn from the brand mark, `site/public/favicon.svg` (a rounded square turned
 * 45°, violet to cyan), rasterised by Debian's Chromium headless shell:
 * - `icon-192.png`, `icon-512.png` (purpose `any`): the favicon's drawing as it is, on transparent
 *   ground, as a launcher shows an icon of its own shape;
 * - `icon-maskable-512.png` (purpose `maskable`): full bleed in the light theme's surface colour (the
 *   tokens' `color.surface`, the `theme-color` of `site/index.html`), the favicon's square at 62.5 % of
 *   the width, so the mark's farthest point stays at 71 % of the safe zone's radius (the circle of
 *   40 % of the size about the centre, which every mask keeps);
 * - `apple-touch-icon.png` (180): opaque (iOS fills transparency with black and rounds the corners
 *   itself), the same ground, the favicon's square at 75 %.
 * Chromium's screenshot is decoded and written again by pngjs, with no metadata chunk, as RGB where
 * every pixel is opaque, at zlib's highest level. Re-running it on the same Chromium and Node writes the
 * same bytes (the build needs no browser: the PNGs are committed).
 *
 * `node tools/icons/generate-app-icons.mjs` writes the icons; with `--sheet <file.png>` it also draws a
 * contact sheet of the committed files (each on light and dark ground, at full and launcher sizes, the
 * maskable one under a circle and a rounded-square mask and with its safe zone outlined) to look at.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { parseArgs } from 'node:util';
import { chromium } from 'playwright';
import { headlessShellPath, testBrowserArgs } from '../chromium.mjs';

/** @typedef {{ width: number, height: number, data: Buffer }} Png */
/** @type {{ PNG: { sync: { read(file: Buffer): Png, write(png: Png, options?: object): Buffer } } }} */
const { PNG } = createRequire(import.meta.url)('pngjs');

const publicDir = new URL('../../site/public/', import.meta.url);
const iconsDir = new URL('icons/', publicDir);

/** The light theme's surface colour, resolved from the tokens (`{palette.ink.25}`). */
function lightSurface() {
  const read = (/** @type {string} */ file) =>
    JSON.parse(readFileSync(new URL(`../../tokens/${file}`, import.meta.url), 'utf8'));
  const palette = read('palette.json');
  const reference = read('themes/light.json').color.surface.$value;
  const path = /^\{(.+)\}$/.exec(reference)?.[1];
  /** @type {any} */
  let node = palette;
  for (const key of path?.split('.') ?? []) node = node?.[key];
  if (typeof node?.$value !== 'string')
    throw new Error(`The light theme's surface is not a palette colour: ${reference}`);
  return node.$value;
}

/** The favicon's drawing: its viewBox size and what the root `<svg>` holds. */
function brandMark() {
  const svg = readFileSync(new URL('favicon.svg', publicDir), 'utf8');
  const match = /^<svg\b[^>]*\bviewBox="0 0 (\d+) \1"[^>]*>(.*)<\/svg>\s*$/s.exec(svg);
  if (!match?.[1] || !match[2]) throw new Error('favicon.svg: expected one square <svg viewBox="0 0 N N"> element');
  return { box: Number(match[1]), body: match[2] };
}

/**
 * The SVG of an icon: the mark at `markShare` of the icon's width, centred, on `ground` (none: transparent).
 * @param {{ size: number, markShare: number, ground?: string }} icon
 */
function iconSvg({ size, markShare, ground }) {
  const mark = brandMark();
  const side = mark.box / markShare;
  const origin = (mark.box - side) / 2;
  const backdrop = ground
    ? `<rect x="${origin}" y="${origin}" width="${side}" height="${side}" fill="${ground}"/>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${origin} ${origin} ${side} ${side}">${backdrop}${mark.body}</svg>`;
}

/** The icons, by file name under `site/public/icons/`. */
const appIcons = {
  'icon-192.png': { size: 192, markShare: 1 },
  'icon-512.png': { size: 512, markShare: 1 },
  'icon-maskable-512.png': { size: 512, markShare: 0.625, ground: lightSurface() },
  'apple-touch-icon.png': { size: 180, markShare: 0.75, ground: lightSurface() },
};

/**
 * A screenshot written again without metadata, as RGB when it is opaque: the smallest of PNG's row
 * filters, each tried alone and chosen per row, with zlib's default strategy at its highest level
 * (pngjs's default, run-length only, writes Chromium's dithered gradients seven times larger).
 * @param {Buffer} screenshot
 */
function compact(screenshot) {
  const png = PNG.sync.read(screenshot);
  let opaque = true;
  for (let alpha = 3; alpha < png.data.length && opaque; alpha += 4) opaque = png.data[alpha] === 255;
  const encodings = [-1, 0, 1, 2, 3, 4].map((filterType) =>
    PNG.sync.write(png, {
      colorType: opaque ? 2 : 6,
      inputColorType: 6,
      deflateLevel: 9,
      deflateStrategy: 0,
      filterType,
    }),
  );
  return encodings.reduce((smallest, encoding) => (encoding.length < smallest.length ? encoding : smallest));
}

/**
 * Draws `html` in a page of `width` × `height` CSS pixels at 1:1, on transparent ground.
 * @param {import('playwright').Browser} browser @param {string} html @param {number} width @param {number} height
 */
async function screenshot(browser, html, width, height) {
  const page = await browser.newPage({ viewport: { width, height }, deviceScaleFactor: 1 });
  await page.setContent(`<!doctype html><html><body style="margin:0">${html}</body></html>`);
  await page.evaluate(() => Promise.all([...document.images].map((image) => image.decode())));
  const png = await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width, height } });
  await page.close();
  return png;
}

/**
 * The contact sheet: each committed icon on the light and the dark surface, at 1:1 and at 48 px, and
 * the maskable one as Android masks it (circle, rounded square) with its safe zone outlined.
 * @param {import('playwright').Browser} browser
 */
async function contactSheet(browser) {
  const source = (/** @type {string} */ file) =>
    `data:image/png;base64,${readFileSync(new URL(file, iconsDir)).toString('base64')}`;
  const cell = (/** @type {string} */ label, /** @type {string} */ content) =>
    `<figure style="margin:0;display:grid;gap:8px;justify-items:center;align-content:start">${content}<figcaption>${label}</figcaption></figure>`;
  const img = (/** @type {string} */ file, /** @type {number} */ size, style = '') =>
    `<img src="${source(file)}" width="${size}" height="${size}" style="display:block;${style}" alt="">`;
  const maskable = 'icon-maskable-512.png';
  const safeZone = `<div style="position:relative">${img(maskable, 512)}<div style="position:absolute;inset:${512 * 0.1}px;border-radius:50%;outline:1px dashed #e11d48"></div></div>`;
  const row = (/** @type {string} */ ground, /** @type {string} */ text) =>
    `<section style="background:${ground};color:${text};padding:24px;display:flex;gap:24px;align-items:start;font:14px sans-serif">${[
      cell('icon-512 (any)', img('icon-512.png', 512)),
      cell('icon-192 (any)', img('icon-192.png', 192)),
      cell('48 px', img('icon-192.png', 48)),
      cell('maskable, circle', img(maskable, 256, 'border-radius:50%')),
      cell('maskable, rounded square', img(maskable, 256, 'border-radius:22%')),
      cell('48 px', img(maskable, 48, 'border-radius:50%')),
      cell('apple-touch-icon (180)', img('apple-touch-icon.png', 180, 'border-radius:22%')),
    ].join('')}</section>`;
  const html = `${row(lightSurface(), '#0b0f19')}${row('#0b0f19', '#fbfbfe')}<section style="padding:24px;font:14px sans-serif">${cell('maskable, full bleed; dashed: the safe zone', safeZone)}</section>`;
  return screenshot(browser, html, 1900, 1760);
}

const { values } = parseArgs({ options: { sheet: { type: 'string' } } });
const browser = await chromium.launch({ executablePath: headlessShellPath, args: testBrowserArgs });
try {
  for (const [file, icon] of Object.entries(appIcons)) {
    const png = compact(await screenshot(browser, iconSvg(icon), icon.size, icon.size));
    writeFileSync(new URL(file, iconsDir), png);
    console.log(`Wrote site/public/icons/${file} (${icon.size} px, ${png.length} bytes)`);
  }
  if (values.sheet) {
    writeFileSync(values.sheet, await contactSheet(browser));
    console.log(`Wrote the contact sheet ${values.sheet}`);
  }
} finally {
  await browser.close();
}
