/**
 * Home portfolio: five projects, three shown at first, each linking to its case study; and the
 * technology names the spec lists with icons, which the project cards and pages show too.
 */

import { portfolio as portfolioConstants } from './constants';
import type { BrandKey, ImageAsset } from './icons';

/** The technology names the spec lists with icons, and the logo of each. */
export const technologyIcons = {
  React: 'react',
  'Node.js': 'nodejs',
  OpenAI: 'openai',
  MongoDB: 'mongodb',
  Firebase: 'firebase',
  'Tailwind CSS': 'tailwind',
  Python: 'python',
  AWS: 'aws',
  'Machine Learning': 'machine-learning',
  Redux: 'redux',
} as const satisfies Record<string, BrandKey>;

/** A technology name shown as a badge on a portfolio or project card. */
export type TechnologyName = keyof typeof technologyIcons;

/** Accessible name of a card's list of technology badges. */
export const technologiesLabel = 'Technologies';

export interface PortfolioProject {
  /** Numeric id; the case study lives at `/projects/{id}`. */
  readonly id: number;
  readonly title: string;
  readonly description: string;
  /** Screenshot-style illustration (device or dashboard mock-up). */
  readonly image: ImageAsset;
  /** Percent complete, 0 to 100. */
  readonly progress: number;
  readonly technologies: readonly TechnologyName[];
  readonly features: readonly string[];
  /** Source-code URL. */
  readonly github: string;
  /** Live-demo URL. */
  readonly liveDemo: string;
  /** Duration as text, such as '2 months'. */
  readonly timeline: string;
}

const image = (slug: string, alt: string): ImageAsset => ({
  src: `/images/portfolio/${slug}.svg`,
  width: 1200,
  height: 750,
  alt,
});

const github = (slug: string) => `https://github.com/northwind-digital/${slug}`;
const liveDemo = (slug: string) => `https://northwind-digital.github.io/${slug}/`;

export const portfolioProjects: readonly PortfolioProject[] = [
  {
    id: 1,
    title: 'Healthcare Clinic Chatbot Platform',
    description:
      'A clinic platform whose AI assistant answers patient questions in several languages, books appointments and collects assessment forms before the visit.',
    image: image(
      'clinic-chatbot',
      'Clinic platform dashboard beside a phone showing a multilingual chat with the AI assistant',
    ),
    progress: 70,
    technologies: ['React', 'Node.js', 'OpenAI', 'MongoDB', 'Tailwind CSS'],
    features: [
      'Multilingual AI chatbot',
      'Online appointment booking',
      'Pre-visit assessment forms',
      'Secure staff sign-in',
    ],
    github: github('clinic-chatbot'),
    liveDemo: liveDemo('clinic-chatbot'),
    timeline: '2 months',
  },
  {
    id: 2,
    title: 'School Management System',
    description:
      'One system for admissions, attendance, grades and fees, with separate views for administrators, teachers, parents and students.',
    image: image('school-management', 'School management dashboard with attendance chart, timetable and fee summary'),
    progress: 40,
    technologies: ['React', 'Node.js', 'MongoDB', 'Redux', 'Tailwind CSS'],
    features: [
      'Attendance and timetable tracking',
      'Gradebook and report cards',
      'Fee invoices and reminders',
      'Parent and student portals',
    ],
    github: github('school-management-system'),
    liveDemo: liveDemo('school-management-system'),
    timeline: '6 months',
  },
  {
    id: 3,
    title: 'E-commerce Dashboard',
    description:
      'A back-office dashboard for an online store: live sales figures, inventory alerts and order handling in one place.',
    image: image(
      'ecommerce-dashboard',
      'E-commerce dashboard with revenue chart, top products list and recent orders table',
    ),
    progress: 80,
    technologies: ['React', 'Redux', 'Firebase', 'Tailwind CSS'],
    features: ['Real-time sales analytics', 'Inventory and low-stock alerts', 'Order management', 'Customer insights'],
    github: github('ecommerce-dashboard'),
    liveDemo: liveDemo('ecommerce-dashboard'),
    timeline: '3 months',
  },
  {
    id: 4,
    title: 'AI Learning Platform',
    description:
      'A learning platform that adapts lessons and quizzes to each student, with an AI tutor that explains mistakes step by step.',
    image: image('ai-learning', 'Learning app on a phone and a tablet showing a lesson, a quiz and a progress ring'),
    progress: 40,
    technologies: ['React', 'Python', 'Machine Learning', 'OpenAI', 'AWS'],
    features: [
      'Adaptive learning paths',
      'AI tutor with step-by-step explanations',
      'Auto-graded quizzes',
      'Progress reports for teachers',
    ],
    github: github('ai-learning-platform'),
    liveDemo: liveDemo('ai-learning-platform'),
    timeline: '5 months',
  },
  {
    id: 5,
    title: 'School Portfolio Platform',
    description:
      'A portfolio site where a school presents its programmes, events and student achievements, updated by staff without a developer.',
    image: image(
      'school-portfolio',
      'School portfolio website with hero banner, events list and student project gallery',
    ),
    progress: 50,
    technologies: ['React', 'Firebase', 'Tailwind CSS'],
    features: [
      'Programme and faculty pages',
      'Events and news feed',
      'Student project gallery',
      'Simple content editing',
    ],
    github: github('school-portfolio'),
    liveDemo: liveDemo('school-portfolio'),
    timeline: '2 months',
  },
];

/** Route of a project's case study. */
export function caseStudyHref(id: number): `/projects/${number}` {
  return `/projects/${id}`;
}

/** The card's two-digit number tag, from its position in the list (0 → '01'). */
export function numberTag(index: number): string {
  return String(index + 1).padStart(2, '0');
}

export const portfolioSection = {
  eyebrow: 'Our Work',
  heading: 'Featured Projects',
  intro: 'A selection of products we are building and running for clients, with where each one stands today.',
  initialVisible: portfolioConstants.initialVisible,
  labels: {
    viewAll: 'View All Projects',
    showLess: 'Show Less',
    /** Fixed team label on every card. */
    team: `Team: ${portfolioConstants.teamSize}`,
    caseStudy: 'View Case Study',
    keyFeatures: 'Key Features',
    sourceCode: 'Source Code',
    liveDemo: 'Live Demo',
    timeline: 'Timeline',
    progress: 'Progress',
    /** Accessible name of a card's list of technology badges. */
    technologies: technologiesLabel,
    /** Percent-complete badge text. */
    complete: (progress: number): string => `${progress}% Complete`,
    /**
     * Accessible name of a card's link: the visible label, then the project, so that the links of
     * different cards can be told apart ('Live Demo: School Management System').
     */
    linkName: (label: string, project: string): string => `${label}: ${project}`,
    /** Added to the accessible name of links that open in a new tab. */
    newTab: '(opens in a new tab)',
  },
} as const;
