export { Splash, splashCovered, type SplashProps } from './Splash';
