/**
 * The props budget: no component or part that `@agency/design-system` or
 * `@agency/site-sections` exports takes more than ten props of its own; native and inherited props
 * (declared in node_modules: React's DOM attributes and `ref`, Radix's props) don't count. The five
 * largest: `node tools/propsBudget/propsBudget.mjs`.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { budget, formatMeasured, measureProps, type Measured } from './propsBudget.mjs';

let measured: Measured[];
const byName = (name: string) => measured.find((item) => item.name === name);

// One type-checked program of both packages: about 4 s, and several times that on a slower machine.
beforeAll(() => {
  measured = measureProps();
}, 120_000);

describe('props of their own', () => {
  it('are read from every exported component and every part of a namespace, in both packages', () => {
    const names = measured.map((item) => item.name);
    expect(names).toEqual(expect.arrayContaining(['Button', 'NewsletterForm', 'Card.Root', 'Card.Title']));
    expect(names).toEqual(expect.arrayContaining(['HomeHero', 'ResourceCard', 'ProjectCard.Root']));
    expect(measured.filter((item) => item.entry === '@agency/site-sections').length).toBeGreaterThan(10);
    expect(measured.length).toBeGreaterThan(100);
  });

  it('leave out what node_modules declares, and measure a union member by member', () => {
    // Button as a link takes every anchor attribute; only what Button adds counts.
    const button = byName('Button')!;
    expect(button.props).toEqual(expect.arrayContaining(['href', 'variant', 'busy', 'children']));
    for (const native of ['target', 'rel', 'onClick', 'className', 'aria-label', 'ref', 'type', 'disabled']) {
      expect(button.props).not.toContain(native);
    }
    expect(button.variant).toMatch(/^ButtonAs(Link|Button)Props$/);
  });

  it(`number at most ${budget} for every component and part`, () => {
    const over = measured.filter((item) => item.count > budget).map(formatMeasured);
    expect(over, `over ${budget} props of their own:\n${over.join('\n')}`).toEqual([]);
  });
});
