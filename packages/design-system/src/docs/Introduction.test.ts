// The MDX pages are not stories, so no story test renders them: compile the Introduction the way
// Storybook does, and check that its Markdown tables become tables (GitHub-flavoured Markdown), not
// paragraphs of pipes.
import { describe, expect, it } from 'vitest';
import { compileLikeStorybook } from './compileLikeStorybook';

describe('Introduction.mdx', () => {
  it('renders its tier table as a table', async () => {
    const code = await compileLikeStorybook(new URL('./Introduction.mdx', import.meta.url));
    expect(code).toMatch(/_components\.table/);
    expect(code).toMatch(/_components\.th\b/);
    expect(code).not.toMatch(/\| -{3,}/);
  });
});
