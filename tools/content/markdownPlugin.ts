/**
 * Vite plugin: a Markdown file under `site/src/content/<folder>/` imports as its compiled
 * `MarkdownDocument` (tools/content/markdown.ts), checked by its folder's schema
 * (site/src/content/markdown/schemas.ts); with `?frontmatter`, as its frontmatter and word count
 * only (`MarkdownSummary`), for lists that must not carry every body. A file that breaks a rule stops the build (and the dev
 * server's page) with the file, the field or line, and what was expected.
 */
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import type { ZodType } from 'zod';
import { markdownCollections, type MarkdownCollection } from '../../site/src/content/markdown/schemas.ts';
import type { MarkdownDocument } from '../../site/src/content/markdown/tree.ts';
import { compileMarkdown, ContentError } from './markdown.ts';

const repositoryRoot = fileURLToPath(new URL('../..', import.meta.url));
const contentRoot = fileURLToPath(new URL('../../site/src/content/', import.meta.url));

const isCollection = (folder: string): folder is MarkdownCollection => Object.hasOwn(markdownCollections, folder);

export function markdownContent(): Plugin {
  // A file is imported whole and with `?frontmatter`: compiled once for both.
  const compiled = new Map<string, { source: string; document: MarkdownDocument<unknown> }>();
  return {
    name: 'markdown-content',
    enforce: 'pre',
    transform(source, id) {
      const [path = '', query = ''] = id.split('?');
      if (!path.endsWith('.md') || !path.startsWith(contentRoot)) return null;
      const file = relative(repositoryRoot, path);
      const folder = path.slice(contentRoot.length).split('/')[0] ?? '';
      if (!isCollection(folder))
        this.error(`${file}: no schema for the folder "${folder}": add one to site/src/content/markdown/schemas.ts`);
      try {
        const schema: ZodType = markdownCollections[folder];
        let document = compiled.get(path)?.source === source ? compiled.get(path)?.document : undefined;
        if (!document) {
          document = compileMarkdown(source, file, schema);
          compiled.set(path, { source, document });
        }
        const exported =
          query === 'frontmatter' ? { frontmatter: document.frontmatter, words: document.words } : document;
        return { code: `export default ${JSON.stringify(exported)};`, map: { mappings: '' } };
      } catch (error) {
        if (error instanceof ContentError) this.error(error.message);
        throw error;
      }
    },
  };
}
