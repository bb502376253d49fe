import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { illustrations, imagesDir, withDarkDesign } from './dark-illustrations.mjs';

describe('the illustrations under site/public/images', () => {
  it('each carry their dark design (run `node tools/images/dark-illustrations.mjs` after editing one)', () => {
    const stale = illustrations().filter((path) => {
      const svg = readFileSync(path, 'utf8');
      return withDarkDesign(svg) !== svg;
    });
    expect(stale.map((path) => relative(imagesDir, path))).toEqual([]);
  });

  it('repaint a light backdrop under prefers-color-scheme: dark and leave what stands on it alone', () => {
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg"><stop stop-color="#ecebff"/><circle fill="#fff" opacity=".4"/><rect fill="#fff"/></svg>';
    const dark = withDarkDesign(svg);
    expect(dark).toContain('@media (prefers-color-scheme:dark){');
    expect(dark).toContain('[stop-color="#ecebff"]{stop-color:#221d4a}');
    expect(dark).toContain('[fill="#fff"][opacity]{fill:#38289b}');
    expect(dark).not.toContain('[fill="#fff"]{');
    expect(withDarkDesign(dark)).toBe(dark);
  });
});
