/** Placeholder: the Services section of the Home page. */
export function ServicesSection() {
  return null;
}
