/**
 * The words a resource's frontmatter may use (checked by `resourceSchema`): its type, as the spec
 * names them, and its tags. Plain constants, shared by the schema (build time) and the pages.
 */

/** The spec's resource type values. */
export const resourceTypes = ['guide', 'video', 'tool', 'whitepaper', 'casestudy', 'download'] as const;

export type ResourceType = (typeof resourceTypes)[number];

/** The tags a resource may carry, each with the page that lists its resources. */
export const resourceTags = [
  'react',
  'typescript',
  'testing',
  'tooling',
  'api',
  'accessibility',
  'design-systems',
  'performance',
  'ai',
  'cloud',
  'devops',
  'databases',
  'mobile',
  'security',
  'project-management',
  'healthcare',
  'education',
  'ecommerce',
] as const;

export type ResourceTag = (typeof resourceTags)[number];
