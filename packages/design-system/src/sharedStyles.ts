// Shared styles: class names and vanilla-extract style objects and helpers, for an adopter's own
// elements. Exported from `@agency/design-system/foundations` only: the root is the catalogue.
export { focusRing, visuallyHidden } from './theme/focus.css';
export { focusRingStyle, focusRingOn, type FocusRingOptions } from './theme/focus';
export { gradientImage } from './theme/gradients';
export { gradientTile, iconTile, gradientFill, gradientText } from './theme/gradients.css';
export { heroBackdrop } from './theme/hero.css';
export { belowNavBar } from './theme/navBar';
export { eyebrowText, overlineText, leadText, cardTitleText, cardBodyText } from './theme/text';
export { plainList } from './theme/list';
export { mediaUp, mediaDown, reducedMotion } from './theme/media';
export { stackLayout, rowLayout, type RowLayoutOptions } from './layout/flex';
