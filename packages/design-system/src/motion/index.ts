export { Reveal, RevealItem, type RevealProps, type RevealItemProps } from './Reveal';
export { startRevealOnScroll, revealOnScrollScript } from './revealOnScroll';
export { noScriptStyles } from './noScript';
