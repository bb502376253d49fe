/**
 * The semantic colours, by role: the one vocabulary of every component's `tone` prop (Badge, Alert,
 * Icon, TagList, ProgressBar...). A component offers the tones it has checked colour pairs for.
 */
export const tones = ['neutral', 'primary', 'accent', 'success', 'danger'] as const;

/** A semantic colour: neutral for plain lists, primary and accent for the brand, success and danger for outcomes. */
export type Tone = (typeof tones)[number];
