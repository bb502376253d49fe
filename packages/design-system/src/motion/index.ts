export { Reveal, RevealItem, type RevealProps, type RevealItemProps } from './Reveal';
export { startRevealOnScroll, revealOnScrollScript } from './revealOnScroll';
export { noScriptStyles } from './noScript';
export { MotionProvider, type MotionProviderProps, type MotionFeatures } from './MotionProvider';
export { Presence, type PresenceProps } from './Presence';
export { LayoutList, LayoutItem, type LayoutListProps, type LayoutItemProps } from './LayoutList';
export { AutoHeight, type AutoHeightProps } from './AutoHeight';
export { motionTransitions } from './transitions';
