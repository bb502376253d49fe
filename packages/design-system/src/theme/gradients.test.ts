import { describe, expect, it } from 'vitest';
import { contrastRatio } from '../tokens/contrast';
import { themeValues } from '../tokens';
import { brandGradientNames, brandGradients } from './gradients';

// A tile holds an icon, a logo or initials: text-size contrast (4.5:1) against both stops of its gradient.
describe.each(Object.entries(themeValues))('%s theme: brand gradients', (_name, theme) => {
  const rows = brandGradientNames.flatMap((name) => {
    const { from, to, foreground } = brandGradients[name];
    return [from, to].map((background) => ({
      label: `${name}: ${foreground} on ${background}`,
      ratio: contrastRatio(theme.color[foreground], theme.color[background]),
    }));
  });

  it.each(rows)('$label meets 4.5:1', ({ ratio }) => {
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });
});
