import { describe, expect, it } from 'vitest';
import { contrastRatio, themeValues } from '@agency/design-system';
import { techTints, tintRoles } from './tints';

// The tiles hold a logo or initials: text-size contrast (4.5:1) against both ends of every gradient.
describe.each(Object.entries(themeValues))('%s theme: technology tile tints', (_name, theme) => {
  const rows = techTints.flatMap((tint) => {
    const { from, to, foreground } = tintRoles[tint];
    return [from, to].map((background) => ({
      label: `${tint}: ${foreground} on ${background}`,
      ratio: contrastRatio(theme.color[foreground], theme.color[background]),
    }));
  });

  it.each(rows)('$label meets 4.5:1', ({ ratio }) => {
    expect(ratio).toBeGreaterThanOrEqual(4.5);
  });
});
