export { HomeHero, type HomeHeroProps, type HomeHeroSocialLink, type HomeHeroDelays } from './HomeHero';
