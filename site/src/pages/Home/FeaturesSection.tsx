/** Placeholder: the Features section of the Home page. */
export function FeaturesSection() {
  return null;
}
