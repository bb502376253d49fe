/**
 * Islands that wait for the visitor (`when="interaction"`) but start at the load event where the page
 * holds something they show at once: a form's draft or a message kept in its outbox (sent as soon as
 * the page is online), a message an event's link starts, a stored token or session, a project's
 * missing page. Each check
 * is read in the browser, after the load event; no framework.
 */
import { registrationParam } from '../content/constants';
import { login } from '../content/login';
import { hasDraft } from '../forms/draft';
import { firebaseConfig } from '../integrations/config';
import { mayHoldSession, sessionKey } from '../integrations/identity/session';
import { holdsMessage, type OutboxForm } from '../outbox/outbox';
import { projectPath } from '../pages/NotFound/projectPath';
import type { IslandName } from './registry';

const keepsMessage = async (form: OutboxForm) => hasDraft(form) || (await holdsMessage(form));

/** An event's 'Register Now' opened the contact form: its message names the event. */
const opensWithEvent = () => new URLSearchParams(window.location.search).has(registrationParam);

function holdsToken(): boolean {
  try {
    return window.localStorage.getItem(login.accessTokenKey) !== null;
  } catch {
    return false;
  }
}

export const startAtLoad = {
  ContactForm: async () => opensWithEvent() || (await keepsMessage('contact')),
  Booking: () => keepsMessage('booking'),
  // A visitor who holds a token moves straight on to the assessment form.
  LoginForm: holdsToken,
  // The page shows who is signed in.
  Assessment: () => mayHoldSession(sessionKey(firebaseConfig.apiKey)),
  // A project's path shows 'Project Not Found', and its head says so.
  NotFound: () => projectPath.test(window.location.pathname),
} satisfies Partial<Record<IslandName, () => boolean | Promise<boolean>>>;

export type StartsAtLoad = keyof typeof startAtLoad;

export const startsAtLoad = (name: string): name is StartsAtLoad => Object.hasOwn(startAtLoad, name);
