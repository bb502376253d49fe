export { AnimatedGradient, type AnimatedGradientProps } from './AnimatedGradient';
