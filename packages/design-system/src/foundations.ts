// Foundations: the theme and its tokens, layout, motion, hooks, and the shared styles. No visual components.
export * from './catalogue';
export * from './sharedStyles';
