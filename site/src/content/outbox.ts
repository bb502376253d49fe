/**
 * The outbox of the message forms (contact, booking): what the form says when a message cannot go out
 * yet because the browser is offline, or was left unsent by an earlier visit. Not in the spec, whose
 * forms assume a connection.
 */
export const outbox = {
  /** Status while offline: the message is kept and goes out by itself. */
  waiting: "You're offline. Your message is saved and will be sent when you're back online.",
  cancel: 'Cancel sending',
  /**
   * Status when the form finds a message an earlier visit left, not to be sent by itself: a reload cut
   * its send short, it has waited more than three days, or the provider refused it.
   */
  offered: 'A message from your last visit has not been sent yet. Send it now?',
  sendNow: 'Send it now',
  discard: 'Discard',
} as const;
