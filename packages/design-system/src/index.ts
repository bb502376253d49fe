// The catalogue: components, hooks, themes and tokens, from the design system's three tiers. Each tier
// also has an entry point of its own (`@agency/design-system/foundations`, `/primitives`, `/patterns`);
// the shared styles (class names and style objects for your own elements) are in `/foundations` only.
export * from './catalogue';
export * from './primitives';
export * from './patterns';
