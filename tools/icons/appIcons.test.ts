/**
 * The web app manifest (`site/public/manifest.webmanifest`) and the icons `generate-app-icons.mjs`
 * draws: the manifest names the agency as `brand.ts` does and takes the light theme's colours from the
 * tokens; every icon it or the page's head declares is a PNG of the declared size with no metadata;
 * the `any` icons are the mark on transparent ground, centred; the opaque ones (maskable, Apple's) have
 * no transparent pixel and keep the mark centred, the maskable one inside its safe zone.
 */
import { themeValues } from '@agency/design-system/foundations';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { brand } from '../../site/src/content/brand';

interface Png {
  width: number;
  height: number;
  data: Buffer;
}
const { PNG } = createRequire(import.meta.url)('pngjs') as { PNG: { sync: { read(file: Buffer): Png } } };

const publicFile = (path: string) => new URL(`../../site/public${path}`, import.meta.url);

interface ManifestIcon {
  src: string;
  sizes: string;
  type: string;
  purpose: string;
}
const manifest = JSON.parse(readFileSync(publicFile('/manifest.webmanifest'), 'utf8')) as Record<string, unknown> & {
  icons: ManifestIcon[];
};
const indexHtml = readFileSync(new URL('../../site/index.html', import.meta.url), 'utf8');
const surface = themeValues.light.color.surface;

/** The `href` of the page template's `<link rel="…">`. */
const linked = (rel: string) => new RegExp(`<link rel="${rel}" href="([^"]+)"`).exec(indexHtml)?.[1];

/** The chunk types of a PNG file, in order. */
function chunkTypes(file: Buffer): string[] {
  const types: string[] = [];
  for (let offset = 8; offset < file.length; offset += 12 + file.readUInt32BE(offset))
    types.push(file.toString('latin1', offset + 4, offset + 8));
  return types;
}

/**
 * Where the mark is: the pixels that differ from the ground (transparent, or the opaque ground's
 * colour), counted, their bounding box's centre less the image's centre, and the distance from the
 * image's centre to the farthest of them (to its far side), in pixels.
 */
function markExtent({ width: size, data }: Png, ground: 'transparent' | 'opaque') {
  const corner = data.subarray(0, 4);
  let [count, left, right, top, bottom, farthest] = [0, size, 0, size, 0, 0];
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++) {
      const pixel = data.subarray((y * size + x) * 4, (y * size + x) * 4 + 4);
      if (ground === 'transparent' ? pixel[3] === 0 : pixel.equals(corner)) continue;
      count++;
      [left, right, top, bottom] = [
        Math.min(left, x),
        Math.max(right, x + 1),
        Math.min(top, y),
        Math.max(bottom, y + 1),
      ];
      farthest = Math.max(farthest, Math.hypot(Math.abs(x + 0.5 - size / 2) + 0.5, Math.abs(y + 0.5 - size / 2) + 0.5));
    }
  return { count, offCentre: [(left + right - size) / 2, (top + bottom - size) / 2], farthest };
}

describe('the web app manifest', () => {
  it('names the agency as brand.ts does, in English', () => {
    expect(manifest).toMatchObject({
      name: brand.name,
      short_name: brand.wordmark,
      description: brand.tagline,
      lang: 'en',
    });
  });

  it('opens the home page, standalone, on the whole site', () => {
    expect(manifest).toMatchObject({ id: '/', start_url: '/', scope: '/', display: 'standalone' });
  });

  it("takes the light theme's surface for its background and theme colour, as the page's light theme-color", () => {
    expect(manifest.background_color).toBe(surface);
    expect(manifest.theme_color).toBe(surface);
    expect(indexHtml).toContain(
      `<meta name="theme-color" media="(prefers-color-scheme: light)" content="${surface}" />`,
    );
  });

  it('is linked from the page template, with the Apple touch icon', () => {
    expect(linked('manifest')).toBe('/manifest.webmanifest');
    expect(linked('apple-touch-icon')).toBe('/icons/apple-touch-icon.png');
  });

  it('declares 192 and 512 px icons for any purpose, and a maskable one', () => {
    expect(manifest.icons.map(({ sizes, purpose }) => `${sizes} ${purpose}`)).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
  });
});

const icons = [
  ...manifest.icons.map((icon) => ({ ...icon, ground: icon.purpose === 'any' ? 'transparent' : 'opaque' }) as const),
  { src: linked('apple-touch-icon') ?? '', sizes: '180x180', purpose: 'apple-touch-icon', ground: 'opaque' } as const,
];

describe.each(icons)('$src ($purpose)', ({ src, sizes, ground, purpose }) => {
  const file = readFileSync(publicFile(src));
  const png = PNG.sync.read(file);
  const size = png.width;

  it(`is a PNG of ${sizes} px with no metadata`, () => {
    expect(file.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(`${file.readUInt32BE(16)}x${file.readUInt32BE(20)}`).toBe(sizes);
    expect(chunkTypes(file)).toEqual(['IHDR', 'IDAT', 'IEND']);
  });

  it(
    ground === 'transparent' ? 'has transparent corners' : 'is opaque, its corners in the light surface colour',
    () => {
      const corners = [0, size - 1, (size - 1) * size, size * size - 1].map((pixel) =>
        [...png.data.subarray(pixel * 4, pixel * 4 + 4)].map((value) => value.toString(16).padStart(2, '0')).join(''),
      );
      if (ground === 'transparent') expect(corners.map((rgba) => rgba.slice(6))).toEqual(['00', '00', '00', '00']);
      else {
        expect(corners).toEqual(Array(4).fill(`${surface.slice(1)}ff`));
        expect(png.data.filter((_, index) => index % 4 === 3 && png.data[index] !== 255)).toHaveLength(0);
      }
    },
  );

  it('holds the mark, centred to the pixel', () => {
    const { count, offCentre } = markExtent(png, ground);
    expect(count).toBeGreaterThan(size * size * 0.2);
    for (const offset of offCentre) expect(Math.abs(offset)).toBeLessThanOrEqual(0.5);
  });

  if (purpose === 'maskable')
    it('keeps the mark inside the safe zone (the circle of 40 % of the size about the centre)', () => {
      expect(markExtent(png, ground).farthest).toBeLessThanOrEqual(size * 0.4);
    });
});
