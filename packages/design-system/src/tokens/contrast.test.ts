import { describe, expect, it } from 'vitest';
import { contrastPairs, contrastRatio } from './contrast';
import { themeValues } from './index';

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#ffffff', '#ffffff')).toBeCloseTo(1, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it('composites a translucent background over its backdrop', () => {
    expect(contrastRatio('#000000', '#ffffff00', '#000000')).toBeCloseTo(1, 5);
    expect(contrastRatio('#000000', '#ffffff80', '#000000')).toBeLessThan(contrastRatio('#000000', '#ffffff'));
  });
});

describe.each(Object.entries(themeValues))('%s theme', (_name, theme) => {
  const rows = contrastPairs.map((pair) => {
    const { color } = theme;
    const ratio = contrastRatio(color[pair.foreground], color[pair.background], pair.backdrop && color[pair.backdrop]);
    const over = pair.backdrop ? ` over ${pair.backdrop}` : '';
    return { ...pair, label: `${pair.foreground} on ${pair.background}${over}`, ratio: Math.round(ratio * 100) / 100 };
  });

  it.each(rows)('$label meets $minimum:1 (is $ratio:1)', ({ ratio, minimum }) => {
    expect(ratio).toBeGreaterThanOrEqual(minimum);
  });
});
