/**
 * The projects' case studies: the long text of each project's page (/projects/<id>), one Markdown file
 * per project, `projects/<id>.md`. Its body holds four sections, in this order: `## Details` (a numbered
 * list), then `## Challenge`, `## Solution` and `## Outcome` (a paragraph each). A file that strays from
 * that stops the prerender, naming the file.
 */
import type { ProjectCaseStudyFrontmatter } from './markdown/schemas';
import type { MarkdownDocument, MarkdownNode } from './markdown/tree';

export interface CaseStudy {
  /** When it was written (YYYY-MM-DD). */
  readonly published: string;
  /** The numbered detail list. */
  readonly details: readonly string[];
  readonly challenge: string;
  readonly solution: string;
  readonly outcome: string;
}

type CaseStudyDocument = MarkdownDocument<ProjectCaseStudyFrontmatter>;

const documents = import.meta.glob<CaseStudyDocument>('./projects/*.md', { eager: true, import: 'default' });

const sectionNames = ['Details', 'Challenge', 'Solution', 'Outcome'] as const;

const textOf = (node: MarkdownNode): string =>
  typeof node === 'string' ? node : (node.children ?? []).map(textOf).join('');

/** The body's `##` sections, by heading, each with the nodes under it. */
function sectionsOf(body: readonly MarkdownNode[]): Map<string, MarkdownNode[]> {
  const sections = new Map<string, MarkdownNode[]>();
  let current: MarkdownNode[] | undefined;
  for (const node of body) {
    if (typeof node !== 'string' && node.tag === 'h2') sections.set(textOf(node), (current = []));
    else current?.push(node);
  }
  return sections;
}

function readCaseStudy({ file, frontmatter, body }: CaseStudyDocument): CaseStudy {
  const sections = sectionsOf(body);
  const found = [...sections.keys()];
  if (found.join() !== sectionNames.join())
    throw new Error(
      `${file}: expected the sections ${sectionNames.join(', ')} in that order, found ${found.join(', ') || 'none'}`,
    );
  const only = (name: (typeof sectionNames)[number], tag: 'ol' | 'p') => {
    const [node, ...rest] = sections.get(name) ?? [];
    if (typeof node === 'string' || node?.tag !== tag || rest.length > 0)
      throw new Error(
        `${file}: "## ${name}" must hold ${tag === 'ol' ? 'one numbered list' : 'one paragraph'} and nothing else`,
      );
    return node;
  };
  return {
    published: frontmatter.published,
    details: (only('Details', 'ol').children ?? []).map(textOf),
    challenge: textOf(only('Challenge', 'p')),
    solution: textOf(only('Solution', 'p')),
    outcome: textOf(only('Outcome', 'p')),
  };
}

const caseStudies = new Map(
  Object.values(documents).map((document) => [document.frontmatter.id, readCaseStudy(document)]),
);

/** The case study of project `id`. */
export function caseStudyOf(id: number): CaseStudy {
  const caseStudy = caseStudies.get(id);
  if (!caseStudy) throw new Error(`site/src/content/projects/${id}.md: no such file`);
  return caseStudy;
}
