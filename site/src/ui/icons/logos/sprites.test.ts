import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paymentBrandKeys, portfolioBrandKeys, socialBrandKeys, stackBrandKeys } from '../../../content/icons';

/** The ids of the `<symbol>`s in a generated sprite (tools/icons/generate-sprites.mjs). */
function symbolIds(group: string): string[] {
  const svg = readFileSync(new URL(`./${group}.svg`, import.meta.url), 'utf8');
  return [...svg.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]!);
}

describe('logo sprites', () => {
  it.each([
    ['stack', stackBrandKeys],
    ['social', socialBrandKeys],
    ['payment', paymentBrandKeys],
    ['portfolio', portfolioBrandKeys],
  ] as const)('%s.svg holds exactly one symbol per key of the content', (group, keys) => {
    expect(symbolIds(group)).toEqual([...keys]);
  });

  it('draws "Machine Learning", not a brand, with lucide’s mark in its stroke', () => {
    const svg = readFileSync(new URL('./portfolio.svg', import.meta.url), 'utf8');
    expect(svg).toMatch(
      /<symbol id="machine-learning" viewBox="0 0 24 24"><g fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">(<(path|circle) [^<>]+\/>)+<\/g><\/symbol>/,
    );
  });
});
