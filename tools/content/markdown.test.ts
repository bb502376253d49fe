import { describe, expect, it } from 'vitest';
import { contentsOf } from '../../site/src/content/markdown/contents';
import { legalPageSchema } from '../../site/src/content/markdown/schemas';
import { compileMarkdown, slugOf } from './markdown';

const file = 'site/src/content/legal/example.md';
const page = (frontmatter: string, body = '## Heading\n\nSome text.\n') => `---\n${frontmatter}\n---\n\n${body}`;
const valid = 'title: Example\ndescription: An example page.\nupdated: 2026-11-28';

describe('compileMarkdown', () => {
  it('names the file and the field when a field is missing', () => {
    expect(() =>
      compileMarkdown(page('description: An example page.\nupdated: 2026-11-28'), file, legalPageSchema),
    ).toThrow(/^site\/src\/content\/legal\/example\.md: field "title": .*expected string, received undefined/);
  });

  it('names the file and the field when a field has the wrong type', () => {
    expect(() =>
      compileMarkdown(page('title: Example\ndescription: 42\nupdated: 2026-11-28'), file, legalPageSchema),
    ).toThrow(/^site\/src\/content\/legal\/example\.md: field "description": .*expected string, received number/);
    expect(() =>
      compileMarkdown(page('title: Example\ndescription: An example.\nupdated: last week'), file, legalPageSchema),
    ).toThrow(/^site\/src\/content\/legal\/example\.md: field "updated": Invalid ISO date/);
  });

  it('lists every problem of the frontmatter, and refuses a field the schema does not know', () => {
    const error = (() => {
      try {
        compileMarkdown(page('author: Someone'), file, legalPageSchema);
      } catch (thrown) {
        return (thrown as Error).message;
      }
    })();
    expect(error?.split('\n')).toEqual([
      expect.stringMatching(/example\.md: field "title": /),
      expect.stringMatching(/example\.md: field "description": /),
      expect.stringMatching(/example\.md: field "updated": /),
      expect.stringMatching(/example\.md: the frontmatter: Unrecognized key: "author"/),
    ]);
  });

  it('refuses a file without frontmatter, raw HTML and a top-level heading, with the line', () => {
    expect(() => compileMarkdown('## Only a body\n', file, legalPageSchema)).toThrow(`${file}: no frontmatter`);
    expect(() => compileMarkdown(page(valid, 'Text.\n\n<div>hidden</div>\n'), file, legalPageSchema)).toThrow(
      `${file}:9: raw HTML is not allowed`,
    );
    expect(() => compileMarkdown(page(valid, '# Title\n'), file, legalPageSchema)).toThrow(`${file}:7: a "# " heading`);
    expect(() => compileMarkdown(page(valid, '![A chart](chart.png)\n'), file, legalPageSchema)).toThrow(
      `${file}:7: <img> cannot be shown`,
    );
  });

  it('compiles the body to the elements a page renders, and counts its words', () => {
    const body = [
      '## Your rights',
      '',
      'You may ask for **a copy** of your data, see [the contact page](/contact).',
      '',
      '1. Write to us',
      '2. We answer',
      '',
      '- [x] done',
      '',
      '```ts',
      'const a = 1;',
      '```',
      '',
      '| a | b |',
      '| :-- | --: |',
      '| 1 | 2 |',
    ].join('\n');
    const { frontmatter, body: nodes, words } = compileMarkdown(page(valid, body), file, legalPageSchema);
    expect(frontmatter).toEqual({ title: 'Example', description: 'An example page.', updated: '2026-11-28' });
    expect(nodes.slice(0, 3)).toEqual([
      { tag: 'h2', props: { id: 'your-rights' }, children: ['Your rights'] },
      {
        tag: 'p',
        children: [
          'You may ask for ',
          { tag: 'strong', children: ['a copy'] },
          ' of your data, see ',
          { tag: 'a', props: { href: '/contact' }, children: ['the contact page'] },
          '.',
        ],
      },
      {
        tag: 'ol',
        children: [
          { tag: 'li', children: ['Write to us'] },
          { tag: 'li', children: ['We answer'] },
        ],
      },
    ]);
    expect(JSON.stringify(nodes[3])).toContain('{"tag":"input","props":{"type":"checkbox","checked":true}}');
    expect(nodes[4]).toEqual({
      tag: 'pre',
      children: [{ tag: 'code', props: { language: 'ts' }, children: ['const a = 1;\n'] }],
    });
    expect(JSON.stringify(nodes[5])).toContain('{"tag":"th","props":{"align":"right"},"children":["b"]}');
    expect(words).toBe(28);
  });

  it('gives each h2 and h3 an id from its text, unique in the document, and the contents list its h2s', () => {
    const body = [
      '## What we keep',
      '',
      '### In your browser',
      '',
      '## Your **rights** and `choices`',
      '',
      '### In your browser',
      '',
      '> ## Quoted',
      '',
      '#### Not linked',
    ].join('\n');
    const { body: nodes } = compileMarkdown(page(valid, body), file, legalPageSchema);
    const ids = JSON.stringify(nodes).match(/"id":"[^"]*"/g);
    expect(ids).toEqual([
      '"id":"what-we-keep"',
      '"id":"in-your-browser"',
      '"id":"your-rights-and-choices"',
      '"id":"in-your-browser-2"',
      '"id":"quoted"',
    ]);
    expect(contentsOf(nodes)).toEqual([
      { id: 'what-we-keep', text: 'What we keep' },
      { id: 'your-rights-and-choices', text: 'Your rights and choices' },
    ]);
  });
});

describe('slugOf', () => {
  it('keeps letters and digits in lower case, one hyphen for anything between them', () => {
    expect(slugOf('Your rights')).toBe('your-rights');
    expect(slugOf('  2. What we keep — and why?  ')).toBe('2-what-we-keep-and-why');
    expect(slugOf('Café & Crème brûlée')).toBe('cafe-creme-brulee');
    expect(slugOf('React 19 + TypeScript 5.9')).toBe('react-19-typescript-5-9');
    expect(slugOf('Node.js on AWS')).toBe('node-js-on-aws');
    expect(slugOf('???')).toBe('');
  });
});
