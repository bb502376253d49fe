/**
 * The legal pages' texts: Markdown in `legal/<slug>.md`, checked by `legalPageSchema`. They are
 * templates for the agency's lawyer to review; each page says so above its text.
 */
import { formatDate } from './dates';
import { legalSlugs, type LegalSlug } from './legal';
import type { LegalPageFrontmatter } from './markdown/schemas';
import type { MarkdownDocument, MarkdownSummary } from './markdown/tree';

export type LegalDocument = MarkdownDocument<LegalPageFrontmatter>;

const summaries = import.meta.glob<MarkdownSummary<LegalPageFrontmatter>>('./legal/*.md', {
  eager: true,
  query: '?frontmatter',
  import: 'default',
});
const documents = import.meta.glob<LegalDocument>('./legal/*.md', { import: 'default' });

const isLegalSlug = (slug: string | undefined): slug is LegalSlug =>
  (legalSlugs as readonly (string | undefined)[]).includes(slug);

/** A legal page's title, description and date, or undefined for an unknown slug. */
export function findLegalPage(slug: string | undefined): (LegalPageFrontmatter & { slug: LegalSlug }) | undefined {
  const summary = isLegalSlug(slug) ? summaries[`./legal/${slug}.md`] : undefined;
  return summary && isLegalSlug(slug) ? { ...summary.frontmatter, slug } : undefined;
}

/** A legal page's compiled Markdown (its own chunk). */
export function loadLegalDocument(slug: LegalSlug): Promise<LegalDocument> {
  const load = documents[`./legal/${slug}.md`];
  if (!load) throw new Error(`site/src/content/legal/${slug}.md: no such file`);
  return load();
}

/** The texts of a legal page around its Markdown. */
export const legalPage = {
  eyebrow: 'Legal',
  /** Under the title: when the text last changed. */
  updated: (date: string) => `Last updated ${formatDate(date)}`,
  /** Begins the name of the scrollable region around a table in the text. */
  tableLabel: 'Table',
  /** The title of the list of the text's sections, beside it from 1024 px, above it below (the spec names none). */
  contentsLabel: 'On this page',
} as const;
