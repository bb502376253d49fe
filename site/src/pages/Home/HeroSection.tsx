/** Placeholder: the Hero section of the Home page. */
export function HeroSection() {
  return null;
}
