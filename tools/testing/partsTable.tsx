/**
 * The table test of a package's parts, shared by the design system's and the site sections'
 * `parts.test.tsx`: each file brings its table of render recipes, one row per part, and this checks
 * that every part of every namespace its exports hold (`export * as X from './parts'`) gives what a
 * consumer passes to its element: a `className` (merged with the part's own classes), native
 * attributes and `ref`.
 */
import type { ReactElement, ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { cleanup, render } from 'vitest-browser-react';

/** What a test passes to the part under test. */
export interface Probe {
  'data-testid': string;
  lang: string;
  className?: string;
  ref: (node: HTMLElement | null) => void;
}

/** The part under test with the probe spread on it, inside whatever parents it needs. */
export type Recipe = (probe: Probe) => ReactElement;
/** A part that renders no element of its own (a state holder): nothing to forward to. */
export interface NoElement {
  noElement: (children: ReactNode) => ReactElement;
}
export type Row = Recipe | NoElement;
/** Each namespace of the exports, by its exported name: one row per part. */
export type PartsTable = Record<string, Record<string, Row>>;

/** One row per part of the namespace: a missing row is a type error, and an extra one too. */
export const rows = <Namespace,>(recipes: Record<keyof Namespace, Row>) => recipes;

/** The parts of a namespace whose props' type does not declare `className` and `ref`. */
type Undeclared<Namespace> = {
  [Part in keyof Namespace]: Namespace[Part] extends (props: infer Props) => unknown
    ? 'className' | 'ref' extends keyof Props
      ? never
      : Part
    : Part;
}[keyof Namespace];
/** `true` when every part but `Except` declares them; else the names of those that do not. */
export type Declares<Namespace, Except = never> = [Exclude<Undeclared<Namespace>, Except>] extends [never]
  ? true
  : Exclude<Undeclared<Namespace>, Except>;

const isComponent = (value: unknown) =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);

/**
 * The namespaces among a module's exports: module namespace objects (`export * as`), and objects of
 * components (a composite written as an object literal, which a bundler cannot trim: the grammar test
 * fails it).
 */
const namespacesOf = (exports: object) =>
  Object.entries(exports).filter(([, value]): boolean => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    if ((value as { [Symbol.toStringTag]?: unknown })[Symbol.toStringTag] === 'Module') return true;
    const members = Object.values(value);
    return members.length > 0 && members.every(isComponent);
  }) as [string, Record<string, unknown>][];

const probed = async (element: ReactElement) => {
  await render(element);
  await expect.poll(() => document.querySelector('[data-testid="part"]')).not.toBeNull();
  return document.querySelector<HTMLElement>('[data-testid="part"]')!;
};

/**
 * The tests: the namespaces of `exports` follow the grammar and have a row each per part in `table`
 * (so a namespace or a part exported without a row fails), and each row's part forwards the probe.
 */
export function describeParts(exports: object, table: PartsTable): void {
  const namespaces = namespacesOf(exports);

  describe('the namespaces of parts', () => {
    it('are module namespaces (`export * as X from`), not object literals', () => {
      const literals = namespaces
        .filter(([, parts]) => (parts as { [Symbol.toStringTag]?: unknown })[Symbol.toStringTag] !== 'Module')
        .map(([name]) => name);
      expect(literals).toEqual([]);
    });

    it('hold components only, each named for its part', () => {
      const others = namespaces.flatMap(([name, parts]) =>
        Object.entries(parts)
          .filter(([part, value]) => !/^[A-Z]/.test(part) || !isComponent(value))
          .map(([part]) => `${name}.${part}`),
      );
      expect(others).toEqual([]);
    });

    it('each have a row per part in this table, and nothing else does', () => {
      const exported = namespaces.flatMap(([name, parts]) => Object.keys(parts).map((part) => `${name}.${part}`));
      const tabled = Object.entries(table).flatMap(([name, parts]) =>
        Object.keys(parts).map((part) => `${name}.${part}`),
      );
      expect(tabled.sort()).toEqual(exported.sort());
    });
  });

  const parts = Object.entries(table).flatMap(([name, recipes]) =>
    Object.entries(recipes).map(([part, row]) => [`${name}.${part}`, row] as const),
  );

  describe.each(parts)('%s', (_name, row) => {
    if (typeof row !== 'function') {
      it('renders no element of its own', async () => {
        const screen = await render(row.noElement(<span data-testid="part" />));
        expect(screen.getByTestId('part').element().parentElement).toBe(screen.container);
      });
      return;
    }

    it('gives its element the class name (with its own), native attributes and ref', async () => {
      // Its own classes, from a render without a class name.
      const own = [...(await probed(row({ 'data-testid': 'part', lang: 'en-GB', ref: () => {} }))).classList];
      await cleanup();

      let received: HTMLElement | null = null;
      const element = await probed(
        row({
          'data-testid': 'part',
          lang: 'en-GB',
          className: 'probe-class',
          ref: (node) => {
            received = node ?? received;
          },
        }),
      );
      expect(element).toHaveAttribute('lang', 'en-GB');
      expect([...element.classList]).toEqual(expect.arrayContaining([...own, 'probe-class']));
      expect(received).toBeInstanceOf(HTMLElement);
      expect(received).toBe(element);
    });
  });
}
