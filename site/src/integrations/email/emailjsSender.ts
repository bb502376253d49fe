import { emailConfig } from '../config';
import { EmailSendError, type EmailForm, type EmailReceipt, type EmailSender, type MessageIdentity } from './types';

type EmailJs = typeof import('@emailjs/browser').default;

/**
 * One send per form in this many milliseconds (EmailJS's `limitRate`, checked by the SDK before any
 * request): a person never sends the same form twice that fast; a script does.
 */
export const sendThrottleMs = 5000;

/** The SDK's rate-limit clock, in the tab's session storage (EmailJS's default is local storage, shared by every tab). */
const sessionStorageProvider = {
  get: async (key: string) => sessionStorageOrNull()?.getItem(key),
  set: async (key: string, value: string) => sessionStorageOrNull()?.setItem(key, value),
  remove: async (key: string) => sessionStorageOrNull()?.removeItem(key),
};

/** The part of Web Storage the rate limit uses. */
interface RateLimitStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** The tab's session storage; none where storage is blocked, or in the service worker (which never limits the rate). */
function sessionStorageOrNull(): RateLimitStorage | null {
  try {
    return (globalThis as { sessionStorage?: RateLimitStorage }).sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** The EmailJS SDK set up with the site's settings. */
export function configuredEmailJs(sdk: EmailJs): EmailJs {
  // The origin can only be set here (a per-call origin is ignored by `send`).
  sdk.init({ publicKey: emailConfig.publicKey, storageProvider: sessionStorageProvider }, emailConfig.origin);
  return sdk;
}

/** The provider rejects with `EmailJSResponseStatus`, a `TypeError` (no network) or a string (bad parameters). */
function toSendError(reason: unknown): EmailSendError {
  if (reason instanceof EmailSendError) return reason;
  if (typeof reason === 'string') return new EmailSendError(0, reason);
  if (reason && typeof reason === 'object' && 'status' in reason && 'text' in reason) {
    const { status, text } = reason as { status: unknown; text: unknown };
    return new EmailSendError(Number(status) || 0, String(text));
  }
  const message = reason instanceof Error ? reason.message : String(reason);
  return new EmailSendError(0, message || 'Network Error', { cause: reason });
}

/**
 * Sends a form's template parameters through EmailJS (`@emailjs/browser`, set up by
 * `configuredEmailJs`), or the local inbox that speaks its API. The service worker sends the
 * outbox's messages with it too.
 */
export async function sendEmail(
  emailjs: Promise<EmailJs>,
  form: EmailForm,
  params: Readonly<Record<string, string>>,
  message?: MessageIdentity,
): Promise<EmailReceipt> {
  try {
    const sdk = await emailjs;
    const templateParams = message ? { ...params, idempotency_key: message.key } : { ...params };
    const limitRate = message?.repeat ? {} : { id: `send:${form}`, throttle: sendThrottleMs };
    const response = await sdk.send(emailConfig.serviceId, emailConfig.templates[form], templateParams, {
      limitRate,
    });
    return { status: response.status, text: response.text };
  } catch (reason) {
    throw toSendError(reason);
  }
}

let loaded: Promise<EmailJs> | undefined;

/** Sends from the pages: the SDK loads on the first send. */
export function createEmailJsSender(): EmailSender {
  return {
    send(form, params, message) {
      loaded ??= import('@emailjs/browser').then(({ default: sdk }) => configuredEmailJs(sdk));
      return sendEmail(loaded, form, params, message);
    },
  };
}
