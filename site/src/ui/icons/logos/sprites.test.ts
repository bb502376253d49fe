import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paymentBrandKeys, portfolioBrandKeys, socialBrandKeys, stackBrandKeys } from '../../../content/icons';

/** The ids of the `<symbol>`s in a generated sprite (tools/icons/generate-logos.mjs). */
function symbolIds(group: string): string[] {
  const svg = readFileSync(new URL(`./${group}.svg`, import.meta.url), 'utf8');
  return [...svg.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]!);
}

describe('logo sprites', () => {
  it.each([
    ['stack', stackBrandKeys],
    ['social', socialBrandKeys],
    ['payment', paymentBrandKeys],
    // 'machine-learning' is drawn with a lucide mark, not a brand logo.
    ['portfolio', portfolioBrandKeys.filter((key) => key !== 'machine-learning')],
  ] as const)('%s.svg holds exactly one symbol per key of the content', (group, keys) => {
    expect(symbolIds(group)).toEqual([...keys]);
  });
});
