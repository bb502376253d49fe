/** Technology stack grid of the Developers page, with its category filter (All, Frontend, Backend). */

import type { BrandKey, GradientKey } from './icons';

/** The spec's category values. */
export const techCategories = [
  'Language',
  'Frontend',
  'Backend',
  'Database',
  'Animation',
  'Practice',
  'Mobile',
] as const;

export type TechCategory = (typeof techCategories)[number];

export interface TechStackItem {
  readonly name: string;
  readonly category: TechCategory;
  /** Tint of the item's tile, by gradient key (never CSS in content). */
  readonly color: GradientKey;
  /** Logo, when the technology has one; practices have none and show their initials. */
  readonly logo?: BrandKey;
}

/** The filter buttons, in order. */
export const techFilters = ['All', 'Frontend', 'Backend'] as const;

export type TechFilter = (typeof techFilters)[number];

export const techStack: readonly TechStackItem[] = [
  { name: 'JavaScript', category: 'Language', color: 'accent-soft', logo: 'javascript' },
  { name: 'TypeScript', category: 'Language', color: 'primary-soft', logo: 'typescript' },
  { name: 'Python', category: 'Language', color: 'ink-primary', logo: 'python' },
  { name: 'React', category: 'Frontend', color: 'accent-primary', logo: 'react' },
  { name: 'Next.js', category: 'Frontend', color: 'ink-accent', logo: 'nextjs' },
  { name: 'Redux', category: 'Frontend', color: 'primary-deep', logo: 'redux' },
  { name: 'Tailwind CSS', category: 'Frontend', color: 'accent-deep', logo: 'tailwind' },
  { name: 'Node.js', category: 'Backend', color: 'primary-accent', logo: 'nodejs' },
  { name: 'Express', category: 'Backend', color: 'ink-primary', logo: 'express' },
  { name: 'FastAPI', category: 'Backend', color: 'accent-deep', logo: 'fastapi' },
  { name: 'Firebase', category: 'Backend', color: 'accent-primary', logo: 'firebase' },
  { name: 'MongoDB', category: 'Database', color: 'accent-soft', logo: 'mongodb' },
  { name: 'PostgreSQL', category: 'Database', color: 'primary-soft', logo: 'postgresql' },
  { name: 'Framer Motion', category: 'Animation', color: 'primary-deep', logo: 'framer-motion' },
  { name: 'GSAP', category: 'Animation', color: 'accent-deep', logo: 'gsap' },
  { name: 'React Native', category: 'Mobile', color: 'primary-accent', logo: 'react-native' },
  { name: 'Flutter', category: 'Mobile', color: 'accent-primary', logo: 'flutter' },
  { name: 'Git & CI/CD', category: 'Practice', color: 'ink-accent', logo: 'git' },
  { name: 'Test-Driven Development', category: 'Practice', color: 'ink-primary' },
  { name: 'Clean Code & SOLID', category: 'Practice', color: 'primary-soft' },
  { name: 'Agile', category: 'Practice', color: 'accent-soft' },
];

/** The items shown for a filter: all of them, or those whose category equals the filter. */
export function filterTechStack(
  filter: TechFilter,
  items: readonly TechStackItem[] = techStack,
): readonly TechStackItem[] {
  return filter === 'All' ? items : items.filter((item) => item.category === filter);
}

export const techStackSection = {
  heading: 'Our technology stack',
  intro: 'Proven tools we know in depth, chosen for each project on its merits.',
  /** Accessible name of the filter button group. */
  filterLabel: 'Filter technologies by category',
  filters: techFilters,
  defaultFilter: 'All' as TechFilter,
} as const;
