/** Placeholder: the WhoWeAre section of the Home page. */
export function WhoWeAreSection() {
  return null;
}
