import type { EmailSender } from './types';

/** Placeholder until the EmailJS implementation lands: every send fails as a network error would. */
export function createEmailSender(): EmailSender {
  return {
    send: () => Promise.reject(new TypeError('Failed to fetch')),
  };
}
