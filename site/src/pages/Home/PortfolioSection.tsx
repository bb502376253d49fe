/** Placeholder: the Portfolio section of the Home page. */
export function PortfolioSection() {
  return null;
}
