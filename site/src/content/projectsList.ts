/**
 * The projects list (/projects) and what a project's card shows there and on Products: id, title,
 * summary, technologies and the first image. The rest of each project, which only its own page
 * shows, is in `projects.ts`, so the list pages load just this.
 *
 * Ids match the Home portfolio (`portfolio.ts`): a portfolio card's 'View Case Study' opens the
 * detail page with the same id.
 */

import type { ImageAsset } from './icons';
import type { TechnologyName } from './portfolioTechnologies';

/** A project as its card shows it. */
export interface ProjectSummary {
  /** Numeric id; the page lives at `/projects/{id}`. */
  readonly id: number;
  readonly title: string;
  /** One-paragraph summary under the title. */
  readonly description: string;
  /** Technology names; each has a logo in `technologyIcons` (portfolioTechnologies.ts). */
  readonly technologies: readonly TechnologyName[];
  /** The card's image: the first image of the project's carousel. */
  readonly image: ImageAsset;
}

/** Image `n` (1-based) of a project's carousel: an illustration with intrinsic size and alt text. */
export const projectImage = (slug: string, n: number, alt: string): ImageAsset => ({
  src: `/images/projects/${slug}-${n}.svg`,
  width: 1600,
  height: 1000,
  alt,
});

/** The projects, in order. */
export const projectSummaries: readonly ProjectSummary[] = [
  {
    id: 1,
    title: 'Clinic Platform with AI Multilingual Chatbot',
    description:
      "A patient-facing platform for a family clinic: an AI assistant answers questions in the patient's own language, books appointments and collects the pre-visit assessment.",
    technologies: ['React', 'Node.js', 'OpenAI', 'MongoDB', 'Tailwind CSS'],
    image: projectImage(
      'clinic-chatbot',
      1,
      'Phone showing a chat in Bengali with the clinic assistant offering three appointment times',
    ),
  },
  {
    id: 2,
    title: 'School Management System',
    description:
      'One system for admissions, attendance, timetables, grades and fees, with separate views for administrators, teachers, parents and students.',
    technologies: ['React', 'Node.js', 'MongoDB', 'Redux', 'Tailwind CSS'],
    image: projectImage(
      'school-management',
      1,
      'Administrator dashboard with attendance chart, class list and fee collection summary',
    ),
  },
  {
    id: 3,
    title: 'E-commerce Dashboard',
    description:
      'A back-office dashboard for an online store: live sales figures, inventory alerts, order handling and customer insights in one place.',
    technologies: ['React', 'Redux', 'Firebase', 'Tailwind CSS'],
    image: projectImage('ecommerce-dashboard', 1, 'Sales overview with revenue line chart and top-selling products'),
  },
  {
    id: 4,
    title: 'Education Mobile App',
    description:
      'A learning app for school students with lessons that adapt to each learner, auto-graded quizzes and an AI tutor that explains mistakes step by step.',
    technologies: ['React', 'Python', 'Machine Learning', 'OpenAI', 'AWS'],
    image: projectImage('education-app', 1, 'Phone showing a lesson screen with a diagram and a progress bar'),
  },
  {
    id: 5,
    title: 'Personal School Portfolio',
    description:
      'A portfolio website where a school presents its programmes, faculty, events and student work, kept up to date by staff without a developer.',
    technologies: ['React', 'Firebase', 'Tailwind CSS'],
    image: projectImage('school-portfolio', 1, 'School website home page with a welcome banner and upcoming events'),
  },
];

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
