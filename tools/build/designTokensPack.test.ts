import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { designTokensDownload, designTokensPack } from './designTokensPack.mjs';

/** Every `$value` of a token tree, with its path. */
function values(node: unknown, path: string[] = []): [string, unknown][] {
  if (!node || typeof node !== 'object') return [];
  if ('$value' in node) return [[path.join('.'), (node as { $value: unknown }).$value]];
  return Object.entries(node).flatMap(([key, child]) => (key.startsWith('$') ? [] : values(child, [...path, key])));
}

describe('the design tokens starter pack', () => {
  const pack = JSON.parse(designTokensPack());

  it('is the file the resource offers', () => {
    const resource = readFileSync(
      new URL('../../site/src/content/resources/design-tokens-starter-pack.md', import.meta.url),
      'utf8',
    );
    expect(resource).toContain(`file: ${designTokensDownload}`);
  });

  it('holds the base tokens, the palette and both themes, and every alias resolves inside it', () => {
    expect(Object.keys(pack)).toEqual([
      '$description',
      'space',
      'radius',
      'font',
      'breakpoint',
      'zIndex',
      'size',
      'motion',
      'palette',
      'themes',
    ]);
    expect(Object.keys(pack.themes)).toEqual(['light', 'dark']);
    const all = values(pack);
    expect(all.length).toBeGreaterThan(100);
    const paths = new Set(all.map(([path]) => path));
    const aliases = all.flatMap(([, value]) =>
      typeof value === 'string' ? [...value.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]) : [],
    );
    expect(aliases.length).toBeGreaterThan(20);
    for (const alias of aliases) expect(paths, alias).toContain(alias);
  });
});
