/**
 * Every part of every namespace of parts the sections export (`export * as X from './parts'`) gives
 * what a consumer passes to its element: a `className` (merged with the part's own classes), native
 * attributes and `ref`. The namespaces are found from the exports, so a namespace or a part exported
 * without a row here fails the test. The design system's own parts: its `parts.test.tsx`.
 */
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { cleanup, render } from 'vitest-browser-react';
import * as sections from './index';

const { ProjectCard } = sections;

/** What a test passes to the part under test. */
interface Probe {
  'data-testid': string;
  lang: string;
  className?: string;
  ref: (node: HTMLElement | null) => void;
}

/** The part under test with the probe spread on it, inside whatever parents it needs. */
type Row = (probe: Probe) => ReactElement;

/** One row per part of the namespace: a missing row is a type error, and an extra one too. */
const rows = <Namespace,>(recipes: Record<keyof Namespace, Row>) => recipes;

const picture = <svg role="img" aria-label="Screenshot" />;

/** Each namespace of the sections, by its exported name: one row per part. */
const table: Record<string, Record<string, Row>> = {
  ProjectCard: rows<typeof ProjectCard>({
    Root: (p) => (
      <ProjectCard.Root {...p}>
        <ProjectCard.Title>Clinic</ProjectCard.Title>
      </ProjectCard.Root>
    ),
    Media: (p) => (
      <ProjectCard.Root>
        <ProjectCard.Media {...p}>{picture}</ProjectCard.Media>
      </ProjectCard.Root>
    ),
    Tag: (p) => (
      <ProjectCard.Root>
        <ProjectCard.Media>
          {picture}
          <ProjectCard.Tag {...p}>01</ProjectCard.Tag>
        </ProjectCard.Media>
      </ProjectCard.Root>
    ),
    Status: (p) => (
      <ProjectCard.Root>
        <ProjectCard.Media>
          {picture}
          <ProjectCard.Status {...p}>Live</ProjectCard.Status>
        </ProjectCard.Media>
      </ProjectCard.Root>
    ),
    Title: (p) => (
      <ProjectCard.Root>
        <ProjectCard.Title {...p}>Clinic</ProjectCard.Title>
      </ProjectCard.Root>
    ),
    Description: (p) => (
      <ProjectCard.Root>
        <ProjectCard.Description {...p}>Bookings online.</ProjectCard.Description>
      </ProjectCard.Root>
    ),
    Technologies: (p) => (
      <ProjectCard.Root>
        <ProjectCard.Technologies {...p}>React</ProjectCard.Technologies>
      </ProjectCard.Root>
    ),
    Facts: (p) => (
      <ProjectCard.Root>
        <ProjectCard.Facts {...p}>
          <ProjectCard.Fact label="Team: 2" />
        </ProjectCard.Facts>
      </ProjectCard.Root>
    ),
    Fact: (p) => (
      <ProjectCard.Root>
        <ProjectCard.Facts>
          <ProjectCard.Fact {...p} label="Team: 2" />
        </ProjectCard.Facts>
      </ProjectCard.Root>
    ),
    Progress: (p) => (
      <ProjectCard.Root>
        <ProjectCard.Progress {...p} value={40} label="Progress" />
      </ProjectCard.Root>
    ),
    Features: (p) => (
      <ProjectCard.Root>
        <ProjectCard.Features {...p} title="Key features" items={['Bookings']} />
      </ProjectCard.Root>
    ),
    Actions: (p) => (
      <ProjectCard.Root>
        <ProjectCard.Actions {...p}>
          <ProjectCard.Action href="/case">Case study</ProjectCard.Action>
        </ProjectCard.Actions>
      </ProjectCard.Root>
    ),
    Links: (p) => (
      <ProjectCard.Root>
        <ProjectCard.Actions>
          <ProjectCard.Links {...p}>
            <ProjectCard.Link href="/code">Source code</ProjectCard.Link>
          </ProjectCard.Links>
        </ProjectCard.Actions>
      </ProjectCard.Root>
    ),
    Link: (p) => (
      <ProjectCard.Root>
        <ProjectCard.Actions>
          <ProjectCard.Links>
            <ProjectCard.Link {...p} href="/code">
              Source code
            </ProjectCard.Link>
          </ProjectCard.Links>
        </ProjectCard.Actions>
      </ProjectCard.Root>
    ),
    Action: (p) => (
      <ProjectCard.Root>
        <ProjectCard.Actions>
          <ProjectCard.Action {...p} href="/case">
            Case study
          </ProjectCard.Action>
        </ProjectCard.Actions>
      </ProjectCard.Root>
    ),
  }),
};

/** The parts of a namespace whose props' type does not declare `className` and `ref`. */
type Undeclared<Namespace> = {
  [Part in keyof Namespace]: Namespace[Part] extends (props: infer Props) => unknown
    ? 'className' | 'ref' extends keyof Props
      ? never
      : Part
    : Part;
}[keyof Namespace];
/** `true` when every part declares them; else the names of those that do not. */
type Declares<Namespace> = [Undeclared<Namespace>] extends [never] ? true : Undeclared<Namespace>;
// The types say it too: a part that forwards them at run time but leaves them out of its props fails here.
const declared: [Declares<typeof ProjectCard>] = [true];
void declared;

const isComponent = (value: unknown) =>
  typeof value === 'function' || (typeof value === 'object' && value !== null && '$$typeof' in value);

/**
 * The exports' namespaces: module namespace objects (`export * as`), and objects of components (a
 * composite written as an object literal, which a bundler cannot trim: the grammar test below fails it).
 */
const namespaces = Object.entries(sections).filter(([, value]): boolean => {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  if ((value as { [Symbol.toStringTag]?: unknown })[Symbol.toStringTag] === 'Module') return true;
  const members = Object.values(value);
  return members.length > 0 && members.every(isComponent);
}) as [string, Record<string, unknown>][];

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

const probed = async (element: ReactElement) => {
  await render(element);
  await expect.poll(() => document.querySelector('[data-testid="part"]'), { timeout: 10_000 }).not.toBeNull();
  return document.querySelector<HTMLElement>('[data-testid="part"]')!;
};

const parts = Object.entries(table).flatMap(([name, recipes]) =>
  Object.entries(recipes).map(([part, row]) => [`${name}.${part}`, row] as const),
);

describe.each(parts)('%s', (_name, row) => {
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
