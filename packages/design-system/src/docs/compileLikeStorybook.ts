// The MDX pages are not stories, so no story test renders them: their tests compile them the way
// Storybook does, with the docs addon's options from `.storybook/main.ts`.
import { readFileSync } from 'node:fs';
import config from '../../../../.storybook/main';

/** Storybook's MDX loader (a webpack-style loader; the Vite plugin compiles with the same function). */
type MdxLoader = (
  this: { async: () => (error: unknown, code?: string) => void; getOptions: () => unknown; resourcePath: string },
  source: string,
) => void;

/** The JavaScript Storybook makes of an MDX page; rejects with the compiler's error. */
export async function compileLikeStorybook(file: URL): Promise<string> {
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
