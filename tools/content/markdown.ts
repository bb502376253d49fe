/**
 * Compiles one Markdown file of the site's content at build time: its YAML frontmatter, checked by the
 * schema of its folder, and its body as a `MarkdownNode` tree (site/src/content/markdown/tree.ts).
 * A file that breaks a rule throws a `ContentError` naming the file, and the field or line, and what
 * was expected; the Vite plugin (markdownPlugin.ts) turns it into a build error.
 *
 * Raw HTML is refused rather than sanitised: the authors write Markdown, and a tag in a file is a
 * mistake to fix, not something to let through in part.
 */
import type { Element, ElementContent, Properties, Root as HastRoot } from 'hast';
import type { Nodes as MdastNodes, Root as MdastRoot } from 'mdast';
import { toHast } from 'mdast-util-to-hast';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { parse as parseYaml } from 'yaml';
import type { ZodType } from 'zod';
import {
  markdownTags,
  type MarkdownDocument,
  type MarkdownNode,
  type MarkdownProps,
  type MarkdownTag,
} from '../../site/src/content/markdown/tree.ts';

/** A content file that breaks a rule: the message names the file and what is wrong. */
export class ContentError extends Error {
  override name = 'ContentError';
}

const parser = unified().use(remarkParse).use(remarkFrontmatter, ['yaml']).use(remarkGfm);

const lineOf = (node: { position?: { start: { line: number } } }) => node.position?.start.line ?? 1;

/** The frontmatter's data, checked: one message per problem, `file: field "x": expected …`. */
function checkedFrontmatter<F>(tree: MdastRoot, file: string, schema: ZodType<F>): F {
  const [first] = tree.children;
  if (first?.type !== 'yaml') throw new ContentError(`${file}: no frontmatter: the file must begin with a --- block`);
  let data: unknown;
  try {
    data = parseYaml(first.value) ?? {};
  } catch (error) {
    throw new ContentError(`${file}: the frontmatter is not valid YAML: ${(error as Error).message}`);
  }
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const field = issue.path.length > 0 ? `field "${issue.path.join('.')}"` : 'the frontmatter';
    return `${file}: ${field}: ${issue.message}`;
  });
  throw new ContentError(problems.join('\n'));
}

/** Refuses what the body must not hold: raw HTML, and a top-level heading (the page's title is its h1). */
function checkBody(node: MdastNodes, file: string): void {
  if (node.type === 'html')
    throw new ContentError(
      `${file}:${lineOf(node)}: raw HTML is not allowed (${node.value.slice(0, 40)}); write Markdown`,
    );
  if (node.type === 'heading' && node.depth === 1)
    throw new ContentError(`${file}:${lineOf(node)}: a "# " heading: the page's title is its only h1; start at "## "`);
  if ('children' in node) for (const child of node.children) checkBody(child, file);
}

function isTag(tagName: string): tagName is MarkdownTag {
  return (markdownTags as readonly string[]).includes(tagName);
}

function propsOf(element: Element): MarkdownProps | undefined {
  const { href, start, type, checked, align, className } = element.properties as Properties;
  const props: MarkdownProps = {};
  if (typeof href === 'string') props.href = href;
  if (typeof start === 'number') props.start = start;
  if (type === 'checkbox') {
    props.type = 'checkbox';
    props.checked = checked === true;
  }
  if (align === 'left' || align === 'center' || align === 'right') props.align = align;
  const language = Array.isArray(className)
    ? className.map(String).find((name) => name.startsWith('language-'))
    : undefined;
  if (language) props.language = language.slice('language-'.length);
  return Object.keys(props).length > 0 ? props : undefined;
}

/** The hast tree as `MarkdownNode`s, without the line breaks mdast-util-to-hast puts between blocks. */
function nodesOf(children: ElementContent[], file: string): MarkdownNode[] {
  const nodes: MarkdownNode[] = [];
  for (const child of children) {
    if (child.type === 'text') {
      if (child.value !== '\n') nodes.push(child.value);
    } else if (child.type === 'element') {
      if (!isTag(child.tagName))
        throw new ContentError(
          `${file}:${lineOf(child)}: <${child.tagName}> cannot be shown (images and footnotes are not supported)`,
        );
      const props = propsOf(child);
      const grandchildren = nodesOf(child.children, file);
      nodes.push({
        tag: child.tagName,
        ...(props ? { props } : {}),
        ...(grandchildren.length > 0 ? { children: grandchildren } : {}),
      });
    }
  }
  return nodes;
}

/**
 * A heading's id: its text in lower case, letters and digits kept (accents dropped), every other run
 * of characters one hyphen. Stable as long as the heading's words are, so a link to `#your-rights`
 * keeps working when the text around it changes.
 */
export function slugOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
}

const textOf = (node: MarkdownNode): string =>
  typeof node === 'string' ? node : (node.children ?? []).map(textOf).join('');

/**
 * Gives every `h2` and `h3` an id from its text (`slugOf`), for an "on this page" list and links to a
 * section. A heading whose id is taken already gets `-2` after it (or `-3`…).
 */
function withHeadingIds(nodes: MarkdownNode[], taken = new Set<string>()): MarkdownNode[] {
  return nodes.map((node) => {
    if (typeof node === 'string') return node;
    if (node.tag === 'h2' || node.tag === 'h3') {
      const slug = slugOf(textOf(node)) || 'section';
      let id = slug;
      for (let n = 2; taken.has(id); n += 1) id = `${slug}-${n}`;
      taken.add(id);
      return { ...node, props: { ...node.props, id } };
    }
    return node.children ? { ...node, children: withHeadingIds(node.children, taken) } : node;
  });
}

const word = /[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu;

/** Words in a body, code included: letters and digits, with inner apostrophes and hyphens. */
function wordCount(nodes: MarkdownNode[]): number {
  return nodes.reduce(
    (sum, node) => sum + (typeof node === 'string' ? (node.match(word)?.length ?? 0) : wordCount(node.children ?? [])),
    0,
  );
}

/**
 * Parses, checks and compiles one file. `file` is the path the errors name (from the repository's
 * root); `schema` is its folder's frontmatter schema.
 */
export function compileMarkdown<F>(source: string, file: string, schema: ZodType<F>): MarkdownDocument<F> {
  const tree = parser.runSync(parser.parse(source)) as MdastRoot;
  const frontmatter = checkedFrontmatter(tree, file, schema);
  const content: MdastRoot = { type: 'root', children: tree.children.slice(1) };
  checkBody(content, file);
  const hast = toHast(content) as HastRoot;
  const body = withHeadingIds(nodesOf(hast.children as ElementContent[], file));
  return { file, frontmatter, body, words: wordCount(body) };
}
