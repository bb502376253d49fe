import { emailConfig } from '../config';
import { EmailSendError, type EmailSender } from './types';

type EmailJs = typeof import('@emailjs/browser').default;

let loaded: Promise<EmailJs> | undefined;

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

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/** Loads and configures the EmailJS SDK once, on the first send. */
function emailjs(): Promise<EmailJs> {
  loaded ??= import('@emailjs/browser').then(({ default: sdk }) => {
    // The origin can only be set here (a per-call origin is ignored by `send`).
    sdk.init({ publicKey: emailConfig.publicKey, storageProvider: sessionStorageProvider }, emailConfig.origin);
    return sdk;
  });
  return loaded;
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

/** Sends through EmailJS (`@emailjs/browser`), or the local inbox that speaks its API. */
export function createEmailJsSender(): EmailSender {
  return {
    async send(form, params, message) {
      try {
        const sdk = await emailjs();
        const templateParams = message ? { ...params, idempotency_key: message.key } : { ...params };
        const limitRate = message?.repeat ? {} : { id: `send:${form}`, throttle: sendThrottleMs };
        const response = await sdk.send(emailConfig.serviceId, emailConfig.templates[form], templateParams, {
          limitRate,
        });
        return { status: response.status, text: response.text };
      } catch (reason) {
        throw toSendError(reason);
      }
    },
  };
}
