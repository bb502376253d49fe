/** Navigation bar, mobile menu and back-to-top texts. */

import { brand } from './brand';

/** An internal link. */
export interface NavLink {
  readonly label: string;
  /** Route path, starting with '/'. */
  readonly href: `/${string}`;
}

/** The four section links, with capitalised labels, in bar order. */
export const sectionLinks: readonly NavLink[] = [
  { label: 'Products', href: '/products' },
  { label: 'Solutions', href: '/solutions' },
  { label: 'Developers', href: '/developers' },
  { label: 'Resources', href: '/resources' },
];

/** Secondary call to action. */
export const bookingLink: NavLink = { label: 'Booking Now', href: '/booking' };

/** Primary call to action (styled as the primary button). */
export const contactLink: NavLink = { label: 'Contact Us', href: '/contact' };

export const navigation = {
  /** The wordmark links home; its accessible name says where it goes. */
  home: { label: brand.wordmark, ariaLabel: `${brand.name}, home`, href: '/' },
  sections: sectionLinks,
  booking: bookingLink,
  contact: contactLink,
  /** Every link of the dropdown menu, in order: the four sections, then booking and contact. */
  menuLinks: [...sectionLinks, bookingLink, contactLink] as readonly NavLink[],
  /** Accessible name of the navigation landmark. */
  ariaLabel: 'Main',
  /** Hamburger button's accessible name, by menu state. */
  menuButton: { open: 'Open menu', close: 'Close menu' },
  /** The theme switch in the bar and the menu: its group name and each choice's name. */
  theme: { label: 'Theme', choices: { system: 'System', light: 'Light', dark: 'Dark' } },
} as const;

/** Floating back-to-top button. */
export const backToTopText = {
  /** Accessible name. */
  label: 'Back to top',
  /** Accessible description of the progress ring, given the percentage scrolled. */
  progress: (percent: number): string => `${Math.round(percent)}% of the page scrolled`,
} as const;

/** Splash screen (logo plus welcome line). */
export const splashText = {
  wordmark: brand.wordmark,
  welcome: brand.welcome,
} as const;
