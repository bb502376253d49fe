/**
 * Resources page (/resources): hero, 'Resource Center' categories, 'Popular Resources', events
 * (`events.ts`) and 'Join Our Developer Community'. Every link is a placeholder ('#') for now.
 */

import { events, eventsSection } from './events';
import type { IconKey } from './icons';
import type { PageHero } from './page';

/** The spec's resource type values. */
export const resourceTypes = ['guide', 'video', 'tool', 'whitepaper', 'casestudy', 'download'] as const;

export type ResourceType = (typeof resourceTypes)[number];

export interface Resource {
  readonly title: string;
  readonly description: string;
  /** Opens in a new tab; a placeholder ('#') for now. */
  readonly link: string;
  readonly type: ResourceType;
}

export interface ResourceCategory {
  readonly title: string;
  readonly description: string;
  readonly icon: Extract<IconKey, 'book' | 'video' | 'wrench' | 'file-text'>;
  readonly resources: readonly Resource[];
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

export const resourceCategories: readonly ResourceCategory[] = [
  {
    title: 'Documentation & Guides',
    description: 'Step-by-step guides for planning, building and running web and mobile products.',
    icon: 'book',
    resources: [
      {
        title: 'Getting Started with React and TypeScript',
        description: 'Set up a typed React project with linting, tests and a fast build in under an hour.',
        link: '#',
        type: 'guide',
      },
      {
        title: 'API Design Handbook',
        description: 'Naming, versioning, pagination and error formats for REST APIs that stay easy to use.',
        link: '#',
        type: 'guide',
      },
      {
        title: 'Project Kickoff Checklist',
        description: 'A printable checklist of what to prepare before a software project starts.',
        link: '#',
        type: 'download',
      },
      {
        title: 'Accessibility Basics for Product Teams',
        description: 'The WCAG checks every screen should pass, and how to test them without special tools.',
        link: '#',
        type: 'guide',
      },
    ],
  },
  {
    title: 'Video Tutorials',
    description: 'Short recorded sessions from our engineers, each focused on one practical task.',
    icon: 'video',
    resources: [
      {
        title: 'Adding an AI Chat Assistant to Your Website',
        description: 'From API key to a working, grounded assistant embedded in a React page.',
        link: '#',
        type: 'video',
      },
      {
        title: 'Deploying a Node.js App to AWS',
        description: 'Containers, environment variables and zero-downtime deployments, explained on a real app.',
        link: '#',
        type: 'video',
      },
      {
        title: 'MongoDB Schema Design in Practice',
        description: 'When to embed, when to reference, and how indexes change query speed.',
        link: '#',
        type: 'video',
      },
    ],
  },
  {
    title: 'Development Tools',
    description: 'Starter kits, templates and utilities we use on our own projects.',
    icon: 'wrench',
    resources: [
      {
        title: 'React Starter Template',
        description: 'Our project template with TypeScript, Vite, Vitest, ESLint and a CI workflow ready to go.',
        link: '#',
        type: 'tool',
      },
      {
        title: 'Core Web Vitals Checker',
        description: 'A command-line script that audits a list of pages and reports the slowest ones.',
        link: '#',
        type: 'tool',
      },
      {
        title: 'Design Tokens Starter Pack',
        description: 'Colour, spacing and type tokens in the W3C format, ready to import into your design system.',
        link: '#',
        type: 'download',
      },
    ],
  },
  {
    title: 'Whitepapers & Case Studies',
    description: 'In-depth write-ups of how we approach problems and what we learned on real projects.',
    icon: 'file-text',
    resources: [
      {
        title: 'Responsible AI in Healthcare Chatbots',
        description: 'How to keep an AI assistant useful and safe when patients ask medical questions.',
        link: '#',
        type: 'whitepaper',
      },
      {
        title: 'Case Study: School Management System',
        description: 'Replacing three spreadsheets with one system used by administrators, teachers and parents.',
        link: '#',
        type: 'casestudy',
      },
      {
        title: 'Case Study: E-commerce Dashboard',
        description: 'Real-time sales and stock data for an online store, and the alerts that prevent empty shelves.',
        link: '#',
        type: 'casestudy',
      },
    ],
  },
];

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

/** Read after the name of a link that opens a new tab. */
export const newTabHint = '(opens in a new tab)';

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
    link: '#',
    linkLabel: 'Join the discussion',
  },
  {
    title: 'Blog',
    description: 'Engineering notes from our projects: what worked, what did not, and the code behind it.',
    icon: 'pen-line',
    link: '#',
    linkLabel: 'Read the blog',
  },
  {
    title: 'Contribute',
    description: 'Improve our open-source templates and tools, or suggest a guide you would like to see.',
    icon: 'git-branch',
    link: '#',
    linkLabel: 'Start contributing',
  },
] as const satisfies readonly CommunityCard[];

const hero: PageHero = {
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
    viewAll: { label: 'View all', href: '#' },
  },
  popular: {
    heading: 'Popular Resources',
    intro: 'A good place to start.',
    /** Links open in a new tab. */
    opensInNewTab: true,
    browseAll: { label: 'Browse All Resources', href: '#' },
  },
  events: { ...eventsSection, items: events },
  community: {
    heading: 'Join Our Developer Community',
    intro: 'Learn with other developers and with our team.',
    cards: communityCards,
  },
} as const;
