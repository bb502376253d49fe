export { Splash, splashCovered, type SplashProps } from './Splash';
export { splashFallbackStyles, type SplashFallbackOptions } from './splashFallback';
