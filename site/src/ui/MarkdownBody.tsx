import { ArticleLayout, Link, Prose } from '@agency/design-system';
import { createElement, use, type ReactNode } from 'react';
import { contentsOf } from '../content/markdown/contents';
import type { MarkdownElement, MarkdownNode } from '../content/markdown/tree';

export interface MarkdownBodyProps {
  /** A Markdown file's body, as the build compiled it. */
  body: readonly MarkdownNode[];
  /** Begins the name of the scrollable region around each table, which goes on with its column headings. */
  tableLabel?: string;
}

const textOf = (node: MarkdownNode): string =>
  typeof node === 'string' ? node : (node.children ?? []).map(textOf).join('');

/** A table's column headings, which tell one table of a page from another. */
const headingsOf = (table: MarkdownElement) =>
  (
    table.children?.find((child) => typeof child !== 'string' && child.tag === 'thead') as MarkdownElement | undefined
  )?.children
    ?.flatMap((row) => (typeof row === 'string' ? [] : (row.children ?? []).map(textOf)))
    .join(', ') ?? '';

function element(node: MarkdownElement, key: number): ReactNode {
  const { tag, props = {}, children = [] } = node;
  const content = nodes(children);
  switch (tag) {
    case 'a':
      // Internal paths navigate inside the app; other addresses are plain links.
      return (
        <Link key={key} href={props.href ?? ''}>
          {content}
        </Link>
      );
    case 'input':
      return <Prose.Task key={key} checked={props.checked === true} />;
    case 'li':
      // A task list's item starts with its checkbox.
      return children.some((child) => typeof child !== 'string' && child.tag === 'input') ? (
        <Prose.TaskItem key={key}>{content}</Prose.TaskItem>
      ) : (
        <li key={key}>{content}</li>
      );
    case 'code':
      return (
        <code key={key} data-language={props.language}>
          {content}
        </code>
      );
    case 'h2':
    case 'h3':
      // The id the build gave it (from its text), which the "on this page" list links to.
      return createElement(tag, { key, id: props.id }, content);
    case 'th':
    case 'td':
      return createElement(tag, { key, style: props.align ? { textAlign: props.align } : undefined }, content);
    case 'ol':
      return (
        <ol key={key} start={props.start}>
          {content}
        </ol>
      );
    default:
      return createElement(tag, { key }, ...(children.length > 0 ? [content] : []));
  }
}

function nodes(list: readonly MarkdownNode[]): ReactNode[] {
  return list.map((node, index) => (typeof node === 'string' ? node : element(node, index)));
}

/**
 * A Markdown file's body on the page, in the design system's `Prose`: each element the build kept
 * (`markdownTags`) as itself, internal links through the router, tables in a region that scrolls.
 */
export function MarkdownBody({ body, tableLabel = 'Table' }: MarkdownBodyProps) {
  return (
    <Prose.Root>
      {body.map((node, index) =>
        typeof node !== 'string' && node.tag === 'table' ? (
          <Prose.TableScroll key={index} label={`${tableLabel}: ${headingsOf(node)}`}>
            {element(node, index)}
          </Prose.TableScroll>
        ) : typeof node === 'string' ? (
          node
        ) : (
          element(node, index)
        ),
      )}
    </Prose.Root>
  );
}

/** A loader that fetches each document once, handing every render the same promise (for `use`). */
export function loadOnce<Key, Document>(load: (key: Key) => Promise<Document>): (key: Key) => Promise<Document> {
  const loaded = new Map<Key, Promise<Document>>();
  return (key) => {
    let document = loaded.get(key);
    if (!document) {
      document = load(key);
      loaded.set(key, document);
    }
    return document;
  };
}

export interface LoadedMarkdownArticleProps extends Omit<MarkdownBodyProps, 'body'> {
  /** The document on its way (from a `loadOnce` loader): its text is a chunk of its own. */
  document: Promise<{ body: readonly MarkdownNode[] }>;
  /** The title of the list of the document's sections, e.g. 'On this page'. */
  contentsLabel: string;
}

/**
 * A Markdown document, once it has arrived, in the design system's reading layout: its body in the
 * reading column, and a list of its sections (its `h2`s) beside it from 1024 px, above it on narrower
 * screens. Render it in `<Suspense>`: the prerender waits for it, and a hydrating page keeps the
 * server's HTML until it arrives.
 */
export function LoadedMarkdownArticle({ document, contentsLabel, ...props }: LoadedMarkdownArticleProps) {
  const { body } = use(document);
  const contents = contentsOf(body);
  return (
    <ArticleLayout.Root>
      {contents.length > 0 && (
        <ArticleLayout.Aside>
          <ArticleLayout.Contents label={contentsLabel} items={contents} />
        </ArticleLayout.Aside>
      )}
      <ArticleLayout.Body>
        <MarkdownBody body={body} {...props} />
      </ArticleLayout.Body>
    </ArticleLayout.Root>
  );
}
