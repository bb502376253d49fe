/** Placeholder: the Testimonials section of the Home page. */
export function TestimonialsSection() {
  return null;
}
