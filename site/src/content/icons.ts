/**
 * Visual vocabulary of the site's content: icon keys, brand keys, gradient keys and the image
 * reference shape.
 *
 * Content never imports icon components: it names an icon by a string key, and the site maps each
 * key to a symbol of an SVG sprite (`ui/icons/glyphs/glyphs.svg` for UI glyphs, drawn from lucide;
 * `ui/icons/logos/*.svg` for brand logos; `tools/icons/generate-sprites.mjs` writes them). The key
 * lists are runtime arrays so that the sprites can be checked for completeness and the content tests
 * can check that every key used in data exists: keep the icons in data literal types (`as const
 * satisfies`, or a field narrowed with `Extract<IconKey, ...>`), so TypeScript flags an unknown key.
 *
 * Shared by all content modules. Add a key here (in its group) before using it in data; the gradient
 * keys are the design system's.
 */

import { brandGradientNames, type BrandGradient } from '@agency/design-system/foundations';

/**
 * Gradients a card or badge may use, by key: the design system's brand gradients (the brand's primary
 * and accent hues, in different directions and depths). Never CSS in content.
 */
export const gradientKeys = brandGradientNames;

/** A named gradient. */
export type GradientKey = BrandGradient;

/**
 * A local image (an illustration generated at build time, never a photo or an external URL).
 * Intrinsic size is required so the page reserves space before the image loads.
 */
export interface ImageAsset {
  /** Root-relative path under '/images/'. */
  readonly src: `/images/${string}`;
  /** Intrinsic width in CSS pixels. */
  readonly width: number;
  /** Intrinsic height in CSS pixels. */
  readonly height: number;
  /** Meaningful alternative text (empty only for purely decorative images). */
  readonly alt: string;
}

/** Keys of UI glyphs (services, features, solutions, resources, steps, contact details, controls). */
export const iconKeys = [
  // Home services grid and booking services
  'code',
  'smartphone',
  'brain',
  'megaphone',
  'cloud',
  'database',
  'shield',
  'chart',
  // Features ('Powerful Features')
  'sparkles',
  'lock',
  'sliders',
  'devices',
  // Trust block
  'trending-up',
  'heart-handshake',
  'shield-check',
  // Solutions
  'headset',
  'zap',
  'handshake',
  'bar-chart',
  'server',
  // Resource categories
  'book',
  'video',
  'wrench',
  'file-text',
  // Resource types and community cards
  'download',
  'message-square',
  'pen-line',
  'git-branch',
  // Booking flow steps
  'clipboard',
  'calendar-check',
  'rocket',
  // Contact details, events, people
  'mail',
  'phone',
  'map-pin',
  'globe',
  'calendar',
  'clock',
  'users',
  'user',
  'star',
  'quote',
  'briefcase',
  'award',
  'target',
  'lightbulb',
  // Controls and generic UI
  'arrow-right',
  'arrow-up',
  'external-link',
  'check',
  'check-circle',
  'alert-circle',
  'send',
  'menu',
  'close',
  'chevron-left',
  'chevron-right',
  'maximize',
  'minimize',
  'play',
  'eye',
  'eye-off',
  'layers',
] as const;

/** A UI glyph. */
export type IconKey = (typeof iconKeys)[number];

/** Technologies named by the spec (portfolio badges). */
export const portfolioBrandKeys = [
  'react',
  'nodejs',
  'openai',
  'mongodb',
  'firebase',
  'tailwind',
  'python',
  'aws',
  /** Not a brand: a generic logo-styled mark for "Machine Learning" badges. */
  'machine-learning',
  'redux',
] as const;

/** Further technologies (developer icons, tech stack). */
export const stackBrandKeys = [
  'javascript',
  'typescript',
  'html5',
  'css3',
  'nextjs',
  'vite',
  'express',
  'django',
  'fastapi',
  'postgresql',
  'mysql',
  'redis',
  'docker',
  'kubernetes',
  'git',
  'framer-motion',
  'gsap',
  'react-native',
  'flutter',
  'android',
  'apple',
  'figma',
  'jest',
  'graphql',
  'stripe',
] as const;

/** Social networks and code hosting (footer, hero, profiles). */
export const socialBrandKeys = [
  'facebook',
  'instagram',
  'twitter',
  'youtube',
  'linkedin',
  'whatsapp',
  'github',
] as const;

/** Payment methods (footer). */
export const paymentBrandKeys = ['visa', 'mastercard', 'paypal', 'google-pay'] as const;

/** Keys of brand logos: technologies, social networks, payment methods. */
export const brandKeys = [...portfolioBrandKeys, ...stackBrandKeys, ...socialBrandKeys, ...paymentBrandKeys] as const;

export type PortfolioBrandKey = (typeof portfolioBrandKeys)[number];
export type StackBrandKey = (typeof stackBrandKeys)[number];
export type SocialBrandKey = (typeof socialBrandKeys)[number];
export type PaymentBrandKey = (typeof paymentBrandKeys)[number];

/** A brand logo. */
export type BrandKey = (typeof brandKeys)[number];

/** Whether a string is a known UI icon key. */
export function isIconKey(value: string): value is IconKey {
  return (iconKeys as readonly string[]).includes(value);
}

/** Whether a string is a known brand key. */
export function isBrandKey(value: string): value is BrandKey {
  return (brandKeys as readonly string[]).includes(value);
}
