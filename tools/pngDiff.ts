/**
 * Compares a screenshot with its baseline pixel for pixel, with the stories' tolerance (pixelmatch's
 * threshold 0.01, no pixel may differ). Used by the page screenshots and the package's landing app.
 */
import { createRequire } from 'node:module';

// CommonJS devDependencies without type declarations.
const require = createRequire(import.meta.url);
const pixelmatch = require('pixelmatch') as (
  actual: Uint8Array,
  expected: Uint8Array,
  diff: Uint8Array | null,
  width: number,
  height: number,
  options?: { threshold?: number },
) => number;
interface Png {
  width: number;
  height: number;
  data: Buffer;
}
const { PNG } = require('pngjs') as {
  PNG: {
    new (size: { width: number; height: number }): Png;
    sync: { read(file: Buffer): Png; write(png: Png): Buffer };
  };
};

export interface PngDifference {
  /** What differs, in words: the sizes, or how many pixels. */
  difference: string;
  /** The diff image, when both have the same size. */
  diff?: Buffer;
}

/** What differs between two PNG images, or undefined when every pixel matches. */
export function pngDifference(screenshot: Buffer, baselinePng: Buffer): PngDifference | undefined {
  // Chromium encodes the same pixels to the same bytes: most images need no decoding.
  if (screenshot.equals(baselinePng)) return undefined;
  const actual = PNG.sync.read(screenshot);
  const baseline = PNG.sync.read(baselinePng);
  const { width, height } = actual;
  if (width !== baseline.width || height !== baseline.height) {
    return { difference: `${width}×${height} px, the baseline ${baseline.width}×${baseline.height} px` };
  }
  const diff = new PNG({ width, height });
  const pixels = pixelmatch(actual.data, baseline.data, diff.data, width, height, { threshold: 0.01 });
  return pixels > 0 ? { difference: `${pixels} pixels differ`, diff: PNG.sync.write(diff) } : undefined;
}
