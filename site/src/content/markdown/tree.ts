/**
 * Markdown as the build compiles it (tools/content/markdown.ts): its frontmatter, checked by its
 * folder's schema, and its body as a small tree of the elements a page may render, with no Markdown
 * parser in the browser.
 */

/** The elements a Markdown body may hold. Anything else (raw HTML, images, footnotes) fails the build. */
export const markdownTags = [
  'h2',
  'h3',
  'h4',
  'p',
  'ul',
  'ol',
  'li',
  'a',
  'strong',
  'em',
  'del',
  'code',
  'pre',
  'blockquote',
  'hr',
  'br',
  'table',
  'thead',
  'tbody',
  'tr',
  'th',
  'td',
  'input',
] as const;

export type MarkdownTag = (typeof markdownTags)[number];

/**
 * The attributes an element keeps: a link's address, a list's start, a task's checkbox, a cell's
 * alignment, a code block's language, an `h2` or `h3`'s id (from its text, unique in the document).
 */
export interface MarkdownProps {
  id?: string;
  href?: string;
  start?: number;
  type?: 'checkbox';
  checked?: boolean;
  align?: 'left' | 'center' | 'right';
  language?: string;
}

export interface MarkdownElement {
  tag: MarkdownTag;
  props?: MarkdownProps;
  children?: MarkdownNode[];
}

export type MarkdownNode = string | MarkdownElement;

/** One Markdown file, compiled. */
export interface MarkdownDocument<Frontmatter> {
  /** Its path from the repository's root. */
  file: string;
  frontmatter: Frontmatter;
  body: MarkdownNode[];
  /** Words in the body, for a reading time. */
  words: number;
}

/** A Markdown file's frontmatter and length, without its body (imported with `?frontmatter`). */
export type MarkdownSummary<Frontmatter> = Pick<MarkdownDocument<Frontmatter>, 'frontmatter' | 'words'>;
