/** Placeholder: the Trust section of the Home page. */
export function TrustSection() {
  return null;
}
