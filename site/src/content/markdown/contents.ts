import type { MarkdownNode } from './tree';

/** One entry of a document's "on this page" list: a section's heading and the id it links to. */
export interface ContentsItem {
  id: string;
  text: string;
}

const textOf = (node: MarkdownNode): string =>
  typeof node === 'string' ? node : (node.children ?? []).map(textOf).join('');

/**
 * A compiled body's sections, for its "on this page" list: each top-level `h2` with the id the build
 * gave it, in reading order. A list of one section is no list: a body with fewer than two gets none.
 */
export function contentsOf(body: readonly MarkdownNode[]): ContentsItem[] {
  const items = body.flatMap((node) =>
    typeof node !== 'string' && node.tag === 'h2' && node.props?.id
      ? [{ id: node.props.id, text: textOf(node).trim() }]
      : [],
  );
  return items.length >= 2 ? items : [];
}
