/**
 * The outbox of the message forms (contact, booking): what the form says when a message cannot go out
 * yet because the browser is offline, or was left unsent by an earlier visit. Not in the spec, whose
 * forms assume a connection.
 */
export const outbox = {
  /** Status while offline: the message is kept and goes out by itself. */
  waiting: "You're offline. Your message is saved and will be sent when you're back online.",
  cancel: 'Cancel sending',
  /** Status when a reload (or a new visit in the same tab) finds a message that did not go out. */
  offered: 'A message from your last visit has not been sent yet. Send it now?',
  sendNow: 'Send it now',
  discard: 'Discard',
} as const;
