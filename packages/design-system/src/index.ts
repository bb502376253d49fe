// The design system's three tiers; each also has an entry point of its own
// (`@agency/design-system/foundations`, `/primitives`, `/patterns`).
export * from './foundations';
export * from './primitives';
export * from './patterns';
