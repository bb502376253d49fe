// This website's sections: built on @agency/design-system, with this site's content and art.
export * from './CategoryCard';
export * from './EventCard';
export * from './FeatureCard';
export * from './HomeHero';
export * from './ProfileCard';
export * from './ProjectCard';
export * from './ResourceCard';
export * from './ServiceCard';
export * from './ServiceOptionCard';
export * from './TechGrid';
export * from './TrustCard';
