/**
 * What the frontmatter of each folder of Markdown content must hold. The build checks every file
 * against its folder's schema (tools/content/markdown.ts) and stops on the first file that does not
 * match, naming the file, the field and what was expected. Pages import only the types (`import
 * type`): the schemas run at build time, never in the browser.
 */
import { z } from 'zod';
import { resourceTags, resourceTypes } from '../resourceKinds.ts';

const isoDate = z.iso.date();

/** A legal page: `legal/<slug>.md`, shown at `/<slug>`. */
export const legalPageSchema = z.strictObject({
  title: z.string().min(1),
  /** The page's meta description. */
  description: z.string().min(1).max(160),
  /** When the text last changed (YYYY-MM-DD). */
  updated: isoDate,
});

/**
 * A resource: `resources/<slug>.md`, shown at `/resources/<slug>`. Its title, description and type are
 * the spec's; a case study names the project whose page it tells (that page is canonical), a download
 * the file its page offers (in `site/public/downloads/`).
 */
export const resourceSchema = z
  .strictObject({
    title: z.string().min(1),
    description: z.string().min(1).max(160),
    type: z.enum(resourceTypes),
    tags: z.array(z.enum(resourceTags)).min(1).max(4),
    published: isoDate,
    updated: isoDate.optional(),
    /** Name (role). */
    author: z.string().regex(/^[^()]+ \([^()]+\)$/, 'expected "Name (Role)"'),
    project: z.number().int().positive().optional(),
    download: z
      .strictObject({
        file: z.string().regex(/^[a-z0-9-]+\.[a-z]+$/, 'expected a file name such as checklist.md'),
        format: z.string().min(1),
      })
      .optional(),
  })
  .superRefine((resource, context) => {
    const needs = (field: 'project' | 'download', type: string) => {
      const has = resource[field] !== undefined;
      if (has !== (resource.type === type))
        context.addIssue({
          code: 'custom',
          path: [field],
          message: has ? `only a ${type} has a ${field}` : `a ${type} needs a ${field}`,
        });
    };
    needs('project', 'casestudy');
    needs('download', 'download');
  });

/**
 * A project's case study: `projects/<id>.md`, the long text of `/projects/<id>`. Its body holds the
 * sections the page shows, in order: `## Details` (a numbered list), `## Challenge`, `## Solution`
 * and `## Outcome` (a paragraph each); `projectCaseStudy` reads them.
 */
export const projectCaseStudySchema = z.strictObject({
  id: z.number().int().positive(),
  title: z.string().min(1),
  /** When the case study was written (YYYY-MM-DD), for the feed. */
  published: isoDate,
});

/** The schema of each content folder under `site/src/content/`, by folder name. */
export const markdownCollections = {
  legal: legalPageSchema,
  resources: resourceSchema,
  projects: projectCaseStudySchema,
} as const;

export type MarkdownCollection = keyof typeof markdownCollections;
export type LegalPageFrontmatter = z.infer<typeof legalPageSchema>;
export type ResourceFrontmatter = z.infer<typeof resourceSchema>;
export type ProjectCaseStudyFrontmatter = z.infer<typeof projectCaseStudySchema>;
