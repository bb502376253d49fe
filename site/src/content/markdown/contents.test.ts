import { describe, expect, it } from 'vitest';
import { contentsOf } from './contents';
import type { MarkdownNode } from './tree';

const h2 = (id: string, ...children: MarkdownNode[]): MarkdownNode => ({ tag: 'h2', props: { id }, children });

describe('contentsOf', () => {
  it('lists the top-level h2s in reading order, with their ids and their text', () => {
    const body: MarkdownNode[] = [
      { tag: 'p', children: ['Intro.'] },
      h2('what-we-keep', 'What we keep'),
      { tag: 'h3', props: { id: 'in-your-browser' }, children: ['In your browser'] },
      h2('your-rights-and-choices', 'Your ', { tag: 'strong', children: ['rights'] }, ' and ', {
        tag: 'code',
        children: ['choices'],
      }),
      { tag: 'blockquote', children: [h2('quoted', 'Quoted')] },
      h2('contact-us', 'Contact us'),
    ];
    expect(contentsOf(body)).toEqual([
      { id: 'what-we-keep', text: 'What we keep' },
      { id: 'your-rights-and-choices', text: 'Your rights and choices' },
      { id: 'contact-us', text: 'Contact us' },
    ]);
  });

  it('gives none for a body with fewer than two sections: a list of one is no list', () => {
    expect(contentsOf([{ tag: 'p', children: ['Only text.'] }])).toEqual([]);
    expect(contentsOf([h2('alone', 'Alone'), { tag: 'h3', props: { id: 'sub' }, children: ['Sub'] }])).toEqual([]);
  });

  it('leaves out a heading without an id (nothing to link to)', () => {
    expect(contentsOf([h2('one', 'One'), { tag: 'h2', children: ['No id'] }, h2('two', 'Two')])).toEqual([
      { id: 'one', text: 'One' },
      { id: 'two', text: 'Two' },
    ]);
  });
});
