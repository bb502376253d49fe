/**
 * Integration settings from `VITE_*` environment variables (see `.env.example`). With none set, the
 * site talks to the local stand-ins that `npm start` runs: the inbox server and the Auth emulator.
 */
import { localAuthEmulatorOrigin, localInboxOrigin } from '../../../tools/ports.mjs';
import { brand } from '../content/brand';
import { emailForms, type EmailForm } from '../content/forms';

const env = import.meta.env;

function value(name: string): string | undefined {
  const raw = (env as Record<string, unknown>)[name];
  return typeof raw === 'string' && raw.trim() !== '' ? raw.trim() : undefined;
}

/** The local stand-ins' addresses, from the ports declared once for the site, the tools and the tests. */
export { localInboxOrigin };
export const localAuthEmulator = localAuthEmulatorOrigin;

const emailjsPublicKey = value('VITE_EMAILJS_PUBLIC_KEY');

export const emailConfig = {
  /** EmailJS public key; the local inbox accepts any. */
  publicKey: emailjsPublicKey ?? 'local-public-key',
  serviceId: value('VITE_EMAILJS_SERVICE_ID') ?? 'local_service',
  /** Each form's template: `VITE_EMAILJS_TEMPLATE_<FORM>`, or the form's name (the local inbox's). */
  templates: Object.fromEntries(
    emailForms.map((form) => [form, value(`VITE_EMAILJS_TEMPLATE_${form.toUpperCase()}`) ?? form]),
  ) as Record<EmailForm, string>,
  /** API origin: EmailJS's own unless a stand-in is configured or no account is. */
  origin: value('VITE_EMAILJS_ORIGIN') ?? (emailjsPublicKey ? 'https://api.emailjs.com' : localInboxOrigin),
} as const;

const firebaseApiKey = value('VITE_FIREBASE_API_KEY');

export const firebaseConfig = {
  apiKey: firebaseApiKey ?? 'local-api-key',
  authDomain: value('VITE_FIREBASE_AUTH_DOMAIN') ?? 'demo-northwind.firebaseapp.com',
  projectId: value('VITE_FIREBASE_PROJECT_ID') ?? 'demo-northwind',
  appId: value('VITE_FIREBASE_APP_ID'),
  /** The Auth emulator's address, when used: always without a real project, or when set explicitly. */
  authEmulator: value('VITE_FIREBASE_AUTH_EMULATOR') ?? (firebaseApiKey ? undefined : localAuthEmulator),
} as const;

export const siteConfig = {
  /** The public origin, for canonical URLs, Open Graph tags, the sitemap and robots.txt. */
  url: (value('VITE_SITE_URL') ?? brand.siteUrl).replace(/\/$/, ''),
} as const;
