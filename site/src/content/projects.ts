/**
 * Projects, as the spec describes the detail page's project: each project's card fields (id, title,
 * summary, technologies, first image), shown on Products and the projects list (/projects), and the
 * rest of its own page (/projects/{id}): the carousel's images, features, stats and links (its numbered
 * details and case study are Markdown: `caseStudies.ts`); with the texts of the list page, of a project's page and of its
 * not-found state.
 *
 * Ids match the Home portfolio (`portfolio.ts`): a portfolio card's 'View Case Study' opens the
 * detail page with the same id.
 */

import type { BrandKey, IconKey, ImageAsset } from './icons';
import type { PageLink } from './page';
import type { TechnologyName } from './portfolio';

/** A project as its card shows it. */
export interface ProjectSummary {
  /** Numeric id; the page lives at `/projects/{id}`. */
  readonly id: number;
  readonly title: string;
  /** One-paragraph summary under the title. */
  readonly description: string;
  /** Technology names; each has a logo in `technologyIcons` (portfolio.ts). */
  readonly technologies: readonly TechnologyName[];
  /** The card's image: the first image of the project's carousel. */
  readonly image: ImageAsset;
}

/** A figure shown in the project's stats block. */
export interface ProjectStat {
  readonly label: string;
  readonly value: string;
}

/** A project with everything its page shows. */
export interface Project extends ProjectSummary {
  /** Carousel images (three or more), illustrations with intrinsic size and alt text; the first is `image`. */
  readonly images: readonly ImageAsset[];
  /** Key features. */
  readonly features: readonly string[];
  /** Stats block, including the team size. */
  readonly stats: readonly ProjectStat[];
  /** Source code ('Code' link, opened in a new tab). */
  readonly githubUrl: string;
  /** Running product ('Live Demo' link, opened in a new tab). */
  readonly liveUrl: string;
}

/** Project image carousel behaviour. */
export const projectCarousel = {
  /** Autoplay advances every this many ms and wraps around; any manual action stops it. */
  autoplayMs: 5000,
} as const;

/** Image `n` (1-based) of a project's carousel: an illustration with intrinsic size and alt text. */
const projectImage = (slug: string, n: number, alt: string): ImageAsset => ({
  src: `/images/projects/${slug}-${n}.svg`,
  width: 1600,
  height: 1000,
  alt,
});

/** The repository and the published product of the project whose repository is `repo`. */
const links = (repo: string): Pick<Project, 'githubUrl' | 'liveUrl'> => ({
  githubUrl: `https://github.com/northwind-digital/${repo}`,
  liveUrl: `https://northwind-digital.github.io/${repo}/`,
});

const team = (members: number): ProjectStat => ({ label: 'Team', value: `${members} members` });

/** A project whose card shows the first image of its carousel. */
function project(
  fields: Omit<Project, 'image' | 'images'> & { images: readonly [ImageAsset, ...ImageAsset[]] },
): Project {
  return { ...fields, image: fields.images[0] };
}

/** The projects, in order. */
export const projects: readonly Project[] = [
  project({
    id: 1,
    title: 'Clinic Platform with AI Multilingual Chatbot',
    description:
      "A patient-facing platform for a family clinic: an AI assistant answers questions in the patient's own language, books appointments and collects the pre-visit assessment.",
    technologies: ['React', 'Node.js', 'OpenAI', 'MongoDB', 'Tailwind CSS'],
    images: [
      projectImage(
        'clinic-chatbot',
        1,
        'Phone showing a chat in Bengali with the clinic assistant offering three appointment times',
      ),
      projectImage(
        'clinic-chatbot',
        2,
        "Staff dashboard listing today's conversations, with one chat handed over to a receptionist",
      ),
      projectImage(
        'clinic-chatbot',
        3,
        'Pre-visit assessment form with symptom checklist and medical history sections',
      ),
    ],
    features: [
      'Multilingual AI chatbot',
      'Appointment booking and reminders',
      'Pre-visit assessment forms',
      'Hand-over from bot to staff',
      'Role-based staff sign-in',
    ],
    stats: [
      team(2),
      { label: 'Timeline', value: '2 months' },
      { label: 'Completion', value: '70%' },
      { label: 'Languages', value: '6' },
    ],
    ...links('clinic-chatbot'),
  }),
  project({
    id: 2,
    title: 'School Management System',
    description:
      'One system for admissions, attendance, timetables, grades and fees, with separate views for administrators, teachers, parents and students.',
    technologies: ['React', 'Node.js', 'MongoDB', 'Redux', 'Tailwind CSS'],
    images: [
      projectImage(
        'school-management',
        1,
        'Administrator dashboard with attendance chart, class list and fee collection summary',
      ),
      projectImage('school-management', 2, 'Teacher marking attendance for a class on a phone'),
      projectImage('school-management', 3, 'Parent portal showing a report card and upcoming fee reminder'),
    ],
    features: [
      'Admissions and class management',
      'Attendance and timetables',
      'Gradebook and report cards',
      'Fee invoices and reminders',
      'Portals for parents and students',
    ],
    stats: [
      team(2),
      { label: 'Timeline', value: '6 months' },
      { label: 'Completion', value: '40%' },
      { label: 'User roles', value: '4' },
    ],
    ...links('school-management-system'),
  }),
  project({
    id: 3,
    title: 'E-commerce Dashboard',
    description:
      'A back-office dashboard for an online store: live sales figures, inventory alerts, order handling and customer insights in one place.',
    technologies: ['React', 'Redux', 'Firebase', 'Tailwind CSS'],
    images: [
      projectImage('ecommerce-dashboard', 1, 'Sales overview with revenue line chart and top-selling products'),
      projectImage('ecommerce-dashboard', 2, 'Inventory table with low-stock warnings highlighted'),
      projectImage('ecommerce-dashboard', 3, 'Order board with columns for new, packed, shipped and returned orders'),
    ],
    features: [
      'Real-time sales analytics',
      'Inventory and low-stock alerts',
      'Order management board',
      'Customer segments',
      'Exportable reports',
    ],
    stats: [
      team(2),
      { label: 'Timeline', value: '3 months' },
      { label: 'Completion', value: '80%' },
      { label: 'Dashboard views', value: '5' },
    ],
    ...links('ecommerce-dashboard'),
  }),
  project({
    id: 4,
    title: 'Education Mobile App',
    description:
      'A learning app for school students with lessons that adapt to each learner, auto-graded quizzes and an AI tutor that explains mistakes step by step.',
    technologies: ['React', 'Python', 'Machine Learning', 'OpenAI', 'AWS'],
    images: [
      projectImage('education-app', 1, 'Phone showing a lesson screen with a diagram and a progress bar'),
      projectImage('education-app', 2, 'Quiz result screen with the AI tutor explaining a wrong answer step by step'),
      projectImage('education-app', 3, 'Teacher view on a tablet with class progress by topic'),
    ],
    features: [
      'Adaptive learning paths',
      'AI tutor with step-by-step explanations',
      'Auto-graded quizzes',
      'Offline lessons',
      'Progress reports for teachers',
    ],
    stats: [
      team(2),
      { label: 'Timeline', value: '5 months' },
      { label: 'Completion', value: '40%' },
      { label: 'Platforms', value: 'iOS & Android' },
    ],
    ...links('ai-learning-platform'),
  }),
  project({
    id: 5,
    title: 'Personal School Portfolio',
    description:
      'A portfolio website where a school presents its programmes, faculty, events and student work, kept up to date by staff without a developer.',
    technologies: ['React', 'Firebase', 'Tailwind CSS'],
    images: [
      projectImage('school-portfolio', 1, 'School website home page with a welcome banner and upcoming events'),
      projectImage('school-portfolio', 2, 'Student project gallery organised by subject'),
      projectImage('school-portfolio', 3, 'Simple editor where a staff member writes a news post'),
    ],
    features: [
      'Programme and faculty pages',
      'Events and news feed',
      'Student project gallery',
      'Simple content editing',
      'Mobile-first layout',
    ],
    stats: [
      team(2),
      { label: 'Timeline', value: '2 months' },
      { label: 'Completion', value: '50%' },
      { label: 'Page types', value: '6' },
    ],
    ...links('school-portfolio'),
  }),
];

/**
 * The project for a route parameter, or `undefined` when the id is unknown. Only ids made of
 * digits match (the navigation bar is hidden exactly on those routes).
 */
export function findProject(id: string | undefined): Project | undefined {
  if (!id || !/^\d+$/.test(id)) return undefined;
  const n = Number(id);
  return projects.find((p) => p.id === n);
}

/**
 * The projects list page (/projects): the spec shows only a heading; the page lists the projects
 * under it as cards (the same cards as the Products page).
 */
export const projectsList = {
  heading: 'Projects',
  eyebrow: 'Case studies',
  subtitle:
    'The platforms and apps we are building for clinics, schools and online businesses: what each one does, the technology behind it and where it stands.',
} as const;

/** Texts of a project's page: its header, the parts below it, its carousel, and the not-found state. */
export const projectDetail = {
  back: { label: 'Back to Products', href: '/products' } satisfies PageLink,
  links: {
    code: 'Code',
    liveDemo: 'Live Demo',
  },
  /** Icons of the two links (both open in a new tab). */
  linkIcons: { code: 'github', liveDemo: 'external-link' } satisfies Record<string, IconKey | BrandKey>,
  headings: {
    details: 'Project Details',
    features: 'Key Features',
    stats: 'Project Stats',
    technologies: 'Technologies',
    caseStudy: 'Case Study',
    challenge: 'Challenge',
    solution: 'Solution',
    outcome: 'Where it stands',
  },
  /** Icon of a stat tile by its label; any other label gets `statIconDefault`. */
  statIcons: {
    Team: 'users',
    Timeline: 'clock',
    Completion: 'check-circle',
    Languages: 'globe',
    'User roles': 'user',
    'Dashboard views': 'bar-chart',
    Platforms: 'smartphone',
    'Page types': 'layers',
  } satisfies Record<string, IconKey>,
  statIconDefault: 'chart' satisfies IconKey,
  /** Accessible names of the carousel controls. */
  carousel: {
    label: 'Project screenshots',
    previous: 'Previous image',
    next: 'Next image',
    enterFullscreen: 'View fullscreen',
    exitFullscreen: 'Exit fullscreen',
    /** Dot and thumbnail buttons, 1-based. */
    goTo: (n: number, total: number): string => `Show image ${n} of ${total}`,
    /** A slide's name, 1-based. */
    slide: (n: number, total: number): string => `Image ${n} of ${total}`,
    dots: 'Choose an image',
    thumbnails: 'Image thumbnails',
    /** The slideshow's Pause/Play button. */
    play: 'Play slideshow',
    pause: 'Pause slideshow',
  },
  /** The detail route with an unknown id: the spec's project-not-found state. */
  notFound: {
    title: 'Project Not Found',
    message: "The project you're looking for doesn't exist or has been removed.",
    /** The spec's link says '/project'; the route table lists '/projects' (and keeps '/project' as an alias). */
    link: { label: 'Back to Projects', href: '/projects' } satisfies PageLink,
    icon: 'briefcase' satisfies IconKey,
  },
} as const;

/** The icons a stat tile may have. */
type StatIconKey =
  (typeof projectDetail.statIcons)[keyof typeof projectDetail.statIcons] | typeof projectDetail.statIconDefault;

/** The icon of a stat tile: by its label, or the default. */
export function statIcon(label: string): StatIconKey {
  const icons: Readonly<Record<string, StatIconKey>> = projectDetail.statIcons;
  return icons[label] ?? projectDetail.statIconDefault;
}
