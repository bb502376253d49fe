/** Developers page (/developers): hero, team cards and the closing call to action. */

import type { BrandKey, ImageAsset } from './icons';
import type { HeroText, PageLink } from './page';

/** Call to action closing the Developers page, after the stack grid. */
export const developersCta = {
  heading: 'Want this team on your project?',
  text: 'Tell us what you are building, or look at what we have already shipped.',
  primary: { label: 'Contact Us', href: '/contact' } satisfies PageLink,
  secondary: { label: 'View Products', href: '/products' } satisfies PageLink,
} as const;

export interface Developer {
  /** Stable key, 1-based. */
  readonly id: number;
  readonly name: string;
  readonly role: string;
  readonly bio: string;
  /** Years of experience, as displayed ('6+ years'). */
  readonly experience: string;
  /** Projects delivered, as displayed ('25+'). */
  readonly projects: string;
  readonly skills: readonly string[];
  /** Initials avatar illustration (no photos). */
  readonly image: ImageAsset;
  /** Profile URLs. */
  readonly social: { readonly github: string; readonly linkedin: string };
  /** Logos of the technologies the developer works with most. */
  readonly icons: readonly DeveloperIconKey[];
}

/** Names of the technologies in the developers' icon rows: the accessible name of each logo. */
export const technologyNames = {
  react: 'React',
  nodejs: 'Node.js',
  typescript: 'TypeScript',
  mongodb: 'MongoDB',
  aws: 'AWS',
  'react-native': 'React Native',
  tailwind: 'Tailwind CSS',
  'framer-motion': 'Framer Motion',
  python: 'Python',
  fastapi: 'FastAPI',
  openai: 'OpenAI',
  'machine-learning': 'Machine Learning',
  firebase: 'Firebase',
} as const satisfies Partial<Record<BrandKey, string>>;

/** A logo a developer card may show (one with a name above). */
export type DeveloperIconKey = keyof typeof technologyNames;

const avatar = (slug: string, name: string): ImageAsset => ({
  src: `/images/team/${slug}.svg`,
  width: 320,
  height: 320,
  alt: `Avatar of ${name}`,
});

const social = (github: string, linkedin: string) => ({
  github: `https://github.com/${github}`,
  linkedin: `https://www.linkedin.com/in/${linkedin}`,
});

export const developers: readonly Developer[] = [
  {
    id: 1,
    name: 'Sourav Ghosh',
    role: 'Full-Stack Developer',
    bio: 'Builds the back ends and APIs behind our web platforms and leads technical planning. Cares about clean data models and deployments that nobody has to think about.',
    experience: '6+ years',
    projects: '25+',
    skills: ['React', 'Node.js', 'TypeScript', 'MongoDB', 'AWS', 'System design'],
    image: avatar('sourav-ghosh', 'Sourav Ghosh'),
    social: social('sourav-ghosh-dev', 'sourav-ghosh-dev'),
    icons: ['react', 'nodejs', 'typescript', 'mongodb', 'aws'],
  },
  {
    id: 2,
    name: 'Ishita Roy',
    role: 'Frontend & Mobile Developer',
    bio: 'Turns designs into fast, accessible interfaces on the web and on phones. Tests every screen with a keyboard, a screen reader and a slow network before it ships.',
    experience: '4+ years',
    projects: '18+',
    skills: ['React', 'React Native', 'TypeScript', 'Tailwind CSS', 'Accessibility', 'Animation'],
    image: avatar('ishita-roy', 'Ishita Roy'),
    social: social('ishita-roy-dev', 'ishita-roy-dev'),
    icons: ['react', 'react-native', 'typescript', 'tailwind', 'framer-motion'],
  },
  {
    id: 3,
    name: 'Kabir Chatterjee',
    role: 'AI & Backend Engineer',
    bio: 'Designs the AI features in our products, from multilingual chat assistants to adaptive learning. Measures answer quality before and after every change.',
    experience: '5+ years',
    projects: '15+',
    skills: ['Python', 'FastAPI', 'OpenAI API', 'Machine Learning', 'PostgreSQL', 'Firebase'],
    image: avatar('kabir-chatterjee', 'Kabir Chatterjee'),
    social: social('kabir-chatterjee-dev', 'kabir-chatterjee-dev'),
    icons: ['python', 'fastapi', 'openai', 'machine-learning', 'firebase'],
  },
];

const hero: HeroText = {
  eyebrow: 'Developers',
  title: 'Meet the team',
  subtitle:
    'The engineers who plan, build and support your product. You work with them directly, from the first call on.',
};

export const developersPage = {
  hero,
  teamHeading: 'Our developers',
  labels: {
    experience: 'Experience',
    projects: 'Projects',
    skills: 'Skills',
    /** Accessible names of the profile links, given the developer's name. */
    github: (name: string): string => `${name} on GitHub`,
    linkedin: (name: string): string => `${name} on LinkedIn`,
    /** Accessible name of a card's row of technology logos. */
    technologies: 'Technologies',
    /** Read after the name of a link that opens a new tab. */
    newTab: '(opens in a new tab)',
  },
  /** Closing call to action, after the technology stack grid. */
  cta: developersCta,
} as const;
