// The MDX pages are not stories, so no story test renders them: compile the Introduction the way
// Storybook does, with the docs addon's options from `.storybook/main.ts`, and check that its Markdown
// tables become tables (GitHub-flavoured Markdown), not paragraphs of pipes.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import config from '../../../../.storybook/main';

/** Storybook's MDX loader (a webpack-style loader; the Vite plugin compiles with the same function). */
type MdxLoader = (
  this: { async: () => (error: unknown, code?: string) => void; getOptions: () => unknown; resourcePath: string },
  source: string,
) => void;

async function compileLikeStorybook(file: URL): Promise<string> {
  const docs = config.addons?.find((addon) => typeof addon === 'object' && addon.name === '@storybook/addon-docs') as
    { options?: { mdxPluginOptions?: unknown } } | undefined;
  const mdxPluginOptions = (docs?.options?.mdxPluginOptions ?? {}) as object;
  const loader = ((await import('@storybook/addon-docs/mdx-loader' as string)) as { default: MdxLoader }).default;
  return new Promise((resolve, reject) => {
    loader.call(
      {
        async: () => (error, code) => (error ? reject(error as Error) : resolve(code ?? '')),
        getOptions: () => mdxPluginOptions,
        resourcePath: file.pathname,
      },
      readFileSync(file, 'utf8'),
    );
  });
}

describe('Introduction.mdx', () => {
  it('renders its tier table as a table', async () => {
    const code = await compileLikeStorybook(new URL('./Introduction.mdx', import.meta.url));
    expect(code).toMatch(/_components\.table/);
    expect(code).toMatch(/_components\.th\b/);
    expect(code).not.toMatch(/\| -{3,}/);
  });
});
