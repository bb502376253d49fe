/**
 * Islands that wait for the visitor (`when="interaction"`) but start at the load event where the page
 * holds something they show at once: a form's draft or a message kept in its outbox (sent as soon as
 * the page is online), an event's registration, a stored token or session, a project's missing page.
 * Each check is read in the browser after the load event, with no framework.
 */
import { registrationSlug } from '../content/events';
import { hasDraft } from '../forms/draft';
import { hasStoredAccessToken } from '../integrations/identity/accessToken';
import { mayHoldStoredSession } from '../integrations/identity/session';
import type { MessageFormName } from '../content/forms';
import { holdsMessage } from '../outbox/outbox';
import { projectPath } from '../pages/NotFound/projectPath';
import type { IslandName } from './registry';

const keepsMessage = async (form: MessageFormName) => hasDraft(form) || (await holdsMessage(form));

/** An event's 'Register Now' opened the contact form: its message names the event. */
const opensWithEvent = () => registrationSlug(window.location.search) !== null;

export const startAtLoad = {
  ContactForm: async () => opensWithEvent() || (await keepsMessage('contact')),
  Booking: () => keepsMessage('booking'),
  // A visitor who holds a token moves straight on to the assessment form.
  LoginForm: hasStoredAccessToken,
  // The page shows who is signed in.
  Assessment: mayHoldStoredSession,
  // A project's path shows 'Project Not Found', and its head says so.
  NotFound: () => projectPath.test(window.location.pathname),
} satisfies Partial<Record<IslandName, () => boolean | Promise<boolean>>>;

export type StartsAtLoad = keyof typeof startAtLoad;

export const startsAtLoad = (name: string): name is StartsAtLoad => Object.hasOwn(startAtLoad, name);
