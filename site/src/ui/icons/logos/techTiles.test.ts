// The Developers page's technology tiles: each logo is drawn in its tile's foreground colour (the
// sprite's shapes take `currentColor`) on the tile's brand gradient.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { brandGradients, contrastRatio, themeValues } from '@agency/design-system/foundations';
import { techStack } from '../../../content/techStack';

const tiles = techStack.flatMap((item) => (item.logo ? [{ ...item, logo: item.logo }] : []));

// WCAG 1.4.11 (non-text contrast): a logo that identifies the technology needs 3:1 against what is
// behind it, here both ends of the gradient.
describe.each(Object.entries(themeValues))('%s theme: technology logos on their tiles', (_theme, theme) => {
  const rows = tiles.flatMap(({ name, color }) => {
    const { from, to, foreground } = brandGradients[color];
    return [from, to].map((stop) => ({
      label: `${name} (${color}): ${foreground} on ${stop}`,
      ratio: contrastRatio(theme.color[foreground], theme.color[stop]),
    }));
  });

  it.each(rows)('$label meets 3:1', ({ ratio }) => {
    expect(ratio).toBeGreaterThanOrEqual(3);
  });
});

describe('technology logos', () => {
  // The page draws each logo from the sprite of its group (`BrandIcon`).
  const sprite = ['portfolio', 'stack', 'social', 'payment']
    .map((group) => readFileSync(new URL(`./${group}.svg`, import.meta.url), 'utf8'))
    .join('\n');
  const drawing = (key: string) => new RegExp(`<symbol id="${key}"[^>]*>(.*?)</symbol>`).exec(sprite)?.[1];

  it('are each drawn differently: no two technologies show the same mark (React and React Native)', () => {
    const byDrawing = new Map<string, string[]>();
    for (const { name, logo } of tiles) {
      const shapes = drawing(logo);
      expect(shapes, `${logo} in a logo sprite`).toBeDefined();
      byDrawing.set(shapes!, [...(byDrawing.get(shapes!) ?? []), name]);
    }
    expect([...byDrawing.values()].filter((names) => names.length > 1)).toEqual([]);
  });
});
