/**
 * The legal pages: their text is Markdown in `legal/<slug>.md` (checked by `legalPageSchema`), each
 * page at `/legal/<slug>`, linked from the footer in this order. The texts are templates for the
 * agency's lawyer to review; each page says so above its text.
 */
import type { LegalPageFrontmatter } from './markdown/schemas';
import { formatDate } from './dates';
import type { MarkdownDocument, MarkdownSummary } from './markdown/tree';

export const legalSlugs = ['privacy-policy', 'terms-of-service', 'cookie-policy'] as const;

export type LegalSlug = (typeof legalSlugs)[number];

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

/** A legal page's address. */
export const legalHref = (slug: LegalSlug) => `/legal/${slug}` as const;

/** The path of the privacy notice, which every form links to. */
export const privacyNoticePath = legalHref('privacy-policy');

/** The texts of a legal page around its Markdown. */
export const legalPage = {
  eyebrow: 'Legal',
  /** Under the title: when the text last changed. */
  updated: (date: string) => `Last updated ${formatDate(date)}`,
  /** Names the scrollable region around a table in the text. */
  tableLabel: 'Table',
} as const;

/** The line under every form, leading to the privacy notice. */
export const privacyNoticeLine = { lead: 'How we use and keep your details: ', link: 'Privacy Policy' } as const;
