/**
 * Turns W3C design-token JSON (`$value`, `$type`, `{group.token}` references) into CSS values.
 * Pure functions: the same code runs in the vanilla-extract build, in tests and in docs pages.
 */

export interface TokenNode {
  $value?: unknown;
  $type?: string;
  $description?: string;
  [key: string]: unknown;
}

export type TokenTree = { [key: string]: TokenNode | TokenTree | string };

interface ShadowLayer {
  color: string;
  offsetX: string;
  offsetY: string;
  blur: string;
  spread: string;
}

const referencePattern = /^\{([^}]+)\}$/;

function isToken(node: unknown): node is TokenNode {
  return typeof node === 'object' && node !== null && '$value' in node;
}

/** Looks up `a.b.c` in any of the given trees. */
function lookup(path: string, sources: TokenTree[]): TokenNode {
  for (const source of sources) {
    let node: unknown = source;
    for (const key of path.split('.')) {
      node = typeof node === 'object' && node !== null ? (node as Record<string, unknown>)[key] : undefined;
    }
    if (isToken(node)) return node;
  }
  throw new Error(`Unknown token reference {${path}}`);
}

function resolveValue(value: unknown, sources: TokenTree[], seen: string[]): unknown {
  if (typeof value !== 'string') return value;
  const match = referencePattern.exec(value);
  if (!match) return value;
  const path = match[1] ?? '';
  if (seen.includes(path)) throw new Error(`Circular token reference: ${[...seen, path].join(' -> ')}`);
  return resolveValue(lookup(path, sources).$value, sources, [...seen, path]);
}

/** Formats a resolved token value as a CSS string, according to its `$type`. */
export function toCssValue(value: unknown, type: string | undefined): string {
  switch (type) {
    case 'duration': {
      const { value: amount, unit } = value as { value: number; unit: string };
      return `${amount}${unit}`;
    }
    case 'cubicBezier':
      return `cubic-bezier(${(value as number[]).join(', ')})`;
    case 'fontFamily':
      return (value as string[]).map((name) => (/\s/.test(name) ? `"${name}"` : name)).join(', ');
    case 'shadow':
      return (value as ShadowLayer[])
        .map((layer) => `${layer.offsetX} ${layer.offsetY} ${layer.blur} ${layer.spread} ${layer.color}`)
        .join(', ');
    default:
      return String(value);
  }
}

export type CssValues<T> = {
  [K in keyof T as K extends `$${string}` ? never : K]: T[K] extends { $value: unknown } ? string : CssValues<T[K]>;
};

/**
 * Resolves every token of `tree` (references looked up in `tree` and then in `sources`)
 * and returns the same shape with CSS strings at the leaves. `$`-keys are dropped.
 */
export function resolveTokens<T extends object>(tree: T, sources: TokenTree[] = []): CssValues<T> {
  const all = [tree as unknown as TokenTree, ...sources];
  const walk = (node: Record<string, unknown>): Record<string, unknown> => {
    const out: Record<string, unknown> = {};
    for (const [key, child] of Object.entries(node)) {
      if (key.startsWith('$')) continue;
      out[key] = isToken(child)
        ? toCssValue(resolveValue(child.$value, all, []), child.$type)
        : walk(child as Record<string, unknown>);
    }
    return out;
  };
  return walk(tree as Record<string, unknown>) as CssValues<T>;
}

/** Reads a duration token (`{ value, unit: 'ms' | 's' }`) as milliseconds. */
export function durationMs(token: { $value: { value: number; unit: string } }): number {
  const { value, unit } = token.$value;
  return unit === 's' ? value * 1000 : value;
}
