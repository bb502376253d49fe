/** Home hero banner. */

import { brand } from './brand';
import { heroDelaysS } from './constants';
import type { SocialBrandKey } from './icons';

/** A call-to-action button that opens a route. */
export interface HeroAction {
  readonly label: string;
  readonly href: `/${string}`;
  /** Visual weight of the button. */
  readonly variant: 'primary' | 'secondary';
}

/** A social icon link in the hero. */
export interface HeroSocialLink {
  /** Accessible name of the icon link. */
  readonly label: string;
  /** The profile's address. */
  readonly href: string;
  readonly icon: SocialBrandKey;
}

const whatsappText = `Hi ${brand.name}, I'd like to talk about a project.`;

export const hero = {
  eyebrow: 'Web · Mobile · AI',
  /** Headline; `highlight` is the part rendered with the brand gradient. */
  headline: { lead: 'Software that helps', highlight: 'your business grow' },
  subtext:
    'We design, build and run websites, mobile apps and AI features for growing businesses. One small senior team, from the first workshop to launch and the support that follows.',
  actions: [
    { label: 'Get Free Consultation', href: '/contact', variant: 'primary' },
    { label: 'View Our Services', href: '/booking', variant: 'secondary' },
  ] as const satisfies readonly HeroAction[],
  socialLinks: [
    {
      label: 'Chat with us on WhatsApp',
      href: `https://wa.me/${brand.contact.phoneE164.replace('+', '')}?text=${encodeURIComponent(whatsappText)}`,
      icon: 'whatsapp',
    },
    { label: 'LinkedIn', href: brand.social.linkedin, icon: 'linkedin' },
    { label: 'Twitter', href: brand.social.twitter, icon: 'twitter' },
  ] as const satisfies readonly HeroSocialLink[],
  /** Entrance delays in seconds: headline, sub-text, actions and social icons. */
  delaysS: {
    headline: heroDelaysS[0],
    subtext: heroDelaysS[1],
    actions: heroDelaysS[2],
  },
} as const;
