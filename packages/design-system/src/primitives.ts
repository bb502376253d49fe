// Primitives: the building blocks a product composes with its own content.
export * from './primitives/LinkProvider';
export * from './primitives/Button';
export * from './primitives/Card';
export * from './primitives/Carousel';
export * from './primitives/Menu';
export * from './primitives/FormField';
export * from './primitives/Alert';
export * from './primitives/Badge';
export * from './primitives/Avatar';
export * from './primitives/Icon';
export * from './primitives/Glyph';
export * from './primitives/Tabs';
export * from './primitives/ProgressRing';
export * from './primitives/ProgressBar';
export * from './primitives/TagList';
export * from './primitives/SkipLink';
export * from './primitives/ThemeSwitch';
