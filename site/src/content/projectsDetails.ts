/**
 * What a project's page (/projects/{id}) shows below its header and in its carousel: the numbered
 * details, the carousel's further images, features, stats and case study, and the texts of those
 * parts. Only the parts that load after the splash (`ProjectOverview`, `ProjectGallery`) import it;
 * the header's fields are in `projectsList.ts` and `projectsHeader.ts`; `projects.ts` joins them all.
 */

import type { IconKey, ImageAsset } from './icons';
import { projectImage } from './projectsList';

/** A figure shown in the project's stats block. */
export interface ProjectStat {
  readonly label: string;
  readonly value: string;
}

/** The short case study of a project: the problem, what was built, where it stands. */
export interface CaseStudy {
  readonly challenge: string;
  readonly solution: string;
  readonly outcome: string;
}

/** What a project's page shows besides its card's fields and its header's links. */
export interface ProjectDetails {
  /** The numbered detail list. */
  readonly longDescription: readonly string[];
  /** The carousel's images after the first (the card's image, `ProjectSummary.image`). */
  readonly moreImages: readonly ImageAsset[];
  /** Key features. */
  readonly features: readonly string[];
  /** Stats block, including the team size. */
  readonly stats: readonly ProjectStat[];
  readonly caseStudy: CaseStudy;
}

/** Project image carousel behaviour. */
export const projectCarousel = {
  /** Autoplay advances every this many ms and wraps around; any manual action stops it. */
  autoplayMs: 5000,
} as const;

const team = (members: number): ProjectStat => ({ label: 'Team', value: `${members} members` });

/** Each project's page below its header, by id (the card's fields are in `projectSummaries`). */
const details: Readonly<Record<number, ProjectDetails>> = {
  1: {
    longDescription: [
      "Patients chat with the assistant on the website or on WhatsApp in English, Hindi, Bengali and three more languages; replies come from the clinic's own approved answers.",
      "The assistant checks doctors' calendars and books, moves or cancels appointments, then sends a confirmation and a reminder the day before.",
      'Before the visit, patients sign in and fill in an assessment form, so the doctor sees the history and symptoms before the consultation starts.',
      'Staff use a dashboard to review conversations, hand a chat over to a person at any point and update the answers the assistant may give.',
    ],
    moreImages: [
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
    caseStudy: {
      challenge:
        "The clinic's front desk spent most of the day on the phone answering the same questions, often in three different languages.",
      solution:
        "An assistant grounded in the clinic's approved answers, connected to the appointment calendar, with a clear hand-over to staff for anything medical.",
      outcome:
        'Routine questions and bookings are handled around the clock; the remaining work is rollout of the assessment forms to all departments.',
    },
  },
  2: {
    longDescription: [
      'Administrators manage admissions, classes, timetables and fee structures from one dashboard instead of separate spreadsheets.',
      'Teachers take attendance from a phone in a few taps and enter marks into a gradebook that builds report cards automatically.',
      'Parents see attendance, homework, results and fee dues, and receive reminders before a payment is late.',
      'Students get their timetable, assignments and results in one place, on any device.',
    ],
    moreImages: [
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
    caseStudy: {
      challenge:
        'Attendance, marks and fees were kept in separate spreadsheets, so report cards and fee reminders took staff days every term.',
      solution:
        'A single system with one data model and four role-specific views, released module by module so the school could adopt it gradually.',
      outcome: 'Attendance and timetables are in daily use; the gradebook and fee modules are in development.',
    },
  },
  3: {
    longDescription: [
      'Sales, revenue and conversion figures update in real time, with comparisons to the previous week and month.',
      'Stock levels are tracked per product and variant; the team is alerted before a bestseller runs out.',
      "Orders move through packing, shipping and returns on one board, with the customer's history beside each order.",
      'Customer segments show who buys again and which products bring first-time buyers.',
    ],
    moreImages: [
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
    caseStudy: {
      challenge:
        'The store owner checked three different tools every morning and still found out about empty stock from customers.',
      solution:
        'One dashboard reading live data from the shop, with alerts for stock and delayed orders and a single order board for the team.',
      outcome: 'Analytics, inventory and orders are live; customer segments and exports are being finished.',
    },
  },
  4: {
    longDescription: [
      'Each student follows a learning path that adjusts to quiz results, repeating topics that need work and skipping what is already mastered.',
      'An AI tutor explains wrong answers step by step and suggests a short exercise on the same idea.',
      'Lessons and quizzes download for offline use, so students can learn without a steady connection.',
      'Teachers see class progress and the topics most students struggle with, and can assign extra practice.',
    ],
    moreImages: [
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
    caseStudy: {
      challenge:
        'Students in the same class learn at very different speeds, and teachers cannot give each one individual feedback on every exercise.',
      solution:
        'A mobile app that adapts the order of lessons to each student and uses an AI tutor for immediate, step-by-step feedback.',
      outcome: 'Lessons, quizzes and the tutor are in a pilot with one class; teacher reports come next.',
    },
  },
  5: {
    longDescription: [
      'Programme and faculty pages give parents a clear picture of what the school offers and who teaches.',
      'Staff publish events and news from a simple editor; posts appear on the site immediately.',
      'A gallery shows student projects, artwork and competition entries, organised by year and subject.',
      'Pages are fast and readable on phones, where most parents visit from.',
    ],
    moreImages: [
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
    caseStudy: {
      challenge: "The school's old site was out of date because every change needed an outside developer.",
      solution:
        'A light portfolio site with an editor staff can use on their own, and a gallery that celebrates student work.',
      outcome: 'Programme, faculty and events pages are live; the gallery and editor are being completed.',
    },
  },
};

/** The page of project `id` below its header; throws for an id without one. */
export function projectDetailsOf(id: number): ProjectDetails {
  const found = details[id];
  if (!found) throw new Error(`No details for project ${id}`);
  return found;
}

/** Texts of the parts below a project page's header, and of its carousel. */
export const projectDetailTexts = {
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
} as const;

/** The icons a stat tile may have. */
type StatIconKey =
  | (typeof projectDetailTexts.statIcons)[keyof typeof projectDetailTexts.statIcons]
  | typeof projectDetailTexts.statIconDefault;

/** The icon of a stat tile: by its label, or the default. */
export function statIcon(label: string): StatIconKey {
  const icons: Readonly<Record<string, StatIconKey>> = projectDetailTexts.statIcons;
  return icons[label] ?? projectDetailTexts.statIconDefault;
}
