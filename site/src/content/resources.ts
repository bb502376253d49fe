/**
 * Resources: each one a Markdown file, `resources/<slug>.md` (its title, description, type, tags,
 * dates and author in the frontmatter, checked by `resourceSchema`; its text in the body), with its
 * page at `/resources/<slug>`. This module keeps what is data: the categories, their order and icons,
 * the badges, and the texts of the Resources page (/resources: its events are `events.ts`), the index of every resource
 * (/resources/all), a category's page and a tag's page.
 */

import { brand } from './brand';
import type { IconKey } from './icons';
import type { ResourceFrontmatter } from './markdown/schemas';
import type { MarkdownDocument, MarkdownSummary } from './markdown/tree';
import type { HeroText } from './page';
import { resourceTags, resourceTypes, type ResourceTag, type ResourceType } from './resourceKinds';

export { resourceTags, resourceTypes, type ResourceTag, type ResourceType };

/** A resource as lists show it: its frontmatter, where its page is, and how long it takes to read. */
export interface Resource extends ResourceFrontmatter {
  readonly slug: string;
  /** Its page, opened in the same tab. */
  readonly href: `/resources/${string}`;
  /** At 200 words a minute, at least one. */
  readonly readingMinutes: number;
}

export type ResourceDocument = MarkdownDocument<ResourceFrontmatter>;

const folder = './resources/';
const slugOf = (path: string) => path.slice(folder.length, -'.md'.length);

const summaries = import.meta.glob<MarkdownSummary<ResourceFrontmatter>>('./resources/*.md', {
  eager: true,
  query: '?frontmatter',
  import: 'default',
});
const documents = import.meta.glob<ResourceDocument>('./resources/*.md', { import: 'default' });

export const wordsPerMinute = 200;

/** Every resource, by slug. */
export const resources: Readonly<Record<string, Resource>> = Object.fromEntries(
  Object.entries(summaries).map(([path, { frontmatter, words }]) => {
    const slug = slugOf(path);
    const resource: Resource = {
      ...frontmatter,
      slug,
      href: `/resources/${slug}`,
      readingMinutes: Math.max(1, Math.round(words / wordsPerMinute)),
    };
    return [slug, resource];
  }),
);

/** The resource with that slug, if there is one. */
export function findResource(slug: string | undefined): Resource | undefined {
  return slug !== undefined && Object.hasOwn(resources, slug) ? resources[slug] : undefined;
}

/** A resource's compiled Markdown, its text (a chunk of its own). */
export function loadResourceDocument(slug: string): Promise<ResourceDocument> {
  const load = documents[`${folder}${slug}.md`];
  if (!load) throw new Error(`site/src/content/resources/${slug}.md: no such file`);
  return load();
}

export interface ResourceCategory {
  readonly slug: string;
  /** Its page, with every resource in it. */
  readonly href: `/resources/category/${string}`;
  readonly title: string;
  readonly description: string;
  readonly icon: Extract<IconKey, 'book' | 'video' | 'wrench' | 'file-text'>;
  /** In the order the category shows them. */
  readonly resources: readonly Resource[];
}

/** The resources of these slugs, in that order. */
function resourcesOf(slugs: readonly string[]): readonly Resource[] {
  return slugs.map((slug) => {
    const resource = findResource(slug);
    if (!resource) throw new Error(`site/src/content/resources/${slug}.md: no such file (named by a category)`);
    return resource;
  });
}

/** Badge styles of a popular resource card: guide, video, tool, and other for the remaining types. */
export type ResourceBadge = 'guide' | 'video' | 'tool' | 'other';

/** Resources shown per category in the 'Resource Center' grid, before 'View all'. */
export const categoryPreviewCount = 2;

/** Cards shown under 'Popular Resources'. */
export const popularResourcesLimit = 6;

/** Scroll-in animation of the Resources page (unlike Home, it may repeat). */
export const resourcesScrollIn = {
  durationMs: 800,
  once: false,
  easing: 'ease-out-cubic',
} as const;

/** A category, with its page's address. */
const category = (fields: Omit<ResourceCategory, 'href'>): ResourceCategory => ({
  ...fields,
  href: `/resources/category/${fields.slug}`,
});

export const resourceCategories: readonly ResourceCategory[] = [
  category({
    slug: 'documentation-guides',
    title: 'Documentation & Guides',
    description: 'Step-by-step guides for planning, building and running web and mobile products.',
    icon: 'book',
    resources: resourcesOf([
      'getting-started-with-react-and-typescript',
      'api-design-handbook',
      'project-kickoff-checklist',
      'accessibility-basics-for-product-teams',
    ]),
  }),
  category({
    slug: 'video-tutorials',
    title: 'Video Tutorials',
    description: 'Short recorded sessions from our engineers, each focused on one practical task.',
    icon: 'video',
    resources: resourcesOf([
      'adding-an-ai-chat-assistant-to-your-website',
      'deploying-a-nodejs-app-to-aws',
      'mongodb-schema-design-in-practice',
    ]),
  }),
  category({
    slug: 'development-tools',
    title: 'Development Tools',
    description: 'Starter kits, templates and utilities we use on our own projects.',
    icon: 'wrench',
    resources: resourcesOf(['react-starter-template', 'core-web-vitals-checker', 'design-tokens-starter-pack']),
  }),
  category({
    slug: 'whitepapers-case-studies',
    title: 'Whitepapers & Case Studies',
    description: 'In-depth write-ups of how we approach problems and what we learned on real projects.',
    icon: 'file-text',
    resources: resourcesOf([
      'responsible-ai-in-healthcare-chatbots',
      'case-study-school-management-system',
      'case-study-e-commerce-dashboard',
    ]),
  }),
];

/** Every resource in category order: the order of the index, the feed and the sitemap. */
export const allResources: readonly Resource[] = resourceCategories.flatMap((category) => category.resources);

/** A category's page, or undefined for an unknown slug. */
export function findCategory(slug: string | undefined): ResourceCategory | undefined {
  return resourceCategories.find((category) => category.slug === slug);
}

/** Resources on the same subject: those sharing the most tags, then in category order; never itself. */
export function relatedResources(resource: Resource, limit = 3): readonly Resource[] {
  const shared = (other: Resource) => other.tags.filter((tag) => resource.tags.includes(tag)).length;
  return allResources
    .filter((other) => other !== resource && shared(other) > 0)
    .map((other, index) => ({ other, index, score: shared(other) }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map(({ other }) => other);
}

/** The first `limit` resources across categories, in category order ('Popular Resources'). */
export function popularResources(
  categories: readonly ResourceCategory[] = resourceCategories,
  limit: number = popularResourcesLimit,
): readonly Resource[] {
  return categories.flatMap((c) => c.resources).slice(0, limit);
}

/** A category's preview in the 'Resource Center' grid: its first two resources. */
export function categoryPreview(category: ResourceCategory): readonly Resource[] {
  return category.resources.slice(0, categoryPreviewCount);
}

/** The badge style of a resource type. */
export function resourceBadge(type: ResourceType): ResourceBadge {
  return type === 'guide' || type === 'video' || type === 'tool' ? type : 'other';
}

/** Text of a resource type's badge. */
export const resourceTypeLabels: Readonly<Record<ResourceType, string>> = {
  guide: 'Guide',
  video: 'Video',
  tool: 'Tool',
  whitepaper: 'Whitepaper',
  casestudy: 'Case Study',
  download: 'Download',
};

/** Icon of a resource type, on its card and in the category previews. */
export const resourceTypeIcons = {
  guide: 'book',
  video: 'play',
  tool: 'wrench',
  whitepaper: 'file-text',
  casestudy: 'briefcase',
  download: 'download',
} as const satisfies Record<ResourceType, IconKey>;

/** Link label of a resource card: 'Download' for downloads, 'View Resource' otherwise. */
export function resourceLinkLabel(type: ResourceType): 'View Resource' | 'Download' {
  return type === 'download' ? 'Download' : 'View Resource';
}

/** A 'Join Our Developer Community' card. */
export interface CommunityCard {
  readonly title: string;
  readonly description: string;
  readonly icon: IconKey;
  readonly link: string;
  readonly linkLabel: string;
}

export const communityCards = [
  {
    title: 'Forums',
    description: 'Ask questions, share solutions and discuss web, mobile and AI development with other builders.',
    icon: 'message-square',
    link: brand.community.forums,
    linkLabel: 'Join the discussion',
  },
  {
    title: 'Blog',
    description: 'Engineering notes from our projects: what worked, what did not, and the code behind it.',
    icon: 'pen-line',
    link: '/resources/all',
    linkLabel: 'Read the blog',
  },
  {
    title: 'Contribute',
    description: 'Improve our open-source templates and tools, or suggest a guide you would like to see.',
    icon: 'git-branch',
    link: brand.community.contribute,
    linkLabel: 'Start contributing',
  },
] as const satisfies readonly CommunityCard[];

/** The feed of resources and case studies (an Atom feed the build writes). */
export const feedLink = { label: 'Subscribe to the feed', href: '/feed.xml' } as const;

/** The feed's own texts. */
export const feedText = {
  title: 'Resources and case studies',
  description: 'Guides, videos, tools, whitepapers and project case studies from our engineers.',
  /** The category of a project's case study. */
  caseStudy: 'Case Study',
} as const;

const hero: HeroText = {
  eyebrow: 'Learn',
  title: 'Resources',
  subtitle: 'Guides, videos, tools and case studies from our engineers, free to use in your own projects.',
};

export const resourcesPage = {
  hero,
  center: {
    heading: 'Resource Center',
    intro: 'Everything we have written, recorded and built to help teams ship better software.',
    categories: resourceCategories,
    /** Leads to the category's page. */
    viewAll: 'View all',
  },
  popular: {
    heading: 'Popular Resources',
    intro: 'A good place to start.',
    browseAll: { label: 'Browse All Resources', href: '/resources/all' },
    feed: feedLink,
  },
  community: {
    heading: 'Join Our Developer Community',
    intro: 'Learn with other developers and with our team.',
    cards: communityCards,
  },
} as const;

/** The index of every resource (/resources/all), and a category's page. */
export const resourceIndex = {
  hero: {
    eyebrow: 'Resources',
    title: 'All Resources',
    subtitle: 'Every guide, video, tool and case study we have published, by category.',
  },
  /** Under a category on the index: its own page. */
  categoryLink: (category: string) => `More in ${category}`,
  back: { label: 'All Resources', href: '/resources/all' },
  feed: feedLink,
} as const;

/** The texts of a resource's page around its Markdown. */
export const resourcePageText = {
  back: { label: 'Resources', href: '/resources' },
  readingTime: (minutes: number) => `${minutes} min read`,
  published: 'Published',
  updated: 'Updated',
  by: 'By',
  tags: 'Tags',
  related: 'Related resources',
  download: (format: string) => `Download (${format})`,
  caseStudy: 'Read the full project page',
  tableLabel: 'Table',
  /** The title of the list of the text's sections, beside it from 1024 px, above it below (the spec names none). */
  contentsLabel: 'On this page',
} as const;
