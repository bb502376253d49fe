export { MotionProvider, type MotionProviderProps } from './MotionProvider';
export { Reveal, type RevealProps } from './Reveal';
export { fadeUp, fadeIn, scrollInTransition, staggerChildren, scrollInViewport } from './presets';
export { noScriptStyles } from './noScript';
